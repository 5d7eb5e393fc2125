import type { review as english } from '../en/review-en.js';

export const review: typeof english = {
  title: (puzzle, helped) => `振り返り · ${puzzle}${helped ? ' · 手助けあり' : ''}`,
  yours: (move, moves) => `あなたの手順 · ${moves}手中 ${move}手目`,
  optimal: (move, moves) => `最短解 · ${moves}手中 ${move}手目`,
  optimalFailed: (message) => `最短解: ${message}`,
  optimalThinking: '最短解: 考え中…',
  start: '開始局面',
  optimalMove: (move) => `   最短解では ${move}`,
};

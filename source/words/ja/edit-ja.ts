import type { edit as english } from '../en/edit-en.js';

export const edit: typeof english = {
  title: (editing, puzzle) =>
    `${editing === 'start' ? '開始局面' : '目標の局面'}を編集 · ${puzzle}`,
  notAPiece: (input, letters) => `${input} はこのパズルの駒ではありません。駒は ${letters} です`,
  noGoal: 'このパズルには編集できる目標の局面がひとつもありません',
  takesIt: 'この局面で遊べます: Enter でここから開始',
  cell: (cell) => `マス ${cell}`,
  pieces: (letters) => `駒 ${letters}`,
  empty: '. 空き',
};

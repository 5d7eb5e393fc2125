import type { PieceKind } from './puzzle.js';

export const BLACK = 1;
export const WHITE = 2;

/** Black and white stones: the pieces of Flip It, Knights Exchange and the frog puzzles. */
export const STONES: readonly PieceKind[] = [
  { code: BLACK, char: 'B', name: 'black', look: { glyph: '●', ascii: 'B', tone: 'dark' } },
  { code: WHITE, char: 'W', name: 'white', look: { glyph: '○', ascii: 'W', tone: 'light' } },
];

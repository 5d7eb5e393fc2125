import type { PieceKind } from '../types.js';

/** The four quarter-circle pieces; A B over C D make a whole circle. */
export const linePieces: readonly PieceKind[] = [
  { code: 1, char: 'A', name: 'upper-left quarter' },
  { code: 2, char: 'B', name: 'upper-right quarter' },
  { code: 3, char: 'C', name: 'lower-left quarter' },
  { code: 4, char: 'D', name: 'lower-right quarter' },
];

export const LINE_SIDE = 4;
export const LINE_CELLS = LINE_SIDE * LINE_SIDE;
/** Where the page lifts the corner piece out: the empty cell of every page board. */
export const LINE_CORNER = 3;

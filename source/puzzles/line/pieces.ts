import type { PieceKind, PieceLook } from '../puzzle.js';
import { withTexts } from '../texts.js';
import { LINE_LETTERS } from './letters.js';
import { lineWords } from './words.js';

/**
 * A quarter circle, its letter where no arc is drawn: the circle's centre on
 * its right and/or bottom side (A's arc curves from its bottom edge to its
 * right edge, so A B over C D make one circle).
 */
const quarter = (code: number, right: boolean, bottom: boolean, name: () => string): PieceKind => {
  const letter = LINE_LETTERS[code];
  const look: PieceLook = { glyph: letter, ascii: letter, tone: 'plain', arc: { right, bottom } };
  return withTexts({ code, char: letter, look }, () => ({ name: name() }));
};

/** The four quarter-circle pieces; A B over C D make a whole circle. */
export const linePieces: readonly PieceKind[] = [
  quarter(1, false, false, () => lineWords().upperLeft),
  quarter(2, true, false, () => lineWords().upperRight),
  quarter(3, false, true, () => lineWords().lowerLeft),
  quarter(4, true, true, () => lineWords().lowerRight),
];

export const LINE_SIDE = 4;
export const LINE_CELLS = LINE_SIDE * LINE_SIDE;
/** Where the page lifts the corner piece out: the empty cell of every page board. */
export const LINE_CORNER = 3;

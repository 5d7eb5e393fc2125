import type { PieceKind, PieceLook } from '../puzzle.js';
import { withTexts } from '../texts.js';
import { lineWords } from './words.js';

/**
 * A quarter circle: its letter where no arc is drawn; the circle's centre on
 * its right and/or bottom side (A's arc curves from its bottom edge to its
 * right edge, so A B over C D make one circle).
 */
const quarter = (letter: string, right: boolean, bottom: boolean): PieceLook => ({
  glyph: letter,
  ascii: letter,
  tone: 'plain',
  arc: { right, bottom },
});

/** The four quarter-circle pieces; A B over C D make a whole circle. */
export const linePieces: readonly PieceKind[] = [
  withTexts({ code: 1, char: 'A', look: quarter('A', false, false) }, () => ({
    name: lineWords().upperLeft,
  })),
  withTexts({ code: 2, char: 'B', look: quarter('B', true, false) }, () => ({
    name: lineWords().upperRight,
  })),
  withTexts({ code: 3, char: 'C', look: quarter('C', false, true) }, () => ({
    name: lineWords().lowerLeft,
  })),
  withTexts({ code: 4, char: 'D', look: quarter('D', true, true) }, () => ({
    name: lineWords().lowerRight,
  })),
];

export const LINE_SIDE = 4;
export const LINE_CELLS = LINE_SIDE * LINE_SIDE;
/** Where the page lifts the corner piece out: the empty cell of every page board. */
export const LINE_CORNER = 3;

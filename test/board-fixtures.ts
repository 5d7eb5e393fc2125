import { linePieces } from '../source/puzzles/line/pieces.js';
import type { CellPlace, Layout, PieceKind } from '../source/puzzles/puzzle.js';
import { makePuzzle } from './support.js';

export { STONES } from '../source/puzzles/stones.js';

/** The four quarter pieces of the line puzzle, A to D. */
export const QUARTERS: readonly PieceKind[] = linePieces;

export const places = (pairs: readonly (readonly [number, number])[]): CellPlace[] =>
  pairs.map(([row, col]) => ({ row, col }));

export const grid = (rows: number, cols: number): CellPlace[] =>
  Array.from({ length: rows * cols }, (_, i) => ({ row: Math.floor(i / cols), col: i % cols }));

/** Flip It Star as the page numbers it: the hexagram, linked along its six lines. */
export const HEXAGRAM: Layout = makePuzzle('flip-star').layout;

/** Peg Solitaire Star: the hexagram with a centre and the middle row joined. */
export const PEG_STAR: Layout = makePuzzle('peg-star').layout;

import type { Board } from '../puzzles/puzzle.js';
import type { BoardView, CellMark, Point, RenderOptions } from './board-view.js';
import type { Canvas } from './canvas.js';
import {
  type EmptySetting,
  emptyGlyph,
  findPiece,
  type Glyph,
  pieceGlyph,
  targetGlyph,
} from './glyphs.js';
import { bracketOrder, bracketsOf, leadingMark, marksOf } from './marks.js';

/** One cell being drawn (a "spot"): its number, what it holds, its marks. */
export type CellToDraw = {
  readonly cell: number;
  readonly code: number;
  readonly marks: readonly CellMark[];
  /** The mark its characters report to the UI. */
  readonly mark: CellMark | undefined;
};

export const cellsToDraw = (board: Board, options: RenderOptions): CellToDraw[] =>
  Array.from(board, (code, cell) => {
    const marks = marksOf(options.marks, cell);
    return { cell, code, marks, mark: leadingMark(marks) };
  });

/** The single-character glyph of a cell: its piece, the target sign, or the empty sign. */
export const cellGlyph = (
  view: BoardView,
  spot: CellToDraw,
  setting: EmptySetting,
  ascii: boolean,
): Glyph => {
  if (spot.code !== 0) return pieceGlyph(findPiece(view, spot.code), ascii);
  return spot.marks.includes('target') ? targetGlyph(ascii) : emptyGlyph(view, setting, ascii);
};

/**
 * Draws a marked cell's brackets at the given places, skipping any place that
 * draws another cell's piece (compact boards have no room to spare); another
 * cell's bracket may be covered, so cells are drawn in `bracketOrder`.
 */
export const drawBrackets = (
  canvas: Canvas,
  spot: CellToDraw,
  places: readonly (readonly [Point, Point])[],
): void => {
  const brackets = bracketsOf(spot.marks, spot.code === 0);
  if (!brackets) return;
  const owner = { cell: spot.cell, mark: spot.mark };
  for (const pair of places) {
    pair.forEach((place, side) => {
      const holder = canvas.ownerAt(place.x, place.y);
      const isBracket = canvas.toneAt(place.x, place.y) === 'mark';
      if (holder !== undefined && holder !== spot.cell && !isBracket) return;
      canvas.put(place.x, place.y, brackets[side], 'mark', owner);
    });
  }
};

/** Brackets each marked cell on its own line, either side of a glyph `width` characters wide. */
export const bracketCellsInline = (
  canvas: Canvas,
  cells: readonly CellToDraw[],
  centres: readonly Point[],
  width: number,
): void => {
  for (const spot of bracketOrder(cells, (cell) => cell.mark)) {
    const { x, y } = centres[spot.cell];
    drawBrackets(canvas, spot, [
      [
        { x: x - 1, y },
        { x: x + width, y },
      ],
    ]);
  }
};

import type { Board, CellPlace } from '../puzzles/puzzle.js';
import type { BoardView, Geometry, RenderOptions } from './board-view.js';
import type { Canvas } from './canvas.js';

/** One way of drawing boards: where cells go, and how to paint a board there. */
export type Style = {
  geometry(view: BoardView): Geometry;
  draw(canvas: Canvas, view: BoardView, board: Board, options: RenderOptions): void;
};

/** The rows and columns a layout spans, so drawings start at row 0, column 0. */
export type Extent = {
  readonly minRow: number;
  readonly minCol: number;
  readonly rows: number;
  readonly cols: number;
};

export const extentOf = (cells: readonly CellPlace[]): Extent => {
  if (cells.length === 0) return { minRow: 0, minCol: 0, rows: 0, cols: 0 };
  const rows = cells.map((place) => place.row);
  const cols = cells.map((place) => place.col);
  const minRow = Math.min(...rows);
  const minCol = Math.min(...cols);
  return {
    minRow,
    minCol,
    rows: Math.max(...rows) - minRow + 1,
    cols: Math.max(...cols) - minCol + 1,
  };
};

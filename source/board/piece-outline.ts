import { pieceGroups } from '../puzzles/piece-layer.js';
import type { Board } from '../puzzles/puzzle.js';
import type { BoardView } from './board-view.js';
import { DOWN, type FrameWays, LEFT, RIGHT, UP } from './box-lines.js';

/** A cell's box on the canvas: its inside's top-left character and size. */
type Box = {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
};

const across = (walls: FrameWays, y: number, from: number, to: number): void => {
  for (let x = from; x <= to; x++) walls.add(x, y, (x > from ? LEFT : 0) | (x < to ? RIGHT : 0));
};

const down = (walls: FrameWays, x: number, from: number, to: number): void => {
  for (let y = from; y <= to; y++) walls.add(x, y, (y > from ? UP : 0) | (y < to ? DOWN : 0));
};

/**
 * The walls of a boxed board drawn as pieces: one outline a piece, so a wall
 * between two cells of one piece is left out (Hakoiri Musume's daughter is one
 * 2×2 block, two stacked 1×2 blocks stay two). Without a piece layer every
 * cell is its own piece, and every cell gets its box.
 */
export const outlinePieces = (
  walls: FrameWays,
  view: BoardView,
  board: Board,
  boxes: readonly Box[],
): void => {
  const groups = view.pieceLayer ? pieceGroups(view, board) : undefined;
  const cellAt = new Map<string, number>();
  view.layout.cells.forEach((place, cell) => {
    cellAt.set(`${place.row},${place.col}`, cell);
  });
  const samePiece = (cell: number, row: number, col: number): boolean => {
    if (!groups || groups[cell] < 0) return false;
    const other = cellAt.get(`${row},${col}`);
    return other !== undefined && groups[other] === groups[cell];
  };
  view.layout.cells.forEach(({ row, col }, cell) => {
    const box = boxes[cell];
    const left = box.left - 1;
    const top = box.top - 1;
    const right = box.left + box.width;
    const bottom = box.top + box.height;
    if (!samePiece(cell, row - 1, col)) across(walls, top, left, right);
    if (!samePiece(cell, row + 1, col)) across(walls, bottom, left, right);
    if (!samePiece(cell, row, col - 1)) down(walls, left, top, bottom);
    if (!samePiece(cell, row, col + 1)) down(walls, right, top, bottom);
  });
};

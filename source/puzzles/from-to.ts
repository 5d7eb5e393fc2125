import type { Board, Move } from './board-move.js';

/** The common move encoding: a piece moves from one cell to another. */
export const encodeFromTo = (from: number, to: number): Move => (from << 6) | to;
export const fromCell = (move: Move): number => move >> 6;
export const toCell = (move: Move): number => move & 63;
export const invertFromTo = (move: Move): Move => encodeFromTo(toCell(move), fromCell(move));
/** Plays a from-to move: the piece leaves its cell for the empty one. */
export const applyFromTo = (board: Board, move: Move): void => {
  const from = fromCell(move);
  board[toCell(move)] = board[from];
  board[from] = 0;
};
/** Takes a from-to move back. */
export const undoFromTo = (board: Board, move: Move): void => {
  const to = toCell(move);
  board[fromCell(move)] = board[to];
  board[to] = 0;
};
/** A from-to move as the pages write it: [from, to]. */
export const fromToNotation = (move: Move): number[] => [fromCell(move), toCell(move)];

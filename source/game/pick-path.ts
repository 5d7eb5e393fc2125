import { pieceCells, pieceNameAt } from '../puzzles/piece-layer.js';
import type { Board, Move, Puzzle } from '../puzzles/puzzle.js';
import { legalMoves, moveWithNotation } from './history.js';
import type { Play } from './play-state.js';

/** The cells a pick stands on and goes to: what a chain in progress means on the board. */

export const last = (path: readonly number[]): number => path[path.length - 1];
const startsWith = (cells: readonly number[], prefix: readonly number[]): boolean =>
  prefix.every((cell, index) => cells[index] === cell);

/** The move a chain in progress stands for (every prefix of a chain is a legal move). */
export const partialMove = (play: Play): Move | undefined =>
  play.pick && play.pick.path.length > 1
    ? moveWithNotation(play.game.puzzle, play.game.board, play.pick.path)
    : undefined;

/** The position on screen: the game's, with a chain in progress played on it. */
export const shownBoard = (play: Play): Board => {
  const move = partialMove(play);
  if (move === undefined) return play.game.board;
  const board = play.game.board.slice();
  play.game.puzzle.apply(board, move);
  return board;
};

/** Cells where the moves that begin with `path` go next. */
export const nextCells = (puzzle: Puzzle, board: Board, path: readonly number[]): number[] => {
  const cells = new Set<number>();
  for (const move of legalMoves(puzzle, board)) {
    const cellsOfMove = puzzle.notation(move);
    if (cellsOfMove.length > path.length && startsWith(cellsOfMove, path)) {
      cells.add(cellsOfMove[path.length]);
    }
  }
  return [...cells].sort((a, b) => a - b);
};

/** The lit cells: where the picked piece may go next. */
export const targetsOf = (play: Play): number[] =>
  play.pick ? nextCells(play.game.puzzle, play.game.board, play.pick.path) : [];

/**
 * The legal moves of the piece on `cell`: those that start on one of its
 * cells (a block of several cells is picked by any of them).
 */
export const movesFrom = (puzzle: Puzzle, board: Board, cell: number): Move[] => {
  const cells = pieceCells(puzzle, board, cell);
  return legalMoves(puzzle, board).filter((move) => cells.includes(puzzle.notation(move)[0]));
};

export const pieceName = (puzzle: Puzzle, board: Board, cell: number): string | undefined =>
  pieceNameAt(puzzle, board, cell);

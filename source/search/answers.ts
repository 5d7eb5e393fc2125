import type { Board, Move, Puzzle } from '../puzzles/puzzle.js';
import { defaultBound } from './bound-choice.js';

/**
 * Lists optimal answers of a known length from `start`, up to `limit` of them:
 * a depth-first walk to exactly `length` moves, cut by the puzzle's lower bound
 * and by never undoing the move just made (such a path is never optimal). The
 * search counts them (`solve(…, {all})`); this turns the count into answers a
 * person can cycle through.
 */
export const listOptimalAnswers = (
  puzzle: Puzzle,
  start: Board,
  length: number,
  limit: number,
  shouldStop: () => boolean = () => false,
): Move[][] => {
  const found: Move[][] = [];
  const board = start.slice();
  const path: Move[] = [];
  const buffers = Array.from({ length: length + 1 }, () => new Int32Array(puzzle.maxMoves));
  const bound = defaultBound(puzzle);
  const inverse = puzzle.inverse;
  let visits = 0;
  const walk = (depth: number, lastInverse: number): boolean => {
    if ((++visits & 0x3fff) === 0 && shouldStop()) return true;
    if (depth === length) {
      if (puzzle.isGoal(board)) found.push([...path]);
      return found.length >= limit;
    }
    const moves = buffers[depth];
    const count = puzzle.moves(board, moves);
    for (let i = 0; i < count; i++) {
      const move = moves[i];
      if (move === lastInverse) continue;
      puzzle.apply(board, move);
      const fits = !bound || depth + 1 + bound.estimate(board) <= length;
      let done = false;
      if (fits) {
        path.push(move);
        done = walk(depth + 1, inverse ? inverse(move) : -1);
        path.pop();
      }
      puzzle.undo(board, move);
      if (done) return true;
    }
    return false;
  };
  walk(0, -1);
  return found;
};

import type { Board, Move, Puzzle } from '../source/puzzles/types.js';

/** A small seeded generator so random tests repeat from run to run. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
};

export const legalMoves = (puzzle: Puzzle, board: Board): Move[] => {
  const out = new Int32Array(puzzle.maxMoves);
  return [...out.subarray(0, puzzle.moves(board, out))];
};

/** Plays up to `steps` random legal moves from `from`; returns the position reached. */
export const randomWalk = (
  puzzle: Puzzle,
  from: Board,
  steps: number,
  random: () => number,
): Board => {
  const board = from.slice();
  for (let step = 0; step < steps; step++) {
    const moves = legalMoves(puzzle, board);
    if (moves.length === 0) break;
    puzzle.apply(board, moves[Math.floor(random() * moves.length)]);
  }
  return board;
};

/** How many moves "shuffle N moves" may take: its range, its step, and the dialog's first N. */
import type { Puzzle } from '../puzzles/puzzle.js';

/** The most moves a shuffle takes (as `new --length`). */
export const MAX_SHUFFLE = 999;

/** The dialog's first offer: about as far as the "hard" deals of the larger puzzles. */
export const FIRST_SHUFFLE = 30;

/** Whether `moves` is a length a shuffle can end on a start that may be dealt. */
export const shuffleParityFits = (puzzle: Puzzle, moves: number): boolean => {
  const parity = puzzle.dealing?.lengthParity;
  return parity === undefined || (moves & 1) === parity;
};

/** 2 where every start that may be dealt is one parity of moves from the goal, else 1. */
export const shuffleStep = (puzzle: Puzzle): 1 | 2 =>
  puzzle.dealing?.lengthParity === undefined ? 1 : 2;

/** `moves` moved by `by` steps, kept within 1..MAX_SHUFFLE and to the parity a shuffle can end on. */
export const stepShuffle = (puzzle: Puzzle, moves: number, by: number): number => {
  const step = shuffleStep(puzzle);
  let next = moves + by * step;
  if (!shuffleParityFits(puzzle, next)) next++;
  const lowest = shuffleParityFits(puzzle, 1) ? 1 : 2;
  const highest = shuffleParityFits(puzzle, MAX_SHUFFLE) ? MAX_SHUFFLE : MAX_SHUFFLE - 1;
  return Math.min(highest, Math.max(lowest, next));
};

import type { Puzzle, PuzzleEntry, PuzzleOptions } from '../../puzzles/types.js';

/** A puzzle being played: its catalogue entry, the options it was made with, and the puzzle. */
export type Opened = {
  readonly entry: PuzzleEntry;
  readonly options: PuzzleOptions;
  readonly puzzle: Puzzle;
};

export const openEntry = (
  entry: PuzzleEntry,
  options: PuzzleOptions = {},
  puzzle: Puzzle = entry.create(options),
): Opened => ({ entry, options, puzzle });

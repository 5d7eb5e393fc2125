import type { Puzzle, PuzzleEntry, PuzzleOptions } from '../../puzzles/puzzle.js';

/** A puzzle being played: its catalogue entry, the options it was made with, and the puzzle. */
export type Opened = {
  readonly entry: PuzzleEntry;
  readonly options: PuzzleOptions;
  readonly puzzle: Puzzle;
  /** What this position is, when it was dealt (`hard · 18 moves from the goal`, `daily 2026-11-25 · par 11`). */
  readonly label?: string;
};

export const openEntry = (
  entry: PuzzleEntry,
  options: PuzzleOptions = {},
  puzzle: Puzzle = entry.create(options),
): Opened => ({ entry, options, puzzle });

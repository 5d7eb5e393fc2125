import type { Named } from '../../puzzles/codes.js';
import type { Puzzle, PuzzleEntry, PuzzleOptions, PuzzleSource } from '../../puzzles/puzzle.js';

/**
 * A puzzle being played: which one (its catalogue entry and the options it was
 * made with, as a position code names it) and the puzzle made from them.
 */
export type Opened = Named & {
  readonly puzzle: Puzzle;
  /** What this position is, when it was dealt (`hard · 18 moves from the goal`, `daily 2026-11-25 · par 11`). */
  readonly label?: string;
};

export const openEntry = (
  entry: PuzzleEntry,
  options: PuzzleOptions = {},
  puzzle: Puzzle = entry.create(options),
): Opened => ({ entry, options, puzzle });

/** How a worker thread makes `opened`'s puzzle again. */
export const sourceOf = (opened: Named): PuzzleSource => ({
  id: opened.entry.id,
  options: opened.options,
});

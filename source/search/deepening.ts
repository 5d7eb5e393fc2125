import { type Board, BoundContradicted, type NamedBound, type Puzzle } from '../puzzles/puzzle.js';
import { findBound } from './bound-choice.js';
import { DeepeningPass } from './deepening-pass.js';
import { Progress } from './progress.js';
import type { SearchOptions, SearchResult } from './search-events.js';

/**
 * Iterative deepening, plain (no bound) or IDA* (with one of the puzzle's
 * lower bounds): each iteration a depth-first pass to a limit (see
 * `DeepeningPass`), the limit raised to the smallest f seen beyond it.
 *
 * A bound whose tables contradict themselves mid-search (`BoundContradicted`)
 * could have cut off the optimum: its tables are set aside and built again,
 * and the search starts over; the result's `note` says so.
 */
export const deepening = (
  puzzle: Puzzle,
  start: Board,
  bound: NamedBound | undefined,
  options: SearchOptions = {},
): SearchResult => {
  try {
    return deepenOnce(puzzle, start, bound, options);
  } catch (error) {
    if (!(error instanceof BoundContradicted) || !bound?.distrust) throw error;
    bound.distrust();
    const note = `the ${bound.name} bound's stored tables were wrong (${error.message}): set aside, built again, and the search run again`;
    return { ...deepenOnce(puzzle, start, bound, options), note };
  }
};

const deepenOnce = (
  puzzle: Puzzle,
  start: Board,
  bound: NamedBound | undefined,
  options: SearchOptions,
): SearchResult => {
  const progress = new Progress(options);
  const countAll = options.all === true;
  const pass = new DeepeningPass(puzzle, start, bound, {
    progress,
    countAll,
    ...(options.maxDepth === undefined ? {} : { maxDepth: options.maxDepth }),
  });
  let gaveUpAt: number | undefined;
  for (;;) {
    progress.startIteration(pass.limit);
    pass.startIteration();
    pass.search(0, -1);
    progress.finishIteration({
      ...(bound ? { cutoffs: pass.cutoffs } : {}),
      perDepth: Array.from(pass.perDepth.subarray(0, pass.limit + 1)),
      nextLimit: pass.nextLimit === Number.POSITIVE_INFINITY ? null : pass.nextLimit,
    });
    if (pass.solution) break;
    const ending = pass.deepen();
    if (ending === 'too-deep') gaveUpAt = pass.maxDepth;
    if (ending) break;
  }
  return {
    moves: pass.solution,
    nodes: progress.totalNodes,
    ms: progress.elapsed(),
    iterations: progress.iterations,
    ...(countAll && pass.solution ? { solutions: pass.solutions } : {}),
    ...(gaveUpAt === undefined ? {} : { gaveUpAt }),
  };
};

/** Plain iterative deepening, as the pages do it (with the no-immediate-undo cut). */
export const iddfs = (puzzle: Puzzle, start: Board, options: SearchOptions = {}): SearchResult =>
  deepening(puzzle, start, undefined, options);

/**
 * IDA*: iterative deepening on g + h with one of the puzzle's admissible lower
 * bounds (`options.bound`, by default its first; `none` makes it plain deepening).
 */
export const idaStar = (puzzle: Puzzle, start: Board, options: SearchOptions = {}): SearchResult =>
  deepening(puzzle, start, options.bound ?? findBound(puzzle, undefined), options);

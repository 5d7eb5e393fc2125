import type { Board, NamedBound, Puzzle } from '../puzzles/puzzle.js';
import { BestFirst } from './best-first.js';
import { findBound } from './bound-choice.js';
import { Progress } from './progress.js';
import { BFS_POSITION_LIMIT, type SearchOptions, type SearchResult } from './search-events.js';

/**
 * Runs a best-first search (see `BestFirst`) to its end. Its iterations are
 * the values it works through: A*'s f (every position of f below the answer's
 * expanded, as IDA*'s last iteration would, but each once), greedy's h each
 * time a lower one is reached. Under the same limits as breadth-first search:
 * nodes, time, and the positions it may store.
 */
const bestFirstSearch = (
  puzzle: Puzzle,
  start: Board,
  bound: NamedBound,
  greedy: boolean,
  options: SearchOptions,
): SearchResult => {
  const progress = new Progress(options);
  const limit = options.limitPositions ?? BFS_POSITION_LIMIT;
  const search = new BestFirst(puzzle, start, bound, greedy, limit, (at) =>
    progress.stop('positions', at),
  );
  let layer = search.valueOf(0);
  progress.startIteration(layer);
  for (;;) {
    const step = search.step();
    if (step === 'empty') break;
    const value = search.valueOf(search.at);
    if (greedy ? value < layer : value > layer) {
      progress.finishIteration();
      layer = value;
      progress.startIteration(layer);
    }
    progress.visit();
    if (step === 'found') break;
  }
  progress.finishIteration();
  return {
    moves: search.goal < 0 ? null : search.pathTo(search.goal),
    nodes: progress.totalNodes,
    ms: progress.elapsed(),
    ownMs: progress.ownElapsed(),
    iterations: progress.iterations,
    peak: search.peak(),
  };
};

/** The bound a best-first search is guided by: `options.bound`, else the puzzle's first. */
const guide = (puzzle: Puzzle, options: SearchOptions): NamedBound =>
  options.bound ?? findBound(puzzle, undefined);

/** A*: optimal with the puzzle's admissible lower bound, storing every position it meets. */
export const aStar = (puzzle: Puzzle, start: Board, options: SearchOptions = {}): SearchResult =>
  bestFirstSearch(puzzle, start, guide(puzzle, options), false, options);

/** Greedy best-first search on the bound alone: quick, its answer not known to be the shortest. */
export const greedyBestFirst = (
  puzzle: Puzzle,
  start: Board,
  options: SearchOptions = {},
): SearchResult => bestFirstSearch(puzzle, start, guide(puzzle, options), true, options);

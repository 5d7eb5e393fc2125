import {
  type Board,
  BoundContradicted,
  type DepthFirst,
  type NamedBound,
  type Puzzle,
} from '../puzzles/puzzle.js';
import { words } from '../words/words.js';
import { findBound } from './bound-choice.js';
import { atLimit, cutOff, DeepeningPass } from './deepening-pass.js';
import { Progress } from './progress.js';
import type { SearchOptions, SearchResult } from './search-events.js';

/**
 * Iterative deepening, plain (no bound) or IDA* (with one of the puzzle's
 * lower bounds): each iteration a depth-first pass to a limit (the steps of
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
    const note = words().search.tablesWrong(bound.name, error.message);
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
    countAll,
    ...(options.maxDepth === undefined ? {} : { maxDepth: options.maxDepth }),
  });
  try {
    return deepenWith(pass, progress, puzzle, bound, countAll);
  } finally {
    pass.finish();
  }
};

const deepenWith = (
  pass: DeepeningPass,
  progress: Progress,
  puzzle: Puzzle,
  bound: NamedBound | undefined,
  countAll: boolean,
): SearchResult => {
  const search = depthFirst(puzzle, pass, progress, countAll);
  // The probe's own pass, once it offers one (see `BoundProbe.depthFirst`); never where `seen` is kept.
  let own: DepthFirst | undefined;
  let gaveUpAt: number | undefined;
  let deepest = 0;
  let mostSeen = 0;
  for (;;) {
    progress.startIteration(pass.limit);
    pass.startIteration();
    if (!pass.seen) own ??= pass.probe?.depthFirst?.(pass, progress, countAll);
    (own ?? search)(0, -1);
    deepest = Math.max(deepest, pass.deepestVisited());
    mostSeen = Math.max(mostSeen, pass.seen?.size ?? 0);
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
    ownMs: progress.ownElapsed(),
    iterations: progress.iterations,
    peak: pass.held(deepest, mostSeen),
    ...(countAll && pass.solution ? { solutions: pass.solutions } : {}),
    ...(gaveUpAt === undefined ? {} : { gaveUpAt }),
  };
};

/**
 * One iteration's depth-first pass below the node at `depth` (true once it
 * should stop): the steps of `DeepeningPass` (`leaf`, `enter`, …) written out
 * in one closure. Measured, not taste: V8 compiles the first closure made here
 * in a process (a command's search, a worker's job) for its own puzzle, pass
 * and bound, which makes a node 20–30 % cheaper than the same steps called as
 * methods (line-3 with the assignment bound; flip-star without a bound).
 */
const depthFirst = (
  puzzle: Puzzle,
  pass: DeepeningPass,
  progress: Progress,
  countAll: boolean,
): DepthFirst => {
  const { board, buffers, path, perDepth, estimates, probe, seen, codec, canonical } = pass;
  // The rules read once and called as plain functions (see `Puzzle.moves`):
  // read from the puzzle at every node, they cost line-3 a quarter of its speed.
  const { moves: movesOf, apply, undo, isGoal, inverse } = puzzle;
  const search = (depth: number, lastInverse: number): boolean => {
    progress.visit();
    perDepth[depth]++;
    if (depth === pass.limit) {
      const goal = isGoal(board);
      atLimit(pass, depth, goal);
      return goal && !countAll;
    }
    const moves = buffers[depth];
    const count = movesOf(board, moves);
    for (let i = 0; i < count; i++) {
      const move = moves[i];
      if (move === lastInverse) continue;
      if (canonical && depth > 0 && !canonical(path[depth - 1], move)) continue;
      if (probe) {
        // Asked before the move is played: a child over the limit is never played.
        const estimate = probe.push(board, move, depth);
        if (cutOff(pass, depth + 1 + estimate)) continue;
        estimates[depth + 1] = estimate;
      }
      apply(board, move);
      if (seen && codec) {
        const key = codec.encode(board);
        const before = seen.get(key);
        if (before !== undefined && before <= depth + 1) {
          undo(board, move);
          continue;
        }
        seen.set(key, depth + 1);
      }
      path[depth] = move;
      const done = search(depth + 1, inverse ? inverse(move) : -1);
      undo(board, move);
      if (done) return true;
    }
    return false;
  };
  return search;
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

import {
  type Board,
  BoundContradicted,
  type Move,
  type NamedBound,
  type Puzzle,
} from '../puzzles/puzzle.js';
import { findBound } from './bound-choice.js';
import { BoardCodec, type BoardKey } from './codec.js';
import { Progress } from './progress.js';
import type { SearchOptions, SearchResult } from './search-events.js';

/** The deepest a deepening search goes (its watched form too) before it gives up. */
export const DEEPENING_DEPTH_CAP = 200;

/**
 * The next limit must be larger: every iteration sees further, or the search
 * would repeat one iteration for ever (a pruning bug, say `>=` for `>`).
 */
export const deepened = (limit: number, next: number): number => {
  if (!(next > limit)) {
    throw new Error(`a deepening search did not deepen: limit ${limit}, then ${next}`);
  }
  return next;
};

/**
 * The parity of every solution's length when the puzzle knows one (each move
 * flips a position parity and all goals share one), else undefined.
 */
export const solutionParity = (puzzle: Puzzle, start: Board): number | undefined => {
  const { parity, goals } = puzzle;
  if (!parity || !goals || goals.length === 0) return undefined;
  const goalParity = parity(goals[0]);
  if (goals.some((goal) => parity(goal) !== goalParity)) return undefined;
  return parity(start) ^ goalParity;
};

/** Raises `limit` to the parity every solution's length has, when one is known. */
export const withParity = (limit: number, parity: number | undefined): number =>
  parity !== undefined && (limit & 1) !== parity ? limit + 1 : limit;

/**
 * The first limit deepening tries from `start`: the bound's estimate (0 with
 * none), raised to the solutions' parity. The pages' "start bound".
 */
export const firstLimit = (puzzle: Puzzle, start: Board, bound: NamedBound | undefined): number =>
  withParity(bound ? bound.estimate(start) : 0, solutionParity(puzzle, start));

/**
 * Depth-first search to a limit, shared by plain iterative deepening (no bound)
 * and IDA* (with one of the puzzle's lower bounds). Moves are generated into
 * one buffer per depth and played in place, so a node allocates nothing.
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
  // The incremental form where the bound has one: no recomputation per node.
  const probe = bound?.probe?.();
  const maxDepth = options.maxDepth ?? DEEPENING_DEPTH_CAP;
  const progress = new Progress(options);
  const board = start.slice();
  const inverse = puzzle.inverse;
  const buffers = Array.from({ length: maxDepth + 1 }, () => new Int32Array(puzzle.maxMoves));
  const path = new Int32Array(maxDepth + 1);
  const perDepth = new Float64Array(maxDepth + 1);
  const parity = solutionParity(puzzle, start);
  const countAll = options.all === true;
  // One-way puzzles meet the same position by many move orders and have no
  // inverse to cut; IDA* remembers, per iteration, the fewest moves it took to
  // reach each position. Counting every solution needs every path, so not then.
  const seen = bound && !puzzle.reversible && !countAll ? new Map<BoardKey, number>() : undefined;
  const codec = seen ? new BoardCodec(puzzle) : undefined;

  let limit = 0;
  let gaveUpAt: number | undefined;
  let solutions = 0;
  let firstSolution: Move[] | null = null;
  /** Smallest f above the limit seen in this iteration (IDA*), or any cut-off (IDDFS). */
  let nextLimit = Number.POSITIVE_INFINITY;
  let cutoffs = 0;

  const search = (depth: number, lastInverse: number): boolean => {
    progress.visit();
    perDepth[depth]++;
    if (depth === limit) {
      if (puzzle.isGoal(board)) {
        solutions++;
        if (!firstSolution) firstSolution = Array.from(path.subarray(0, depth));
        return !countAll;
      }
      if (depth + 1 < nextLimit) nextLimit = depth + 1;
      return false;
    }
    const moves = buffers[depth];
    const count = puzzle.moves(board, moves);
    for (let i = 0; i < count; i++) {
      const move = moves[i];
      if (move === lastInverse) continue;
      puzzle.apply(board, move);
      if (bound) {
        const estimate =
          depth + 1 + (probe ? probe.push(board, move, depth) : bound.estimate(board));
        if (estimate > limit) {
          cutoffs++;
          if (estimate < nextLimit) nextLimit = estimate;
          puzzle.undo(board, move);
          continue;
        }
      }
      if (seen && codec) {
        const key = codec.encode(board);
        const before = seen.get(key);
        if (before !== undefined && before <= depth + 1) {
          puzzle.undo(board, move);
          continue;
        }
        seen.set(key, depth + 1);
      }
      path[depth] = move;
      const done = search(depth + 1, inverse ? inverse(move) : -1);
      puzzle.undo(board, move);
      if (done) return true;
    }
    return false;
  };

  limit = firstLimit(puzzle, board, bound);
  for (;;) {
    progress.startIteration(limit);
    nextLimit = Number.POSITIVE_INFINITY;
    cutoffs = 0;
    perDepth.fill(0, 0, limit + 1);
    seen?.clear();
    probe?.reset(board);
    search(0, -1);
    progress.finishIteration({
      ...(bound ? { cutoffs } : {}),
      perDepth: Array.from(perDepth.subarray(0, limit + 1)),
      nextLimit: nextLimit === Number.POSITIVE_INFINITY ? null : nextLimit,
    });
    if (firstSolution) break;
    // Nothing reached the limit: the whole tree was seen, so no goal exists.
    if (nextLimit === Number.POSITIVE_INFINITY) break;
    limit = deepened(limit, withParity(nextLimit, parity));
    if (limit > maxDepth) {
      gaveUpAt = maxDepth;
      break;
    }
  }
  return {
    moves: firstSolution,
    nodes: progress.totalNodes,
    ms: progress.elapsed(),
    iterations: progress.iterations,
    ...(countAll && firstSolution ? { solutions } : {}),
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

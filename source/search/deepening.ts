import type { Board, Move, Puzzle } from '../puzzles/types.js';
import { BoardCodec, type BoardKey } from './codec.js';
import { Progress } from './progress.js';
import type { SearchOptions, SearchResult } from './types.js';

const DEFAULT_MAX_DEPTH = 200;

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

/**
 * Depth-first search to a limit, shared by plain iterative deepening (no bound)
 * and IDA* (with the puzzle's lower bound). Moves are generated into one buffer
 * per depth and played in place, so a node allocates nothing.
 */
export const deepening = (
  puzzle: Puzzle,
  start: Board,
  useBound: boolean,
  options: SearchOptions = {},
): SearchResult => {
  const named = useBound ? (options.bound ?? puzzle.bounds?.[0]) : undefined;
  const bound = named
    ? (board: Board) => named.estimate(board)
    : useBound
      ? puzzle.lowerBound
      : undefined;
  if (useBound && !bound) throw new Error(`${puzzle.id} has no lower bound for IDA*`);
  // The incremental form where the bound has one: no recomputation per node.
  const probe = named?.probe?.();
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  const progress = new Progress(options);
  const board = start.slice();
  const inverse = puzzle.inverse;
  const buffers = Array.from({ length: maxDepth + 1 }, () => new Int32Array(puzzle.maxMoves));
  const path = new Int32Array(maxDepth + 1);
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
        const estimate = depth + 1 + (probe ? probe.push(board, move, depth) : bound(board));
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

  limit = bound ? bound(board) : 0;
  if (parity !== undefined && (limit & 1) !== parity) limit++;
  for (;;) {
    progress.startIteration(limit);
    nextLimit = Number.POSITIVE_INFINITY;
    cutoffs = 0;
    seen?.clear();
    probe?.reset(board);
    search(0, -1);
    progress.finishIteration(bound ? { cutoffs } : {});
    if (firstSolution) break;
    // Nothing reached the limit: the whole tree was seen, so no goal exists.
    if (nextLimit === Number.POSITIVE_INFINITY) break;
    limit = nextLimit;
    if (parity !== undefined && (limit & 1) !== parity) limit++;
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
  deepening(puzzle, start, false, options);

/** IDA*: iterative deepening on g + h with the puzzle's admissible lower bound. */
export const idaStar = (puzzle: Puzzle, start: Board, options: SearchOptions = {}): SearchResult =>
  deepening(puzzle, start, true, options);

import type { Board, NamedBound, Puzzle } from '../puzzles/puzzle.js';
import { noBound } from './bound-choice.js';
import { firstLimit } from './deepening-pass.js';
import {
  type LimitKind,
  type Peak,
  SearchLimitReached,
  type SearchOptions,
} from './search-events.js';
import { solve } from './solver.js';
import { tablesTold } from './tables-told.js';

/** One bound's IDA* run from the shared start. */
export type BoundRow = {
  readonly bound: string;
  /** The first limit IDA* tries: the bound at the start, raised to the answers' parity. */
  readonly start: number;
  /** Moves of the answer, or null when the run stopped at its limit. */
  readonly length: number | null;
  readonly nodes: number;
  readonly ms: number;
  /** Effective branching factor, or null without an answer of at least one move. */
  readonly ebf: number | null;
  /** What the search held at its most (its path), or null when the run stopped at its limit. */
  readonly peak: Peak | null;
  /**
   * Milliseconds to ready the bound before the search (its tables built or
   * read on first use); the limits count the search only.
   */
  readonly setupMs: number;
  /** Which limit stopped the run, or null when it finished. */
  readonly stopped: LimitKind | null;
};

/** Each bound's search gives up after this long unless told otherwise. */
export const BOUND_LIMIT_MS = 10_000;

/** The bounds a comparison runs: the puzzle's own, then none (plain deepening). */
export const comparedBounds = (puzzle: Puzzle): NamedBound[] => [...(puzzle.bounds ?? []), noBound];

/**
 * The effective branching factor b of a search that visited `nodes` nodes to
 * find an answer `depth` moves deep: the b for which a uniform tree of that
 * depth holds as many nodes, 1 + b + b² + … + b^depth = nodes.
 */
export const effectiveBranching = (nodes: number, depth: number): number | null => {
  if (depth < 1 || nodes < 1) return null;
  const treeSize = (b: number): number => {
    let sum = 1;
    let power = 1;
    for (let level = 1; level <= depth; level++) {
      power *= b;
      sum += power;
    }
    return sum;
  };
  if (nodes <= depth + 1) return 1;
  let low = 1;
  let high = Math.max(2, nodes);
  for (let round = 0; round < 100 && high - low > 1e-6; round++) {
    const middle = (low + high) / 2;
    if (treeSize(middle) < nodes) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
};

/**
 * IDA* from `start` with one bound, stopped at the limits given; `solve`
 * replays the answer through the rules and throws `Unsolvable` when there is none.
 */
export const runBound = (
  puzzle: Puzzle,
  start: Board,
  bound: NamedBound,
  options: Pick<
    SearchOptions,
    'limitMs' | 'limitNodes' | 'shouldStop' | 'onTick' | 'tickMs' | 'budgetAfterTables'
  >,
): BoundRow => {
  const began = performance.now();
  // Its tables are readied here (the estimate of the start), told as they load.
  const first = tablesTold(options, () => firstLimit(puzzle, start, bound));
  const setupMs = performance.now() - began;
  try {
    const result = solve(puzzle, start, 'ida', { ...options, bound, warm: true });
    const length = result.moves?.length ?? 0;
    return {
      bound: bound.name,
      start: first,
      length,
      nodes: result.nodes,
      ms: result.ownMs ?? result.ms,
      ebf: effectiveBranching(result.nodes, length),
      peak: result.peak ?? null,
      // Tables readied once the search began (a bound that builds them when it needs them) are setup too.
      setupMs: setupMs + (result.tables?.ms ?? 0),
      stopped: null,
    };
  } catch (error) {
    if (!(error instanceof SearchLimitReached)) throw error;
    return {
      bound: bound.name,
      start: first,
      length: null,
      nodes: error.stop.nodes,
      ms: error.stop.ms,
      ebf: null,
      peak: null,
      setupMs,
      stopped: error.stop.limit,
    };
  }
};

import type { Move, NamedBound } from '../puzzles/puzzle.js';
import type { TableSpent, TableStage } from '../puzzles/table-cache.js';
import { words } from '../words/words.js';

export type Algorithm = 'bfs' | 'bidir' | 'iddfs' | 'ida' | 'astar' | 'greedy';

export const algorithms: readonly Algorithm[] = ['bfs', 'bidir', 'iddfs', 'ida', 'astar', 'greedy'];

/** The searches a lower bound guides (`--bound` names theirs). */
export const guided = (algorithm: Algorithm): boolean =>
  algorithm === 'ida' || algorithm === 'astar' || algorithm === 'greedy';

/**
 * The searches that count every optimal answer with `all`: one tree and every
 * shortest way followed (bidirectional search has two trees, best-first
 * searches keep one way to each position).
 */
export const countsAnswers = (algorithm: Algorithm): boolean =>
  algorithm === 'bfs' || algorithm === 'iddfs' || algorithm === 'ida';

/** The searches that store every position they meet, and so stop at `BFS_POSITION_LIMIT`. */
export const storesPositions = (algorithm: Algorithm): boolean =>
  algorithm === 'bfs' || algorithm === 'bidir' || algorithm === 'astar' || algorithm === 'greedy';

/** Whether the answer found is proved the shortest (all but greedy best-first). */
export const provesOptimal = (algorithm: Algorithm): boolean => algorithm !== 'greedy';

export const algorithmNames: Readonly<Record<Algorithm, string>> = {
  get bfs() {
    return words().search.algorithms.bfs;
  },
  get bidir() {
    return words().search.algorithms.bidir;
  },
  get iddfs() {
    return words().search.algorithms.iddfs;
  },
  get ida() {
    return words().search.algorithms.ida;
  },
  get astar() {
    return words().search.algorithms.astar;
  },
  get greedy() {
    return words().search.algorithms.greedy;
  },
};

/** One finished depth (BFS layer, IDDFS limit or IDA* bound). */
export type IterationEvent = {
  readonly depth: number;
  /** Nodes visited in this iteration (BFS: positions in this layer). */
  readonly nodes: number;
  /** Nodes visited since the search began. */
  readonly totalNodes: number;
  /** Milliseconds since the search began (table time included). */
  readonly ms: number;
  /**
   * Milliseconds of this iteration alone (see `Timing`): less any time
   * spent on tables and on telling listeners within it.
   */
  readonly ownMs?: number;
  /**
   * Tables readied since the iteration before (built, read, or waited for):
   * their time is in `ms` but in no iteration's `ownMs`. Absent when none were.
   */
  readonly tables?: TableSpent;
  /** IDA*: nodes whose f exceeded the bound and were cut off. */
  readonly cutoffs?: number;
  /** Deepening: nodes visited at each depth of this iteration, the root's first. */
  readonly perDepth?: readonly number[];
  /**
   * Deepening: the smallest f = g + h seen above this iteration's limit (the
   * next limit before parity), or null when nothing lay beyond it.
   */
  readonly nextLimit?: number | null;
};

/** A heartbeat inside a long iteration. */
export type TickEvent = {
  readonly depth: number;
  readonly nodes: number;
  readonly totalNodes: number;
  readonly ms: number;
  /** Tables being read, built or waited for now: the search waits for them. */
  readonly tables?: TableStage;
};

export type SearchOptions = {
  /** Count every optimal solution instead of stopping at the first. */
  readonly all?: boolean;
  readonly onIteration?: (event: IterationEvent) => void;
  readonly onTick?: (event: TickEvent) => void;
  /** Milliseconds between ticks (default 100). */
  readonly tickMs?: number;
  /** Asked now and then; returning true stops the search with `SearchCancelled`. */
  readonly shouldStop?: () => boolean;
  /** Deepening searches give up past this depth (default `DEEPENING_DEPTH_CAP`). */
  readonly maxDepth?: number;
  /** Breadth-first search gives up after storing this many positions (returning `gaveUpAt`). */
  readonly maxPositions?: number;
  /** Breadth-first searches stop with `SearchLimitReached` rather than store more positions (default `BFS_STATE_LIMIT`). */
  readonly limitPositions?: number;
  /** Stops the search with `SearchLimitReached` rather than visit more nodes than this. */
  readonly limitNodes?: number;
  /** Stops the search with `SearchLimitReached` once this many milliseconds have passed. */
  readonly limitMs?: number;
  /**
   * `limitMs` counts the search's own time alone: tables are waited for
   * (cancel still stops that) and the budget starts when they are there.
   * For the app's own searches; a limit the player gives counts everything.
   */
  readonly budgetAfterTables?: boolean;
  /**
   * Warm the search's code (and ready its tables) before the timed search
   * (see `solve`): where its times are shown. Default false: a search whose
   * times nobody reads (a batch line, the coach, a tip) is not run twice.
   */
  readonly warm?: boolean;
  /** Table work seen before the search was warmed: the first iteration's `tables` counts from it. */
  readonly tablesBefore?: TableSpent;
  /**
   * IDA*: the bound to use (default: the puzzle's first named bound; `noBound`
   * from bound-choice.ts makes it plain deepening). Commands and the worker find it
   * by name with `findBound`.
   */
  readonly bound?: NamedBound;
};

/**
 * What a search held at its most, counted by the search itself: the positions
 * it kept (breadth-first, bidirectional, A* and greedy: every position stored,
 * open and expanded; deepening: the path, its deepest) and the bytes of the
 * structures it kept them in.
 */
export type Peak = { readonly positions: number; readonly bytes: number };

export type SearchResult = {
  /** An optimal move sequence, or null when the goal cannot be reached. */
  readonly moves: Move[] | null;
  readonly nodes: number;
  /** Milliseconds from the search's start to its end (the timed run; tables and reporting included). */
  readonly ms: number;
  /** The search's own milliseconds: `ms` less tables readied and listeners told meanwhile. */
  readonly ownMs?: number;
  /** The searching thread's CPU milliseconds over the timed search, where a counter gives them. */
  readonly cpuMs?: number;
  readonly iterations: readonly IterationEvent[];
  /** With `all`: how many optimal move sequences there are. */
  readonly solutions?: number;
  /** Set when a deepening search stopped at its depth limit without proving anything. */
  readonly gaveUpAt?: number;
  /** What it held at its most. */
  readonly peak?: Peak;
  /** Tables readied during the search (their time is in `ms`), absent when none were. */
  readonly tables?: TableSpent;
  /** Something the search met and dealt with that a person should hear of (a table set aside). */
  readonly note?: string;
};

export class SearchCancelled extends Error {
  override readonly name = 'SearchCancelled';
  constructor() {
    super('search cancelled');
  }
}

/** Which limit stopped a search: a node or time limit given, or the positions a breadth-first search may store. */
export type LimitKind = 'nodes' | 'time' | 'positions';

/** How far a search got before a limit stopped it. */
export type LimitStop = {
  readonly limit: LimitKind;
  /** The limit's value: nodes, milliseconds or positions. */
  readonly value: number;
  /** Nodes visited. */
  readonly nodes: number;
  readonly ms: number;
  /** The last depth (BFS layer, IDDFS limit, IDA* bound) searched to the end, if any. */
  readonly finished?: number;
  /** The depth under way when it stopped. */
  readonly depth: number;
};

/** A search stopped at a limit before it found an answer or proved there is none (exit 3). */
export class SearchLimitReached extends Error {
  override readonly name = 'SearchLimitReached';
  constructor(readonly stop: LimitStop) {
    super(`the search stopped at its ${stop.limit} limit`);
  }
}

/**
 * The most positions a breadth-first search stores before it stops: about
 * 180 bytes each as stored (a Map and four arrays), so some 360 MB at the cap.
 */
export const BFS_POSITION_LIMIT = 2_000_000;

/** No position can be dealt at the length asked for; the message says which lengths exist. */
export class NoSuchLength extends Error {
  override readonly name = 'NoSuchLength';
}

/**
 * How a search's times were taken, as `--json` says it: `ownMs` (each
 * iteration's and the whole search's) is the search alone by `clock` (the
 * wall clock, less the thread's waits for a processor where Linux says them;
 * see util/search-clock.ts) — its code warmed before the timed run
 * (`warmed`), the time of tables read, built or waited for and of telling
 * listeners left out; `ms` is the elapsed time; `cpuMs` the searching
 * thread's CPU, from `cpu`.
 */
export type Timing = {
  readonly clock: 'wall-less-waits' | 'wall';
  readonly warmed: boolean;
  readonly apart: readonly ['tables', 'reporting'];
  readonly cpu: 'thread' | 'schedstat' | 'none';
};

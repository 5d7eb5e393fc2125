/**
 * What the UI thread and the search worker say to each other. A worker gets a
 * puzzle by catalogue id and options (never functions) plus a board, and
 * answers with progress events and one outcome.
 */
import type { Board, Move, PuzzleOptions } from '../puzzles/puzzle.js';
import type { Budget } from '../search/background-budget.js';
import type { BoundRow } from '../search/compare-bounds.js';
import type { GoalwardAnalysis } from '../search/goalward.js';
import type { MapProgress } from '../search/map.js';
import type { MapCost } from '../search/map-cost.js';
import type {
  Algorithm,
  IterationEvent,
  LimitStop,
  Peak,
  TickEvent,
} from '../search/search-events.js';
import type { WatchFrame } from '../search/watch/watch-frame.js';

export type SearchJob = {
  readonly id: string;
  readonly options: PuzzleOptions;
  readonly board: Uint8Array;
  readonly algorithm: Algorithm;
  /** Count every optimal answer (and list the first `ANSWER_LIST_LIMIT` of them). */
  readonly all?: boolean;
  /** A search the app starts on its own gives up here (see `BACKGROUND_BUDGET`); the outcome is then `limited`. */
  readonly budget?: Budget;
};

/** A search watched node by node (watch mode): it runs only as far as it is asked. */
export type WatchJob = {
  readonly id: string;
  readonly options: PuzzleOptions;
  readonly board: Uint8Array;
  readonly algorithm: Algorithm;
  /** IDA*: the bound's name (default: the puzzle's first). */
  readonly bound?: string;
};

/** IDA* with every bound of the puzzle, then none, from one position (the `b` comparison). */
export type BoundsJob = {
  readonly id: string;
  readonly options: PuzzleOptions;
  readonly board: Uint8Array;
  /** Each bound's search gives up after this long. */
  readonly limitMs: number;
};

export type BoundsOutcome =
  | { readonly kind: 'compared'; readonly rows: BoundRow[] }
  | { readonly kind: 'unsolvable'; readonly reason: string }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly message: string };

/** The bound comparison's news: a tick of the bound under way, and each row as it finishes. */
export type BoundsListeners = {
  onStart?(bound: string): void;
  onTick?(event: TickEvent): void;
  onRow?(row: BoundRow): void;
};

/**
 * A watched search under way: each `advance` runs up to that many more nodes
 * and resolves with the frame to draw (one request at a time); it rejects
 * once the job has failed or been cancelled.
 */
export type RunningWatch = {
  advance(nodes: number): Promise<WatchFrame>;
  cancel(): void;
};

export type AnalysisJob = {
  readonly id: string;
  readonly options: PuzzleOptions;
  /** The start whose space is walked (one-way puzzles) and whose solvability is reported. */
  readonly board: Uint8Array;
};

export type JobOutcome =
  | {
      readonly kind: 'solved';
      readonly moves: Move[];
      readonly nodes: number;
      readonly ms: number;
      /** The search alone (see `SearchResult.ownMs`). */
      readonly ownMs?: number;
      readonly iterations: IterationEvent[];
      /** With `all`: how many optimal answers there are. */
      readonly solutions?: number;
      /** With `all`: the optimal answers themselves, at most `ANSWER_LIST_LIMIT` (the first is `moves`). */
      readonly answers?: Move[][];
      /** What the search held at its most. */
      readonly peak?: Peak;
    }
  | { readonly kind: 'unsolvable'; readonly reason: string }
  /** Stopped at a limit (breadth-first search: the positions it may keep) before an answer. */
  | { readonly kind: 'limited'; readonly stop: LimitStop }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly message: string };

/** Whether the analysed start can reach the goal. */
export type StartVerdict =
  | { readonly kind: 'solvable'; readonly length: number }
  | { readonly kind: 'unsolvable'; readonly reason: string };

export type AnalysisOutcome =
  /**
   * Measured toward the goal (see `GoalwardAnalysis`: a few positions of each
   * distance, and a one-way puzzle's dead ends); `analysis.complete` is false
   * when the space was too large to walk whole.
   */
  | ({ readonly kind: 'analysed'; readonly start: StartVerdict } & GoalwardAnalysis)
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly message: string };

export type { MapCost, MapProgress };

/** The whole map of a puzzle's position space (puzzles with `space()`). */
export type MapJob = {
  readonly id: string;
  readonly options: PuzzleOptions;
  /** False: answer from the data folder only (`absent` when no map is kept there). */
  readonly build: boolean;
};

export type MapOutcome =
  | {
      readonly kind: 'mapped';
      /** Positions reached from the goal (every one the rules allow that can reach it). */
      readonly positions: number;
      /** histogram[d] = positions d moves from the goal; its last index is the diameter. */
      readonly histogram: readonly number[];
      /** Per distance, a uniform sample of its positions (every one in small layers). */
      readonly samples: readonly (readonly Board[])[];
      /** Whether `samples` holds every position of the farthest layer. */
      readonly farthestComplete: boolean;
      /** How long mapping took when it was made. */
      readonly mapMs: number;
      /** Read from the data folder rather than mapped now. */
      readonly cached: boolean;
      /** Something to tell besides (the map could not be kept). */
      readonly note?: string;
    }
  | {
      readonly kind: 'absent';
      /** Positions the rules allow. */
      readonly positions: number;
      /** What mapping them takes. */
      readonly cost: MapCost;
      /** A kept map was found damaged (and removed): why. */
      readonly damaged?: string;
    }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly message: string };

/** Progress events of a job; `Tick` is what its heartbeats carry. */
export type JobListeners<Tick> = {
  onIteration?(event: IterationEvent): void;
  onTick?(event: Tick): void;
};

export type ProgressListeners = JobListeners<TickEvent>;

/** A job under way: `cancel()` ends it at once, and `result` then resolves with `{kind: 'cancelled'}`. */
export type Running<Outcome> = {
  cancel(): void;
  readonly result: Promise<Outcome>;
};

/**
 * Where the screens' searches run. The app runs them in worker threads
 * (`workerSearch` in client.ts); tests give the screens one that runs them in
 * process. Either way: progress events, one outcome, cancel at any time.
 */
export type SearchService = {
  solve(job: SearchJob, listeners?: ProgressListeners): Running<JobOutcome>;
  analyze(job: AnalysisJob, listeners?: ProgressListeners): Running<AnalysisOutcome>;
  watch(job: WatchJob): RunningWatch;
  bounds(job: BoundsJob, listeners?: BoundsListeners): Running<BoundsOutcome>;
};

/** Where the screens' whole maps are read and made: a worker thread in the app. */
export type MapService = {
  map(job: MapJob, listeners?: JobListeners<MapProgress>): Running<MapOutcome>;
};

/** `workerData` of a search worker. */
export type WorkerJob =
  | ({ readonly kind: 'solve' } & SearchJob)
  | ({ readonly kind: 'analyze' } & AnalysisJob)
  | ({ readonly kind: 'watch' } & WatchJob)
  | ({ readonly kind: 'bounds' } & BoundsJob)
  | ({ readonly kind: 'map' } & MapJob);

/** Messages a worker posts, in order: progress events, then exactly one `done`. */
export type WorkerMessage =
  | { readonly type: 'iteration'; readonly event: IterationEvent }
  | { readonly type: 'tick'; readonly event: TickEvent | MapProgress }
  | { readonly type: 'frame'; readonly frame: WatchFrame }
  | { readonly type: 'bound'; readonly bound: string }
  | { readonly type: 'row'; readonly row: BoundRow }
  | {
      readonly type: 'done';
      readonly outcome: JobOutcome | AnalysisOutcome | BoundsOutcome | MapOutcome;
    };

/** What the UI thread says to a watch worker: run this many more nodes, then send a frame. */
export type AdvanceMessage = { readonly type: 'advance'; readonly nodes: number };

/** Ticks (progress inside one iteration) at most this often. */
export const TICK_MS = 100;
/** `all` lists at most this many answers to cycle through (the count has no limit). */
export const ANSWER_LIST_LIMIT = 1000;

/**
 * What the UI thread and the search worker say to each other. A worker gets a
 * puzzle by catalogue id and options (never functions) plus a board, and
 * answers with progress events and one outcome.
 */
import type { Move, PuzzleOptions } from '../puzzles/types.js';
import type { BoundRow } from '../search/compare-bounds.js';
import type { GoalwardAnalysis } from '../search/goalward.js';
import type { Algorithm, IterationEvent, LimitStop, TickEvent } from '../search/types.js';
import type { WatchFrame } from '../search/watch/frame.js';

export type SearchJob = {
  readonly id: string;
  readonly options: PuzzleOptions;
  readonly board: Uint8Array;
  readonly algorithm: Algorithm;
  /** Count every optimal answer (and list the first `ANSWER_LIST_LIMIT` of them). */
  readonly all?: boolean;
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
export type Watching = {
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
      readonly iterations: IterationEvent[];
      /** With `all`: how many optimal answers there are. */
      readonly solutions?: number;
      /** With `all`: the optimal answers themselves, at most `ANSWER_LIST_LIMIT` (the first is `moves`). */
      readonly answers?: Move[][];
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

export type ProgressListeners = {
  onIteration?(event: IterationEvent): void;
  onTick?(event: TickEvent): void;
};

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
  watch(job: WatchJob): Watching;
  bounds(job: BoundsJob, listeners?: BoundsListeners): Running<BoundsOutcome>;
};

/** `workerData` of a search worker. */
export type WorkerJob =
  | ({ readonly kind: 'solve' } & SearchJob)
  | ({ readonly kind: 'analyze' } & AnalysisJob)
  | ({ readonly kind: 'watch' } & WatchJob)
  | ({ readonly kind: 'bounds' } & BoundsJob);

/** Messages a worker posts, in order: progress events, then exactly one `done`. */
export type WorkerMessage =
  | { readonly type: 'iteration'; readonly event: IterationEvent }
  | { readonly type: 'tick'; readonly event: TickEvent }
  | { readonly type: 'frame'; readonly frame: WatchFrame }
  | { readonly type: 'bound'; readonly bound: string }
  | { readonly type: 'row'; readonly row: BoundRow }
  | { readonly type: 'done'; readonly outcome: JobOutcome | AnalysisOutcome | BoundsOutcome };

/** What the UI thread says to a watch worker: run this many more nodes, then send a frame. */
export type AdvanceMessage = { readonly type: 'advance'; readonly nodes: number };

/** Ticks (progress inside one iteration) at most this often. */
export const TICK_MS = 100;
/** `all` lists at most this many answers to cycle through (the count has no limit). */
export const ANSWER_LIST_LIMIT = 1000;

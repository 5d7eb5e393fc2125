/**
 * Runs searches and analyses in a worker thread so the UI keeps answering keys.
 * Every job gets its own worker; `cancel()` terminates it at once, and nothing
 * else keeps a worker alive (see `liveWorkers`).
 */
import type { Worker } from 'node:worker_threads';
import type { TickEvent } from '../search/search-events.js';
import type { WatchFrame } from '../search/watch/watch-frame.js';
import { startWorker } from '../util/start-worker.js';
import type {
  AdvanceMessage,
  AnalysisJob,
  AnalysisOutcome,
  BoundsJob,
  BoundsListeners,
  BoundsOutcome,
  JobListeners,
  JobOutcome,
  MapJob,
  MapOutcome,
  MapProgress,
  MapService,
  ProgressListeners,
  Running,
  RunningWatch,
  SearchJob,
  SearchService,
  WatchJob,
  WorkerJob,
  WorkerMessage,
} from './protocol.js';

export type {
  AnalysisJob,
  AnalysisOutcome,
  BoundsJob,
  BoundsOutcome,
  JobListeners,
  JobOutcome,
  MapJob,
  MapOutcome,
  MapProgress,
  MapService,
  ProgressListeners,
  Running,
  RunningWatch,
  SearchJob,
  SearchService,
  StartVerdict,
  WatchJob,
} from './protocol.js';

/** A worker may use this much heap; a search that needs more fails instead of the app. */
const HEAP_LIMIT_MB = 1536;

const live = new Set<Worker>();

/** Workers started and not yet exited (tests use it to prove none is left behind). */
export const liveWorkers = (): number => live.size;

/** Terminates every running worker (quitting the app). */
export const cancelAll = (): void => {
  for (const worker of live) void worker.terminate();
};

/** Starts the worker `./<name>.js` beside this module, counted in `liveWorkers` until it exits. */
export const spawnWorker = (name: string, workerData?: unknown): Worker => {
  const worker = startWorker(import.meta.url, name, {
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
  });
  live.add(worker);
  worker.on('exit', () => live.delete(worker));
  return worker;
};

/** How long a finished job's worker may go on with what it started; then it is ended. */
const LINGER_MS = 30_000;

/**
 * Lets a worker whose job is done end by itself: it may still be keeping
 * something it started (a table built beside its search, being stored), and
 * ends when that is done. It never keeps the app alive, and is ended after
 * LINGER_MS whatever it is doing.
 */
const retire = (worker: Worker): void => {
  worker.unref();
  const timer = setTimeout(() => void worker.terminate(), LINGER_MS);
  timer.unref();
  worker.once('exit', () => clearTimeout(timer));
};

/** Out-of-memory in a worker, in words. */
export const workerErrorText = (error: Error): string =>
  (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
    ? `the search ran out of memory (${HEAP_LIMIT_MB} MB)`
    : error.message;

const runJob = <Outcome extends { kind: string }, Tick = TickEvent>(
  job: WorkerJob,
  listeners: JobListeners<Tick> & Omit<BoundsListeners, 'onTick'>,
  cancelled: Outcome,
  failed: (message: string) => Outcome,
): Running<Outcome> => {
  const worker = spawnWorker('search-worker', job);
  let settled = false;
  let settle: (outcome: Outcome) => void = () => {};
  const result = new Promise<Outcome>((resolve) => {
    settle = (outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
  });
  worker.on('message', (message: WorkerMessage) => {
    if (settled) return;
    if (message.type === 'iteration') listeners.onIteration?.(message.event);
    // A job's worker sends the heartbeats of its kind of job.
    else if (message.type === 'tick') listeners.onTick?.(message.event as Tick);
    else if (message.type === 'bound') listeners.onStart?.(message.bound);
    else if (message.type === 'row') listeners.onRow?.(message.row);
    else if (message.type === 'done') {
      settle(message.outcome as Outcome);
      retire(worker);
    }
  });
  worker.on('error', (error: Error) => settle(failed(workerErrorText(error))));
  worker.on('exit', (code) => {
    settle(failed(`the search worker stopped (exit code ${code})`));
  });
  return {
    cancel: () => {
      if (settled) return;
      settle(cancelled);
      void worker.terminate();
    },
    result,
  };
};

/** Solves `job.board` with `job.algorithm` in a worker, streaming progress to `listeners`. */
export const startSearch = (
  job: SearchJob,
  listeners: ProgressListeners = {},
): Running<JobOutcome> =>
  runJob<JobOutcome>({ kind: 'solve', ...job }, listeners, { kind: 'cancelled' }, (message) => ({
    kind: 'failed',
    message,
  }));

/** Walks the whole state space of the puzzle in a worker. */
export const startAnalysis = (
  job: AnalysisJob,
  listeners: ProgressListeners = {},
): Running<AnalysisOutcome> =>
  runJob<AnalysisOutcome>(
    { kind: 'analyze', ...job },
    listeners,
    { kind: 'cancelled' },
    (message) => ({ kind: 'failed', message }),
  );

/** IDA* with each bound of the puzzle in turn, in a worker, a row as each finishes. */
export const startBounds = (
  job: BoundsJob,
  listeners: BoundsListeners = {},
): Running<BoundsOutcome> =>
  runJob<BoundsOutcome>(
    { kind: 'bounds', ...job },
    listeners,
    { kind: 'cancelled' },
    (message) => ({ kind: 'failed', message }),
  );

/**
 * A search watched node by node in a worker that stays until cancelled: each
 * `advance` posts how many nodes to run and resolves with the frame the worker
 * sends back.
 */
export const startWatch = (job: WatchJob): RunningWatch => {
  const worker = spawnWorker('search-worker', { kind: 'watch', ...job });
  let failure: string | undefined;
  let waiting: { resolve(frame: WatchFrame): void; reject(error: Error): void } | undefined;
  const fail = (message: string): void => {
    failure ??= message;
    waiting?.reject(new Error(failure));
    waiting = undefined;
  };
  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'frame') {
      waiting?.resolve(message.frame);
      waiting = undefined;
    } else if (message.type === 'done' && message.outcome.kind === 'failed') {
      fail(message.outcome.message);
    }
  });
  worker.on('error', (error: Error) => fail(error.message));
  worker.on('exit', (code) => {
    fail(`the search worker stopped (exit code ${code})`);
  });
  return {
    advance: (nodes) =>
      new Promise<WatchFrame>((resolve, reject) => {
        if (failure !== undefined) return reject(new Error(failure));
        if (waiting) return reject(new Error('one advance at a time'));
        waiting = { resolve, reject };
        const message: AdvanceMessage = { type: 'advance', nodes };
        worker.postMessage(message);
      }),
    cancel: () => {
      fail('cancelled');
      void worker.terminate();
    },
  };
};

/**
 * Reads a puzzle's whole map from the data folder in a worker, or (with
 * `build`) makes it there, the worker's own threads sharing the work.
 */
export const startMap = (
  job: MapJob,
  listeners: JobListeners<MapProgress> = {},
): Running<MapOutcome> =>
  runJob<MapOutcome, MapProgress>(
    { kind: 'map', ...job },
    listeners,
    { kind: 'cancelled' },
    (message) => ({ kind: 'failed', message }),
  );

/** The app's whole maps, in worker threads. */
export const workerMaps: MapService = { map: startMap };

/** The app's searches: each job in a worker thread of its own. */
export const workerSearch: SearchService = {
  solve: startSearch,
  analyze: startAnalysis,
  watch: startWatch,
  bounds: startBounds,
};

/**
 * Search services for screen tests, so that no screen test starts a worker
 * thread: `searchHere` runs the real search code in this process, and
 * `heldSearch` hands every job to the test, which says what it reports and
 * when it ends. Both keep the worker client's promises: progress events, then
 * one outcome; `cancel()` settles the result with `cancelled` at once.
 */
import type { IterationEvent, TickEvent } from '../source/search/search-events.js';
import type { WatchFrame } from '../source/search/watch/watch-frame.js';
import { language } from '../source/words/language.js';
import { type JobControl, runAnalysis, runSearch } from '../source/worker/jobs.js';
import { runOracle } from '../source/worker/oracle-jobs.js';
import type { OracleOutcome, OracleService } from '../source/worker/oracle-protocol.js';
import type {
  AnalysisJob,
  AnalysisOutcome,
  BoundsJob,
  BoundsListeners,
  BoundsOutcome,
  JobOutcome,
  ProgressListeners,
  Running,
  RunningWatch,
  SearchJob,
  SearchService,
  WatchJob,
} from '../source/worker/protocol.js';
import { runBounds, watchSession } from '../source/worker/watch-jobs.js';

type Outcome = JobOutcome | AnalysisOutcome | BoundsOutcome;
const CANCELLED = { kind: 'cancelled' } as const;

/** What a job reported and how it ended, to report again for the same job. */
type Recorded<O> = {
  readonly events: readonly (
    | { readonly type: 'iteration'; readonly event: IterationEvent }
    | { readonly type: 'tick'; readonly event: TickEvent }
  )[];
  readonly outcome: O;
};

/**
 * Searches are pure: the same job always reports the same iterations and ends
 * the same way (ticks aside, which depend on the clock). Screen tests open the
 * same puzzles again and again, so each job is searched once (per test worker)
 * and then replayed: its events, then its outcome.
 */
const recorded = new Map<string, Recorded<Outcome>>();

/** Outcomes carry sentences (an unsolvable position's reason): recorded per language too. */
const jobKey = (kind: string, job: SearchJob | AnalysisJob): string =>
  JSON.stringify({ kind, language: language(), ...job, board: [...job.board] });

/**
 * Runs the job on a later turn of the event loop (after the screen has drawn
 * the start), in one go: a cancel before then means it never runs.
 */
const runHere = <O extends Outcome>(
  /** The job's key when it may be replayed; none for jobs with a time limit. */
  key: string | undefined,
  run: (control: JobControl) => O,
  listeners: ProgressListeners = {},
): Running<O> => {
  let settled = false;
  let settle: (outcome: O) => void = () => {};
  const result = new Promise<O>((resolve) => {
    settle = (outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
  });
  const search = (): O => {
    const known = key === undefined ? undefined : (recorded.get(key) as Recorded<O> | undefined);
    if (known) {
      for (const { type, event } of known.events) {
        if (type === 'iteration') listeners.onIteration?.(event);
        else listeners.onTick?.(event);
      }
      return known.outcome;
    }
    const events: Recorded<O>['events'][number][] = [];
    const outcome = run({
      onIteration: (event) => {
        events.push({ type: 'iteration', event });
        listeners.onIteration?.(event);
      },
      onTick: (event) => {
        events.push({ type: 'tick', event });
        listeners.onTick?.(event);
      },
      shouldStop: () => settled,
    });
    if (key !== undefined && outcome.kind !== 'cancelled') recorded.set(key, { events, outcome });
    return outcome;
  };
  const turn = setImmediate(() => settle(search()));
  return {
    cancel: () => {
      clearImmediate(turn);
      settle(CANCELLED as O);
    },
    result,
  };
};

/**
 * A watched search in this process: each advance runs on a later turn of the
 * event loop, as a worker's answer would come; watches started are counted.
 */
export const watchHere = (
  job: WatchJob,
  opened: { count: number } = { count: 0 },
): RunningWatch => {
  const session = watchSession(job);
  opened.count++;
  let cancelled = false;
  return {
    advance: (nodes) =>
      new Promise<WatchFrame>((resolve, reject) => {
        setImmediate(() =>
          cancelled ? reject(new Error('cancelled')) : resolve(session.advance(nodes)),
        );
      }),
    cancel: () => {
      cancelled = true;
    },
  };
};

const boundsHere = (job: BoundsJob, listeners: BoundsListeners = {}): Running<BoundsOutcome> => {
  let stopped = false;
  const running = runHere<BoundsOutcome>(
    undefined,
    (control) =>
      runBounds(job, {
        ...listeners,
        shouldStop: () => stopped || (control.shouldStop?.() ?? false),
      }),
    {},
  );
  return {
    cancel: () => {
      stopped = true;
      running.cancel();
    },
    result: running.result,
  };
};

/** The real searches, in this process (each job searched once, then replayed). */
export const searchHere: SearchService = {
  solve: (job, listeners) =>
    runHere(jobKey('solve', job), (control) => runSearch(job, control), listeners),
  analyze: (job, listeners) =>
    runHere(jobKey('analyze', job), (control) => runAnalysis(job, control), listeners),
  watch: (job) => watchHere(job),
  bounds: boundsHere,
};

/** A job the test holds: it reports progress through `listeners` and ends with `finish`. */
export type HeldJob<Job, O extends Outcome> = {
  readonly job: Job;
  readonly listeners: ProgressListeners;
  /** Whether the screen cancelled it. */
  readonly cancelled: boolean;
  /** Ends it with `outcome` (nothing happens once it has ended). */
  finish(outcome: O): void;
};

const hold = <Job, O extends Outcome>(
  job: Job,
  listeners: ProgressListeners = {},
): { held: HeldJob<Job, O>; running: Running<O> } => {
  let settle: (outcome: O) => void = () => {};
  let settled = false;
  let cancelled = false;
  const result = new Promise<O>((resolve) => {
    settle = (outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
  });
  const held: HeldJob<Job, O> = {
    job,
    // Events after the end are dropped, as the worker client drops late messages.
    listeners: {
      onIteration: (event) => settled || listeners.onIteration?.(event),
      onTick: (event) => settled || listeners.onTick?.(event),
    },
    get cancelled() {
      return cancelled;
    },
    finish: (outcome) => settle(outcome),
  };
  const running: Running<O> = {
    cancel: () => {
      if (!settled) cancelled = true;
      settle(CANCELLED as O);
    },
    result,
  };
  return { held, running };
};

/** A service whose jobs end only when the test ends them (or the screen cancels them). */
export const heldSearch = () => {
  const solves: HeldJob<SearchJob, JobOutcome>[] = [];
  const analyses: HeldJob<AnalysisJob, AnalysisOutcome>[] = [];
  const comparisons: HeldJob<BoundsJob, BoundsOutcome>[] = [];
  const watches = { count: 0 };
  const service: SearchService = {
    solve: (job, listeners) => {
      const { held, running } = hold<SearchJob, JobOutcome>(job, listeners);
      solves.push(held);
      return running;
    },
    analyze: (job, listeners) => {
      const { held, running } = hold<AnalysisJob, AnalysisOutcome>(job, listeners);
      analyses.push(held);
      return running;
    },
    // Watching is paced by the screen itself: it runs the real search, here.
    watch: (job) => watchHere(job, watches),
    bounds: (job) => {
      const { held, running } = hold<BoundsJob, BoundsOutcome>(job);
      comparisons.push(held);
      return running;
    },
  };
  return { service, solves, analyses, comparisons, watches };
};

/** Searches that never end: for tests where no search should compete with the keys. */
export const searchNever: SearchService = heldSearch().service;

/** The distance oracle in this process, answering on a later turn of the event loop. */
export const oracleHere: OracleService = {
  ask: (job) => {
    let stopped = false;
    let settle: (outcome: OracleOutcome) => void = () => {};
    const result = new Promise<OracleOutcome>((resolve) => {
      settle = resolve;
    });
    const turn = setImmediate(() => settle(runOracle(job, () => stopped)));
    return {
      cancel: () => {
        stopped = true;
        clearImmediate(turn);
        settle({ kind: 'cancelled' });
      },
      result,
    };
  },
};

/**
 * The one seam between the screens and their searches: `useSolveJob` and
 * `useAnalysisJob` own a job's start, its progress, how often it redraws, its
 * cancellation, and its end when the screen goes. Where the jobs run is the
 * `SearchService` in context: worker threads in the app, in process in tests.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { IterationEvent, TickEvent } from '../../search/types.js';
import { workerSearch } from '../../worker/client.js';
import type {
  AnalysisJob,
  AnalysisOutcome,
  JobOutcome,
  ProgressListeners,
  Running,
  SearchJob,
  SearchService,
} from '../../worker/protocol.js';

/** How often a running search redraws (progress is gathered in between). */
export const REDRAW_MS = 100;

export const SearchContext = createContext<SearchService>(workerSearch);

export type JobStatus<Outcome extends { kind: string }> = 'running' | Outcome['kind'];

/** A job as the screen draws it. */
export type JobView<Job, Outcome extends { kind: string }> = {
  /** Changes with every start (React keys). */
  readonly serial: number;
  readonly job: Job;
  readonly status: JobStatus<Outcome>;
  /** Finished iterations, in the order they were reported. */
  readonly iterations: readonly IterationEvent[];
  /** The latest heartbeat of the iteration in progress. */
  readonly live: TickEvent | undefined;
  /** Milliseconds since the start, as of the last redraw. */
  readonly elapsed: number;
  readonly outcome: Outcome | undefined;
  /** It was stopped because it ran past its `budgetMs`. */
  readonly overBudget: boolean;
};

export type StartOptions<Job, Outcome extends { kind: string }> = {
  /** Redraw while it runs (every REDRAW_MS); false: only its outcome is drawn. Default true. */
  readonly progress?: boolean;
  /** Cancel it after this many milliseconds (`overBudget` then says so). */
  readonly budgetMs?: number;
  /** Called once with how it ended, unless a new start or `clear` or leaving the screen came first. */
  readonly onDone?: (view: JobView<Job, Outcome>) => void;
};

export type SearchJobHandle<Job, Outcome extends { kind: string }> = {
  /** The latest job, or none (never started, or cleared). */
  readonly view: JobView<Job, Outcome> | undefined;
  /** Starts `job`, ending the one before without a word. */
  start(job: Job, options?: StartOptions<Job, Outcome>): void;
  /** Ends the running job; it then reads `cancelled` (and `onDone` hears of it). */
  cancel(): void;
  /** Ends the running job without a word and forgets it. */
  clear(): void;
};

type Launch<Job, Outcome> = (
  service: SearchService,
  job: Job,
  listeners: ProgressListeners,
) => Running<Outcome>;

const useSearchJob = <Job, Outcome extends { kind: string }>(
  launch: Launch<Job, Outcome>,
): SearchJobHandle<Job, Outcome> => {
  const service = useContext(SearchContext);
  const [view, setView] = useState<JobView<Job, Outcome>>();
  const active = useRef<Running<Outcome> | undefined>(undefined);
  // The job whose news still counts; a new start, `clear` and unmounting move it on.
  const serial = useRef(0);

  const cancel = useCallback(() => active.current?.cancel(), []);
  const clear = useCallback(() => {
    serial.current++;
    active.current?.cancel();
    active.current = undefined;
    setView(undefined);
  }, []);

  const start = useCallback(
    (job: Job, options: StartOptions<Job, Outcome> = {}) => {
      const mine = ++serial.current;
      active.current?.cancel();
      const began = performance.now();
      const iterations: IterationEvent[] = [];
      let live: TickEvent | undefined;
      let overBudget = false;
      const now = (): Omit<JobView<Job, Outcome>, 'status' | 'outcome'> => ({
        serial: mine,
        job,
        iterations: [...iterations],
        live,
        elapsed: performance.now() - began,
        overBudget,
      });
      setView({ ...now(), status: 'running', outcome: undefined });
      const running = launch(service, job, {
        onIteration: (event) => {
          iterations.push(event);
          live = undefined;
        },
        onTick: (event) => {
          live = event;
        },
      });
      active.current = running;
      const redraw =
        options.progress === false
          ? undefined
          : setInterval(() => {
              if (serial.current === mine)
                setView({ ...now(), status: 'running', outcome: undefined });
            }, REDRAW_MS);
      const budget =
        options.budgetMs === undefined
          ? undefined
          : setTimeout(() => {
              overBudget = true;
              running.cancel();
            }, options.budgetMs);
      void running.result.then((outcome) => {
        clearInterval(redraw);
        clearTimeout(budget);
        if (active.current === running) active.current = undefined;
        if (serial.current !== mine) return;
        const solved = outcome as { kind: string; iterations?: readonly IterationEvent[] };
        const ended: JobView<Job, Outcome> = {
          ...now(),
          status: outcome.kind,
          outcome,
          iterations:
            solved.kind === 'solved' && solved.iterations ? solved.iterations : iterations,
        };
        setView(ended);
        options.onDone?.(ended);
      });
    },
    [service, launch],
  );

  useEffect(
    () => () => {
      serial.current++;
      active.current?.cancel();
    },
    [],
  );

  return { view, start, cancel, clear };
};

const launchSolve: Launch<SearchJob, JobOutcome> = (service, job, listeners) =>
  service.solve(job, listeners);
const launchAnalysis: Launch<AnalysisJob, AnalysisOutcome> = (service, job, listeners) =>
  service.analyze(job, listeners);

/** One solve at a time (a new start ends the one before). */
export const useSolveJob = (): SearchJobHandle<SearchJob, JobOutcome> => useSearchJob(launchSolve);

/** One walk of a whole state space at a time. */
export const useAnalysisJob = (): SearchJobHandle<AnalysisJob, AnalysisOutcome> =>
  useSearchJob(launchAnalysis);

/** A solve as the screens draw it. */
export type SolveView = JobView<SearchJob, JobOutcome>;

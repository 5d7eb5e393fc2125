/**
 * The one seam between the screens and their searches: `useSolveJob` and
 * `useAnalysisJob` own a job's start, its progress, how often it redraws, its
 * cancellation, and its end when the screen goes. Where the jobs run is the
 * `SearchService` in context: worker threads in the app, in process in tests.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { IterationEvent, TickEvent } from '../../search/types.js';
import { workerMaps, workerSearch } from '../../worker/client.js';
import type {
  AnalysisJob,
  AnalysisOutcome,
  JobListeners,
  JobOutcome,
  MapJob,
  MapOutcome,
  MapProgress,
  MapService,
  Running,
  SearchJob,
  SearchService,
} from '../../worker/protocol.js';

/** How often a running search redraws (progress is gathered in between). */
export const REDRAW_MS = 100;

export const SearchContext = createContext<SearchService>(workerSearch);
/** Where whole maps are read and made: worker threads in the app, in process in tests. */
export const MapContext = createContext<MapService>(workerMaps);

export type JobStatus<Outcome extends { kind: string }> = 'running' | Outcome['kind'];

/** A job as the screen draws it; `Tick` is what its heartbeats carry. */
export type JobView<Job, Outcome extends { kind: string }, Tick = TickEvent> = {
  /** Changes with every start (React keys). */
  readonly serial: number;
  readonly job: Job;
  readonly status: JobStatus<Outcome>;
  /** Finished iterations, in the order they were reported. */
  readonly iterations: readonly IterationEvent[];
  /** The latest heartbeat of the iteration in progress. */
  readonly live: Tick | undefined;
  /** Milliseconds since the start, as of the last redraw. */
  readonly elapsed: number;
  readonly outcome: Outcome | undefined;
  /** It was stopped because it ran past its `budgetMs`. */
  readonly overBudget: boolean;
};

export type StartOptions<Job, Outcome extends { kind: string }, Tick = TickEvent> = {
  /** Redraw while it runs (every REDRAW_MS); false: only its outcome is drawn. Default true. */
  readonly progress?: boolean;
  /** Cancel it after this many milliseconds (`overBudget` then says so). */
  readonly budgetMs?: number;
  /** Called once with how it ended, unless a new start or `clear` or leaving the screen came first. */
  readonly onDone?: (view: JobView<Job, Outcome, Tick>) => void;
};

export type SearchJobHandle<Job, Outcome extends { kind: string }, Tick = TickEvent> = {
  /** The latest job, or none (never started, or cleared). */
  readonly view: JobView<Job, Outcome, Tick> | undefined;
  /** Starts `job`, ending the one before without a word. */
  start(job: Job, options?: StartOptions<Job, Outcome, Tick>): void;
  /** Ends the running job; it then reads `cancelled` (and `onDone` hears of it). */
  cancel(): void;
  /** Ends the running job without a word and forgets it. */
  clear(): void;
};

/** Starts a job where the context says (a stable function: see the hooks below). */
type Launch<Job, Outcome, Tick> = (job: Job, listeners: JobListeners<Tick>) => Running<Outcome>;

const useSearchJob = <Job, Outcome extends { kind: string }, Tick = TickEvent>(
  launch: Launch<Job, Outcome, Tick>,
): SearchJobHandle<Job, Outcome, Tick> => {
  const [view, setView] = useState<JobView<Job, Outcome, Tick>>();
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
    (job: Job, options: StartOptions<Job, Outcome, Tick> = {}) => {
      const mine = ++serial.current;
      active.current?.cancel();
      const began = performance.now();
      const iterations: IterationEvent[] = [];
      let live: Tick | undefined;
      let overBudget = false;
      const now = (): Omit<JobView<Job, Outcome, Tick>, 'status' | 'outcome'> => ({
        serial: mine,
        job,
        iterations: [...iterations],
        live,
        elapsed: performance.now() - began,
        overBudget,
      });
      setView({ ...now(), status: 'running', outcome: undefined });
      const running = launch(job, {
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
        const ended: JobView<Job, Outcome, Tick> = {
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
    [launch],
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

/** One solve at a time (a new start ends the one before). */
export const useSolveJob = (): SearchJobHandle<SearchJob, JobOutcome> => {
  const service = useContext(SearchContext);
  return useSearchJob(
    useCallback<Launch<SearchJob, JobOutcome, TickEvent>>(
      (job, listeners) => service.solve(job, listeners),
      [service],
    ),
  );
};

/** One walk of a whole state space at a time. */
export const useAnalysisJob = (): SearchJobHandle<AnalysisJob, AnalysisOutcome> => {
  const service = useContext(SearchContext);
  return useSearchJob(
    useCallback<Launch<AnalysisJob, AnalysisOutcome, TickEvent>>(
      (job, listeners) => service.analyze(job, listeners),
      [service],
    ),
  );
};

/** A whole map read or made: one at a time. */
export const useMapJob = (): SearchJobHandle<MapJob, MapOutcome, MapProgress> => {
  const service = useContext(MapContext);
  return useSearchJob(
    useCallback<Launch<MapJob, MapOutcome, MapProgress>>(
      (job, listeners) => service.map(job, listeners),
      [service],
    ),
  );
};

/** A solve as the screens draw it. */
export type SolveView = JobView<SearchJob, JobOutcome>;

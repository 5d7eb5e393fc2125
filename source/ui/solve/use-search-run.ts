import { useCallback, useEffect, useRef, useState } from 'react';
import type { PuzzleOptions } from '../../puzzles/types.js';
import type { Algorithm, IterationEvent, TickEvent } from '../../search/types.js';
import { type JobOutcome, startSearch } from '../../worker/client.js';

/** How often a running search redraws (progress is gathered in between). */
export const REDRAW_MS = 100;

export type RunStatus = 'running' | JobOutcome['kind'];

export type SearchRun = {
  /** Changes with every new run (React keys, stale-update checks). */
  readonly serial: number;
  readonly algorithm: Algorithm;
  readonly all: boolean;
  readonly board: Uint8Array;
  readonly status: RunStatus;
  /** Finished iterations, in the order the worker reported them. */
  readonly iterations: readonly IterationEvent[];
  /** The latest heartbeat of the iteration in progress. */
  readonly live: TickEvent | undefined;
  /** Milliseconds since the run started, as of the last redraw. */
  readonly elapsed: number;
  readonly outcome: JobOutcome | undefined;
};

export type SearchRunner = {
  readonly run: SearchRun | undefined;
  start(board: Uint8Array, algorithm: Algorithm, all?: boolean): void;
  /** Terminates a running search; the run then reads `cancelled`. */
  cancel(): void;
};

/**
 * One search at a time in a worker. Progress is collected as it arrives and
 * drawn at most every REDRAW_MS; a new start, cancel or unmount terminates the
 * worker.
 */
export const useSearchRun = (id: string, options: PuzzleOptions): SearchRunner => {
  const [run, setRun] = useState<SearchRun>();
  const active = useRef<{ cancel(): void } | undefined>(undefined);
  const serial = useRef(0);

  const cancel = useCallback(() => {
    active.current?.cancel();
    active.current = undefined;
  }, []);

  const start = useCallback(
    (board: Uint8Array, algorithm: Algorithm, all = false) => {
      cancel();
      const mine = ++serial.current;
      const began = performance.now();
      const iterations: IterationEvent[] = [];
      let live: TickEvent | undefined;
      const base = { serial: mine, algorithm, all, board, outcome: undefined };
      setRun({ ...base, status: 'running', iterations: [], live: undefined, elapsed: 0 });
      const redraw = setInterval(() => {
        setRun((now) =>
          now?.serial === mine && now.status === 'running'
            ? { ...now, iterations: [...iterations], live, elapsed: performance.now() - began }
            : now,
        );
      }, REDRAW_MS);
      const job = startSearch(
        { id, options, board, algorithm, all },
        {
          onIteration: (event) => {
            iterations.push(event);
            live = undefined;
          },
          onTick: (event) => {
            live = event;
          },
        },
      );
      active.current = job;
      void job.result.then((outcome) => {
        clearInterval(redraw);
        if (active.current === job) active.current = undefined;
        setRun((now) =>
          now?.serial === mine
            ? {
                ...now,
                status: outcome.kind,
                outcome,
                iterations: outcome.kind === 'solved' ? outcome.iterations : [...iterations],
                live,
                elapsed: performance.now() - began,
              }
            : now,
        );
      });
    },
    [id, options, cancel],
  );

  useEffect(() => cancel, [cancel]);

  return { run, start, cancel };
};

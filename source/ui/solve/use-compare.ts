import { useCallback, useEffect, useRef, useState } from 'react';
import type { PuzzleOptions } from '../../puzzles/types.js';
import type { Algorithm, TickEvent } from '../../search/types.js';
import { type JobOutcome, startSearch } from '../../worker/client.js';
import { REDRAW_MS } from './use-search-run.js';

/** Each algorithm gets this long before the comparison moves on. */
export const COMPARE_BUDGET_MS = 5000;

export type CompareRow = {
  readonly algorithm: Algorithm;
  readonly state: 'waiting' | 'running' | 'done' | 'over-budget' | 'stopped';
  readonly outcome?: JobOutcome;
  /** Nodes so far (running) or in all (done). */
  readonly nodes: number;
  readonly iterations: number;
  readonly ms: number;
};

export type Comparison = {
  readonly serial: number;
  readonly rows: readonly CompareRow[];
  readonly running: boolean;
  readonly budgetMs: number;
};

export type Comparer = {
  readonly comparison: Comparison | undefined;
  start(board: Uint8Array, algorithms: readonly Algorithm[]): void;
  /** Stops the comparison; the running row reads `stopped`. */
  stop(): void;
  /** Forgets the table (stopping it first). */
  clear(): void;
};

/** Runs each algorithm in turn from the same position, one worker at a time. */
export const useCompare = (
  id: string,
  options: PuzzleOptions,
  budgetMs = COMPARE_BUDGET_MS,
): Comparer => {
  const [comparison, setComparison] = useState<Comparison>();
  const active = useRef<{ cancel(): void } | undefined>(undefined);
  const serial = useRef(0);

  const stop = useCallback(() => {
    serial.current++;
    active.current?.cancel();
    active.current = undefined;
    setComparison((now) =>
      now?.running
        ? {
            ...now,
            running: false,
            rows: now.rows.map((row) =>
              row.state === 'running' ? { ...row, state: 'stopped' } : row,
            ),
          }
        : now,
    );
  }, []);

  const start = useCallback(
    (board: Uint8Array, algorithms: readonly Algorithm[]) => {
      stop();
      const mine = ++serial.current;
      const rows: CompareRow[] = algorithms.map((algorithm) => ({
        algorithm,
        state: 'waiting',
        nodes: 0,
        iterations: 0,
        ms: 0,
      }));
      const publish = (running: boolean): void => {
        if (serial.current !== mine) return;
        setComparison({ serial: mine, rows: [...rows], running, budgetMs });
      };
      const runRow = (index: number): void => {
        if (serial.current !== mine) return;
        if (index >= rows.length) {
          publish(false);
          return;
        }
        const began = performance.now();
        let live: TickEvent | undefined;
        let iterations = 0;
        let overBudget = false;
        rows[index] = { ...rows[index], state: 'running' };
        publish(true);
        const job = startSearch(
          { id, options, board, algorithm: rows[index].algorithm },
          {
            onIteration: () => {
              iterations++;
            },
            onTick: (event) => {
              live = event;
            },
          },
        );
        active.current = job;
        const redraw = setInterval(() => {
          rows[index] = {
            ...rows[index],
            nodes: live?.totalNodes ?? 0,
            iterations,
            ms: performance.now() - began,
          };
          publish(true);
        }, REDRAW_MS);
        const timer = setTimeout(() => {
          overBudget = true;
          job.cancel();
        }, budgetMs);
        void job.result.then((outcome) => {
          clearInterval(redraw);
          clearTimeout(timer);
          if (serial.current !== mine) return;
          const solved = outcome.kind === 'solved' ? outcome : undefined;
          rows[index] = {
            algorithm: rows[index].algorithm,
            state: outcome.kind === 'cancelled' && overBudget ? 'over-budget' : 'done',
            outcome,
            nodes: solved ? solved.nodes : (live?.totalNodes ?? 0),
            iterations: solved ? solved.iterations.length : iterations,
            ms: solved ? solved.ms : performance.now() - began,
          };
          runRow(index + 1);
        });
      };
      runRow(0);
    },
    [id, options, budgetMs, stop],
  );

  const clear = useCallback(() => {
    stop();
    setComparison(undefined);
  }, [stop]);

  useEffect(
    () => () => {
      serial.current++;
      active.current?.cancel();
    },
    [],
  );

  return { comparison, start, stop, clear };
};

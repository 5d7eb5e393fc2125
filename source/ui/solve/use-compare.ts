import { useCallback } from 'react';
import type { PuzzleOptions } from '../../puzzles/puzzle.js';
import type { TableStage } from '../../puzzles/table-cache.js';
import type { Algorithm } from '../../search/search-events.js';
import { tableStageMs } from '../../text/iteration-rows.js';
import type { JobOutcome } from '../../worker/protocol.js';
import { useJob, useKept } from '../common/use-job.js';
import type { SolveView } from './panel-text.js';

/** Each algorithm gets this long before the comparison moves on. */
export const COMPARE_BUDGET_MS = 5000;

export type CompareRow = {
  readonly algorithm: Algorithm;
  readonly state: 'waiting' | 'running' | 'done' | 'over-budget' | 'stopped';
  readonly outcome?: JobOutcome;
  /** Nodes so far (running) or in all (done). */
  readonly nodes: number;
  readonly iterations: number;
  /** The search's own time when it solved (see `SearchResult.ownMs`), else the time so far. */
  readonly ms: number;
  /** Tables the running search waits for, and how long it has (see `tableStageMs`). */
  readonly tables?: { readonly stage: TableStage; readonly ms: number };
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

/** A row's figures from its search: in all when it solved (its own time), so far otherwise. */
export const compareFigures = (
  search: SolveView,
): Pick<CompareRow, 'nodes' | 'iterations' | 'ms' | 'tables'> => {
  const solved = search.outcome?.kind === 'solved' ? search.outcome : undefined;
  if (solved) {
    const ms = solved.ownMs ?? solved.ms;
    return { nodes: solved.nodes, iterations: solved.iterations.length, ms };
  }
  const stage = search.live?.tables;
  return {
    nodes: search.live?.totalNodes ?? 0,
    iterations: search.parts.length,
    ms: search.elapsed,
    ...(stage && search.live
      ? { tables: { stage, ms: tableStageMs(search.live, search.elapsed) } }
      : {}),
  };
};

const ended = (row: CompareRow, search: SolveView): CompareRow => {
  const stopped = search.outcome?.kind === 'cancelled';
  return {
    algorithm: row.algorithm,
    state: stopped ? (search.overBudget ? 'over-budget' : 'stopped') : 'done',
    outcome: search.outcome,
    ...compareFigures(search),
  };
};

let serials = 0;

/** Runs each algorithm in turn from the same position, one search at a time, each within a budget. */
export const useCompare = (
  id: string,
  options: PuzzleOptions,
  budgetMs = COMPARE_BUDGET_MS,
): Comparer => {
  const search = useJob('solve', 'solve/compare');
  const [table, setTable] = useKept<Omit<Comparison, 'budgetMs'> | undefined>(
    'solve/compare-table',
    () => undefined,
  );

  const start = useCallback(
    (board: Uint8Array, algorithms: readonly Algorithm[]) => {
      const serial = ++serials;
      const runRow = (rows: readonly CompareRow[], index: number): void => {
        if (index >= rows.length) {
          setTable({ serial, rows, running: false });
          return;
        }
        const now = rows.map((row, at) =>
          at === index ? { ...row, state: 'running' as const } : row,
        );
        setTable({ serial, rows: now, running: true });
        search.start(
          { id, options, board, algorithm: rows[index].algorithm },
          {
            budgetMs,
            onDone: (done) => {
              const row = ended(now[index], done);
              const next = now.map((old, at) => (at === index ? row : old));
              if (row.state === 'stopped') setTable({ serial, rows: next, running: false });
              else runRow(next, index + 1);
            },
          },
        );
      };
      runRow(
        algorithms.map((algorithm) => ({
          algorithm,
          state: 'waiting',
          nodes: 0,
          iterations: 0,
          ms: 0,
        })),
        0,
      );
    },
    [id, options, budgetMs, search.start, setTable],
  );

  const live = search.view;
  const comparison =
    table &&
    ({
      ...table,
      budgetMs,
      // The running row's figures as of the search's last redraw.
      rows: table.rows.map((row) =>
        row.state === 'running' && live?.status === 'running'
          ? { ...row, ...compareFigures(live) }
          : row,
      ),
    } satisfies Comparison);

  const clear = useCallback(() => {
    search.clear();
    setTable(undefined);
  }, [search.clear, setTable]);

  return { comparison, start, stop: search.cancel, clear };
};

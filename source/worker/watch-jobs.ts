/**
 * The watch and bound-comparison jobs, as the worker runs them (and tests run
 * them in process): no worker code here.
 */
import { findEntry } from '../puzzles/catalogue.js';
import { InputError, type Puzzle } from '../puzzles/puzzle.js';
import { type BoundRow, comparedBounds, runBound } from '../search/compare-bounds.js';
import { SearchCancelled } from '../search/search-events.js';
import { checkSolvable, Unsolvable } from '../search/solver.js';
import { openWatch, type WatchSession } from '../search/watch/session.js';
import {
  type BoundsJob,
  type BoundsListeners,
  type BoundsOutcome,
  TICK_MS,
  type WatchJob,
} from './protocol.js';

const createPuzzle = (id: string, options: WatchJob['options']): Puzzle => {
  const entry = findEntry(id);
  if (!entry) throw new InputError(`unknown puzzle '${id}'`);
  return entry.create(options);
};

/** A watched search of the job's position (throws for a job that names no puzzle). */
export const watchSession = (job: WatchJob): WatchSession =>
  openWatch(
    createPuzzle(job.id, job.options),
    Uint8Array.from(job.board),
    job.algorithm,
    job.bound,
  );

/** IDA* with each bound in turn, a row as each finishes; `shouldStop` cancels between nodes. */
export const runBounds = (
  job: BoundsJob,
  listeners: BoundsListeners & { readonly shouldStop?: () => boolean } = {},
): BoundsOutcome => {
  try {
    const puzzle = createPuzzle(job.id, job.options);
    const board = Uint8Array.from(job.board);
    checkSolvable(puzzle, board, 'ida');
    const rows: BoundRow[] = [];
    for (const bound of comparedBounds(puzzle)) {
      listeners.onStart?.(bound.name);
      const row = runBound(puzzle, board, bound, {
        limitMs: job.limitMs,
        // The panel's limit is the search's: a bound's tables are waited for, apart (their own line).
        budgetAfterTables: true,
        tickMs: TICK_MS,
        onTick: listeners.onTick,
        shouldStop: listeners.shouldStop,
      });
      rows.push(row);
      listeners.onRow?.(row);
    }
    return { kind: 'compared', rows };
  } catch (error) {
    if (error instanceof Unsolvable) return { kind: 'unsolvable', reason: error.message };
    if (error instanceof SearchCancelled) return { kind: 'cancelled' };
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
};

import type { PuzzleOptions } from '../../puzzles/types.js';
import type { Algorithm, LimitStop } from '../../search/types.js';

/** A search to run off the UI thread; the same shape as the worker client's job. */
export type OptimumJob = {
  readonly id: string;
  readonly options: PuzzleOptions;
  readonly board: Uint8Array;
  readonly algorithm: Algorithm;
};

/** How a search ended; a subset of the worker client's `JobOutcome`. */
export type OptimumOutcome =
  | { readonly kind: 'solved'; readonly moves: readonly number[] }
  | { readonly kind: 'unsolvable'; readonly reason: string }
  | { readonly kind: 'limited'; readonly stop: LimitStop }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly message: string };

export type OptimumSearch = { cancel(): void; readonly result: Promise<OptimumOutcome> };

/** Starts a search for the shortest answer; `startSearch` of the worker client fits this type. */
export type FindOptimum = (job: OptimumJob) => OptimumSearch;

/**
 * Solves in this process after the first frames are drawn, for tests that want
 * no worker threads. The app itself uses the worker client's `startSearch`.
 */
export const findOptimumHere: FindOptimum = (job) => {
  let cancelled = false;
  let timer: NodeJS.Timeout | undefined;
  const result = new Promise<OptimumOutcome>((resolve) => {
    timer = setTimeout(async () => {
      if (cancelled) return resolve({ kind: 'cancelled' });
      try {
        const [{ findEntry }, { solve, Unsolvable }] = await Promise.all([
          import('../../puzzles/catalogue.js'),
          import('../../search/solve.js'),
        ]);
        const entry = findEntry(job.id);
        if (!entry) return resolve({ kind: 'failed', message: `unknown puzzle ${job.id}` });
        const puzzle = entry.create(job.options);
        try {
          const solved = solve(puzzle, job.board, job.algorithm, { shouldStop: () => cancelled });
          resolve(
            cancelled ? { kind: 'cancelled' } : { kind: 'solved', moves: solved.moves ?? [] },
          );
        } catch (error) {
          if (error instanceof Unsolvable) resolve({ kind: 'unsolvable', reason: error.message });
          else throw error;
        }
      } catch (error) {
        if (cancelled) return resolve({ kind: 'cancelled' });
        resolve({
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    }, 30);
  });
  return {
    cancel: () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    },
    result,
  };
};

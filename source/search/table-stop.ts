import { stoppingTableBuilds } from '../puzzles/table-cache.js';
import {
  SearchCancelled,
  SearchLimitReached,
  type SearchOptions,
  type SearchResult,
} from './search-events.js';

/**
 * Runs a search whose bound may build its tables in this thread mid-search
 * (the 15-puzzle's 6-tile table: seconds, and its check on reading as long):
 * the search's time limit and cancel reach into that work, which stops as the
 * search would, saying how far the search had got (its last iteration and
 * tick). Without them, `--limit-s 0.5` waited for a whole build.
 */
export const withTableBuildsStopped = (
  options: SearchOptions,
  run: (options: SearchOptions) => SearchResult,
): SearchResult => {
  const { shouldStop } = options;
  // The app's own searches wait for their tables and start their budget after them.
  const limitMs = options.budgetAfterTables ? undefined : options.limitMs;
  if (limitMs === undefined && shouldStop === undefined) return run(options);
  const began = performance.now();
  let nodes = 0;
  let depth = 0;
  let finished: number | undefined;
  const check = (): void => {
    if (shouldStop?.()) throw new SearchCancelled();
    const ms = performance.now() - began;
    if (limitMs === undefined || ms < limitMs) return;
    throw new SearchLimitReached({
      limit: 'time',
      value: limitMs,
      nodes,
      ms,
      depth,
      ...(finished === undefined ? {} : { finished }),
    });
  };
  return stoppingTableBuilds(check, () =>
    run({
      ...options,
      onIteration: (event) => {
        nodes = event.totalNodes;
        finished = event.depth;
        options.onIteration?.(event);
      },
      onTick: (tick) => {
        nodes = tick.totalNodes;
        depth = tick.depth;
        options.onTick?.(tick);
      },
    }),
  );
};

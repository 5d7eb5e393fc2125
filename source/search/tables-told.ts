import { watchingTables } from '../puzzles/table-cache.js';
import type { SearchOptions } from './search-events.js';

/**
 * Runs `work` with the tables it reads, builds or waits for told as ticks
 * (`TickEvent.tables`, and a tick without them when they are there): while
 * they load, they are a step of their own on the screens.
 */
export const tablesTold = <T>(options: Pick<SearchOptions, 'onTick'>, work: () => T): T => {
  const { onTick } = options;
  if (!onTick) return work();
  const began = performance.now();
  return watchingTables(
    (stage) =>
      onTick({
        depth: 0,
        nodes: 0,
        totalNodes: 0,
        ms: performance.now() - began,
        ...(stage ? { tables: stage } : {}),
      }),
    work,
  );
};

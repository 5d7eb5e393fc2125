/**
 * A whole map as a job (the search worker runs it; tests run it in process):
 * read from the data folder when kept there, else made by breadth-first
 * search from the goal (`buildWholeMap`, in this thread and a worker of its own) and kept.
 */
import { findEntry } from '../puzzles/catalogue.js';
import type { Board, PositionSpace } from '../puzzles/puzzle.js';
import { rankedGoals } from '../search/goal-positions.js';
import { buildWholeMap, type MapProgress } from '../search/map.js';
import { mapCost } from '../search/map-cost.js';
import { SearchCancelled } from '../search/search-events.js';
import { storeFolders } from '../store/folders.js';
import { type MapSummary, readMap, saveMap } from '../store/maps.js';
import type { JobListeners, MapJob, MapOutcome } from './protocol.js';

export type MapControl = JobListeners<MapProgress> & {
  /** Asked now and then; true stops the map (the outcome is then `cancelled`). */
  readonly shouldStop?: () => boolean;
  /** Threads for the map, this one among them (default 2); 1 maps in this thread alone (tests, small spaces). */
  readonly threads?: number;
  /** Where maps are kept (default: the cache folder). */
  readonly folder?: string;
};

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

const mappedOf = (
  space: PositionSpace,
  cells: number,
  summary: Omit<MapSummary, 'goals' | 'positions'>,
  cached: boolean,
  note?: string,
): MapOutcome => {
  const samples = summary.samples.map((layer) =>
    layer.map((index): Board => {
      const board = new Uint8Array(cells);
      space.unrank(index, board);
      return board;
    }),
  );
  return {
    kind: 'mapped',
    positions: summary.histogram.reduce((sum, count) => sum + count, 0),
    histogram: summary.histogram,
    samples,
    farthestComplete: summary.farthestComplete,
    mapMs: Math.round(summary.ms),
    cached,
    ...(note === undefined ? {} : { note }),
  };
};

export const runMap = async (job: MapJob, control: MapControl = {}): Promise<MapOutcome> => {
  try {
    const puzzle = findEntry(job.id)?.create(job.options);
    const space = puzzle?.space?.();
    if (!puzzle || !space) return { kind: 'failed', message: `${job.id} has no whole map` };
    const folder = control.folder ?? storeFolders().cache;
    const goals = rankedGoals(puzzle, space);
    const stored = readMap(folder, space, goals);
    if (stored.kind === 'ok') return mappedOf(space, puzzle.cellCount, stored.summary, true);
    if (!job.build) {
      return {
        kind: 'absent',
        positions: space.positions,
        cost: mapCost(space.positions),
        ...(stored.kind === 'damaged' ? { damaged: stored.reason } : {}),
      };
    }
    const map = await buildWholeMap(space, goals, {
      threads: control.threads ?? 2,
      onProgress: control.onTick,
      shouldStop: control.shouldStop,
    });
    let note: string | undefined;
    try {
      saveMap(folder, space.key, map);
    } catch (error) {
      note = `the map could not be kept (${messageOf(error)})`;
    }
    return mappedOf(space, puzzle.cellCount, map, false, note);
  } catch (error) {
    if (error instanceof SearchCancelled) return { kind: 'cancelled' };
    return { kind: 'failed', message: messageOf(error) };
  }
};

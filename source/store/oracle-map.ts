import { rankedGoals } from '../search/goal-positions.js';
import type { DistanceOracle } from '../search/oracle.js';
import { words } from '../words/words.js';
import { storeFolders } from './folders.js';
import { readMap } from './maps.js';

/**
 * Lets the oracle use the whole map `analyze --full` stored for this puzzle's
 * space and goal, if there is one: its layers' samples deal any length at once,
 * and with `marks` (63 MB for the Line Puzzle, read in a moment) every distance
 * is exact without a search. A missing or damaged map changes nothing but
 * the line it returns for a damaged one (removed; the caller says it).
 */
export const attachStoredMap = (oracle: DistanceOracle, marks: boolean): string | undefined => {
  const attached = oracle.map();
  if (attached && (attached.words || !marks)) return undefined;
  const space = oracle.puzzle.space?.();
  if (!space) return undefined;
  const folder = storeFolders().cache;
  const read = readMap(folder, space, rankedGoals(oracle.puzzle, space));
  if (read.kind === 'damaged') return words().store.map.setAside(read.reason);
  if (read.kind !== 'ok') return undefined;
  const { histogram, samples } = read.summary;
  oracle.attachMap({ space, histogram, samples, ...(marks ? { words: read.words } : {}) });
  return undefined;
};

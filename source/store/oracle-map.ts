import type { DistanceOracle } from '../search/oracle.js';
import { storeFolders } from './folders.js';
import { readMap } from './maps.js';

/**
 * Lets the oracle use the whole map `analyze --full` stored for this puzzle's
 * space and goal, if there is one: its layers' samples deal any length at once,
 * and with `marks` (63 MB for the Line Puzzle, read in a moment) every distance
 * is exact without a search. A missing or damaged map changes nothing.
 */
export const attachStoredMap = (oracle: DistanceOracle, marks: boolean): void => {
  const attached = oracle.map();
  if (attached && (attached.words || !marks)) return;
  const space = oracle.puzzle.space?.();
  if (!space) return;
  const folder = storeFolders().cache;
  const read = readMap(folder, space);
  if (read.kind !== 'ok') return;
  const { histogram, samples } = read.summary;
  oracle.attachMap({ space, histogram, samples, ...(marks ? { words: read.words } : {}) });
};

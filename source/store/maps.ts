import type { PositionSpace } from '../puzzles/puzzle.js';
import { mapBytes, type WholeMap } from '../search/map.js';
import { mapContradiction } from '../search/map-check.js';
import { mapNotProved } from '../search/map-proof.js';
import { words } from '../words/words.js';
import { readTable, removeTable, tableBytes, tablesFolder, writeTable } from './tables.js';

/*
 * Whole maps in the data folder, one per position space and goal (the space's
 * key names both): the two-bit map, and in its header what the analysis
 * shows (histogram, samples of every layer, the farthest).
 */

/** Bump when the map's layout changes: stored maps of another version are not read. */
const VERSION = 2;
/** The stored map's table name for a space's key. */
export const mapTableName = (key: string): string => `map-${VERSION}-${key}`;
const nameOf = mapTableName;

export type MapSummary = {
  readonly positions: number;
  readonly goals: readonly number[];
  readonly histogram: readonly number[];
  readonly samples: readonly (readonly number[])[];
  readonly farthestComplete: boolean;
  /** How long the search took when it was made. */
  readonly ms: number;
};

export type MapRead =
  | { readonly kind: 'none' }
  /** `words`: the map itself, two bits a position, checked against the summary. */
  | { readonly kind: 'ok'; readonly summary: MapSummary; readonly words: Int32Array }
  | { readonly kind: 'damaged'; readonly reason: string };

/**
 * The stored header names the count of positions `size`, as it did before the
 * code called it `positions`: maps already kept still load.
 */
export const saveMap = (dataFolder: string, key: string, map: WholeMap): void => {
  const header = {
    size: map.positions,
    goals: map.goals,
    histogram: map.histogram,
    samples: map.samples,
    farthestComplete: map.farthestComplete,
    ms: Math.round(map.ms),
  };
  const bytes = new Uint8Array(map.words.buffer, map.words.byteOffset, map.words.byteLength);
  writeTable(tablesFolder(dataFolder), nameOf(key), bytes, header);
};

const isIndex = (value: unknown, size: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < size;

/** Checks a stored header: every field there, of its kind, and adding up. */
const summaryOf = (header: Record<string, unknown>, positions: number): MapSummary | string => {
  const { goals, histogram, samples, farthestComplete, ms } = header;
  const say = words().store.map;
  if (header.size !== positions) return say.otherSize;
  if (header.length !== mapBytes(positions)) return say.wrongLength;
  if (!Array.isArray(histogram) || !histogram.every((count) => isIndex(count, positions + 1))) {
    return say.badHistogram;
  }
  if (histogram.reduce((sum: number, count: number) => sum + count, 0) > positions) {
    return say.tooManyPositions;
  }
  if (!Array.isArray(goals) || !goals.every((goal) => isIndex(goal, positions))) {
    return say.badGoals;
  }
  const sampleLists = Array.isArray(samples) ? samples : [];
  if (
    sampleLists.length !== histogram.length ||
    !sampleLists.every(
      (list) => Array.isArray(list) && list.every((index) => isIndex(index, positions)),
    )
  ) {
    return say.badSamples;
  }
  if (typeof farthestComplete !== 'boolean' || typeof ms !== 'number') {
    return words().store.table.incomplete;
  }
  return { positions, goals, histogram, samples: sampleLists, farthestComplete, ms };
};

/**
 * The stored map of `space` (its key names the goal; `goals` are the
 * puzzle's goals, ranked), checked — the header, the marks against it
 * (`mapContradiction`, a tenth of a second), then that it is exactly the
 * space's map (`mapNotProved`) — before it is trusted; a damaged or forged
 * one is removed and said so.
 */
export const readMap = (
  dataFolder: string,
  space: PositionSpace,
  goals: readonly number[],
): MapRead => {
  const folder = tablesFolder(dataFolder);
  const read = readTable(folder, nameOf(space.key));
  if (read.kind !== 'ok') return read;
  const summary = summaryOf(read.header, space.positions);
  const bytes = tableBytes(read);
  const marks = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  const wrong =
    typeof summary === 'string'
      ? summary
      : (mapContradiction(space, marks, summary) ?? mapNotProved(space, marks, summary, goals));
  if (wrong !== undefined || typeof summary === 'string') {
    removeTable(folder, nameOf(space.key));
    return { kind: 'damaged', reason: wrong ?? words().store.map.damaged };
  }
  return { kind: 'ok', summary, words: marks };
};

import { addToWorkers } from '../util/worker-entries.js';
import { flipEntries } from './flip/entries.js';
import { frogEntries } from './frog/entries.js';
import { hakoiriEntries } from './hakoiri/entries.js';
import { knightsEntries } from './knights/entries.js';
import { lightsEntries } from './lightsout/entries.js';
import { lineEntries } from './line/entries.js';
import { pegEntries } from './peg/entries.js';
import type { PuzzleEntry } from './puzzle.js';
import { slidingEntries } from './slide/entries.js';

const entries: PuzzleEntry[] = [
  ...flipEntries,
  ...frogEntries,
  ...pegEntries,
  ...lineEntries,
  ...knightsEntries,
  ...slidingEntries,
  ...hakoiriEntries,
  ...lightsEntries,
];

/**
 * Every puzzle id, in menu order. Each family module exports its entries;
 * this list is the only place that names them all.
 */
export const catalogue: readonly PuzzleEntry[] = entries;

export const findEntry = (id: string): PuzzleEntry | undefined =>
  entries.find((entry) => entry.id === id);

/** Where an entry added at run time can be imported from: a module and the name it exports it under. */
export type EntrySource = { readonly module: string; readonly name: string };

/**
 * Adds an entry at the end of the catalogue (a family the tests bring, see
 * test/fixtures); returns how to take it out again. With `source`, worker
 * threads started from now on import it and add it too, so their searches
 * know it as the screens do.
 */
export const registerEntry = (entry: PuzzleEntry, source?: EntrySource): (() => void) => {
  if (findEntry(entry.id)) throw new Error(`the catalogue already has ${entry.id}`);
  entries.push(entry);
  const fromWorkers = source ? addToWorkers({ ...source, catalogue: import.meta.url }) : () => {};
  return () => {
    const index = entries.indexOf(entry);
    if (index >= 0) entries.splice(index, 1);
    fromWorkers();
  };
};

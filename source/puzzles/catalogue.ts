import { flipEntries } from './flip/entries.js';
import { frogEntries } from './frog/entries.js';
import { knightsEntries } from './knights/entries.js';
import { lineEntries } from './line/entries.js';
import { pegEntries } from './peg/entries.js';
import type { PuzzleEntry } from './types.js';

/**
 * Every puzzle id, in menu order. Each family module exports its entries;
 * this list is the only place that names them all.
 */
export const catalogue: readonly PuzzleEntry[] = [
  ...flipEntries,
  ...frogEntries,
  ...pegEntries,
  ...lineEntries,
  ...knightsEntries,
];

export const findEntry = (id: string): PuzzleEntry | undefined =>
  catalogue.find((entry) => entry.id === id);

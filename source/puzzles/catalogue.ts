import { flipEntries } from './flip.js';
import { frogEntries } from './frog.js';
import { knightsEntries } from './knights.js';
import { lineEntries } from './line.js';
import { pegEntries } from './peg.js';
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

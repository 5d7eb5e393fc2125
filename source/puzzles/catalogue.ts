import type { PuzzleEntry } from './types.js';

/**
 * Every puzzle id, in menu order. Each family module exports its entries;
 * this list is the only place that names them all.
 */
export const catalogue: readonly PuzzleEntry[] = [];

export const findEntry = (id: string): PuzzleEntry | undefined =>
  catalogue.find((entry) => entry.id === id);

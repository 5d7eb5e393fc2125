/**
 * Builds one pattern database beside the thread that asked for it (see
 * `patternTablesOf`): into the shared table it was given, then says so in the
 * shared control word (1 built, 2 failed) and wakes the waiting thread.
 */
import { workerData } from 'node:worker_threads';
import { makeGrid } from '../cell-grid.js';
import { buildPatternDatabase, type KindPair } from './pdb.js';
import { LINE_SIDE } from './pieces.js';

export type PatternWorkerData = {
  readonly goal: readonly number[];
  readonly codes: KindPair;
  /** As long as the table; the worker writes it whole. */
  readonly table: SharedArrayBuffer;
  /** One Int32: 0 under way, 1 built, 2 failed. */
  readonly control: SharedArrayBuffer;
};

const { goal, codes, table, control } = workerData as PatternWorkerData;
const word = new Int32Array(control);
try {
  const built = buildPatternDatabase(makeGrid(LINE_SIDE, LINE_SIDE), Uint8Array.from(goal), codes);
  new Uint8Array(table).set(built.table);
  Atomics.store(word, 0, 1);
} catch {
  Atomics.store(word, 0, 2);
}
Atomics.notify(word, 0);

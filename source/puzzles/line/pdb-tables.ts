import { startWorker } from '../../util/start-worker.js';
import { formatBoard } from '../board-text.js';
import { cachedTable, isTableCached } from '../table-cache.js';
import type { Board } from '../types.js';
import { buildPatternDatabase, makeGrid } from './pdb.js';
import type { PatternWorkerData } from './pdb-worker.js';
import { LINE_SIDE, linePieces } from './pieces.js';
import { KindRanking } from './ranking.js';

/** Pairs of kinds (piece codes) whose two databases add up: every way to split A B C D in two. */
export const LINE_PAIRINGS: readonly (readonly (readonly number[])[])[] = [
  [
    [1, 2],
    [3, 4],
  ],
  [
    [1, 3],
    [2, 4],
  ],
  [
    [1, 4],
    [2, 3],
  ],
];

export type PatternTable = {
  readonly codes: readonly number[];
  readonly ranking: KindRanking;
  readonly table: Uint8Array;
};

/** Bump when the tables' layout changes: stored tables of another version are not read. */
const VERSION = 1;
const grid = makeGrid(LINE_SIDE, LINE_SIDE);
const letters = (codes: readonly number[]): string =>
  codes.map((code) => linePieces[code - 1].char).join('');
const tableName = (goal: Board, codes: readonly number[]): string =>
  `line-pdb-${VERSION}-${formatBoard(goal, linePieces)}-${letters(codes)}`;

const rankingOf = (goal: Board, codes: readonly number[]): KindRanking =>
  new KindRanking(
    grid.cells,
    codes.map((code) => goal.filter((value) => value === code).length),
  );

/** Tables already in this process, by name (several puzzles may share a goal). */
const loaded = new Map<string, PatternTable>();

/** How many tables this process has loaded: a cheap way to notice a new one. */
export const patternTablesLoaded = (): number => loaded.size;

/** The pattern database of `codes` towards `goal`: in memory, in the table cache, or built. */
export const patternTable = (goal: Board, codes: readonly number[]): PatternTable => {
  const name = tableName(goal, codes);
  const known = loaded.get(name);
  if (known) return known;
  const ranking = rankingOf(goal, codes);
  const table = cachedTable(
    name,
    ranking.size,
    () => buildPatternDatabase(grid, goal, codes).table,
  );
  const made = { codes, ranking, table };
  loaded.set(name, made);
  return made;
};

/**
 * Whether every table of `pairings` can be had without building: in this
 * process, or (unless `inMemory`) stored.
 */
export const patternTablesAtHand = (
  goal: Board,
  pairings: readonly (readonly (readonly number[])[])[],
  inMemory = false,
): boolean =>
  pairings.every((pairing) =>
    pairing.every((codes) => {
      const name = tableName(goal, codes);
      return loaded.has(name) || (!inMemory && isTableCached(name));
    }),
  );

let builtBeside = 0;

/** How many tables this process has had built in a second thread. */
export const patternTablesBuiltBeside = (): number => builtBeside;

/** How long to wait for a table built beside; past it, this thread builds it itself. */
const BESIDE_MS = 120_000;

/**
 * Builds the table of `codes` in a worker thread while the caller goes on;
 * `take()` waits for it (blocking: searches are synchronous) and returns it,
 * or undefined when the worker failed or took too long.
 */
const buildBeside = (goal: Board, codes: readonly number[], size: number) => {
  const data: PatternWorkerData = {
    goal: [...goal],
    codes,
    table: new SharedArrayBuffer(size),
    control: new SharedArrayBuffer(4),
  };
  const worker = startWorker(import.meta.url, 'pdb-worker', { workerData: data });
  // Its failure is read from the control word; a failed start leaves it at 0 until the wait ends.
  worker.on('error', () => {});
  const word = new Int32Array(data.control);
  return (): Uint8Array | undefined => {
    Atomics.wait(word, 0, 0, BESIDE_MS);
    const done = Atomics.load(word, 0) === 1;
    void worker.terminate();
    // A copy in an ordinary buffer: the store compresses it, which shared memory does not allow.
    return done ? new Uint8Array(data.table).slice() : undefined;
  };
};

/**
 * The tables of `pairing` (A+B with C+D): from memory, the cache, or built.
 * When more than one must be built, the largest is built in a second thread
 * while this one builds the rest: a new goal costs its largest table's time
 * (about 1.2 s here), not the sum (1.7 s).
 */
export const patternTablesOf = (
  goal: Board,
  pairing: readonly (readonly number[])[],
): PatternTable[] => {
  const toBuild = pairing.filter((codes) => {
    const name = tableName(goal, codes);
    return !loaded.has(name) && !isTableCached(name);
  });
  if (toBuild.length > 1) {
    const sizes = toBuild.map((codes) => rankingOf(goal, codes).size);
    const largest = toBuild[sizes.indexOf(Math.max(...sizes))];
    const take = buildBeside(goal, largest, Math.max(...sizes));
    for (const codes of toBuild) if (codes !== largest) patternTable(goal, codes);
    const table = take();
    if (table) {
      builtBeside++;
      const name = tableName(goal, largest);
      loaded.set(name, {
        codes: largest,
        ranking: rankingOf(goal, largest),
        table: cachedTable(name, table.length, () => table),
      });
    }
  }
  return pairing.map((codes) => patternTable(goal, codes));
};

import { startWorker } from '../../util/start-worker.js';
import { formatBoard } from '../board-text.js';
import { makeGrid } from '../cell-grid.js';
import type { Board } from '../puzzle.js';
import {
  cachedTable,
  forgetTable,
  isTableCached,
  offerTable,
  tableBuildGoesOn,
  tableStage,
  tableWork,
} from '../table-cache.js';
import { buildPatternDatabase, cellsOf, type KindPair } from './pdb.js';
import { provedPairTable } from './pdb-check.js';
import type { PatternWorkerData } from './pdb-worker.js';
import { LINE_SIDE, linePieces } from './pieces.js';
import { KindRanking } from './ranking.js';
import { PAIR_TABLE_DIGESTS } from './table-digests.js';

/** Two databases over disjoint kinds, whose values add up. */
export type Pairing = readonly KindPair[];

/** Every way to split A B C D in two pairs of kinds (piece codes). */
export const LINE_PAIRINGS: readonly Pairing[] = [
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
  readonly codes: KindPair;
  readonly ranking: KindRanking;
  readonly table: Uint8Array;
};

/** Bump when the tables' layout changes: stored tables of another version are not read. */
const VERSION = 1;
const grid = makeGrid(LINE_SIDE, LINE_SIDE);
const letters = (codes: KindPair): string =>
  codes.map((code) => linePieces[code - 1].char).join('');
/** A table's goal and kinds, as `PAIR_TABLE_DIGESTS` names it. */
export const pairTableKey = (goal: Board, codes: KindPair): string =>
  `${formatBoard(goal, linePieces)}-${letters(codes)}`;
const tableName = (goal: Board, codes: KindPair): string =>
  `line-pdb-${VERSION}-${pairTableKey(goal, codes)}`;

const rankingOf = (goal: Board, codes: KindPair): KindRanking =>
  new KindRanking(
    grid.cells,
    codes.map((code) => goal.filter((value) => value === code).length),
  );

/**
 * The SHA-256 of the table of `codes` towards `goal` this version builds,
 * where it is known (a page board's): a stored table with it is used without
 * the proof (5 ms where the proof takes 0.1 s a large table).
 */
const builtDigest = (goal: Board, codes: KindPair): string | undefined => {
  const key = pairTableKey(goal, codes);
  return Object.hasOwn(PAIR_TABLE_DIGESTS, key) ? PAIR_TABLE_DIGESTS[key] : undefined;
};

/** Whether a stored table of `codes` towards `goal` is proved admissible (see `provedPairTable`). */
const soundTable = (goal: Board, codes: KindPair, table: Uint8Array): boolean => {
  const ranking = rankingOf(goal, codes);
  const goalIndex = ranking.rank(
    goal.indexOf(0),
    codes.map((code) => cellsOf(goal, code)),
  );
  return provedPairTable(grid, ranking, goalIndex, table);
};

/** Tables already in this process, by name (several puzzles may share a goal). */
const loaded = new Map<string, PatternTable>();

/** How many tables this process has loaded: a cheap way to notice a new one. */
export const patternTablesLoaded = (): number => loaded.size;

/** A table being built in a worker thread: `poll` waits up to `waitMs` for it. */
type Beside = { poll(waitMs: number): Uint8Array | 'building' | 'failed' };

/** Tables being built beside this thread, by name, until they are taken. */
const building = new Map<string, Beside>();

let builtBeside = 0;

/** How many tables this process has had built in a second thread. */
export const patternTablesBuiltBeside = (): number => builtBeside;

/** A wait for a table built beside looks at the search's limits this often. */
const WAIT_SLICE_MS = 50;

/** How long to wait for a table built beside; past it, this thread builds it itself. */
const BESIDE_MS = 20_000;

/**
 * Starts building the table of `codes` in a worker thread. A build once
 * started is finished and kept: when no search has taken the table by the
 * time the worker ends (the search ended first), it is kept then, so the
 * process lives until the table is stored and the next run has it.
 */
const startBeside = (goal: Board, codes: KindPair): Beside => {
  const data: PatternWorkerData = {
    goal: [...goal],
    codes,
    table: new SharedArrayBuffer(rankingOf(goal, codes).size),
    control: new SharedArrayBuffer(4),
  };
  const word = new Int32Array(data.control);
  // A copy in an ordinary buffer: the store compresses it, which shared memory does not allow.
  const built = (): Uint8Array => new Uint8Array(data.table).slice();
  try {
    const worker = startWorker(import.meta.url, 'pdb-worker', { workerData: data });
    // Its failure is read from the control word; a failed start leaves it at 0 until the wait ends.
    worker.on('error', () => {});
    const beside: Beside = {
      poll(waitMs) {
        // In slices, so that the waiting search's time limit or cancel stops the wait
        // (the build goes on, and is kept when it ends).
        const until = performance.now() + waitMs;
        for (let left = waitMs; left > 0 && Atomics.load(word, 0) === 0; ) {
          tableBuildGoesOn();
          Atomics.wait(word, 0, 0, Math.min(WAIT_SLICE_MS, left));
          left = until - performance.now();
        }
        const state = Atomics.load(word, 0);
        if (state === 0 && waitMs === 0) return 'building';
        void worker.terminate();
        return state === 1 ? built() : 'failed';
      },
    };
    worker.on('exit', () => {
      const name = tableName(goal, codes);
      if (building.get(name) === beside && Atomics.load(word, 0) === 1) {
        adopt(goal, codes, built(), true);
      }
    });
    return beside;
  } catch {
    return { poll: () => 'failed' };
  }
};

/**
 * Keeps the table of `codes`: the one built beside, else stored or built
 * here. One built beside is stored before this returns, or (`soon`, when a
 * search is waiting on this thread) compressed meanwhile and written later.
 */
const adopt = (
  goal: Board,
  codes: KindPair,
  built: Uint8Array | undefined,
  soon = false,
): PatternTable => {
  const name = tableName(goal, codes);
  building.delete(name);
  const ranking = rankingOf(goal, codes);
  if (built) builtBeside++;
  let table: Uint8Array;
  if (built && soon) {
    table = built;
    offerTable(name, table);
  } else {
    const build = () => built ?? buildPatternDatabase(grid, goal, codes).table;
    table = cachedTable(
      name,
      ranking.size,
      build,
      (stored) => soundTable(goal, codes, stored),
      builtDigest(goal, codes),
    );
  }
  const made = { codes, ranking, table };
  loaded.set(name, made);
  return made;
};

/** The table of `codes`, waiting for it if it is being built beside. */
const tableOf = (goal: Board, codes: KindPair): PatternTable => {
  const name = tableName(goal, codes);
  const known = loaded.get(name);
  if (known) return known;
  // Waiting for a table built beside is table time, as building it here would be.
  return tableWork((done) => {
    const beside = building.get(name);
    if (beside) tableStage('waiting', rankingOf(goal, codes).size);
    const ready = beside?.poll(BESIDE_MS);
    if (ready instanceof Uint8Array) done('built');
    return adopt(goal, codes, ready instanceof Uint8Array ? ready : undefined);
  });
};

const missing = (goal: Board, pairings: readonly Pairing[]): KindPair[] =>
  pairings.flat().filter((codes) => {
    const name = tableName(goal, codes);
    return !loaded.has(name) && !building.has(name) && !isTableCached(name);
  });

/**
 * Whether every table of `pairings` can be had without building: in this
 * process, or (unless `inMemory`) stored.
 */
export const patternTablesAtHand = (
  goal: Board,
  pairings: readonly Pairing[],
  inMemory = false,
): boolean =>
  pairings.every((pairing) =>
    pairing.every((codes) => {
      const name = tableName(goal, codes);
      return loaded.has(name) || (!inMemory && isTableCached(name));
    }),
  );

/**
 * Makes sure the tables of `pairings` are in memory, stored, or being built.
 * Of those missing, all but the smallest are built in worker threads; the
 * smallest, when more than one is missing, is built here meanwhile (here it
 * does not slow the others down). A search calls this when it sees it may
 * need them, and goes on with cheaper bounds to the end of its iteration: a new goal
 * costs about its largest table's time (C+D, 7.2 M entries), not the sum.
 */
export const preparePatternTables = (goal: Board, pairings: readonly Pairing[]): void => {
  const toBuild = missing(goal, pairings);
  const sizes = toBuild.map((codes) => rankingOf(goal, codes).size);
  const here = toBuild.length > 1 ? toBuild[sizes.indexOf(Math.min(...sizes))] : undefined;
  for (const codes of toBuild) {
    if (codes !== here) building.set(tableName(goal, codes), startBeside(goal, codes));
  }
  if (here) adopt(goal, here, undefined);
};

/** The tables of `pairings`: from memory, the cache, or built (see `preparePatternTables`). */
export const patternTablesOf = (goal: Board, pairings: readonly Pairing[]): PatternTable[][] => {
  preparePatternTables(goal, pairings);
  return pairings.map((pairing) => pairing.map((codes) => tableOf(goal, codes)));
};

/** Drops every pattern database of `goal`, in memory and stored: the next use builds them again. */
export const forgetPatternTables = (goal: Board): void => {
  for (const codes of LINE_PAIRINGS.flat()) {
    const name = tableName(goal, codes);
    loaded.delete(name);
    forgetTable(name);
  }
};

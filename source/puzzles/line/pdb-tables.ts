import { formatBoard } from '../board-text.js';
import { cachedTable, isTableCached } from '../table-cache.js';
import type { Board } from '../types.js';
import { buildPatternDatabase, makeGrid } from './pdb.js';
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

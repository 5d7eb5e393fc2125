import { join } from 'node:path';
import type { PuzzleEntry, PuzzleOptions } from '../puzzles/puzzle.js';
import { words } from '../words/words.js';
import { variantKey } from './games.js';
import {
  Invalid,
  isRecord,
  mergeStored,
  readStored,
  type Stored,
  storedNotice,
  writeStored,
} from './json-file.js';
import { MOST_STEPS } from './limits.js';

/** What the player has done with one puzzle variant (its options, whatever the start). */
export type PuzzleStats = {
  /** Games begun: a fresh game counts at its first move. */
  readonly started: number;
  /** Times the goal was reached. */
  readonly solved: number;
  /** Times the goal was reached without the solver's help. */
  readonly unaided: number;
  /** The last UTC day (YYYY-MM-DD) the day's position was solved, if ever. */
  readonly dailyLast?: string;
  /** Days in a row, ending at `dailyLast`, the day's position was solved. */
  readonly dailyRun: number;
  /** Days the day's position was solved, in all (absent in files from before: then at least `dailyRun`). */
  readonly dailies?: number;
};

export type Stats = Readonly<Record<string, PuzzleStats>>;

/** One thing that happened to a variant, as the stats count it. */
export type StatsEvent =
  | { readonly kind: 'started' }
  | { readonly kind: 'solved' }
  /** The same game solved without help (after `solved`, at most once a game). */
  | { readonly kind: 'unaided' }
  | { readonly kind: 'daily'; readonly day: string };

/**
 * The key a variant's stats are kept under: its options that change the
 * puzzle, without a start or goal board, so every deal of it counts alike.
 */
export const statsKey = (
  entry: Pick<PuzzleEntry, 'id' | 'params'>,
  options: PuzzleOptions,
): string =>
  variantKey(
    entry,
    Object.fromEntries(
      Object.entries(options).filter(([name]) =>
        entry.params.every((param) => param.name !== name || param.kind !== 'board'),
      ),
    ),
  );

export const statsPath = (folder: string): string => join(folder, 'stats.json');

const NO_STATS: PuzzleStats = { started: 0, solved: 0, unaided: 0, dailyRun: 0 };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MOST_STEPS;

/** The UTC day before `day` (both YYYY-MM-DD). */
const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const checked = (value: unknown): PuzzleStats => {
  const say = words().store.stats;
  if (!isRecord(value)) throw new Invalid(say.invalid);
  const { started, solved, unaided, dailyLast, dailyRun, dailies } = value;
  if (!isCount(started) || !isCount(solved) || !isCount(unaided) || !isCount(dailyRun))
    throw new Invalid(say.invalid);
  if (dailies !== undefined && !isCount(dailies)) throw new Invalid(say.invalid);
  if (unaided > solved) throw new Invalid(say.invalid);
  if (dailyLast !== undefined && (typeof dailyLast !== 'string' || !DAY.test(dailyLast)))
    throw new Invalid(say.invalid);
  return {
    started,
    solved,
    unaided,
    dailyRun,
    ...(dailyLast === undefined ? {} : { dailyLast }),
    ...(dailies === undefined ? {} : { dailies }),
  };
};

export const loadStats = (folder: string): Stored<Stats> =>
  readStored(statsPath(folder), (body) => {
    if (!isRecord(body.stats)) throw new Invalid(words().store.stats.none);
    // fromEntries defines each key as its own property, `__proto__` included.
    return Object.fromEntries(
      Object.entries(body.stats).map(([key, value]): [string, PuzzleStats] => [
        key,
        checked(value),
      ]),
    );
  });

/** The stats after `event` happened to variant `key`. */
export const withEvent = (stats: Stats, key: string, event: StatsEvent): Stats => {
  const before = stats[key] ?? NO_STATS;
  const bump = (count: number): number => Math.min(MOST_STEPS, count + 1);
  const after = ((): PuzzleStats => {
    switch (event.kind) {
      case 'started':
        return { ...before, started: bump(before.started) };
      case 'solved':
        return { ...before, solved: bump(before.solved) };
      case 'unaided':
        return { ...before, unaided: Math.min(before.solved, bump(before.unaided)) };
      case 'daily': {
        if (before.dailyLast === event.day) return before;
        const run = before.dailyLast === dayBefore(event.day) ? bump(before.dailyRun) : 1;
        return {
          ...before,
          dailyLast: event.day,
          dailyRun: run,
          dailies: bump(dailiesSolved(before)),
        };
      }
    }
  })();
  return { ...stats, [key]: after };
};

/** Days the daily was solved in all; a file from before kept only the run, so at least that. */
export const dailiesSolved = (stats: PuzzleStats): number =>
  Math.max(stats.dailies ?? 0, stats.dailyRun);

/** The daily streak as of `today`: the run, while its last day is today or yesterday; else 0. */
export const dailyStreak = (stats: PuzzleStats, today: string): number =>
  stats.dailyLast === today || stats.dailyLast === dayBefore(today) ? stats.dailyRun : 0;

export const saveStats = (folder: string, stats: Stats): void => {
  writeStored(statsPath(folder), { stats });
};

/** What counting one event did: the stats now, and a sentence when they could not be kept. */
export type StatsUpdate = { readonly stats: Stats; readonly notice?: string };

/**
 * Counts one event in the stats on disk, as `recordSolve` does for records:
 * reads the file as it is now, changes one variant, writes it back atomically.
 * `known` stands in when the file cannot be read. Throws only when the write fails.
 */
export const countEvent = (
  folder: string,
  known: Stats,
  key: string,
  event: StatsEvent,
): StatsUpdate => {
  const { value, notice } = mergeStored(
    loadStats(folder),
    'stats',
    known,
    {},
    (stats) => withEvent(stats, key, event),
    (stats) => saveStats(folder, stats),
  );
  return { stats: value, ...(notice === undefined ? {} : { notice }) };
};

/** One sentence about a stats file that could not be used as it is. */
export const statsNotice = (stored: Stored<Stats>): string | undefined =>
  storedNotice(stored, 'stats');

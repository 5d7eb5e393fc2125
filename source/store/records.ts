import { join } from 'node:path';
import { words } from '../words/words.js';
import {
  Invalid,
  isRecord,
  mergeStored,
  readStored,
  type Stored,
  storedNotice,
  writeStored,
} from './json-file.js';
import { MOST_PLAYED_MS, MOST_STEPS } from './limits.js';

/** The player's best for one puzzle variant. */
export type PuzzleRecord = {
  /** Fewest moves in any solve. */
  readonly best: number;
  /** Fewest moves in a solve without the solver's help, if any. */
  readonly bestUnaided: number | null;
  /** The least time played (TIME_RULE) on a solve without help, in milliseconds, when known. */
  readonly fastest?: number;
};

export type Records = Readonly<Record<string, PuzzleRecord>>;

export const recordsPath = (folder: string): string => join(folder, 'records.json');

const isMoveCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MOST_STEPS;
const isPlayedTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MOST_PLAYED_MS;

export const loadRecords = (folder: string): Stored<Records> =>
  readStored(recordsPath(folder), (body) => {
    if (!isRecord(body.records)) throw new Invalid(words().store.records.none);
    // fromEntries defines each key as its own property, `__proto__` included.
    return Object.fromEntries(
      Object.entries(body.records).map(([key, value]): [string, PuzzleRecord] => {
        if (!isRecord(value) || !isMoveCount(value.best))
          throw new Invalid(words().store.records.invalid);
        const unaided = value.bestUnaided;
        if (unaided !== null && !isMoveCount(unaided))
          throw new Invalid(words().store.records.invalid);
        const { fastest } = value;
        if (fastest !== undefined && !isPlayedTime(fastest))
          throw new Invalid(words().store.records.invalid);
        return [
          key,
          { best: value.best, bestUnaided: unaided, ...(fastest === undefined ? {} : { fastest }) },
        ];
      }),
    );
  });

/** The records after a solve in `moves` moves, `ms` of time played when known. */
export const withSolve = (
  records: Records,
  key: string,
  moves: number,
  assisted: boolean,
  ms?: number,
): Records => {
  const before = records[key];
  const best = Math.min(before?.best ?? moves, moves);
  const unaidedBefore = before?.bestUnaided ?? null;
  const bestUnaided = assisted ? unaidedBefore : Math.min(unaidedBefore ?? moves, moves);
  const timed = assisted || ms === undefined ? undefined : Math.round(ms);
  const fastest = timed === undefined ? before?.fastest : Math.min(before?.fastest ?? timed, timed);
  return {
    ...records,
    [key]: { best, bestUnaided, ...(fastest === undefined ? {} : { fastest }) },
  };
};

export const saveRecords = (folder: string, records: Records): void => {
  writeStored(recordsPath(folder), { records });
};

/** The records without those under `keys` (a record cleared). */
export const withoutRecords = (records: Records, keys: readonly string[]): Records =>
  Object.fromEntries(Object.entries(records).filter(([key]) => !keys.includes(key)));

/** What recording one solve did. */
export type RecordUpdate = {
  /** The records now: what is on disk, this solve counted. */
  readonly records: Records;
  /** A sentence for the player when the file was set aside or could not be written. */
  readonly notice?: string;
};

/**
 * Counts one solve in the records on disk: reads the file as it is now (another
 * tobikoe may have written it since this one started), updates this one
 * variant, and writes it back atomically, so concurrent games never erase each
 * other's records. `known` is what this process read before; it stands in when
 * the file cannot be read. Throws only when the write itself fails.
 */
export const recordSolve = (
  folder: string,
  known: Records,
  key: string,
  moves: number,
  assisted: boolean,
  ms?: number,
): RecordUpdate => {
  const { value, notice } = mergeStored(
    loadRecords(folder),
    'records',
    known,
    {},
    (records) => withSolve(records, key, moves, assisted, ms),
    (records) => saveRecords(folder, records),
  );
  return { records: value, ...(notice === undefined ? {} : { notice }) };
};

/** One sentence about a records file that could not be used as it is. */
export const recordsNotice = (stored: Stored<Records>): string | undefined =>
  storedNotice(stored, 'records');

/**
 * Clears the records under `keys` in the file as it is now, as `recordSolve`
 * counts a solve: the rest of the file, written meanwhile by another tobikoe
 * perhaps, stays. Throws only when the write itself fails.
 */
export const clearRecords = (
  folder: string,
  known: Records,
  keys: readonly string[],
): RecordUpdate => {
  const { value, notice } = mergeStored(
    loadRecords(folder),
    'records',
    known,
    {},
    (records) => withoutRecords(records, keys),
    (records) => saveRecords(folder, records),
  );
  return { records: value, ...(notice === undefined ? {} : { notice }) };
};

import { join } from 'node:path';
import { Invalid, isRecord, readStored, type Stored, writeStored } from './json-file.js';

/** The player's best for one puzzle variant. */
export type PuzzleRecord = {
  /** Fewest moves in any solve. */
  readonly best: number;
  /** Fewest moves in a solve without the solver's help, if any. */
  readonly bestUnaided: number | null;
};

export type Records = Readonly<Record<string, PuzzleRecord>>;

export const recordsPath = (folder: string): string => join(folder, 'records.json');

const isMoveCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

export const loadRecords = (folder: string): Stored<Records> =>
  readStored(recordsPath(folder), (body) => {
    if (!isRecord(body.records)) throw new Invalid('no records');
    const records: Record<string, PuzzleRecord> = {};
    for (const [key, value] of Object.entries(body.records)) {
      if (!isRecord(value) || !isMoveCount(value.best)) throw new Invalid(`bad record for ${key}`);
      const unaided = value.bestUnaided;
      if (unaided !== null && !isMoveCount(unaided)) throw new Invalid(`bad record for ${key}`);
      records[key] = { best: value.best, bestUnaided: unaided };
    }
    return records;
  });

/** The records after a solve in `moves` moves. */
export const withSolve = (
  records: Records,
  key: string,
  moves: number,
  assisted: boolean,
): Records => {
  const before = records[key];
  const best = Math.min(before?.best ?? moves, moves);
  const unaidedBefore = before?.bestUnaided ?? null;
  const bestUnaided = assisted ? unaidedBefore : Math.min(unaidedBefore ?? moves, moves);
  return { ...records, [key]: { best, bestUnaided } };
};

export const saveRecords = (folder: string, records: Records): void => {
  writeStored(recordsPath(folder), { records });
};

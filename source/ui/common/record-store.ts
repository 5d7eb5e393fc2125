import { playTime } from '../../game/solved.js';
import type { PuzzleRecord, Records, RecordUpdate } from '../../store/records.js';
import { words } from '../../words/words.js';

/** Where the player's records come from and go to; the app works without one (tests). */
export type RecordStore = {
  /** The records, and a sentence for the player when the file had to be set aside. */
  load(): { readonly records: Records; readonly notice?: string };
  /**
   * Counts a solve of variant `key` in the records as they are on disk now
   * (`known` stands in when they cannot be read). Throws when it cannot write.
   */
  record(known: Records, key: string, moves: number, assisted: boolean, ms?: number): RecordUpdate;
  /** Clears the records under `keys` in the file as it is now. Throws when it cannot write. */
  clear?(known: Records, keys: readonly string[]): RecordUpdate;
};

/**
 * `best 16`, or `best 18 with help` when every solve had the solver's help;
 * ` · fastest 2 min 05 s` when the time of an unaided solve is kept.
 */
export const bestText = (record: PuzzleRecord | undefined): string | undefined => {
  if (!record) return undefined;
  const say = words().common;
  if (record.bestUnaided === null) return say.bestWithHelp(record.best);
  const fastest = record.fastest === undefined ? '' : say.fastest(playTime(record.fastest));
  return `${
    record.best < record.bestUnaided
      ? say.bestAndHelped(record.bestUnaided, record.best)
      : say.best(record.best)
  }${fastest}`;
};

/** The records kept in the data directory, with damaged or newer files reported once. */
export const recordStoreIn = async (folder: string): Promise<RecordStore> => {
  const { clearRecords, loadRecords, recordSolve, recordsNotice } = await import(
    '../../store/records.js'
  );
  return {
    load: () => {
      const stored = loadRecords(folder);
      return {
        records: stored.kind === 'ok' ? stored.value : {},
        notice: recordsNotice(stored),
      };
    },
    record: (known, key, moves, assisted, ms) =>
      recordSolve(folder, known, key, moves, assisted, ms),
    clear: (known, keys) => clearRecords(folder, known, keys),
  };
};

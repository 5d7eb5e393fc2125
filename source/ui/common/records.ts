import type { PuzzleRecord, Records } from '../../store/records.js';

/** Where the player's records come from and go to; the app works without one (tests). */
export type RecordStore = {
  /** The records, and a sentence for the player when the file had to be set aside. */
  load(): { readonly records: Records; readonly notice?: string };
  save(records: Records): void;
};

/** `best 16`, or `best 18 with help` when every solve had the solver's help. */
export const bestText = (record: PuzzleRecord | undefined): string | undefined => {
  if (!record) return undefined;
  if (record.bestUnaided === null) return `best ${record.best} with help`;
  return record.best < record.bestUnaided
    ? `best ${record.bestUnaided} (${record.best} with help)`
    : `best ${record.best}`;
};

/** The records kept in the data directory, with damaged or newer files reported once. */
export const recordStoreIn = async (folder: string): Promise<RecordStore> => {
  const { loadRecords, saveRecords } = await import('../../store/records.js');
  return {
    load: () => {
      const stored = loadRecords(folder);
      switch (stored.kind) {
        case 'ok':
          return { records: stored.value };
        case 'none':
          return { records: {} };
        case 'damaged':
          return {
            records: {},
            notice: `your records were damaged (${stored.reason}) and have been set aside as ${stored.setAside}`,
          };
        case 'newer':
          return {
            records: {},
            notice: `your records were written by a newer tobikoe; they are left as they are`,
          };
      }
    },
    save: (records) => saveRecords(folder, records),
  };
};

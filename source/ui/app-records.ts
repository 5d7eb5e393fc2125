import { useState } from 'react';
import { type Records, withoutRecords, withSolve } from '../store/records.js';
import { type Stats, type StatsEvent, statsKey, withEvent } from '../store/stats.js';
import { words } from '../words/words.js';
import { recordKeyOf } from './common/dealt-origins.js';
import type { Opened } from './common/opened.js';
import type { RecordStore } from './common/record-store.js';
import type { StatsStore } from './common/stats-store.js';
import type { RecordChange } from './play/use-solved.js';

/**
 * The player's records and stats as the app holds them: read once, counted
 * as games are solved and played, cleared from the records screen, and kept
 * at once (a file that cannot be written still counts, and says so).
 */
export const useRecordBook = (
  recordStore: RecordStore | undefined,
  statsStore: StatsStore | undefined,
) => {
  const [book, setBook] = useState<{ records: Records; notice?: string }>(
    () => recordStore?.load() ?? { records: {} },
  );
  const [tally, setTally] = useState<{ stats: Stats; notice?: string }>(
    () => statsStore?.load() ?? { stats: {} },
  );
  /** Counts a solve in the records and says what it changed, for the solved summary. */
  const onSolved = (
    opened: Opened,
    moves: number,
    assisted: boolean,
    ms?: number,
  ): RecordChange => {
    const key = recordKeyOf(opened);
    const before = book.records[key];
    let next: { records: Records; notice?: string };
    if (!recordStore) next = { records: withSolve(book.records, key, moves, assisted, ms) };
    else {
      try {
        next = recordStore.record(book.records, key, moves, assisted, ms);
      } catch (problem) {
        const reason = problem instanceof Error ? problem.message : String(problem);
        next = {
          records: withSolve(book.records, key, moves, assisted, ms),
          notice: words().common.recordNotSaved(reason),
        };
      }
    }
    setBook(next);
    const after = next.records[key] ?? { best: moves, bestUnaided: assisted ? null : moves };
    return { before, after };
  };

  /** Clears records (the records screen's `x`, `y`); a sentence when the file could not be written. */
  const onClearRecords = (keys: readonly string[]): string | undefined => {
    try {
      const next = recordStore?.clear?.(book.records, keys) ?? {
        records: withoutRecords(book.records, keys),
      };
      setBook(next);
      return next.notice;
    } catch (problem) {
      return problem instanceof Error ? problem.message : String(problem);
    }
  };

  /** Counts what a game did in its variant's stats (whatever its start), kept at once. */
  const onStats = (opened: Opened, event: StatsEvent): void => {
    const key = statsKey(opened.entry, opened.options);
    setTally((now) => {
      if (!statsStore) return { stats: withEvent(now.stats, key, event) };
      try {
        return statsStore.count(now.stats, key, event);
      } catch (problem) {
        const reason = problem instanceof Error ? problem.message : String(problem);
        return {
          stats: withEvent(now.stats, key, event),
          notice: words().common.statsNotSaved(reason),
        };
      }
    });
  };

  return { book, tally, onSolved, onClearRecords, onStats };
};

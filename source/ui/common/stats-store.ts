import { utcDay } from '../../search/daily-seed.js';
import {
  dailyStreak,
  type PuzzleStats,
  type Stats,
  type StatsEvent,
  type StatsUpdate,
} from '../../store/stats.js';
import { words } from '../../words/words.js';

/** Where the player's stats come from and go to; the app works without one (tests). */
export type StatsStore = {
  /** The stats, and a sentence for the player when the file had to be set aside. */
  load(): { readonly stats: Stats; readonly notice?: string };
  /** Counts `event` for variant `key` in the stats on disk now (`known` stands in when they cannot be read). Throws when it cannot write. */
  count(known: Stats, key: string, event: StatsEvent): StatsUpdate;
};

/** `started 5 · solved 3, 2 unaided · daily streak 2`, or nothing before the first game. */
export const statsText = (
  stats: PuzzleStats | undefined,
  today: string = utcDay(new Date()),
): string | undefined => {
  if (!stats || (stats.started === 0 && stats.solved === 0)) return undefined;
  const say = words().common.stats;
  const streak = dailyStreak(stats, today);
  return [
    say.played(stats.started, stats.solved, stats.unaided),
    ...(streak > 0 ? [say.streak(streak)] : []),
  ].join(' · ');
};

/** The stats kept in the data directory, with damaged or newer files reported once. */
export const statsStoreIn = async (folder: string): Promise<StatsStore> => {
  const { loadStats, countEvent, statsNotice } = await import('../../store/stats.js');
  return {
    load: () => {
      const stored = loadStats(folder);
      return { stats: stored.kind === 'ok' ? stored.value : {}, notice: statsNotice(stored) };
    },
    count: (known, key, event) => countEvent(folder, known, key, event),
  };
};

import type { Board } from '../puzzles/puzzle.js';
import { seededRandom } from '../util/random.js';
import { dealableLengths, dealStart, type Lengths } from './deal.js';
import { type Difficulty, difficultyBands, lengthInBand } from './difficulty.js';
import type { DistanceOracle } from './oracle.js';
import type { SearchOptions } from './search-events.js';

/** Monday's puzzle is easy, Sunday's the hardest, as newspaper puzzles go. */
const BY_WEEKDAY: readonly Difficulty[] = [
  'hardest', // Sunday
  'easy',
  'easy',
  'medium',
  'medium',
  'hard',
  'hardest',
];

/** A UTC date as `YYYY-MM-DD`. */
export const utcDay = (when: Date): string => when.toISOString().slice(0, 10);

/** FNV-1a over the text: a seed every copy of tobikoe computes alike. */
const hash = (text: string): number => {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
};

/** The day's seed for a puzzle: its name (with its options) and the date. */
export const dailySeed = (name: string, day: string): number =>
  hash(`tobikoe daily ${name} ${day}`);

export const dailyDifficulty = (day: string): Difficulty =>
  BY_WEEKDAY[new Date(`${day}T00:00:00Z`).getUTCDay()];

/** The day's length: one of the day's difficulty band, chosen by the seed's generator. */
export const dailyLength = (lengths: Lengths, day: string, random: () => number): number => {
  const bands = difficultyBands(lengths);
  const wanted = bands[dailyDifficulty(day)];
  const band =
    wanted.lengths.length > 0
      ? wanted
      : bands.hardest.lengths.length > 0
        ? bands.hardest
        : bands.easy;
  return lengthInBand(band, random) ?? lengths.min;
};

/** The puzzle of the day among `count`, when no puzzle is named. */
export const featuredIndex = (day: string, count: number): number =>
  Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000) % count;

export type DailyDeal = { readonly board: Board; readonly length: number; readonly seed: number };

/**
 * The day's position of the oracle's puzzle: its length from the seed's own
 * generator, then a start that far from the seed, so the deal itself starts
 * from the seed printed. The command line and the game deal it alike.
 */
export const dailyDeal = (
  oracle: DistanceOracle,
  day: string,
  describe: (lengths: Lengths) => string,
  options: SearchOptions = {},
): DailyDeal => {
  const seed = dailySeed(oracle.puzzle.id, day);
  const length = dailyLength(dealableLengths(oracle), day, seededRandom(~seed >>> 0));
  return { board: dealStart(oracle, length, seededRandom(seed), describe, options), length, seed };
};

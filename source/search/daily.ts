import type { Lengths } from './deal.js';
import { type Difficulty, difficultyBands, lengthInBand } from './difficulty.js';

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

import { type Lengths, offeredLengths } from './deal.js';

export type Difficulty = 'easy' | 'medium' | 'hard' | 'hardest';
export const difficulties: readonly Difficulty[] = ['easy', 'medium', 'hard', 'hardest'];

/** A band of lengths, `from..to`; empty when the puzzle has too few lengths for it. */
export type Band = {
  readonly from: number;
  readonly to: number;
  readonly lengths: readonly number[];
};

/** Where the bands end, as fractions of the lengths offered (the rest is `hardest`). */
const CUTS = [0.3, 0.55, 0.8] as const;

/** The four bands of a puzzle's real range, each a run of its lengths, shortest first. */
export const difficultyBands = (lengths: Lengths): Readonly<Record<Difficulty, Band>> => {
  const offered = offeredLengths(lengths);
  const ends = [...CUTS.map((cut) => Math.ceil(offered.length * cut)), offered.length];
  const band = (start: number, end: number): Band => {
    const slice = offered.slice(start, Math.max(start, end));
    return { from: slice[0] ?? 0, to: slice[slice.length - 1] ?? 0, lengths: slice };
  };
  return {
    easy: band(0, ends[0]),
    medium: band(ends[0], ends[1]),
    hard: band(ends[1], ends[2]),
    hardest: band(ends[2], ends[3]),
  };
};

/** `new` without `--length`: the longest "hard" length (or the longest there is). */
export const defaultLength = (lengths: Lengths): number => {
  const bands = difficultyBands(lengths);
  const hard = bands.hard.lengths.length > 0 ? bands.hard : bands.hardest;
  return hard.to;
};

/** A length of `band` chosen at random, or undefined when the band is empty. */
export const lengthInBand = (band: Band, random: () => number): number | undefined =>
  band.lengths.length === 0 ? undefined : band.lengths[Math.floor(random() * band.lengths.length)];

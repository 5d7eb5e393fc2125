import { type Lengths, offeredLengths } from '../search/deal.js';
import type { Band } from '../search/difficulty.js';
import { words } from '../words/words.js';

/** Runs of consecutive values as `1..5, 7..22` (by `step`). */
const runs = (values: readonly number[], step: number): string => {
  const parts: string[] = [];
  let first = values[0];
  for (let i = 1; i <= values.length; i++) {
    if (i < values.length && values[i] - values[i - 1] === step) continue;
    const last = values[i - 1];
    parts.push(first === last ? `${first}` : `${first}..${last}`);
    first = values[i];
  }
  return parts.join(', ');
};

/** The dealable lengths as runs (`1..5, 7..22`, `4..44 (even)`) and whether a search may go further. */
const describe = (lengths: Lengths): { range: string; more: string } => {
  const offered = offeredLengths(lengths);
  const say = words().text;
  const parity = lengths.step === 2 ? (lengths.parity === 0 ? say.even : say.odd) : '';
  return {
    range: offered.length === 0 ? say.none : `${runs(offered, lengths.step)}${parity}`,
    more: lengths.max === undefined ? say.longerIfFound : '',
  };
};

/** The lengths a start can be dealt at: `1..22`, `4..44 (even), longer if a search finds one`. */
export const lengthsText = (lengths: Lengths): string => {
  const { range, more } = describe(lengths);
  return `${range}${more}`;
};

/** Why `new` cannot deal a length: `knights: 1..22 from this goal`. */
export const noSuchLengthText = (id: string, lengths: Lengths): string => {
  const { range, more } = describe(lengths);
  return words().text.fromThisGoal(id, range, more, lengths.why ?? '');
};

/** A difficulty band as the `n` dialog shows it: `13..18 moves`. */
export const bandText = (band: Band): string =>
  band.lengths.length === 0
    ? words().text.none
    : band.from === band.to
      ? words().text.moves(band.from)
      : words().text.movesRange(band.from, band.to);

/**
 * Why the hardest band ends where it does: the farthest position there is,
 * where every position is known; else the longest length the walk out from
 * the goal proves in seconds (`SEARCHED_LENGTHS_SHOWN`).
 */
export const ceilingText = (lengths: Lengths, hardest: Band): string => {
  const top = hardest.lengths.length > 0 ? hardest.to : (lengths.max ?? lengths.shown);
  const say = words().text;
  return lengths.certain === Number.POSITIVE_INFINITY
    ? say.hardestWhole(top)
    : say.hardestSearched(top, lengths.certain);
};

import { catalogue } from '../puzzles/catalogue.js';
import type { Named } from '../puzzles/codes.js';
import { InputError } from '../puzzles/types.js';
import { dailyLength, dailySeed, featuredIndex, utcDay } from '../search/daily.js';
import { dealableLengths } from '../search/deal.js';
import { distanceOracle } from '../search/oracle.js';
import { attachStoredMap } from '../store/oracle-map.js';
import { seededRandom } from '../util/random.js';
import { dealtJson, dealWithin, printDealt } from './dealt.js';
import type { FlagValues } from './specs.js';

/** `tobikoe daily [<id>]`: today's position (UTC), the same for everyone. */
export const dailyCommand = (named: Named | undefined, flags: FlagValues<'daily'>): number => {
  const day = utcDay(new Date());
  const chosen = named ?? { entry: catalogue[featuredIndex(day, catalogue.length)], options: {} };
  const start = chosen.entry.params.find(
    (param) => param.kind === 'board' && param.role === 'start',
  );
  if (start && chosen.options[start.name] !== undefined) {
    throw new InputError('the daily position is the same for everyone: leave out the start');
  }
  const puzzle = chosen.entry.create(chosen.options);
  const oracle = distanceOracle(puzzle);
  attachStoredMap(oracle, false);
  const seed = dailySeed(puzzle.id, day);
  // The length from its own generator, so the deal itself starts from the seed printed.
  const length = dailyLength(dealableLengths(oracle), day, seededRandom(~seed >>> 0));
  const board = dealWithin(oracle, length, seed);
  if (flags.json) {
    process.stdout.write(
      `${JSON.stringify({ ...dealtJson(chosen, puzzle, board, length, seed), day })}\n`,
    );
    return 0;
  }
  printDealt(
    chosen,
    puzzle,
    board,
    `the daily position for ${day} · par ${length}`,
    flags.ascii === true,
  );
  return 0;
};

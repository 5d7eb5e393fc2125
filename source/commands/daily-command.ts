import { catalogue } from '../puzzles/catalogue.js';
import type { Named } from '../puzzles/codes.js';
import { InputError } from '../puzzles/puzzle.js';
import { type DailyDeal, dailyDeal, featuredIndex, utcDay } from '../search/daily-seed.js';
import { type DistanceOracle, distanceOracle } from '../search/oracle.js';
import { SearchLimitReached } from '../search/search-events.js';
import { noSuchLengthText } from '../text/lengths.js';
import { inLanguage } from '../words/language.js';
import { words } from '../words/words.js';
import { dealLimitMs, dealtJson, printDealt } from './dealt.js';
import { StoppedAtLimit } from './limit-stops.js';
import { printLine } from './output.js';
import type { FlagValues } from './specs.js';

const dealToday = (oracle: DistanceOracle, day: string, limitS: string | undefined): DailyDeal => {
  const limitMs = dealLimitMs(limitS);
  try {
    return dailyDeal(oracle, day, (lengths) => noSuchLengthText(oracle.puzzle.id, lengths), {
      limitMs,
    });
  } catch (error) {
    if (!(error instanceof SearchLimitReached)) throw error;
    throw new StoppedAtLimit(words().commands.deal.dailyStopped(limitMs / 1000));
  }
};

/** `tobikoe daily [<id>]`: today's position (UTC), the same for everyone. */
export const dailyCommand = (named: Named | undefined, flags: FlagValues<'daily'>): number => {
  const day = utcDay(new Date());
  const chosen = named ?? { entry: catalogue[featuredIndex(day, catalogue.length)], options: {} };
  const start = chosen.entry.params.find(
    (param) => param.kind === 'board' && param.role === 'start',
  );
  if (start && chosen.options[start.name] !== undefined) {
    throw new InputError(words().commands.deal.dailySame);
  }
  const puzzle = chosen.entry.create(chosen.options);
  // Never from a stored whole map: the day's position must not depend on what this data folder holds.
  const { board, length, seed } = dealToday(distanceOracle(puzzle), day, flags['limit-s']);
  if (flags.json) {
    const json = inLanguage('en', () => ({
      ...dealtJson(chosen, puzzle, board, length, seed),
      day,
    }));
    printLine(JSON.stringify(json));
    return 0;
  }
  printDealt(
    chosen,
    puzzle,
    board,
    [words().commands.deal.dailyFor(day), words().commands.deal.par(length)],
    flags.ascii === true,
  );
  return 0;
};

import { InputError, type Puzzle } from '../puzzles/puzzle.js';
import { nextIterationRange } from '../search/estimate.js';
import {
  type Algorithm,
  type IterationEvent,
  SearchLimitReached,
  storesPositions,
} from '../search/search-events.js';
import { count, roughDuration } from '../text/format.js';
import { limitText } from '../text/limit-text.js';
import { words } from '../words/words.js';

/** The limits a search on the command line may be given: `--limit-nodes N`, `--limit-s S`. */
export type SearchLimits = { readonly limitNodes?: number; readonly limitMs?: number };

/** The most either limit may be: beyond this a limit means nothing. */
const MOST_NODES = 1e15;
const MOST_SECONDS = 1e9;

/** Reads `--limit-nodes` (a whole number from 1) and `--limit-s` (seconds above 0, decimals allowed). */
export const searchLimits = (flags: {
  readonly limitNodes?: string;
  readonly limitS?: string;
}): SearchLimits => {
  const limits: { limitNodes?: number; limitMs?: number } = {};
  if (flags.limitNodes !== undefined) {
    const nodes = /^[0-9]{1,16}$/.test(flags.limitNodes) ? Number(flags.limitNodes) : Number.NaN;
    if (!(nodes >= 1 && nodes <= MOST_NODES)) {
      throw new InputError(words().commands.limits.nodesNeeded);
    }
    limits.limitNodes = nodes;
  }
  if (flags.limitS !== undefined) {
    const text = flags.limitS;
    const secondsGiven = /^[0-9]{1,10}(\.[0-9]{1,6})?$/.test(text) ? Number(text) : Number.NaN;
    if (!(secondsGiven > 0 && secondsGiven <= MOST_SECONDS)) {
      throw new InputError(words().commands.limits.secondsNeeded);
    }
    limits.limitMs = secondsGiven * 1000;
  }
  return limits;
};

/** A search on the command line stopped at a limit: exit 3, with this one line. */
export class StoppedAtLimit extends Error {
  override readonly name = 'StoppedAtLimit';
}

const FLAGS = { nodes: '--limit-nodes', time: '--limit-s' } as const;

/**
 * A limit met as `StoppedAtLimit` with one sentence: which limit, how far the
 * search got, and what might finish (`others`: the algorithms worth
 * suggesting instead).
 */
export const stoppedAtLimit = (
  { stop }: SearchLimitReached,
  algorithm: Algorithm,
  others: readonly Algorithm[],
): StoppedAtLimit => {
  const instead = others.filter((other) => other !== algorithm).map((other) => `--algo ${other}`);
  const say = words().commands.limits;
  const advice =
    stop.limit === 'positions'
      ? instead.length > 0
        ? say.needsNoStore(instead.join(say.or))
        : say.noOther
      : say.larger(FLAGS[stop.limit], instead[0] ?? '');
  return new StoppedAtLimit(say.advised(limitText(stop, algorithm, FLAGS), advice));
};

/** Runs `search`; a limit it meets becomes `StoppedAtLimit` (see `stoppedAtLimit`). */
export const withinLimits = <T>(
  algorithm: Algorithm,
  others: readonly Algorithm[],
  search: () => T,
): T => {
  try {
    return search();
  } catch (error) {
    if (!(error instanceof SearchLimitReached)) throw error;
    throw stoppedAtLimit(error, algorithm, others);
  }
};

/**
 * A puzzle with more positions than this may search for minutes from a hard
 * start (the 15-puzzle: 10^13; every other family here has under 10^9).
 */
const MINUTES_SPACE = 1e10;

/**
 * Said before a search without a limit on a puzzle whose default search may
 * take minutes: what it is and how to bound it (`--limit-s`).
 */
export const sayIfMinutes = (
  puzzle: Puzzle,
  limits: SearchLimits,
  say: (line: string) => void,
): void => {
  if (limits.limitMs !== undefined || limits.limitNodes !== undefined) return;
  // A family with an exact distance is solved by following it, whatever its size.
  if (puzzle.distance) return;
  const { positions } = puzzle;
  if (positions === undefined || positions <= MINUTES_SPACE) return;
  say(words().commands.limits.mayTakeMinutes(puzzle.id, count(positions)));
};

/** Searches likely to take longer than this say so on stderr. */
const LONG_MS = 10_000;

/** `about 40 s`, or `40 s to 1.2 min` where the two ends read apart. */
const between = (low: string, high: string): string =>
  low === high ? words().commands.limits.about(low) : words().commands.limits.between(low, high);

/** `×45`, or `×45 to ×52`. */
const growthBetween = (low: string, high: string): string =>
  low === high ? low : words().commands.limits.between(low, high);

/**
 * Without a limit, a deepening search whose next iteration will likely take
 * long says so once, on stderr, as soon as three iterations show the growth,
 * however fast they were: `depth 10 will likely take 50 s to 1.2 min (nodes
 * grew ×45 to ×52 an iteration)`. The range is as wide as the last
 * iterations disagree (a busy machine, a bound that grew stronger midway),
 * and even its low end must be long.
 */
export const longSearchWarning = (
  limits: SearchLimits,
  algorithm: Algorithm,
  say: (line: string) => void,
): ((event: IterationEvent) => void) => {
  const seen: IterationEvent[] = [];
  let said = limits.limitMs !== undefined || limits.limitNodes !== undefined;
  if (storesPositions(algorithm)) said = true; // bounded by the positions they may keep
  return (event) => {
    if (said) return;
    seen.push(event);
    const next = nextIterationRange(seen);
    if (!next || next.lowMs < LONG_MS) return;
    said = true;
    const word = algorithm === 'ida' ? words().text.bound : words().text.depth;
    const time = between(roughDuration(next.lowMs), roughDuration(next.highMs));
    const growth = growthBetween(
      `×${count(Math.round(next.lowGrowth))}`,
      `×${count(Math.round(next.highGrowth))}`,
    );
    say(words().commands.limits.willTakeLong(word, next.depth, time, growth));
  };
};

/**
 * Time played on a game (timeRule): the gaps between the player's keys,
 * each counted up to IDLE_LIMIT_MS, summed across quits and resumes and
 * saved with the game. Pure: the clock is handed the time.
 */
import { words } from '../words/words.js';
import type { Game, Step } from './history.js';

/** The longest gap between two keys that counts in full; a longer one counts as this much. */
export const IDLE_LIMIT_MS = 60_000;

/** The rule in the player's words (the `?` screen shows it). */
export const timeRule = (): string => words().game.timeRule;

export type PlayClock = {
  /** Time played up to `last`, in milliseconds; undefined for a game saved before times were kept. */
  readonly ms: number | undefined;
  /** When the last key came, or the screen opened (milliseconds on the caller's clock). */
  readonly last: number;
};

/** A clock for a game opened at `now`, with `ms` already played (0 for a new game). */
export const startClock = (ms: number | undefined, now: number): PlayClock => ({ ms, last: now });

/** The time played as of `now`: the gap since the last key counts up to the limit. */
export const playedAt = (clock: PlayClock, now: number): number | undefined =>
  clock.ms === undefined
    ? undefined
    : clock.ms + Math.min(Math.max(0, now - clock.last), IDLE_LIMIT_MS);

/** A key came at `now`: the gap before it is counted. */
export const keyAt = (clock: PlayClock, now: number): PlayClock => ({
  ms: playedAt(clock, now),
  last: now,
});

/**
 * The clock once the game goes from `before` to `after`: a restart begins a
 * new attempt at 0:00 (the dropped attempt's time is kept in `dropped`, under
 * its restart step), and undoing that restart puts the attempt back with its
 * time and the time since. Any other change leaves the clock as it is.
 */
export const clockAcross = (
  clock: PlayClock,
  before: Game,
  after: Game,
  dropped: WeakMap<Step, number>,
  now: number,
): PlayClock => {
  const ms = playedAt(clock, now);
  if (after.at === before.at + 1 && after.steps[before.at]?.kind === 'restart') {
    if (ms !== undefined) dropped.set(after.steps[before.at], ms);
    return startClock(0, now);
  }
  if (after.at === before.at - 1 && before.steps[after.at]?.kind === 'restart') {
    const kept = dropped.get(before.steps[after.at]);
    return startClock(kept === undefined || ms === undefined ? ms : kept + ms, now);
  }
  return clock;
};

import { useRef } from 'react';
import type { Game, Step } from '../../game/history.js';
import { clockAcross, keyAt, type PlayClock, playedAt, startClock } from '../../game/play-time.js';
import { useAnyKey } from '../common/key-router.js';

/** Reads the time played now (timeRule); undefined for a game saved before times were kept. */
export type Played = () => number | undefined;

/**
 * The clock of time played on the attempt in effect, kept for the life of the
 * play screen (a window too small for a while does not stop it): it starts
 * from what the save said, counts every key and click on the game and its
 * overlays, and starts again at 0:00 on a restart (`clockAcross`).
 */
export const usePlayClock = (
  before: number | null | undefined,
  game: Game,
  now: () => number = performance.now.bind(performance),
): Played => {
  const clock = useRef<PlayClock | null>(null);
  clock.current ??= startClock(before === null ? undefined : (before ?? 0), now());
  const seen = useRef(game);
  const dropped = useRef(new WeakMap<Step, number>());
  if (seen.current !== game) {
    clock.current = clockAcross(clock.current, seen.current, game, dropped.current, now());
    seen.current = game;
  }
  useAnyKey(() => {
    if (clock.current) clock.current = keyAt(clock.current, now());
  });
  return () => (clock.current ? playedAt(clock.current, now()) : undefined);
};

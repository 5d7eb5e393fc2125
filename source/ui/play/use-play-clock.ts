import { useRef } from 'react';
import { keyAt, type PlayClock, playedAt, startClock } from '../../game/play-time.js';
import { useAnyKey } from '../common/key-router.js';

/** Reads the time played now (timeRule); undefined for a game saved before times were kept. */
export type Played = () => number | undefined;

/**
 * The game's clock of time played, kept for the life of the play screen (a
 * window too small for a while does not stop it): it starts from what the save
 * said and counts every key and click on the game and its overlays.
 */
export const usePlayClock = (
  before: number | null | undefined,
  now: () => number = performance.now.bind(performance),
): Played => {
  const clock = useRef<PlayClock | null>(null);
  clock.current ??= startClock(before === null ? undefined : (before ?? 0), now());
  useAnyKey(() => {
    if (clock.current) clock.current = keyAt(clock.current, now());
  });
  return () => (clock.current ? playedAt(clock.current, now()) : undefined);
};

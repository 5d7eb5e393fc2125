import { type Algorithm, algorithmNames, type LimitStop } from '../search/search-events.js';
import { words } from '../words/words.js';
import { count, duration } from './format.js';
import { stageName } from './iteration-rows.js';

/** How far a stopped search got: the last depth searched in full, the nodes, the time. */
export const reachedText = (stop: LimitStop, algorithm: Algorithm): string => {
  return words().text.reached(
    stageName(algorithm),
    stop.finished,
    stop.depth,
    count(stop.nodes),
    duration(stop.ms),
  );
};

/**
 * One sentence for a search stopped at a limit, without advice (each front end
 * says what to do where the player is): the limit given as `given` (a flag on
 * the command line), then how far it got.
 */
export const limitText = (
  stop: LimitStop,
  algorithm: Algorithm,
  given: { readonly nodes: string; readonly time: string },
): string => {
  const say = words().text;
  const head =
    stop.limit === 'positions'
      ? say.positionsLimit(algorithmNames[algorithm], count(stop.value))
      : stop.limit === 'nodes'
        ? say.stoppedAt(given.nodes, count(stop.value))
        : say.stoppedAt(given.time, String(stop.value / 1000));
  return say.limitSentence(head, reachedText(stop, algorithm));
};

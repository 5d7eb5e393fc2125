import { type Algorithm, algorithmNames, type LimitStop } from '../search/search-events.js';
import { count, seconds } from './format.js';

/** What one iteration is called: IDA* deepens a bound, the others a depth. */
const stage = (algorithm: Algorithm): string => (algorithm === 'ida' ? 'bound' : 'depth');

/** How far a stopped search got: the last depth searched in full, the nodes, the time. */
export const reachedText = (stop: LimitStop, algorithm: Algorithm): string => {
  const word = stage(algorithm);
  const done =
    stop.finished === undefined
      ? `no ${word} finished`
      : `${word} ${stop.finished} searched in full`;
  return `${done}, ${word} ${stop.depth} under way; ${count(stop.nodes)} nodes in ${seconds(stop.ms)}`;
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
  const head =
    stop.limit === 'positions'
      ? `${algorithmNames[algorithm]} search stopped after storing ${count(stop.value)} positions, the most it keeps`
      : stop.limit === 'nodes'
        ? `stopped at ${given.nodes} ${count(stop.value)}`
        : `stopped at ${given.time} ${stop.value / 1000}`;
  return `${head}: ${reachedText(stop, algorithm)}`;
};

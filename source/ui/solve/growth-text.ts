/**
 * The growth of a deepening search, from its own iteration reports (the
 * events the depth lines draw): each iteration's nodes, and the effective
 * branching factor between iterations — each depth costs about b times the
 * one before.
 */
import type { IterationEvent } from '../../search/search-events.js';

/** Each iteration's nodes over the one before it (none before the first, or after an empty one). */
export const stepFactors = (iterations: readonly IterationEvent[]): (number | null)[] =>
  iterations.map((event, index) => {
    const before = iterations[index - 1]?.nodes ?? 0;
    return index === 0 || before <= 0 ? null : event.nodes / before;
  });

/**
 * The effective branching factor: the geometric mean of the factors between
 * whole iterations. An iteration that found the goal stopped there, partway:
 * it is left out when `lastCut` says so. Null with fewer than two to compare.
 */
export const meanFactor = (
  iterations: readonly IterationEvent[],
  lastCut: boolean,
): number | null => {
  const whole = lastCut ? iterations.slice(0, -1) : iterations;
  const counted = whole.filter((event) => event.nodes > 0);
  if (counted.length < 2) return null;
  const first = counted[0].nodes;
  const last = counted[counted.length - 1].nodes;
  return (last / first) ** (1 / (counted.length - 1));
};

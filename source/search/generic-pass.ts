import type { BoundProbe, NamedBound } from '../puzzles/puzzle.js';

/**
 * `bound` with a probe that offers no depth-first pass of its own
 * (`BoundProbe.depthFirst`): the generic pass takes every step. For the
 * bench, which times both, and the tests, which hold a family's own pass to it.
 */
export const genericPassOnly = (bound: NamedBound): NamedBound => {
  const { probe } = bound;
  if (!probe) return bound;
  return {
    ...bound,
    probe: (): BoundProbe => {
      const inner = probe();
      return {
        reset: (position) => inner.reset(position),
        push: (position, move, depth) => inner.push(position, move, depth),
      };
    },
  };
};

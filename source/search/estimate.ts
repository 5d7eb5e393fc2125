import type { IterationEvent } from './types.js';

/** What the next iteration of a deepening search will likely cost. */
export type IterationEstimate = {
  readonly depth: number;
  readonly nodes: number;
  readonly ms: number;
  /** Nodes of one iteration over the one before it. */
  readonly growth: number;
};

/** Fewer nodes than this in the last iteration say too little about the next one. */
const FEWEST_NODES = 1000;

/**
 * Predicts the next iteration from the last two finished ones: its nodes grow
 * as the last ones grew, and it visits them as fast as the last one did.
 * Undefined until there are two iterations with enough nodes to tell.
 */
export const nextIteration = (
  iterations: readonly IterationEvent[],
): IterationEstimate | undefined => {
  if (iterations.length < 2) return undefined;
  const last = iterations[iterations.length - 1];
  const before = iterations[iterations.length - 2];
  if (last.nodes < FEWEST_NODES || before.nodes <= 0) return undefined;
  const growth = last.nodes / before.nodes;
  const lastMs = last.ms - before.ms;
  if (!(lastMs > 0) || growth <= 1) return undefined;
  const nodes = last.nodes * growth;
  return {
    depth: last.depth + (last.depth - before.depth),
    nodes,
    ms: (nodes * lastMs) / last.nodes,
    growth,
  };
};

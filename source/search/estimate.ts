import type { IterationEvent } from './search-events.js';

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
  // Its own time: tables and reporting are not what the next iteration's nodes cost.
  const lastMs = last.ownMs ?? last.ms - before.ms;
  if (!(lastMs > 0) || growth <= 1) return undefined;
  const nodes = last.nodes * growth;
  return {
    depth: last.depth + (last.depth - before.depth),
    nodes,
    ms: (nodes * lastMs) / last.nodes,
    growth,
  };
};

/** The next iteration's likely cost, as the last few iterations bound it. */
export type IterationRange = {
  readonly depth: number;
  /** The fewest and the most milliseconds it will likely take. */
  readonly lowMs: number;
  readonly highMs: number;
  /** The smaller and the larger of the last two growths (nodes over the iteration before's). */
  readonly lowGrowth: number;
  readonly highGrowth: number;
};

/**
 * Predicts the next iteration from the last three finished ones, as a range:
 * its nodes grow as little or as much as the last two growths, visited as
 * fast or as slowly as the last two iterations went (a busy machine, or a
 * bound that grew stronger midway, shows as a wide range). Undefined until
 * the nodes have grown twice over iterations large enough to tell.
 */
export const nextIterationRange = (
  iterations: readonly IterationEvent[],
): IterationRange | undefined => {
  if (iterations.length < 3) return undefined;
  const [first, before, last] = iterations.slice(-3);
  if (before.nodes < FEWEST_NODES || first.nodes <= 0) return undefined;
  const growths = [before.nodes / first.nodes, last.nodes / before.nodes];
  // Milliseconds a node, in each of the last two iterations.
  const paces = [
    (before.ownMs ?? before.ms - first.ms) / before.nodes,
    (last.ownMs ?? last.ms - before.ms) / last.nodes,
  ];
  if (!growths.every((growth) => growth > 1) || !paces.every((pace) => pace > 0)) return undefined;
  const lowGrowth = Math.min(...growths);
  const highGrowth = Math.max(...growths);
  return {
    depth: last.depth + (last.depth - before.depth),
    lowMs: last.nodes * lowGrowth * Math.min(...paces),
    highMs: last.nodes * highGrowth * Math.max(...paces),
    lowGrowth,
    highGrowth,
  };
};

import type { Move } from '../../puzzles/puzzle.js';
import type { Algorithm, IterationEvent } from '../search-events.js';

/** A cut-off as watch mode shows it: "pruned: f 34 > limit 32". */
export type Pruned = {
  /** Depth of the node whose child was cut off. */
  readonly depth: number;
  readonly move: Move;
  readonly f: number;
  readonly limit: number;
};

/** One side of a breadth-first search as watch mode shows it. */
export type TreeFrame = {
  /** Depth of the layer being expanded. */
  readonly depth: number;
  /** Positions of that layer still to expand, and found one layer further out. */
  readonly layerLeft: number;
  readonly nextLayer: number;
  /** Positions stored in all. */
  readonly stored: number;
  /** Positions in each layer from the root, the one growing last. */
  readonly layers: readonly number[];
};

/** A best-first search as watch mode shows it. */
export type OpenFrame = {
  /** Entries in the open set (a position opened again by a shorter way counts twice). */
  readonly open: number;
  readonly stored: number;
  /** The least f (greedy: h) among the open positions, null when none is left. */
  readonly best: number | null;
};

/** How a watched search ended. */
export type WatchEnd =
  | {
      readonly kind: 'solved';
      readonly moves: Move[];
      readonly nodes: number;
      readonly ms: number;
      readonly iterations: IterationEvent[];
    }
  | { readonly kind: 'unsolvable'; readonly reason: string }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * What watch mode draws after each advance: the node visited last (its
 * position, the path to it, g and for IDA* h and the limit), the cut-offs
 * since the last frame, this iteration's nodes per depth, and how it ended.
 */
export type WatchFrame = {
  readonly algorithm: Algorithm;
  /** IDA*: the bound's name. */
  readonly bound: string | null;
  /** The position at the node visited last. */
  readonly board: readonly number[];
  /** Moves from the start to it. */
  readonly path: readonly Move[];
  /** Its depth g. */
  readonly depth: number;
  /** IDA*: the bound's estimate h there (f = g + h). */
  readonly estimate: number | null;
  /** Deepening: this iteration's limit (depth, or f for IDA*). */
  readonly limit: number | null;
  readonly iteration: number;
  /** Nodes visited in this iteration, and in all. */
  readonly iterationNodes: number;
  readonly totalNodes: number;
  /** Nodes this advance visited (fewer than asked when the search ended). */
  readonly advanced: number;
  /** Deepening: this iteration's nodes at each depth so far. */
  readonly perDepth: readonly number[];
  /** IDA*: this iteration's cut-offs so far. */
  readonly cutoffs: number;
  /** The last few cut-offs of this advance, the newest last. */
  readonly pruned: readonly Pruned[];
  /** How many cut-offs this advance made in all. */
  readonly prunedCount: number;
  /** Breadth-first: the tree (bidirectional: the one from the start). */
  readonly forward: TreeFrame | null;
  /** Bidirectional: the tree from the goal, which side grows, where they met. */
  readonly backward: TreeFrame | null;
  readonly growing: 'forward' | 'backward' | null;
  readonly meeting: readonly number[] | null;
  /**
   * Stepped back (`,`): how many nodes before the newest the node shown is
   * (0: the newest), and how far back the history reaches; its number in the search.
   */
  readonly behind: number;
  readonly reach: number;
  readonly node: number;
  /** A* and greedy: the open set's size, the positions stored, the least f (greedy: h) open. */
  readonly open: OpenFrame | null;
  /** Iterations (layers) finished so far. */
  readonly iterations: readonly IterationEvent[];
  readonly end: WatchEnd | null;
};

/** Cut-offs a frame keeps to show. */
export const PRUNED_SHOWN = 3;

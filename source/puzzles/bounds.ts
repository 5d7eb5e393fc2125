/**
 * A family's lower bounds and the deepening passes that read them: what a
 * search asks of a bound, and what a probe's own pass may keep.
 */

import type { Board, Move } from './board-move.js';

/**
 * An admissible lower bound on the moves left to a goal, with a name a person
 * can pick (`--bound NAME`) and a sentence saying what it counts.
 */
export type NamedBound = {
  /** Short and stable, e.g. `walking`. */
  readonly name: string;
  readonly text: string;
  /** Never reads `this` (a search without a probe calls it at every node; see `Puzzle.moves`). */
  estimate(this: void, board: Board): number;
  /**
   * For a bound whose `estimate` grows stronger once tables arrive (loaded,
   * or built in a thread beside, at a moment no one fixes): the same bound
   * without them, whose values are the same in every process at every
   * moment. What must come out alike on every machine (the day's position,
   * a seed's deal) orders its choices by it. Without it, `estimate` is steady.
   */
  steadyEstimate?(this: void, board: Board): number;
  /**
   * The same bound kept up to date move by move, for deepening searches (one
   * probe per search: it owns its stacks). Optional: `estimate` always works.
   */
  probe?(): BoundProbe;
  /**
   * Its tables broke a property every right one has (`BoundContradicted`):
   * drop them, in memory and stored, so that the next use builds them again.
   */
  distrust?(): void;
};

/**
 * A bound's tables contradicted themselves: positions one move apart whose
 * estimates differ by more than one, which a consistent bound never gives
 * (a stored table forged, or damaged past its checksum). A probe throws it;
 * the search sets the tables aside (`distrust`) and starts again.
 */
export class BoundContradicted extends Error {
  override readonly name = 'BoundContradicted';
}

/**
 * A bound followed incrementally down a depth-first search: state per depth
 * lives in the probe's own typed arrays, so a node allocates nothing.
 */
export interface BoundProbe {
  /** Starts over at `board` (depth 0); returns its estimate. */
  reset(board: Board): number;
  /**
   * `move` is about to be played at `depth` and `board` is the position
   * before it: returns the estimate at depth + 1, so that a search cuts off a
   * move without playing it. The state of depth + 1 is overwritten, so taking
   * a move back needs no call.
   */
  push(board: Board, move: Move, depth: number): number;
  /**
   * A whole depth-first pass of IDA* written for this probe's rules and
   * tables: the generic pass's steps (search/deepening.ts) — its moves in
   * their order, the inverse of the last move skipped, the same cuts, the
   * same nodes counted at the same depths, the same path and first solution —
   * without a call per step. Asked at the start of an iteration, after
   * `reset`; undefined while it cannot take over (a bound still on its cheap
   * form). A family that gives one holds it to the generic pass in a test.
   */
  depthFirst?(pass: PassState, counter: NodeCounter, countAll: boolean): DepthFirst | undefined;
}

/** What a deepening pass keeps that a probe's own pass (`BoundProbe.depthFirst`) reads and writes. */
export interface PassState {
  /** The position under the search, played and taken back in place. */
  readonly board: Board;
  /** Moves from the start to the node at a depth. */
  readonly path: Int32Array;
  /** Nodes visited at each depth in this iteration. */
  readonly perDepth: Float64Array;
  /** The bound's estimate at each depth of the current path. */
  readonly estimates: Float64Array;
  /** This iteration's f limit. */
  readonly limit: number;
  /** Smallest f above the limit seen in this iteration. */
  nextLimit: number;
  cutoffs: number;
  solutions: number;
  /** The first solution found. */
  solution: Move[] | null;
}

/** Counts nodes; throws when a limit is reached or the search is cancelled. */
export interface NodeCounter {
  /** Counts a node. */
  visit(): void;
  /**
   * How many nodes may be counted before the counter looks at its limits,
   * the clock and the cancel flag: a pass may count that many itself and hand
   * them over with `visitMany`, which looks (and throws) on the last of them
   * as `visit` would have.
   */
  credit(): number;
  /** Counts `count` nodes at once, at most `credit()` of them. */
  visitMany(count: number): void;
}

/** A pass below the node at `depth`, whose last move's inverse is `lastInverse` (-1: none); true once it should stop. */
export type DepthFirst = (depth: number, lastInverse: Move) => boolean;

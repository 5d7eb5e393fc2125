import type { Board, Move } from '../../puzzles/puzzle.js';

/** Watch mode can step back over at least this many nodes. */
export const HISTORY_NODES = 10_000;
/** A deepening search's whole path is kept once every this many nodes; the rest are one move each. */
const CHECKPOINT_EVERY = 64;
/** Room for HISTORY_NODES whose checkpoints are all still kept, a whole number of checkpoints. */
const CAPACITY = Math.ceil(HISTORY_NODES / CHECKPOINT_EVERY + 1) * CHECKPOINT_EVERY;
const NONE = -1;

/** One node as the session records it. */
export type NodeFacts = {
  readonly depth: number;
  /** IDA*: the bound's h there. */
  readonly estimate: number | null;
  /** Deepening: the iteration's limit. */
  readonly limit: number | null;
  readonly iteration: number;
  /** A tree search: the index of the position expanded in its tree, and which tree. */
  readonly link: number;
  readonly side: 'forward' | 'backward';
};

/** What a node visited earlier was, as the history kept it: its number in the whole search (from 1) and its cells too. */
export type PastNode = NodeFacts & { readonly node: number; readonly board: Uint8Array };

/**
 * The last nodes of a watched search, so watch mode can step back: a ring of
 * compact records (the position's cells, its g, h, limit and iteration) in
 * typed arrays made once, nothing allocated per node. A deepening search's
 * path to each node is kept as the one move that entered it, with the whole
 * path every 64 nodes: the path to any node is its checkpoint's, each later
 * node's move written at its depth (depth-first, a node's path is its
 * predecessor's cut to its parent, plus its move). A tree search's path is
 * its tree's to read (`link`).
 */
export class WatchHistory {
  /** Nodes recorded in all. */
  count = 0;
  private readonly boards: Uint8Array;
  private readonly depths = new Int32Array(CAPACITY);
  private readonly estimates = new Int32Array(CAPACITY);
  private readonly limits = new Int32Array(CAPACITY);
  private readonly iterations = new Int32Array(CAPACITY);
  private readonly links = new Int32Array(CAPACITY);
  private readonly sides = new Uint8Array(CAPACITY);
  private readonly checkpoints: Int32Array;

  constructor(
    private readonly cellCount: number,
    /** The longest path a deepening search makes (0 for a tree search). */
    private readonly pathRoom: number,
  ) {
    this.boards = new Uint8Array(CAPACITY * cellCount);
    this.checkpoints = new Int32Array((CAPACITY / CHECKPOINT_EVERY) * pathRoom);
  }

  /** Keeps the node just visited; `path` is a deepening search's path to it. */
  record(board: Board, facts: NodeFacts, path?: Int32Array): void {
    const slot = this.count % CAPACITY;
    this.boards.set(board, slot * this.cellCount);
    this.depths[slot] = facts.depth;
    this.estimates[slot] = facts.estimate ?? NONE;
    this.limits[slot] = facts.limit ?? NONE;
    this.iterations[slot] = facts.iteration;
    this.links[slot] = path && facts.depth > 0 ? path[facts.depth - 1] : facts.link;
    this.sides[slot] = facts.side === 'forward' ? 0 : 1;
    if (path && this.count % CHECKPOINT_EVERY === 0) {
      const row = (slot / CHECKPOINT_EVERY) * this.pathRoom;
      this.checkpoints.set(path.subarray(0, facts.depth), row);
    }
    this.count++;
  }

  /** How many nodes before the newest can be shown. */
  get reach(): number {
    return Math.max(0, Math.min(this.count - 1, HISTORY_NODES));
  }

  /** The node `back` nodes before the newest (0: the newest), within `reach`. */
  at(back: number): PastNode {
    const index = this.indexOf(back);
    const slot = index % CAPACITY;
    const estimate = this.estimates[slot];
    const limit = this.limits[slot];
    return {
      node: index + 1,
      board: this.boards.slice(slot * this.cellCount, (slot + 1) * this.cellCount),
      depth: this.depths[slot],
      estimate: estimate === NONE ? null : estimate,
      limit: limit === NONE ? null : limit,
      iteration: this.iterations[slot],
      link: this.links[slot],
      side: this.sides[slot] === 0 ? 'forward' : 'backward',
    };
  }

  /** A deepening search's path to the node `back` nodes before the newest. */
  pathAt(back: number): Move[] {
    const index = this.indexOf(back);
    const first = index - (index % CHECKPOINT_EVERY);
    const start = first % CAPACITY;
    const path = Array.from(
      this.checkpoints.subarray(
        (start / CHECKPOINT_EVERY) * this.pathRoom,
        (start / CHECKPOINT_EVERY) * this.pathRoom + this.depths[start],
      ),
    );
    for (let at = first + 1; at <= index; at++) {
      const slot = at % CAPACITY;
      const depth = this.depths[slot];
      path.length = depth;
      if (depth > 0) path[depth - 1] = this.links[slot];
    }
    return path;
  }

  private indexOf(back: number): number {
    if (!Number.isInteger(back) || back < 0 || back > this.reach) {
      throw new RangeError(`no node ${back} back (the history reaches ${this.reach})`);
    }
    return this.count - 1 - back;
  }
}

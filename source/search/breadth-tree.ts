import type { Board, Move, Puzzle } from '../puzzles/puzzle.js';
import { PositionStore } from './position-store.js';
import { withRoom } from './room.js';
import type { Peak } from './search-events.js';

/** Per-position arrays start this long and double as the store grows. */
const FIRST_POSITIONS = 1 << 10;

/**
 * A breadth-first search tree: its positions in a `PositionStore`, numbered in
 * the order found (so a layer is a run of numbers), and for each the parent,
 * the move that arrived and how many shortest ways reach it, in typed arrays.
 */
export class BreadthTree {
  readonly store: PositionStore;
  parents = new Int32Array(FIRST_POSITIONS);
  arrivals = new Int32Array(FIRST_POSITIONS);
  /** Shortest ways from the root, when counted (a double counts past 2^31); else empty. */
  pathCounts: Float64Array<ArrayBuffer>;

  constructor(
    puzzle: Pick<Puzzle, 'cellCount' | 'pieces'>,
    root: Board | null,
    private readonly counting: boolean,
  ) {
    this.store = new PositionStore(puzzle);
    this.pathCounts = new Float64Array(counting ? FIRST_POSITIONS : 0);
    if (root) this.add(root, -1, -1);
  }

  /**
   * The number of `board`, stored now with its parent and move if it is new
   * (`store.added` says which): its ways are its parent's.
   */
  add(board: Board, parent: number, move: Move): number {
    const index = this.store.add(board);
    if (this.store.added) {
      if (index >= this.parents.length) {
        this.parents = withRoom(this.parents, index + 1);
        this.arrivals = withRoom(this.arrivals, index + 1);
        if (this.counting) this.pathCounts = withRoom(this.pathCounts, index + 1);
      }
      this.parents[index] = parent;
      this.arrivals[index] = move;
      if (this.counting) this.pathCounts[index] = parent < 0 ? 1 : this.pathCounts[parent];
    }
    return index;
  }

  /** Every position it holds, and the bytes of the arrays that hold them. */
  peak(): Peak {
    // Each position's packed board and index slots, its parent and move, its ways when counted:
    // what the positions met take, not the room made ahead for more.
    const each = this.store.bytesPerPosition + 4 + 4 + (this.counting ? 8 : 0);
    return { positions: this.store.count, bytes: this.store.count * each };
  }
}

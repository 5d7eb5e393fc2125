import type { Board, Move, NamedBound, Puzzle } from '../puzzles/puzzle.js';
import { OpenHeap } from './open-heap.js';
import { PositionStore } from './position-store.js';
import { withRoom } from './room.js';
import type { Peak } from './search-events.js';

/** Per-position arrays start this long and double as the store grows. */
const FIRST_POSITIONS = 1 << 10;

/** Priorities pack f (or h) above g: g below this, in the low part. */
const G_SPAN = 1 << 16;

/** What one step of a best-first search did. */
export type BestFirstStep =
  /** Expanded the open position of least priority. */
  | 'node'
  /** That position is a goal: the search is over (`goal` holds its number). */
  | 'found'
  /** Nothing is left open: no goal can be reached. */
  | 'empty';

/**
 * A best-first search over stored positions, one expansion per `step()`:
 * A* (`greedy` false: least f = g + h first, deeper first among equal f,
 * optimal with an admissible bound: a position reached again by fewer moves
 * is opened again) or greedy best-first (`greedy`: least h first, shallower
 * first among equal h, each position taken the first way it is met, so its
 * answer need not be the shortest). Positions live packed in a
 * `PositionStore`; g, h, the parent and the move that arrived in typed arrays
 * numbered as the store numbers them; the open set is an `OpenHeap` of those
 * numbers. Used whole by `aStar`/`greedyBestFirst` and one step at a time by
 * watch mode, so the two take the same nodes.
 */
export class BestFirst {
  /** The position expanded last (the start before the first step). */
  readonly board: Board;
  readonly store: PositionStore;
  readonly open = new OpenHeap();
  /** The number of the position expanded last, -1 before the first step. */
  at = -1;
  /** The goal's number once found, else -1. */
  goal = -1;
  private moves: Int32Array;
  private g = new Int32Array(FIRST_POSITIONS);
  private h = new Int32Array(FIRST_POSITIONS);
  private parents = new Int32Array(FIRST_POSITIONS);
  private arrivals = new Int32Array(FIRST_POSITIONS);
  private readonly estimate: (board: Board) => number;
  private readonly rules: Pick<Puzzle, 'moves' | 'apply' | 'undo' | 'isGoal'>;

  constructor(
    puzzle: Puzzle,
    start: Board,
    bound: NamedBound,
    readonly greedy: boolean,
    /** Stores at most this many positions, then calls `full` (which throws). */
    private readonly limitPositions: number,
    private readonly full: (limit: number) => never,
  ) {
    this.board = start.slice();
    this.store = new PositionStore(puzzle);
    this.moves = new Int32Array(puzzle.maxMoves);
    this.estimate = bound.estimate;
    // Read once, not at every position (see `Puzzle.moves`).
    const { moves, apply, undo, isGoal } = puzzle;
    this.rules = { moves, apply, undo, isGoal };
    const first = this.store.add(this.board);
    this.g[first] = 0;
    this.h[first] = this.estimate(this.board);
    this.parents[first] = -1;
    this.arrivals[first] = -1;
    this.open.push(first, this.priorityOf(first));
  }

  /** A*: f = g + h of position `index`; greedy: its h. */
  valueOf(index: number): number {
    return this.greedy ? this.h[index] : this.g[index] + this.h[index];
  }

  /** The least value (f, or h for greedy) among the open positions, or null when none is open. */
  get bestOpen(): number | null {
    const least = this.open.least;
    return least === Number.POSITIVE_INFINITY ? null : Math.floor(least / G_SPAN);
  }

  /** g of position `index`: moves from the start along the way kept to it. */
  depthOf(index: number): number {
    return this.g[index];
  }

  /** h of position `index`. */
  estimateOf(index: number): number {
    return this.h[index];
  }

  private priorityOf(index: number): number {
    const g = this.g[index];
    return this.greedy
      ? this.h[index] * G_SPAN + Math.min(g, G_SPAN - 1)
      : (g + this.h[index]) * G_SPAN + (G_SPAN - 1 - g);
  }

  /** Takes the best open position: tests it for the goal, else stores and opens its neighbours. */
  step(): BestFirstStep {
    const { open, board, store, rules, moves } = this;
    let index = -1;
    while (open.size > 0) {
      const priority = open.least;
      const candidate = open.pop();
      // An entry left behind when the position was opened again by a shorter way.
      if (priority === this.priorityOf(candidate)) {
        index = candidate;
        break;
      }
    }
    if (index < 0) return 'empty';
    this.at = index;
    store.positionAt(index, board);
    if (rules.isGoal(board)) {
      this.goal = index;
      return 'found';
    }
    const childG = this.g[index] + 1;
    const count = rules.moves(board, moves);
    for (let i = 0; i < count; i++) {
      const move = moves[i];
      rules.apply(board, move);
      const child = store.add(board);
      if (store.added) {
        if (store.count > this.limitPositions) this.full(this.limitPositions);
        if (child >= this.g.length) this.grow(child + 1);
        this.h[child] = this.estimate(board);
        this.open.push(this.keep(child, childG, index, move), this.priorityOf(child));
      } else if (!this.greedy && childG < this.g[child]) {
        this.open.push(this.keep(child, childG, index, move), this.priorityOf(child));
      }
      rules.undo(board, move);
    }
    return 'node';
  }

  /** Records the way to `child` (g, parent, move) and returns it. */
  private keep(child: number, g: number, parent: number, move: Move): number {
    this.g[child] = g;
    this.parents[child] = parent;
    this.arrivals[child] = move;
    return child;
  }

  /** The moves from the start to position `index` along the ways kept. */
  pathTo(index: number): Move[] {
    const path: Move[] = [];
    for (let at = index; at >= 0 && this.parents[at] >= 0; at = this.parents[at]) {
      path.push(this.arrivals[at]);
    }
    return path.reverse();
  }

  /**
   * What it holds: every position stored (the open ones and those expanded),
   * and the bytes of every array it keeps them in. Nothing is ever dropped,
   * so now is its peak.
   */
  peak(): Peak {
    // Each position's packed board and index slots, its g, h, parent and move; and the open
    // set at its largest: what the positions met take, not the room made ahead for more.
    const each = this.store.bytesPerPosition + 4 * 4;
    return {
      positions: this.store.count,
      bytes: this.store.count * each + this.open.peak * OpenHeap.BYTES_PER_ENTRY,
    };
  }

  private grow(length: number): void {
    this.g = withRoom(this.g, length);
    this.h = withRoom(this.h, length);
    this.parents = withRoom(this.parents, length);
    this.arrivals = withRoom(this.arrivals, length);
  }
}

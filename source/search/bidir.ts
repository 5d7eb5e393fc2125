import type { Board, Move, Puzzle } from '../puzzles/puzzle.js';
import { BreadthLayers } from './breadth-layers.js';
import { Progress } from './progress.js';
import {
  BFS_POSITION_LIMIT,
  type Peak,
  type SearchOptions,
  type SearchResult,
} from './search-events.js';

export type Side = 'forward' | 'backward';

/**
 * Bidirectional breadth-first search one expanded position per `expand()`:
 * `bidirectionalBfs` runs it whole and watch mode a position at a time. One
 * tree grows from the start (`forward`), one from every goal (`backward`);
 * each layer the smaller frontier grows (the start's on a tie), until a
 * position it stores is one the other tree holds: the first such meeting is a
 * shortest way, and ends the search.
 */
export class Bidirectional {
  /** The position expanded last (the start before the first), played in place. */
  readonly board: Board;
  readonly forward: BreadthLayers;
  readonly backward: BreadthLayers;
  /** The side growing in this layer. */
  growing: Side = 'forward';
  /** Moves of the way through the meeting, -1 before the trees meet. */
  best = -1;
  /** Where the two trees met: the position both hold (the start itself when it is a goal). */
  meeting: Board | null = null;
  private bestNear = -1;
  private bestFar = -1;
  private readonly buffer: Int32Array;
  private readonly rules: Pick<Puzzle, 'moves' | 'apply' | 'undo'>;
  private readonly inverse: (move: Move) => Move;

  constructor(
    puzzle: Puzzle,
    start: Board,
    /** Each tree stores at most this many positions. */
    private readonly limitPositions: number,
  ) {
    const { goals, inverse } = puzzle;
    if (!puzzle.reversible || !goals || !inverse) {
      throw new Error(`${puzzle.id}: bidirectional search needs reversible moves and goal boards`);
    }
    this.inverse = inverse;
    this.board = start.slice();
    this.forward = new BreadthLayers(puzzle, false);
    this.backward = new BreadthLayers(puzzle, false);
    this.forward.add(this.board, -1, -1);
    for (const goal of goals) this.backward.add(goal, -1, -1);
    if (this.backward.store.find(start) >= 0) {
      this.best = 0;
      this.meeting = start.slice();
    }
    this.buffer = new Int32Array(puzzle.maxMoves);
    // Read once, not at every position (see `Puzzle.moves`).
    const { moves, apply, undo } = puzzle;
    this.rules = { moves, apply, undo };
  }

  /** The tree growing in this layer. */
  get near(): BreadthLayers {
    return this.growing === 'forward' ? this.forward : this.backward;
  }

  /** The tree the growing one looks for its new positions in. */
  get far(): BreadthLayers {
    return this.growing === 'forward' ? this.backward : this.forward;
  }

  /** Moves from both ends so far: the layer being grown is numbered one past them. */
  get layer(): number {
    return this.forward.depth + this.backward.depth + 1;
  }

  /** Opens the smaller frontier's layer; false when either has nothing left (no way between them). */
  openLayer(): boolean {
    const forward = this.forward.frontier;
    const backward = this.backward.frontier;
    if (forward === 0 || backward === 0) return false;
    this.growing = forward <= backward ? 'forward' : 'backward';
    this.near.openLayer();
    return true;
  }

  /**
   * Expands the next position of the layer: stores its new children, and
   * stops at the first that the other tree holds ('met'). That meeting is a
   * shortest way: every position the growing tree meets in the first layer
   * that meets at all lies in the other tree's deepest layer (one met any
   * shallower would have a parent both trees held earlier, and whichever
   * stored it second would have met it then), so all have the same length.
   */
  expand(): 'node' | 'met' | 'full' {
    const { near, far, board, buffer } = this;
    const { moves, apply, undo } = this.rules;
    const state = ++near.at;
    near.store.positionAt(state, board);
    const count = moves(board, buffer);
    for (let i = 0; i < count; i++) {
      const move = buffer[i];
      apply(board, move);
      const index = near.add(board, state, move);
      if (near.store.added) {
        if (index >= this.limitPositions) {
          undo(board, move);
          return 'full';
        }
        const met = far.store.find(board);
        if (met >= 0) {
          this.best = near.depth + 1 + far.depthOf(met);
          this.bestNear = index;
          this.bestFar = met;
          this.meeting = board.slice();
          undo(board, move);
          return 'met';
        }
      }
      undo(board, move);
    }
    return 'node';
  }

  /** The layer is done: the growing tree is a move deeper. */
  closeLayer(): void {
    this.near.deepen();
  }

  /** The answer through the shortest meeting: the start's way to it, then the goal's way back. */
  answer(): Move[] {
    if (this.best === 0) return [];
    const forwardSide = this.growing === 'forward';
    const head = this.forward.pathTo(forwardSide ? this.bestNear : this.bestFar);
    const tail = this.backward.pathTo(forwardSide ? this.bestFar : this.bestNear);
    return [...head, ...tail.reverse().map((move) => this.inverse(move))];
  }

  /** Every position both trees hold, and the bytes that hold them. */
  peak(): Peak {
    const [one, other] = [this.forward.peak(), this.backward.peak()];
    return { positions: one.positions + other.positions, bytes: one.bytes + other.bytes };
  }
}

/**
 * Bidirectional breadth-first search from the start and from every goal
 * (reversible puzzles with goal boards); the answer joins the two halves
 * where they meet.
 */
export const bidirectionalBfs = (
  puzzle: Puzzle,
  start: Board,
  options: SearchOptions = {},
): SearchResult => {
  const progress = new Progress(options);
  const limit = options.limitPositions ?? BFS_POSITION_LIMIT;
  const search = new Bidirectional(puzzle, start, limit);
  if (search.best === 0)
    return {
      moves: [],
      nodes: 0,
      ms: progress.elapsed(),
      ownMs: progress.ownElapsed(),
      iterations: [],
    };
  const result = (moves: Move[] | null): SearchResult => ({
    moves,
    nodes: progress.totalNodes,
    ms: progress.elapsed(),
    ownMs: progress.ownElapsed(),
    iterations: progress.iterations,
    peak: search.peak(),
  });
  while (search.openLayer()) {
    progress.startIteration(search.layer);
    while (!search.near.layerDone) {
      progress.visit();
      const step = search.expand();
      if (step === 'full') progress.stop('positions', limit);
      if (step === 'met') break;
    }
    search.closeLayer();
    progress.finishIteration();
    if (search.best >= 0) return result(search.answer());
  }
  return result(null);
};

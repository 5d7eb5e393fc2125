import type { Board, Move, Puzzle } from '../../puzzles/puzzle.js';
import { tracePath } from '../bfs.js';
import { BoardCodec } from '../codec.js';
import { BFS_POSITION_LIMIT, type IterationEvent } from '../search-events.js';
import { Tree } from './breadth-node-search.js';
import type { NodeResult, NodeSearch } from './node-search.js';

const depthOf = (tree: Tree, index: number): number => {
  let depth = 0;
  for (let at = index; tree.parents[at] >= 0; at = tree.parents[at]) depth++;
  return depth;
};

/**
 * Bidirectional breadth-first search (bidir.ts) one expanded position per
 * `next()`, for watch mode: the smaller frontier grows a whole layer, and the
 * shortest meeting found in that layer ends it.
 */
export class BidirNodeSearch implements NodeSearch {
  readonly board: Board;
  readonly forward = new Tree();
  readonly backward = new Tree();
  readonly iterations: IterationEvent[] = [];
  /** The side growing in this layer. */
  growing: 'forward' | 'backward' = 'forward';
  solution: Move[] | null = null;
  /** Where the two searches met: the position shared by both trees. */
  meeting: Board | null = null;
  ending: 'exhausted' | 'too-large' | null = null;
  totalNodes = 0;
  private layerNodes = 0;
  private best = -1;
  private bestNear = -1;
  private bestFar = -1;
  private readonly codec: BoardCodec;
  private readonly buffer: Int32Array;
  private readonly inverse: (move: Move) => Move;
  private readonly began = performance.now();
  private finished = false;

  constructor(
    private readonly puzzle: Puzzle,
    start: Board,
    private readonly limitPositions = BFS_POSITION_LIMIT,
  ) {
    const { goals, inverse } = puzzle;
    if (!puzzle.reversible || !goals || !inverse) {
      throw new Error(`${puzzle.id}: bidirectional search needs reversible moves and goal boards`);
    }
    this.inverse = inverse;
    this.board = start.slice();
    this.codec = new BoardCodec(puzzle);
    this.buffer = new Int32Array(puzzle.maxMoves);
    this.forward.add(this.codec.encode(start), -1, -1);
    for (const goal of goals) {
      const key = this.codec.encode(goal);
      if (!this.backward.indexOf.has(key)) this.backward.add(key, -1, -1);
    }
    if (this.backward.indexOf.has(this.forward.keys[0])) {
      this.solution = [];
      this.meeting = start.slice();
      this.finished = true;
      return;
    }
    this.openLayer();
  }

  get done(): boolean {
    return this.finished;
  }

  /** The tree growing in this layer, and the other one. */
  get near(): Tree {
    return this.growing === 'forward' ? this.forward : this.backward;
  }
  get far(): Tree {
    return this.growing === 'forward' ? this.backward : this.forward;
  }

  private openLayer(): void {
    const forwardSize = this.forward.keys.length - this.forward.layerStart;
    const backwardSize = this.backward.keys.length - this.backward.layerStart;
    if (forwardSize === 0 || backwardSize === 0) {
      this.ending = 'exhausted';
      this.finished = true;
      return;
    }
    this.growing = forwardSize <= backwardSize ? 'forward' : 'backward';
    const { near } = this;
    near.layerEnd = near.keys.length;
    near.at = near.layerStart - 1;
  }

  next(): NodeResult {
    if (this.finished) return 'done';
    const { near, far } = this;
    if (near.at + 1 >= near.layerEnd) return this.closeLayer();
    const state = ++near.at;
    this.layerNodes++;
    this.codec.decode(near.keys[state], this.board);
    const count = this.puzzle.moves(this.board, this.buffer);
    for (let i = 0; i < count; i++) {
      const move = this.buffer[i];
      this.puzzle.apply(this.board, move);
      const key = this.codec.encode(this.board);
      if (!near.indexOf.has(key)) {
        if (near.keys.length >= this.limitPositions) {
          this.puzzle.undo(this.board, move);
          this.ending = 'too-large';
          this.finished = true;
          return 'node';
        }
        const index = near.add(key, state, move);
        const met = far.indexOf.get(key);
        if (met !== undefined) {
          const length = near.depth + 1 + depthOf(far, met);
          if (this.best < 0 || length < this.best) {
            this.best = length;
            this.bestNear = index;
            this.bestFar = met;
            this.meeting = this.board.slice();
          }
        }
      }
      this.puzzle.undo(this.board, move);
    }
    return 'node';
  }

  private closeLayer(): NodeResult {
    const { near } = this;
    this.totalNodes += this.layerNodes;
    this.iterations.push({
      depth: this.forward.depth + this.backward.depth + 1,
      nodes: this.layerNodes,
      totalNodes: this.totalNodes,
      ms: performance.now() - this.began,
    });
    this.layerNodes = 0;
    near.deepen();
    if (this.best >= 0) {
      const forwardSide = this.growing === 'forward';
      const fromStart = forwardSide ? this.bestNear : this.bestFar;
      const fromGoal = forwardSide ? this.bestFar : this.bestNear;
      const head = tracePath(this.forward.parents, this.forward.arrivals, fromStart);
      const tail = tracePath(this.backward.parents, this.backward.arrivals, fromGoal)
        .reverse()
        .map((move) => this.inverse(move));
      this.solution = [...head, ...tail];
      this.finished = true;
      return 'iteration';
    }
    this.openLayer();
    return 'iteration';
  }
}

import type { Board, Move, Puzzle } from '../../puzzles/puzzle.js';
import { tracePath } from '../bfs.js';
import { BoardCodec, type BoardKey } from '../codec.js';
import { BFS_POSITION_LIMIT, type IterationEvent } from '../search-events.js';
import type { NodeResult, NodeSearch } from './node-search.js';

/** One breadth-first tree over packed boards: a layer is a run of indices. */
export class Tree {
  readonly indexOf = new Map<BoardKey, number>();
  readonly keys: BoardKey[] = [];
  readonly parents: number[] = [];
  readonly arrivals: Move[] = [];
  /** The layer being expanded is `[layerStart, layerEnd)`; what it adds follows. */
  layerStart = 0;
  layerEnd = 0;
  /** The index expanded last. */
  at = -1;
  /** Depth of the layer being expanded. */
  depth = 0;
  /** Where each layer begins, layer 0 first. */
  private readonly starts: number[] = [0];

  add(key: BoardKey, parent: number, move: Move): number {
    const index = this.keys.length;
    this.indexOf.set(key, index);
    this.keys.push(key);
    this.parents.push(parent);
    this.arrivals.push(move);
    return index;
  }

  /** The layer being expanded is done: the next one is expanded from here on. */
  deepen(): void {
    this.layerStart = this.layerEnd;
    this.depth++;
    this.starts.push(this.layerStart);
  }

  /**
   * Positions in each layer, the root's first: every layer so far and the one
   * growing beyond them.
   */
  layerSizes(): number[] {
    const ends = [...this.starts.slice(1)];
    if (this.layerEnd > this.layerStart) ends.push(this.layerEnd);
    ends.push(this.keys.length);
    return ends.map((end, index) => end - (index === 0 ? 0 : ends[index - 1]));
  }

  /** Positions of the layer being expanded that are still to come. */
  get layerLeft(): number {
    return Math.max(0, this.layerEnd - this.at - 1);
  }

  /** Positions found so far one layer further out. */
  get nextLayer(): number {
    return this.keys.length - this.layerEnd;
  }

  /** Moves from the root to the position expanded last. */
  pathToCurrent(): Move[] {
    return this.pathTo(this.at);
  }

  /** Moves from the root to the position at `index`. */
  pathTo(index: number): Move[] {
    return index < 0 ? [] : tracePath(this.parents, this.arrivals, index);
  }
}

/**
 * Breadth-first search (bfs.ts) one expanded position per `next()`, for watch
 * mode: the same order, the layer being expanded and the next one growing.
 */
export class BreadthNodeSearch implements NodeSearch {
  readonly board: Board;
  readonly tree = new Tree();
  readonly iterations: IterationEvent[] = [];
  solution: Move[] | null = null;
  ending: 'exhausted' | 'too-large' | null = null;
  totalNodes = 0;
  private layerNodes = 0;
  private readonly codec: BoardCodec;
  private readonly buffer: Int32Array;
  private readonly began = performance.now();
  private finished = false;
  private closing = false;

  constructor(
    private readonly puzzle: Puzzle,
    start: Board,
    private readonly limitPositions = BFS_POSITION_LIMIT,
  ) {
    this.board = start.slice();
    this.codec = new BoardCodec(puzzle);
    this.buffer = new Int32Array(puzzle.maxMoves);
    this.tree.add(this.codec.encode(start), -1, -1);
    this.tree.layerEnd = 1;
    if (puzzle.isGoal(start)) {
      this.solution = [];
      this.finished = true;
    }
  }

  get done(): boolean {
    return this.finished;
  }

  next(): NodeResult {
    if (this.finished) return 'done';
    const { tree } = this;
    if (this.closing || tree.at + 1 >= tree.layerEnd) return this.closeLayer();
    const state = ++tree.at;
    this.layerNodes++;
    this.codec.decode(tree.keys[state], this.board);
    const count = this.puzzle.moves(this.board, this.buffer);
    for (let i = 0; i < count; i++) {
      const move = this.buffer[i];
      this.puzzle.apply(this.board, move);
      const key = this.codec.encode(this.board);
      if (!tree.indexOf.has(key)) {
        if (tree.keys.length >= this.limitPositions) {
          this.puzzle.undo(this.board, move);
          this.ending = 'too-large';
          this.finished = true;
          return 'node';
        }
        const index = tree.add(key, state, move);
        if (this.puzzle.isGoal(this.board)) {
          this.solution = tracePath(tree.parents, tree.arrivals, index);
          this.puzzle.undo(this.board, move);
          this.closing = true;
          return 'node';
        }
      }
      this.puzzle.undo(this.board, move);
    }
    return 'node';
  }

  private closeLayer(): NodeResult {
    const { tree } = this;
    this.totalNodes += this.layerNodes;
    this.iterations.push({
      depth: tree.depth + 1,
      nodes: this.layerNodes,
      totalNodes: this.totalNodes,
      ms: performance.now() - this.began,
    });
    this.layerNodes = 0;
    if (this.solution) {
      this.finished = true;
      return 'iteration';
    }
    tree.deepen();
    tree.layerEnd = tree.keys.length;
    if (tree.layerStart === tree.layerEnd) {
      this.ending = 'exhausted';
      this.finished = true;
    }
    return 'iteration';
  }
}

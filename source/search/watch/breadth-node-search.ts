import type { Board, Move, Puzzle } from '../../puzzles/puzzle.js';
import { BreadthFirst } from '../bfs.js';
import type { BreadthLayers } from '../breadth-layers.js';
import { BFS_POSITION_LIMIT, type IterationEvent } from '../search-events.js';
import type { NodeResult, NodeSearch } from './node-search.js';

/**
 * The breadth-first search `solve` runs (`BreadthFirst`, bfs.ts), one
 * expanded position per `next()`, for watch mode: the layer being expanded
 * and the next one growing, each layer an iteration.
 */
export class BreadthNodeSearch implements NodeSearch {
  readonly search: BreadthFirst;
  readonly iterations: IterationEvent[] = [];
  solution: Move[] | null = null;
  ending: 'exhausted' | 'too-large' | null = null;
  totalNodes = 0;
  private layerNodes = 0;
  private readonly began = performance.now();
  private finished = false;

  constructor(puzzle: Puzzle, start: Board, limitPositions = BFS_POSITION_LIMIT) {
    this.search = new BreadthFirst(puzzle, start, false, limitPositions);
    if (puzzle.isGoal(start)) {
      this.solution = [];
      this.finished = true;
    }
  }

  get board(): Board {
    return this.search.board;
  }

  get tree(): BreadthLayers {
    return this.search.tree;
  }

  get done(): boolean {
    return this.finished;
  }

  next(): NodeResult {
    if (this.finished) return 'done';
    const { search } = this;
    if (this.solution || search.tree.layerDone) return this.closeLayer();
    this.layerNodes++;
    const step = search.expand();
    if (step === 'full') {
      this.ending = 'too-large';
      this.finished = true;
    } else if (step === 'found') {
      this.solution = search.tree.pathTo(search.goal);
    }
    return 'node';
  }

  private closeLayer(): NodeResult {
    const { tree } = this.search;
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
    } else if (!this.search.deepen()) {
      this.ending = 'exhausted';
      this.finished = true;
    }
    return 'iteration';
  }
}

import type { Board, Move, Puzzle } from '../../puzzles/puzzle.js';
import { Bidirectional, type Side } from '../bidir.js';
import type { BreadthLayers } from '../breadth-layers.js';
import { BFS_POSITION_LIMIT, type IterationEvent } from '../search-events.js';
import type { NodeResult, NodeSearch } from './node-search.js';

/**
 * The bidirectional search `solve` runs (`Bidirectional`, bidir.ts), one
 * expanded position per `next()`, for watch mode: the smaller frontier grows
 * a layer at a time until the two trees meet; the next step after the
 * meeting ends the layer, and the search with it.
 */
export class BidirNodeSearch implements NodeSearch {
  readonly search: Bidirectional;
  readonly iterations: IterationEvent[] = [];
  solution: Move[] | null = null;
  ending: 'exhausted' | 'too-large' | null = null;
  totalNodes = 0;
  private layerNodes = 0;
  private readonly began = performance.now();
  private finished = false;

  constructor(puzzle: Puzzle, start: Board, limitPositions = BFS_POSITION_LIMIT) {
    this.search = new Bidirectional(puzzle, start, limitPositions);
    if (this.search.best === 0) {
      this.solution = [];
      this.finished = true;
    } else if (!this.search.openLayer()) {
      this.ending = 'exhausted';
      this.finished = true;
    }
  }

  get board(): Board {
    return this.search.board;
  }
  get forward(): BreadthLayers {
    return this.search.forward;
  }
  get backward(): BreadthLayers {
    return this.search.backward;
  }
  get near(): BreadthLayers {
    return this.search.near;
  }
  get growing(): Side {
    return this.search.growing;
  }
  get meeting(): Board | null {
    return this.search.meeting;
  }
  get done(): boolean {
    return this.finished;
  }

  next(): NodeResult {
    if (this.finished) return 'done';
    const { search } = this;
    if (search.near.layerDone || search.best >= 0) return this.closeLayer();
    this.layerNodes++;
    if (search.expand() === 'full') {
      this.ending = 'too-large';
      this.finished = true;
    }
    return 'node';
  }

  private closeLayer(): NodeResult {
    const { search } = this;
    this.totalNodes += this.layerNodes;
    this.iterations.push({
      depth: search.layer,
      nodes: this.layerNodes,
      totalNodes: this.totalNodes,
      ms: performance.now() - this.began,
    });
    this.layerNodes = 0;
    search.closeLayer();
    if (search.best >= 0) {
      this.solution = search.answer();
      this.finished = true;
    } else if (!search.openLayer()) {
      this.ending = 'exhausted';
      this.finished = true;
    }
    return 'iteration';
  }
}

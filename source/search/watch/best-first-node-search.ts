import type { Board, Move, NamedBound, Puzzle } from '../../puzzles/puzzle.js';
import { BestFirst } from '../best-first.js';
import { BFS_POSITION_LIMIT, type IterationEvent } from '../search-events.js';
import type { NodeResult, NodeSearch } from './node-search.js';

/** The store is full: thrown inside a step, caught by `next`. */
class StoreFull extends Error {
  override readonly name = 'StoreFull';
}

/**
 * A* or greedy best-first (best-first-search.ts) one expanded position per
 * `next()`, for watch mode: the same `BestFirst` steps and the same
 * iterations (A*'s f, greedy's h each time a lower one is reached).
 */
export class BestFirstNodeSearch implements NodeSearch {
  readonly search: BestFirst;
  readonly iterations: IterationEvent[] = [];
  solution: Move[] | null = null;
  ending: 'exhausted' | 'too-large' | null = null;
  /** Nodes visited in all, and in the iteration under way. */
  totalNodes = 0;
  iterationNodes = 0;
  /** The f (greedy: h) of the iteration under way. */
  layer: number;
  private readonly began = performance.now();
  private finished = false;
  private closing = false;

  constructor(
    puzzle: Puzzle,
    start: Board,
    bound: NamedBound,
    greedy: boolean,
    limitPositions = BFS_POSITION_LIMIT,
  ) {
    this.search = new BestFirst(puzzle, start, bound, greedy, limitPositions, () => {
      throw new StoreFull();
    });
    this.layer = this.search.valueOf(0);
  }

  get board(): Board {
    return this.search.board;
  }

  get done(): boolean {
    return this.finished;
  }

  next(): NodeResult {
    if (this.finished) return 'done';
    if (this.closing) {
      this.closeLayer();
      this.finished = true;
      return 'iteration';
    }
    const { search } = this;
    let step: ReturnType<BestFirst['step']>;
    try {
      step = search.step();
    } catch (error) {
      if (!(error instanceof StoreFull)) throw error;
      this.ending = 'too-large';
      this.finished = true;
      return 'node';
    }
    if (step === 'empty') {
      this.ending = 'exhausted';
      this.closing = true;
      return this.next();
    }
    const value = search.valueOf(search.at);
    if (search.greedy ? value < this.layer : value > this.layer) {
      this.closeLayer();
      this.layer = value;
    }
    this.iterationNodes++;
    this.totalNodes++;
    if (step === 'found') {
      this.solution = search.pathTo(search.goal);
      this.closing = true;
    }
    return 'node';
  }

  private closeLayer(): void {
    this.iterations.push({
      depth: this.layer,
      nodes: this.iterationNodes,
      totalNodes: this.totalNodes,
      ms: performance.now() - this.began,
    });
    this.iterationNodes = 0;
  }
}

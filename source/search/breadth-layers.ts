import type { Move, Puzzle } from '../puzzles/puzzle.js';
import { BreadthTree } from './breadth-tree.js';

/** The moves from the root to `state`, following parent links. */
export const tracePath = (
  parents: ArrayLike<number>,
  arrivals: ArrayLike<Move>,
  state: number,
): Move[] => {
  const moves: Move[] = [];
  for (let at = state; at >= 0 && parents[at] >= 0; at = parents[at]) moves.push(arrivals[at]);
  return moves.reverse();
};

/**
 * A breadth-first tree grown a layer at a time: its positions are numbered in
 * the order found, so a layer is a run of numbers. The layer being expanded is
 * `[layerStart, layerEnd)`, `at` the position expanded last, and what the
 * layer adds lies beyond `layerEnd`. Breadth-first and bidirectional search
 * grow theirs through it, whole (`solve`) or a position at a time (watch mode).
 */
export class BreadthLayers extends BreadthTree {
  layerStart = 0;
  layerEnd = 0;
  at = -1;
  /** Depth of the layer being expanded: its positions' moves from the root. */
  depth = 0;
  /** Where each layer begins, the root's first. */
  private readonly starts: number[] = [0];

  constructor(puzzle: Pick<Puzzle, 'cellCount' | 'pieces'>, counting: boolean) {
    super(puzzle, null, counting);
  }

  /** The positions found and not yet expanded become the layer to expand. */
  openLayer(): void {
    this.layerEnd = this.store.count;
    this.at = this.layerStart - 1;
  }

  /** Every position of the layer being expanded has been. */
  get layerDone(): boolean {
    return this.at + 1 >= this.layerEnd;
  }

  /** The layer being expanded is done: what it added is the next, one move deeper. */
  deepen(): void {
    this.layerStart = this.layerEnd;
    this.depth++;
    this.starts.push(this.layerStart);
  }

  /** Positions found and not yet expanded: the layer to expand next, before it is opened. */
  get frontier(): number {
    return this.store.count - this.layerStart;
  }

  /** Positions of the layer being expanded that are still to come. */
  get layerLeft(): number {
    return Math.max(0, this.layerEnd - this.at - 1);
  }

  /** Positions found so far one layer further out. */
  get nextLayer(): number {
    return this.store.count - this.layerEnd;
  }

  /** Positions in each layer, the root's first: every layer so far and the one growing beyond them. */
  layerSizes(): number[] {
    const ends = [...this.starts.slice(1)];
    if (this.layerEnd > this.layerStart) ends.push(this.layerEnd);
    ends.push(this.store.count);
    return ends.map((end, index) => end - (index === 0 ? 0 : ends[index - 1]));
  }

  /** Moves from the root to the position at `index` (none before the first is expanded). */
  pathTo(index: number): Move[] {
    return index < 0 ? [] : tracePath(this.parents, this.arrivals, index);
  }

  /** Moves from the root to the position at `index`, counted. */
  depthOf(index: number): number {
    let depth = 0;
    for (let at = index; this.parents[at] >= 0; at = this.parents[at]) depth++;
    return depth;
  }
}

import type { Board, Move, Puzzle } from '../puzzles/puzzle.js';
import { tracePath } from './bfs.js';
import { BreadthTree } from './breadth-tree.js';
import { Progress } from './progress.js';
import {
  BFS_POSITION_LIMIT,
  type Peak,
  type SearchOptions,
  type SearchResult,
} from './search-events.js';

/** One side of a bidirectional search: a breadth-first tree, its layer under way and depth. */
class Frontier extends BreadthTree {
  layerStart = 0;
  depth = 0;

  constructor(
    puzzle: Puzzle,
    private readonly progress: Progress,
    private readonly limit: number,
  ) {
    super(puzzle, null, false);
  }

  /** Stores `board` if it is new (`store.added` says so), stopping at the limit. */
  override add(board: Board, parent: number, move: Move): number {
    const index = super.add(board, parent, move);
    if (this.store.added && index >= this.limit) this.progress.stop('positions', this.limit);
    return index;
  }

  layerSize(): number {
    return this.store.count - this.layerStart;
  }
}

/**
 * Bidirectional breadth-first search for reversible puzzles with a finite goal
 * set: grows the smaller frontier one whole layer at a time and stops at the
 * shortest meeting found in that layer.
 */
export const bidirectionalBfs = (
  puzzle: Puzzle,
  start: Board,
  options: SearchOptions = {},
): SearchResult => {
  const { goals, inverse } = puzzle;
  if (!puzzle.reversible || !goals || !inverse) {
    throw new Error(`${puzzle.id}: bidirectional search needs reversible moves and goal boards`);
  }
  const progress = new Progress(options);
  const limit = options.limitPositions ?? BFS_POSITION_LIMIT;
  const forward = new Frontier(puzzle, progress, limit);
  const backward = new Frontier(puzzle, progress, limit);
  forward.add(start, -1, -1);
  for (const goal of goals) backward.add(goal, -1, -1);
  if (backward.store.find(start) >= 0) {
    return { moves: [], nodes: 0, ms: progress.elapsed(), iterations: [] };
  }
  const board = new Uint8Array(puzzle.cellCount);
  const buffer = new Int32Array(puzzle.maxMoves);
  // Read once, not at every position (see `Puzzle.moves`).
  const { moves, apply, undo } = puzzle;

  while (forward.layerSize() > 0 && backward.layerSize() > 0) {
    const growForward = forward.layerSize() <= backward.layerSize();
    const near = growForward ? forward : backward;
    const far = growForward ? backward : forward;
    progress.startIteration(forward.depth + backward.depth + 1);
    const layerEnd = near.store.count;
    let best = -1;
    let bestNear = -1;
    let bestFar = -1;
    for (let state = near.layerStart; state < layerEnd; state++) {
      progress.visit();
      near.store.positionAt(state, board);
      const count = moves(board, buffer);
      for (let i = 0; i < count; i++) {
        const move = buffer[i];
        apply(board, move);
        const index = near.add(board, state, move);
        if (near.store.added) {
          const met = far.store.find(board);
          if (met >= 0) {
            const length = near.depth + 1 + depthOf(far, met);
            if (best < 0 || length < best) {
              best = length;
              bestNear = index;
              bestFar = met;
            }
          }
        }
        undo(board, move);
      }
    }
    near.layerStart = layerEnd;
    near.depth++;
    progress.finishIteration();
    if (best >= 0) {
      const fromStart = growForward ? bestNear : bestFar;
      const fromGoal = growForward ? bestFar : bestNear;
      const head = tracePath(forward.parents, forward.arrivals, fromStart);
      const tail = tracePath(backward.parents, backward.arrivals, fromGoal)
        .reverse()
        .map((move) => inverse(move));
      return {
        moves: [...head, ...tail],
        nodes: progress.totalNodes,
        ms: progress.elapsed(),
        iterations: progress.iterations,
        peak: held(forward, backward),
      };
    }
  }
  return {
    moves: null,
    nodes: progress.totalNodes,
    ms: progress.elapsed(),
    iterations: progress.iterations,
    peak: held(forward, backward),
  };
};

/** Both trees' positions and bytes: neither drops any, so at the end is the peak. */
const held = (forward: Frontier, backward: Frontier): Peak => {
  const [one, other] = [forward.peak(), backward.peak()];
  return { positions: one.positions + other.positions, bytes: one.bytes + other.bytes };
};

const depthOf = (frontier: Frontier, index: number): number => {
  let depth = 0;
  for (let at = index; frontier.parents[at] >= 0; at = frontier.parents[at]) depth++;
  return depth;
};

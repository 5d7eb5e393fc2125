import type { Board, Move, Puzzle } from '../puzzles/puzzle.js';
import { tracePath } from './bfs.js';
import { BoardCodec, type BoardKey } from './codec.js';
import { Progress } from './progress.js';
import { BFS_POSITION_LIMIT, type SearchOptions, type SearchResult } from './search-events.js';

/** One side of a bidirectional search: a BFS tree over packed boards. */
class Frontier {
  readonly indexOf = new Map<BoardKey, number>();
  readonly keys: BoardKey[] = [];
  readonly parents: number[] = [];
  readonly arrivals: Move[] = [];
  layerStart = 0;
  depth = 0;

  constructor(
    private readonly progress: Progress,
    private readonly limit: number,
  ) {}

  add(key: BoardKey, parent: number, move: Move): number {
    const index = this.keys.length;
    if (index >= this.limit) this.progress.stop('positions', this.limit);
    this.indexOf.set(key, index);
    this.keys.push(key);
    this.parents.push(parent);
    this.arrivals.push(move);
    return index;
  }

  layerSize(): number {
    return this.keys.length - this.layerStart;
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
  const codec = new BoardCodec(puzzle);
  const limit = options.limitPositions ?? BFS_POSITION_LIMIT;
  const forward = new Frontier(progress, limit);
  const backward = new Frontier(progress, limit);
  forward.add(codec.encode(start), -1, -1);
  for (const goal of goals) {
    const key = codec.encode(goal);
    if (!backward.indexOf.has(key)) backward.add(key, -1, -1);
  }
  const startInGoals = backward.indexOf.get(forward.keys[0]);
  if (startInGoals !== undefined) {
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
    const layerEnd = near.keys.length;
    let best = -1;
    let bestNear = -1;
    let bestFar = -1;
    for (let state = near.layerStart; state < layerEnd; state++) {
      progress.visit();
      codec.decode(near.keys[state], board);
      const count = moves(board, buffer);
      for (let i = 0; i < count; i++) {
        const move = buffer[i];
        apply(board, move);
        const key = codec.encode(board);
        if (!near.indexOf.has(key)) {
          const index = near.add(key, state, move);
          const met = far.indexOf.get(key);
          if (met !== undefined) {
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
      };
    }
  }
  return {
    moves: null,
    nodes: progress.totalNodes,
    ms: progress.elapsed(),
    iterations: progress.iterations,
  };
};

const depthOf = (frontier: Frontier, index: number): number => {
  let depth = 0;
  for (let at = index; frontier.parents[at] >= 0; at = frontier.parents[at]) depth++;
  return depth;
};

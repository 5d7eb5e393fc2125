import type { Board, Move, Puzzle } from '../puzzles/puzzle.js';
import { BreadthTree } from './breadth-tree.js';
import { Progress } from './progress.js';
import { BFS_POSITION_LIMIT, type SearchOptions, type SearchResult } from './search-events.js';

/**
 * Breadth-first search from `start` to the puzzle's goal test, with path
 * recovery. With `all`, counts every shortest move sequence (paths are counted
 * through the layers, so transpositions multiply as they should).
 */
export const bfs = (puzzle: Puzzle, start: Board, options: SearchOptions = {}): SearchResult => {
  const progress = new Progress(options);
  const board = start.slice();
  if (puzzle.isGoal(board)) {
    return { moves: [], nodes: 0, ms: progress.elapsed(), iterations: [], solutions: 1 };
  }
  const tree = new BreadthTree(puzzle, board, options.all === true);
  const buffer = new Int32Array(puzzle.maxMoves);
  // Read once, not at every position (see `Puzzle.moves`).
  const { moves, apply, undo, isGoal } = puzzle;

  // Checked as each position is stored, inside a layer: a layer can hold millions.
  const limitPositions = options.limitPositions ?? BFS_POSITION_LIMIT;
  const maxStates = Math.min(options.maxPositions ?? limitPositions, limitPositions);
  let layerStart = 0;
  let depth = 0;
  while (layerStart < tree.store.count) {
    const layerEnd = tree.store.count;
    depth++;
    progress.startIteration(depth);
    let firstGoal = -1;
    for (let state = layerStart; state < layerEnd; state++) {
      progress.visit();
      tree.store.positionAt(state, board);
      const count = moves(board, buffer);
      for (let i = 0; i < count; i++) {
        const move = buffer[i];
        apply(board, move);
        const index = tree.add(board, state, move);
        if (tree.store.added) {
          if (index >= maxStates) {
            // Asked for a bounded look (`maxStates`): say where it stopped. Otherwise a limit.
            if (options.maxPositions === undefined || options.maxPositions > limitPositions) {
              progress.stop('positions', limitPositions);
            }
            return { ...finish(progress, tree, -1), moves: null, gaveUpAt: depth - 1 };
          }
          if (firstGoal < 0 && isGoal(board)) {
            firstGoal = index;
            if (!options.all) {
              progress.finishIteration();
              return finish(progress, tree, firstGoal);
            }
          }
        } else if (options.all && index >= layerEnd) {
          tree.pathCounts[index] += tree.pathCounts[state];
        }
        undo(board, move);
      }
    }
    progress.finishIteration();
    if (firstGoal >= 0) {
      let solutions = 0;
      for (let state = layerEnd; state < tree.store.count; state++) {
        tree.store.positionAt(state, board);
        if (isGoal(board)) solutions += tree.pathCounts[state];
      }
      return { ...finish(progress, tree, firstGoal), solutions };
    }
    layerStart = layerEnd;
  }
  return {
    moves: null,
    nodes: progress.totalNodes,
    ms: progress.elapsed(),
    iterations: progress.iterations,
    peak: tree.peak(),
  };
};

const finish = (progress: Progress, tree: BreadthTree, goal: number): SearchResult => ({
  moves: tracePath(tree.parents, tree.arrivals, goal),
  nodes: progress.totalNodes,
  ms: progress.elapsed(),
  iterations: progress.iterations,
  peak: tree.peak(),
});

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

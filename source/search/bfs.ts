import type { Board, Move, Puzzle } from '../puzzles/puzzle.js';
import { BoardCodec, type BoardKey } from './codec.js';
import { Progress } from './progress.js';
import { BFS_POSITION_LIMIT, type SearchOptions, type SearchResult } from './search-events.js';

/**
 * Breadth-first search from `start` to the puzzle's goal test, with path
 * recovery. With `all`, counts every shortest move sequence (paths are counted
 * through the layers, so transpositions multiply as they should).
 */
export const bfs = (puzzle: Puzzle, start: Board, options: SearchOptions = {}): SearchResult => {
  const progress = new Progress(options);
  const codec = new BoardCodec(puzzle);
  const board = start.slice();
  if (puzzle.isGoal(board)) {
    return { moves: [], nodes: 0, ms: progress.elapsed(), iterations: [], solutions: 1 };
  }
  const indexOf = new Map<BoardKey, number>();
  const keys: BoardKey[] = [codec.encode(board)];
  const parents: number[] = [-1];
  const arrivals: Move[] = [-1];
  const pathCounts: number[] = [1];
  indexOf.set(keys[0], 0);
  const buffer = new Int32Array(puzzle.maxMoves);
  // Read once, not at every position (see `Puzzle.moves`).
  const { moves, apply, undo, isGoal } = puzzle;

  // Checked as each position is stored, inside a layer: a layer can hold millions.
  const limitPositions = options.limitPositions ?? BFS_POSITION_LIMIT;
  const maxStates = Math.min(options.maxPositions ?? limitPositions, limitPositions);
  let layerStart = 0;
  let depth = 0;
  while (layerStart < keys.length) {
    const layerEnd = keys.length;
    depth++;
    progress.startIteration(depth);
    let firstGoal = -1;
    for (let state = layerStart; state < layerEnd; state++) {
      progress.visit();
      codec.decode(keys[state], board);
      const count = moves(board, buffer);
      for (let i = 0; i < count; i++) {
        const move = buffer[i];
        apply(board, move);
        const key = codec.encode(board);
        const known = indexOf.get(key);
        if (known === undefined) {
          const index = keys.length;
          if (index >= maxStates) {
            // Asked for a bounded look (`maxStates`): say where it stopped. Otherwise a limit.
            if (options.maxPositions === undefined || options.maxPositions > limitPositions) {
              progress.stop('positions', limitPositions);
            }
            return { ...finish(progress, parents, arrivals, -1), moves: null, gaveUpAt: depth - 1 };
          }
          indexOf.set(key, index);
          keys.push(key);
          parents.push(state);
          arrivals.push(move);
          pathCounts.push(pathCounts[state]);
          if (firstGoal < 0 && isGoal(board)) {
            firstGoal = index;
            if (!options.all) {
              progress.finishIteration();
              return finish(progress, parents, arrivals, firstGoal);
            }
          }
        } else if (known >= layerEnd) {
          pathCounts[known] += pathCounts[state];
        }
        undo(board, move);
      }
    }
    progress.finishIteration();
    if (firstGoal >= 0) {
      let solutions = 0;
      for (let state = layerEnd; state < keys.length; state++) {
        codec.decode(keys[state], board);
        if (isGoal(board)) solutions += pathCounts[state];
      }
      return { ...finish(progress, parents, arrivals, firstGoal), solutions };
    }
    layerStart = layerEnd;
  }
  return {
    moves: null,
    nodes: progress.totalNodes,
    ms: progress.elapsed(),
    iterations: progress.iterations,
  };
};

const finish = (
  progress: Progress,
  parents: readonly number[],
  arrivals: readonly Move[],
  goal: number,
): SearchResult => ({
  moves: tracePath(parents, arrivals, goal),
  nodes: progress.totalNodes,
  ms: progress.elapsed(),
  iterations: progress.iterations,
});

/** The moves from the root to `state`, following parent links. */
export const tracePath = (
  parents: readonly number[],
  arrivals: readonly Move[],
  state: number,
): Move[] => {
  const moves: Move[] = [];
  for (let at = state; at >= 0 && parents[at] >= 0; at = parents[at]) moves.push(arrivals[at]);
  return moves.reverse();
};

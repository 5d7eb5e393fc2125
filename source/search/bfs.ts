import type { Board, Puzzle } from '../puzzles/puzzle.js';
import { BreadthLayers } from './breadth-layers.js';
import { Progress } from './progress.js';
import { BFS_POSITION_LIMIT, type SearchOptions, type SearchResult } from './search-events.js';

export { tracePath } from './breadth-layers.js';

/** What expanding one position did. */
export type BreadthStep =
  /** Expanded it; the search goes on. */
  | 'node'
  /** It has a goal among its children (the first, when not counting every answer: the search is over). */
  | 'found'
  /** A child would be one position more than the search may store. */
  | 'full';

/**
 * Breadth-first search one expanded position per `expand()`: `bfs` runs it
 * whole and watch mode a position at a time, so a class watches the very
 * search `solve` runs. Each position is numbered as found (a layer is a run of
 * numbers); the first goal found ends the search, or with `all` its layer,
 * the shortest ways to each position counted through the layers.
 */
export class BreadthFirst {
  /** The position expanded last (the start before the first), played in place. */
  readonly board: Board;
  readonly tree: BreadthLayers;
  /** The first goal found, -1 before. */
  goal = -1;
  private readonly buffer: Int32Array;
  private readonly rules: Pick<Puzzle, 'moves' | 'apply' | 'undo' | 'isGoal'>;

  constructor(
    puzzle: Puzzle,
    start: Board,
    private readonly all: boolean,
    /** Stores at most this many positions. */
    private readonly maxPositions: number,
  ) {
    this.board = start.slice();
    this.tree = new BreadthLayers(puzzle, all);
    this.tree.add(this.board, -1, -1);
    this.tree.openLayer();
    this.buffer = new Int32Array(puzzle.maxMoves);
    // Read once, not at every position (see `Puzzle.moves`).
    const { moves, apply, undo, isGoal } = puzzle;
    this.rules = { moves, apply, undo, isGoal };
  }

  /** Expands the next position of the layer (`tree.layerDone` false): stores its new children. */
  expand(): BreadthStep {
    const { tree, board, buffer, all } = this;
    const { moves, apply, undo, isGoal } = this.rules;
    const state = ++tree.at;
    tree.store.positionAt(state, board);
    const count = moves(board, buffer);
    for (let i = 0; i < count; i++) {
      const move = buffer[i];
      apply(board, move);
      const index = tree.add(board, state, move);
      if (tree.store.added) {
        if (index >= this.maxPositions) {
          undo(board, move);
          return 'full';
        }
        if (this.goal < 0 && isGoal(board)) {
          this.goal = index;
          if (!all) {
            undo(board, move);
            return 'found';
          }
        }
      } else if (all && index >= tree.layerEnd) {
        tree.pathCounts[index] += tree.pathCounts[state];
      }
      undo(board, move);
    }
    return 'node';
  }

  /** The layer is done: the next one opens. False when it is empty (nothing lies further). */
  deepen(): boolean {
    this.tree.deepen();
    this.tree.openLayer();
    return this.tree.layerStart < this.tree.layerEnd;
  }

  /** Shortest ways to a goal, once the layer holding the first is complete (`all`). */
  answers(): number {
    const { tree, board } = this;
    let solutions = 0;
    for (let state = tree.layerEnd; state < tree.store.count; state++) {
      tree.store.positionAt(state, board);
      if (this.rules.isGoal(board)) solutions += tree.pathCounts[state];
    }
    return solutions;
  }
}

/**
 * Breadth-first search from `start` to the puzzle's goal test, with path
 * recovery. With `all`, counts every shortest move sequence (paths are counted
 * through the layers, so transpositions multiply as they should).
 */
export const bfs = (puzzle: Puzzle, start: Board, options: SearchOptions = {}): SearchResult => {
  const progress = new Progress(options);
  if (puzzle.isGoal(start)) {
    return {
      moves: [],
      nodes: 0,
      ms: progress.elapsed(),
      ownMs: progress.ownElapsed(),
      iterations: [],
      solutions: 1,
    };
  }
  // Checked as each position is stored, inside a layer: a layer can hold millions.
  const limitPositions = options.limitPositions ?? BFS_POSITION_LIMIT;
  const maxPositions = Math.min(options.maxPositions ?? limitPositions, limitPositions);
  const search = new BreadthFirst(puzzle, start, options.all === true, maxPositions);
  const { tree } = search;
  const result = (): SearchResult => ({
    moves: search.goal < 0 ? null : tree.pathTo(search.goal),
    nodes: progress.totalNodes,
    ms: progress.elapsed(),
    ownMs: progress.ownElapsed(),
    iterations: progress.iterations,
    peak: tree.peak(),
  });
  do {
    progress.startIteration(tree.depth + 1);
    while (!tree.layerDone) {
      progress.visit();
      const step = search.expand();
      if (step === 'full') {
        // Asked for a bounded look (`maxPositions`): say where it stopped. Otherwise a limit.
        if (options.maxPositions === undefined || options.maxPositions > limitPositions) {
          progress.stop('positions', limitPositions);
        }
        search.goal = -1;
        return { ...result(), gaveUpAt: tree.depth };
      }
      if (step === 'found') {
        progress.finishIteration();
        return result();
      }
    }
    progress.finishIteration();
    if (search.goal >= 0) return { ...result(), solutions: search.answers() };
  } while (search.deepen());
  return result();
};

import type { Board } from './board-move.js';

/**
 * Every position of a puzzle numbered 0 … positions-1, for whole-space maps (a
 * breadth-first search that keeps two bits per position instead of a set).
 */
export interface PositionSpace {
  readonly positions: number;
  /** Names the space and its goals, for a stored map (file-name safe). */
  readonly key: string;
  rank(board: Board): number;
  unrank(index: number, board: Board): void;
  /**
   * The most positions one move from any position: the longest `neighbours`
   * ever writes. Whatever walks the space sizes its buffers by it (a typed
   * array drops what is written past its end, silently).
   */
  readonly mostNeighbours: number;
  /** Writes the indexes of the positions one move from `index` into `out` (`mostNeighbours` long at the least); returns how many. */
  neighbours(index: number, out: Int32Array): number;
  /** Neighbours whose indexes are next to each other, when the numbering has them (`StepPairs`). */
  readonly pairs?: StepPairs;
  /** How a worker thread makes this space again from data alone (see `SpaceRecipe`). */
  readonly recipe?: SpaceRecipe;
}

/**
 * A space as plain data, for a worker thread of a whole map to make again
 * without the puzzles' catalogue, their words or their screens (see
 * space-makers.ts): the Line Puzzle's sequences of pieces on a grid, by the
 * goal's pieces.
 */
export type SpaceRecipe = {
  readonly kind: 'grid';
  readonly rows: number;
  readonly cols: number;
  readonly goal: readonly number[];
  readonly keyPrefix: string;
};

/**
 * Moves between positions numbered one apart, the same in every block of 16
 * indexes (from a multiple of 16; `positions` is then one too): a whole map
 * keeps 16 positions to a word, so it follows these moves a word at a time.
 */
export type StepPairs = {
  /** Bit o set: in every block, positions o and o + 1 are one move apart. */
  readonly mask: number;
  /** Writes the neighbours of `index` other than those pairs into `out`; returns how many. */
  others(index: number, out: Int32Array): number;
  /**
   * Bit o set: in every block, position o lies on one side of a two-sided
   * space (every move joins a position of one side to one of the other), as
   * the empty cell's colour on a chessboard does. Then a layer's positions
   * are all on one side, and a map looks for them there alone.
   */
  readonly sides?: number;
};

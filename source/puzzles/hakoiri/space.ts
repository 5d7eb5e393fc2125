import type { Board, PositionSpace } from '../puzzle.js';
import { CELLS, cellsOf, fits, partsOf, type Shape } from './box.js';
import type { BlockRules } from './rules.js';

/** How many blocks of each shape a position holds. */
export type BlockCounts = Readonly<Record<Shape, number>>;

const PLACED: readonly Shape[] = ['daughter', 'tall', 'wide', 'small'];

/**
 * Every arrangement of the blocks in the box, each written once, in the order
 * a fill from the first cell on finds them: at the first cell not yet
 * decided, it is left empty or becomes the top-left of a block. Written one
 * after another, CELLS bytes each, into one buffer (`boards`, `count` of them).
 */
const arrangements = (counts: BlockCounts): { boards: Uint8Array; count: number } => {
  let boards = new Uint8Array(CELLS * 4096);
  let count = 0;
  const board = new Uint8Array(CELLS);
  const decided = new Uint8Array(CELLS);
  const left = PLACED.map((shape) => counts[shape]);
  // Each shape's cells at each top-left cell (undefined where it does not fit), and its parts.
  const cellsAt = PLACED.map((shape) =>
    Array.from({ length: CELLS }, (_, cell) =>
      fits(shape, cell) ? cellsOf(shape, cell) : undefined,
    ),
  );
  const parts = PLACED.map(partsOf);
  const blocks = left.reduce((sum, each) => sum + each, 0);
  const covered = left.reduce((sum, each, shape) => sum + each * parts[shape].length, 0);
  let emptiesLeft = CELLS - covered;
  const fill = (from: number, placed: number): void => {
    let cell = from;
    while (cell < CELLS && decided[cell]) cell++;
    if (placed === blocks) {
      if ((count + 1) * CELLS > boards.length) {
        const grown = new Uint8Array(boards.length * 2);
        grown.set(boards);
        boards = grown;
      }
      boards.set(board, count * CELLS);
      count++;
      return;
    }
    if (cell === CELLS) return;
    if (emptiesLeft > 0) {
      decided[cell] = 1;
      emptiesLeft--;
      fill(cell + 1, placed);
      emptiesLeft++;
      decided[cell] = 0;
    }
    for (let shape = 0; shape < PLACED.length; shape++) {
      const cells = cellsAt[shape][cell];
      if (left[shape] === 0 || !cells || cells.some((each) => decided[each])) continue;
      const shapeParts = parts[shape];
      for (let i = 0; i < cells.length; i++) {
        decided[cells[i]] = 1;
        board[cells[i]] = shapeParts[i];
      }
      left[shape]--;
      fill(cell + 1, placed + 1);
      left[shape]++;
      for (const each of cells) {
        decided[each] = 0;
        board[each] = 0;
      }
    }
  };
  fill(0, 0);
  return { boards, count };
};

/** The CELLS cells from `at` hashed (FNV-1a, then mixed so that the low bits spread). */
const hashOf = (cells: Board, at: number): number => {
  let hash = 0x811c9dc5;
  for (let cell = 0; cell < CELLS; cell++) hash = Math.imul(hash ^ cells[at + cell], 0x01000193);
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  return hash ^ (hash >>> 12);
};

/**
 * Every position with these blocks, numbered: a whole-space table, the map,
 * `new` and the coach read positions by these numbers (boards of 20 cells in
 * seven values do not pack into one number).
 */
export const blockSpace = (
  counts: BlockCounts,
  rules: BlockRules,
  name: string,
  /** The most moves the rules give a position: each is a neighbour. */
  mostMoves: number,
): PositionSpace => {
  const { boards: flat, count: positions } = arrangements(counts);
  // Where each board is: an open-addressing table of index + 1 (0: free), at
  // most half full, found by the board's hash and checked cell by cell.
  let size = 1;
  while (size < positions * 2) size *= 2;
  const slots = new Int32Array(size);
  const mask = size - 1;
  for (let index = 0; index < positions; index++) {
    let slot = hashOf(flat, index * CELLS) & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = index + 1;
  }
  const isAt = (position: Board, index: number): boolean => {
    const at = index * CELLS;
    for (let cell = 0; cell < CELLS; cell++) if (flat[at + cell] !== position[cell]) return false;
    return true;
  };
  const board = new Uint8Array(CELLS);
  const buffer = new Int32Array(CELLS * 4 * 4);
  const rank = (position: Board): number => {
    for (let slot = hashOf(position, 0) & mask; slots[slot] !== 0; slot = (slot + 1) & mask) {
      if (isAt(position, slots[slot] - 1)) return slots[slot] - 1;
    }
    throw new RangeError(`${name}: not a position of this space`);
  };
  return {
    positions,
    key: name,
    mostNeighbours: mostMoves,
    rank,
    unrank: (index, out) => out.set(flat.subarray(index * CELLS, index * CELLS + CELLS)),
    neighbours(index, out) {
      board.set(flat.subarray(index * CELLS, index * CELLS + CELLS));
      const count = rules.moves(board, buffer);
      for (let i = 0; i < count; i++) {
        rules.apply(board, buffer[i]);
        out[i] = rank(board);
        rules.undo(board, buffer[i]);
      }
      return count;
    },
  };
};

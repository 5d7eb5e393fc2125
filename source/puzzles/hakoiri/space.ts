import type { Board, PositionSpace } from '../puzzle.js';
import { CELLS, COLS, cellsOf, fits, partsOf, type Shape } from './box.js';
import type { BlockRules } from './rules.js';

/** How many blocks of each shape a position holds. */
export type BlockCounts = Readonly<Record<Shape, number>>;

const PLACED: readonly Shape[] = ['daughter', 'tall', 'wide', 'small'];

/** The cells a block of each shape covers from each anchor where it fits (empty where it does not). */
const COVERED: Readonly<Record<Shape, readonly (readonly number[])[]>> = Object.fromEntries(
  PLACED.map((shape) => [
    shape,
    Array.from({ length: CELLS }, (_, anchor) =>
      fits(shape, anchor) ? cellsOf(shape, anchor) : [],
    ),
  ]),
) as Record<Shape, number[][]>;

/**
 * Every arrangement of the blocks in the box, each written once, into `out`
 * one after another (`CELLS` bytes each), in the order a fill from the first
 * cell on finds them: at the first cell not yet decided, it is left empty or
 * becomes the top-left of a block. Returns how many it wrote.
 */
const arrangements = (counts: BlockCounts, out: Uint8Array): number => {
  let found = 0;
  const board = new Uint8Array(CELLS);
  const decided = new Uint8Array(CELLS);
  const left: Record<Shape, number> = { ...counts };
  const blocks = PLACED.reduce((sum, shape) => sum + counts[shape], 0);
  const covered = PLACED.reduce((sum, shape) => sum + counts[shape] * partsOf(shape).length, 0);
  let emptiesLeft = CELLS - covered;
  const fill = (cell: number, placed: number): void => {
    while (cell < CELLS && decided[cell]) cell++;
    if (placed === blocks) {
      out.set(board, found++ * CELLS);
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
    for (const shape of PLACED) {
      const cells = COVERED[shape][cell];
      if (left[shape] === 0 || cells.length === 0) continue;
      let free = true;
      for (const each of cells) free &&= decided[each] === 0;
      if (!free) continue;
      const parts = partsOf(shape);
      for (let i = 0; i < cells.length; i++) {
        decided[cells[i]] = 1;
        board[cells[i]] = parts[i];
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
  return found;
};

/**
 * How many arrangements `arrangements` finds, without making them (a puzzle's
 * `positions`, asked before any search, need not build the space): the same
 * fill, counted once for each state it can be in at a cell (the cells it has
 * decided ahead, all within the next row and one, and the blocks left).
 */
export const countArrangements = (counts: BlockCounts): number => {
  const ahead = COLS + 2;
  const known = new Map<number, number>();
  const left: Record<Shape, number> = { ...counts };
  let emptiesLeft =
    CELLS - PLACED.reduce((sum, shape) => sum + counts[shape] * partsOf(shape).length, 0);
  /** Arrangements from `cell` on, its first `ahead` cells decided as `decided` says. */
  const fill = (cell: number, decided: number): number => {
    while (cell < CELLS && decided & 1) {
      cell++;
      decided >>>= 1;
    }
    if (PLACED.every((shape) => left[shape] === 0)) return 1;
    if (cell === CELLS) return 0;
    let key = (cell << ahead) | decided;
    for (const shape of PLACED) key = key * (counts[shape] + 1) + left[shape];
    const seen = known.get(key);
    if (seen !== undefined) return seen;
    let found = 0;
    if (emptiesLeft > 0) {
      emptiesLeft--;
      found += fill(cell + 1, decided >>> 1);
      emptiesLeft++;
    }
    for (const shape of PLACED) {
      if (left[shape] === 0 || !fits(shape, cell)) continue;
      let covers = 0;
      for (const each of cellsOf(shape, cell)) covers |= 1 << (each - cell);
      if (covers & decided) continue;
      left[shape]--;
      found += fill(cell + 1, (decided | covers) >>> 1);
      left[shape]++;
    }
    known.set(key, found);
    return found;
  };
  return fill(0, 0);
};

/** A hash of the board at `at` in `cells` (20 bytes), for the table of positions. */
const hashOf = (cells: Uint8Array, at: number): number => {
  let hash = 0x811c9dc5;
  for (let cell = at; cell < at + CELLS; cell++) hash = Math.imul(hash ^ cells[cell], 0x01000193);
  return hash ^ (hash >>> 15);
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
  const positions = countArrangements(counts);
  const flat = new Uint8Array(positions * CELLS);
  if (arrangements(counts, flat) !== positions) throw new Error(`${name}: arrangements miscounted`);
  // Open addressing: each slot holds a position's number + 1, or 0; boards are compared whole.
  const mask = (1 << Math.ceil(Math.log2(positions * 2 + 1))) - 1;
  const slots = new Int32Array(mask + 1);
  for (let index = 0; index < positions; index++) {
    let slot = hashOf(flat, index * CELLS) & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = index + 1;
  }
  const board = new Uint8Array(CELLS);
  const buffer = new Int32Array(CELLS * 4 * 4);
  const rank = (position: Board): number => {
    for (let slot = hashOf(position, 0) & mask; slots[slot] !== 0; slot = (slot + 1) & mask) {
      const at = (slots[slot] - 1) * CELLS;
      let cell = 0;
      while (cell < CELLS && flat[at + cell] === position[cell]) cell++;
      if (cell === CELLS) return slots[slot] - 1;
    }
    throw new RangeError(`${name}: not a position of this space`);
  };
  return {
    positions: positions,
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

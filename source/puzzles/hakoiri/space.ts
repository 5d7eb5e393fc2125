import type { Board, PositionSpace } from '../puzzle.js';
import { CELLS, COLS, cellsOf, fits, partsOf, type Shape } from './box.js';
import type { BlockRules } from './rules.js';

/** How many blocks of each shape a position holds. */
export type BlockCounts = Readonly<Record<Shape, number>>;

const PLACED: readonly Shape[] = ['daughter', 'tall', 'wide', 'small'];

/**
 * The fill that finds every arrangement of the blocks in the box: at the
 * first cell not yet decided, it is left empty or becomes the top-left of a
 * block, each shape in turn. `count` says how many arrangements it finds,
 * each state it can be in at a cell (the cells decided ahead, all within the
 * next row and one, and the blocks left) counted once; `write` writes them
 * into `out` one after another (`CELLS` bytes each) in the order it finds
 * them, skipping what leads to none, and returns how many it wrote.
 */
const blockFill = (counts: BlockCounts) => {
  const ahead = COLS + 2;
  const known = new Map<number, number>();
  const left: Record<Shape, number> = { ...counts };
  let emptiesLeft =
    CELLS - PLACED.reduce((sum, shape) => sum + counts[shape] * partsOf(shape).length, 0);
  /** Each shape's cells from each anchor where it fits, as a mask from the anchor (0: it does not fit). */
  const covers = PLACED.map((shape) =>
    Array.from({ length: CELLS }, (_, anchor) =>
      fits(shape, anchor)
        ? cellsOf(shape, anchor).reduce((mask, each) => mask | (1 << (each - anchor)), 0)
        : 0,
    ),
  );
  const parts = PLACED.map((shape) => partsOf(shape));
  const cells = PLACED.map((shape) =>
    Array.from({ length: CELLS }, (_, anchor) =>
      fits(shape, anchor) ? cellsOf(shape, anchor) : [],
    ),
  );
  const placedAll = (): boolean => PLACED.every((shape) => left[shape] === 0);
  /** Arrangements from `cell` on (the first not decided), its first `ahead` cells decided as `decided` says. */
  const countFrom = (cell: number, decided: number): number => {
    if (placedAll()) return 1;
    if (cell === CELLS) return 0;
    let key = (cell << ahead) | decided;
    for (const shape of PLACED) key = key * (counts[shape] + 1) + left[shape];
    const seen = known.get(key);
    if (seen !== undefined) return seen;
    let found = 0;
    if (emptiesLeft > 0) {
      emptiesLeft--;
      found += next(cell + 1, decided >>> 1, countFrom);
      emptiesLeft++;
    }
    PLACED.forEach((shape, at) => {
      const mask = covers[at][cell];
      if (left[shape] === 0 || mask === 0 || mask & decided) return;
      left[shape]--;
      found += next(cell + 1, (decided | mask) >>> 1, countFrom);
      left[shape]++;
    });
    known.set(key, found);
    return found;
  };
  /** `step` at the first cell from `cell` on that is not decided. */
  const next = <T>(
    cell: number,
    decided: number,
    step: (cell: number, decided: number) => T,
  ): T => {
    while (cell < CELLS && decided & 1) {
      cell++;
      decided >>>= 1;
    }
    return step(cell, decided);
  };
  const write = (out: Uint8Array): number => {
    const board = new Uint8Array(CELLS);
    let found = 0;
    const fill = (cell: number, decided: number): void => {
      if (placedAll()) {
        out.set(board, found++ * CELLS);
        return;
      }
      if (countFrom(cell, decided) === 0) return;
      if (emptiesLeft > 0) {
        emptiesLeft--;
        next(cell + 1, decided >>> 1, fill);
        emptiesLeft++;
      }
      PLACED.forEach((shape, at) => {
        const mask = covers[at][cell];
        if (left[shape] === 0 || mask === 0 || mask & decided) return;
        const placed = cells[at][cell];
        for (let i = 0; i < placed.length; i++) board[placed[i]] = parts[at][i];
        left[shape]--;
        next(cell + 1, (decided | mask) >>> 1, fill);
        left[shape]++;
        for (const each of placed) board[each] = 0;
      });
    };
    next(0, 0, fill);
    return found;
  };
  return { count: (): number => next(0, 0, countFrom), write };
};

/** How many positions blocks of these counts have in the box, without making them. */
export const countArrangements = (counts: BlockCounts): number => blockFill(counts).count();

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
  const fill = blockFill(counts);
  const positions = fill.count();
  const flat = new Uint8Array(positions * CELLS);
  if (fill.write(flat) !== positions) throw new Error(`${name}: arrangements miscounted`);
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

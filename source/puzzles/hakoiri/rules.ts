import type { Board, Move } from '../puzzle.js';
import {
  CELLS,
  COLS,
  cellsOf,
  DAUGHTER,
  fits,
  LEFT,
  partsOf,
  type Shape,
  SMALL,
  TOP,
} from './box.js';

/** Shapes by the index a move carries. */
export const SHAPE_ORDER: readonly Shape[] = ['daughter', 'tall', 'wide', 'small'];

/** Row-by-row steps of the four ways a block slides: up, down, left, right. */
const STEPS = [-COLS, COLS, -1, 1] as const;

/**
 * A move is one block going from one top-left cell to another: the shape in
 * the high bits (so that a move reads as its block without the board), the
 * cells below, as `[from, to]` in the notation.
 */
export const blockMove = (shape: number, from: number, to: number): Move =>
  (shape << 10) | (from << 5) | to;
export const moveShape = (move: Move): Shape => SHAPE_ORDER[move >> 10];
export const moveFrom = (move: Move): number => (move >> 5) & 31;
export const moveTo = (move: Move): number => move & 31;
export const invertBlockMove = (move: Move): Move =>
  blockMove(move >> 10, moveTo(move), moveFrom(move));

const shapeIndexOf = (code: number): number =>
  code === DAUGHTER ? 0 : code === TOP ? 1 : code === LEFT ? 2 : code === SMALL ? 3 : -1;

/**
 * For each shape, top-left cell and way: the cells a block newly covers when
 * it slides one cell that way, as a bit mask; -1 where it would leave the box.
 */
const entering: readonly Int32Array[] = SHAPE_ORDER.map((shape) => {
  const table = new Int32Array(CELLS * 4).fill(-1);
  for (let anchor = 0; anchor < CELLS; anchor++) {
    if (!fits(shape, anchor)) continue;
    const before = cellsOf(shape, anchor);
    STEPS.forEach((step, way) => {
      const to = anchor + step;
      const wraps =
        (way === 2 && anchor % COLS === 0) || (way === 3 && (anchor % COLS) + 1 >= COLS);
      if (to < 0 || to >= CELLS || wraps || !fits(shape, to)) return;
      let mask = 0;
      for (const cell of cellsOf(shape, to)) if (!before.includes(cell)) mask |= 1 << cell;
      table[anchor * 4 + way] = mask;
    });
  }
  return table;
});

/** The cells of each shape at each top-left cell, as a bit mask. */
const covering: readonly Int32Array[] = SHAPE_ORDER.map((shape) =>
  Int32Array.from({ length: CELLS }, (_, anchor) =>
    fits(shape, anchor) ? cellsOf(shape, anchor).reduce((mask, cell) => mask | (1 << cell), 0) : 0,
  ),
);

/** Each shape's parts, and the cells it covers at each top-left cell (four a cell, row by row). */
const PARTS_OF: readonly (readonly number[])[] = SHAPE_ORDER.map(partsOf);
const CELLS_AT: readonly Int8Array[] = SHAPE_ORDER.map((shape) => {
  const table = new Int8Array(CELLS * 4);
  for (let anchor = 0; anchor < CELLS; anchor++) {
    if (fits(shape, anchor)) table.set(cellsOf(shape, anchor), anchor * 4);
  }
  return table;
});

/** Empty cells of `board` as a bit mask. */
const emptyMask = (board: Board): number => {
  let mask = 0;
  for (let cell = 0; cell < CELLS; cell++) if (board[cell] === 0) mask |= 1 << cell;
  return mask;
};

export type BlockRules = {
  moves(board: Board, out: Int32Array): number;
  apply(board: Board, move: Move): void;
  undo(board: Board, move: Move): void;
};

/**
 * The rules, counted one of the two ways the pages count: a move slides one
 * block one cell (`far` false), or one block any distance along a path of
 * slides, turning corners, as long as it is that block alone that moves.
 */
export const blockRules = (far: boolean): BlockRules => {
  // The path search's queue and the anchors it has reached (bit masks of cells).
  const queue = new Int8Array(CELLS);
  const slide = (board: Board, from: number, to: number, shape: number): void => {
    const parts = PARTS_OF[shape];
    const cells = CELLS_AT[shape];
    const size = parts.length;
    for (let i = 0; i < size; i++) board[cells[from * 4 + i]] = 0;
    for (let i = 0; i < size; i++) board[cells[to * 4 + i]] = parts[i];
  };
  const moves = (board: Board, out: Int32Array): number => {
    const empty = emptyMask(board);
    let count = 0;
    let daughterSeen = false;
    for (let anchor = 0; anchor < CELLS; anchor++) {
      const code = board[anchor];
      if (code === DAUGHTER) {
        if (daughterSeen) continue;
        daughterSeen = true;
      }
      const shape = shapeIndexOf(code);
      if (shape < 0) continue;
      const ways = entering[shape];
      if (!far) {
        for (let way = 0; way < 4; way++) {
          const needs = ways[anchor * 4 + way];
          if (needs >= 0 && (needs & empty) === needs) {
            out[count++] = blockMove(shape, anchor, anchor + STEPS[way]);
          }
        }
        continue;
      }
      // Any distance: every top-left cell the block reaches alone, its own cells free to it.
      const free = empty | covering[shape][anchor];
      let reached = 1 << anchor;
      let head = 0;
      let tail = 0;
      queue[tail++] = anchor;
      while (head < tail) {
        const at = queue[head++];
        for (let way = 0; way < 4; way++) {
          const needs = ways[at * 4 + way];
          const next = at + STEPS[way];
          if (needs < 0 || (needs & free) !== needs || reached & (1 << next)) continue;
          reached |= 1 << next;
          queue[tail++] = next;
          out[count++] = blockMove(shape, anchor, next);
        }
      }
    }
    return count;
  };
  return {
    moves,
    apply: (board, move) => slide(board, moveFrom(move), moveTo(move), move >> 10),
    undo: (board, move) => slide(board, moveTo(move), moveFrom(move), move >> 10),
  };
};

/** At most how many moves a position with `blocks` blocks has: four ways, or every other top-left cell. */
export const mostMoves = (blocks: number, far: boolean): number => blocks * (far ? CELLS - 1 : 4);

import { makeGrid } from '../cell-grid.js';
import {
  type Board,
  type DepthFirst,
  fromCell,
  type NodeCounter,
  type PassState,
} from '../puzzle.js';
import { LINE_CELLS, LINE_SIDE } from './pieces.js';

/**
 * IDA*'s depth-first pass for the Line Puzzle's kind-sum bounds (one table
 * per kind over that kind's cell mask, summed: the assignment and nearest
 * bounds): the generic pass (search/deepening.ts) with the Line rules and
 * the probe written in, as the C reference has it — the empty cell carried
 * down, one mask per kind moved by a xor and put back on the way up, the
 * estimate carried as an argument and changed by two table reads, the goal
 * tested on the four masks. It visits the same nodes in the same order
 * (test/kind-sum-pass.test.ts holds it to the generic pass); only the
 * instructions per node differ.
 *
 * One recursion for the whole process, handed each search's tables and pass
 * in turn: V8 compiles it for the one closure it calls, and a closure per
 * search would be compiled again at every search. A search begun while
 * another is under way here (from a tick, say) takes the generic pass.
 */

/**
 * A kind-sum bound's tables in one array: entry `code << 16 | mask` is what
 * the pieces of kind `code` on the cells of `mask` add to the estimate (the
 * assignment and nearest bounds are of this shape; row 0, the empty cell's,
 * is never read).
 */
export type KindSumTables = Uint8Array;

/** Where a kind's row of `KindSumTables` starts: `code << KIND_ROW`, one entry per mask of the 16 cells. */
export const KIND_ROW = LINE_CELLS;

/** The empty cell's neighbours, four a cell, -1 after the last: the grid the rules take their moves from, in their order. */
const around = makeGrid(LINE_SIDE, LINE_SIDE).neighbours;

let busy = false;
/** The bound's tables, `code << 16 | mask` (see `KindSumTables`). */
let table: KindSumTables = new Uint8Array(0);
/** The kind masks of the search under way (slot = piece code), played and taken back in place. */
const masks = new Int32Array(5);
/** The goal's kind masks (slot = piece code). */
const goalMasks = new Int32Array(5);
// Its pass.
let pass: PassState;
let counter: NodeCounter;
let countAll = false;
let board: Board = new Uint8Array(0) as Board;
let path: Int32Array = new Int32Array(0);
let perDepth: Float64Array = new Float64Array(0);
let estimates: Float64Array = new Float64Array(0);
let limit = 0;

const atGoal = (): boolean =>
  masks[1] === goalMasks[1] &&
  masks[2] === goalMasks[2] &&
  masks[3] === goalMasks[3] &&
  masks[4] === goalMasks[4];

/** The pass below the node at `depth` whose empty cell is `empty` (`lastEmpty` before the last move, -1 at none) and estimate `h`. */
const search = (depth: number, empty: number, lastEmpty: number, h: number): boolean => {
  counter.visit();
  perDepth[depth]++;
  if (depth === limit) {
    if (atGoal()) {
      pass.solutions++;
      pass.solution ??= Array.from(path.subarray(0, depth));
      return !countAll;
    }
    if (depth + 1 < pass.nextLimit) pass.nextLimit = depth + 1;
    return false;
  }
  const bit = 1 << empty;
  for (let way = empty * 4; way < empty * 4 + 4; way++) {
    const from = around[way];
    if (from < 0) break;
    // The move that would undo the last one.
    if (from === lastEmpty) continue;
    const code = board[from];
    const before = masks[code];
    const after = before ^ (bit | (1 << from));
    const row = code << KIND_ROW;
    const estimate = h - table[row | before] + table[row | after];
    const f = depth + 1 + estimate;
    if (f > limit) {
      pass.cutoffs++;
      if (f < pass.nextLimit) pass.nextLimit = f;
      continue;
    }
    estimates[depth + 1] = estimate;
    board[empty] = code;
    board[from] = 0;
    masks[code] = after;
    path[depth] = (from << 6) | empty;
    const done = search(depth + 1, from, empty, estimate);
    masks[code] = before;
    board[from] = code;
    board[empty] = 0;
    if (done) return true;
  }
  return false;
};

/** Fills `out` with the kind masks of `position` (slot = piece code). */
const fillMasks = (position: Board, out: Int32Array): void => {
  out.fill(0);
  for (let cell = 0; cell < LINE_CELLS; cell++) {
    const code = position[cell];
    if (code !== 0) out[code] |= 1 << cell;
  }
};

/** `BoundProbe.depthFirst` for the kind-sum tables `tables` towards `goal`. */
export const kindSumPass =
  (tables: KindSumTables, goal: Board) =>
  (given: PassState, givenCounter: NodeCounter, all: boolean): DepthFirst | undefined =>
    busy
      ? undefined
      : (depth, lastInverse) => {
          if (busy) throw new Error('a kind-sum pass began inside another');
          busy = true;
          try {
            pass = given;
            counter = givenCounter;
            countAll = all;
            ({ board, path, perDepth, estimates, limit } = given);
            table = tables;
            fillMasks(goal, goalMasks);
            fillMasks(board, masks);
            const h =
              table[(1 << KIND_ROW) | masks[1]] +
              table[(2 << KIND_ROW) | masks[2]] +
              table[(3 << KIND_ROW) | masks[3]] +
              table[(4 << KIND_ROW) | masks[4]];
            return search(depth, board.indexOf(0), lastInverse < 0 ? -1 : fromCell(lastInverse), h);
          } finally {
            busy = false;
          }
        };

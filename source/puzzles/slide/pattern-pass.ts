import type { Board, DepthFirst, NodeCounter, PassState } from '../puzzle.js';
import { slideFrom, slideMove, type Tray } from './tray.js';

/** What the pattern lookups of one goal hold, as `patternLookups` lays them out for its probe. */
export type PatternLookupSpec = {
  readonly tray: Tray;
  readonly goal: Board;
  /** The lookups' tables (the reflected set's after the plain one's). */
  readonly tables: readonly Uint8Array[];
  /** How many sets of lookups there are (1, or 2 with the reflected lookup); the estimate is their largest sum. */
  readonly setCount: number;
  /** For each set and tile (`set * cells + tile`): the lookup that counts the tile, -1 for none. */
  readonly lookupOf: Int8Array;
  /** For each set and tile: the tile's shift in that lookup's index. */
  readonly shiftOf: Int8Array;
  /** For each set, tile and cell (`(set * cells + tile) * cells + cell`): the cell in that lookup's table. */
  readonly toCell: Int8Array;
  /** Writes each lookup's index of `board` into `out[0 .. count)` and each set's sum after them. */
  readonly fill: (board: Board, out: Int32Array, at: number) => number;
};

/**
 * IDA*'s depth-first pass for sliding tiles over pattern tables: the generic
 * pass (search/deepening.ts) with the sliding rules and the probe written in,
 * as a C program would have it — the blank's cell carried down, each
 * lookup's index moved by a shift and an add and put back on the way up,
 * nothing copied, nothing called per node but the counter. It visits the
 * same nodes in the same order (test/pattern-pass.test.ts holds it to the
 * generic pass); only the instructions per node differ.
 *
 * One recursion for the whole process, handed each search's lookups and
 * pass in turn: V8 compiles it for the one closure it calls, and a closure
 * per search (a batch makes a puzzle, and so lookups, a line) would throw
 * that code away at every search ("wrong call target"). A search begun while
 * another is under way here (from a tick, say) takes the generic pass.
 */
let busy = false;
// The lookups of the search under way (see `PatternLookupSpec`).
let cells = 0;
let setCount = 0;
let goal: Board = new Uint8Array(0);
let tables: readonly Uint8Array[] = [];
let lookupOf: Int8Array = new Int8Array(0);
let shiftOf: Int8Array = new Int8Array(0);
let toCell: Int8Array = new Int8Array(0);
/** The cells next to each cell, four a cell in the puzzle's own order, -1 after the last. */
let around = new Int8Array(0);
// Its pass.
let pass: PassState;
let counter: NodeCounter;
let countAll = false;
let board: Board = goal;
let path: Int32Array = new Int32Array(0);
let perDepth: Float64Array = new Float64Array(0);
let estimates: Float64Array = new Float64Array(0);
// The node under way: each lookup's index (each set's sum after them, as `fill` writes).
let index = new Int32Array(0);
/** Lookups a set (the sets' lookups follow one another in `tables`). */
let perSet = 0;

const atGoal = (): boolean => {
  for (let cell = 0; cell < cells; cell++) if (board[cell] !== goal[cell]) return false;
  return true;
};

/** Moves each lookup that counts `tile` as the tile slides from `from` to `to`. */
const slide = (tile: number, from: number, to: number): void => {
  for (let set = 0; set < setCount; set++) {
    const setTile = set * cells + tile;
    const k = lookupOf[setTile];
    if (k < 0) continue;
    const cellsAt = setTile * cells;
    index[k] += (toCell[cellsAt + to] - toCell[cellsAt + from]) << shiftOf[setTile];
  }
};

/** The estimate of the node under way: the largest set's sum. */
const estimateHere = (): number => {
  let estimate = 0;
  for (let set = 0, k = 0; set < setCount; set++) {
    let sum = 0;
    for (const end = k + perSet; k < end; k++) sum += tables[k][index[k]];
    if (sum > estimate) estimate = sum;
  }
  return estimate;
};

const search = (depth: number, blank: number, lastBlank: number): boolean => {
  counter.visit();
  perDepth[depth]++;
  const limit = pass.limit;
  if (depth === limit) {
    if (atGoal()) {
      pass.solutions++;
      pass.solution ??= Array.from(path.subarray(0, depth));
      return !countAll;
    }
    if (depth + 1 < pass.nextLimit) pass.nextLimit = depth + 1;
    return false;
  }
  for (let way = blank * 4; way < blank * 4 + 4; way++) {
    const from = around[way];
    if (from < 0) break;
    // The move that would undo the last one.
    if (from === lastBlank) continue;
    const tile = board[from];
    slide(tile, from, blank);
    const estimate = estimateHere();
    const f = depth + 1 + estimate;
    if (f > limit) {
      slide(tile, blank, from);
      pass.cutoffs++;
      if (f < pass.nextLimit) pass.nextLimit = f;
      continue;
    }
    estimates[depth + 1] = estimate;
    board[blank] = tile;
    board[from] = 0;
    path[depth] = slideMove(from, blank, tile);
    const done = search(depth + 1, from, blank);
    board[from] = tile;
    board[blank] = 0;
    slide(tile, blank, from);
    if (done) return true;
  }
  return false;
};

/** Takes `spec` and the search's pass as the ones under way. */
const take = (
  spec: PatternLookupSpec,
  given: PassState,
  givenCounter: NodeCounter,
  all: boolean,
) => {
  cells = spec.tray.cells;
  setCount = spec.setCount;
  goal = spec.goal;
  tables = spec.tables;
  ({ lookupOf, shiftOf, toCell } = spec);
  around = new Int8Array(cells * 4).fill(-1);
  spec.tray.neighbours.forEach((next, cell) => {
    around.set(next, cell * 4);
  });
  pass = given;
  counter = givenCounter;
  countAll = all;
  ({ board, path, perDepth, estimates } = given);
  perSet = tables.length / setCount;
  if (index.length < tables.length + setCount) index = new Int32Array(tables.length + setCount);
};

/** `BoundProbe.depthFirst` for the lookups of `spec`. */
export const patternPass =
  (spec: PatternLookupSpec) =>
  (given: PassState, givenCounter: NodeCounter, all: boolean): DepthFirst | undefined =>
    busy
      ? undefined
      : (depth, lastInverse) => {
          if (busy) throw new Error('a pattern pass began inside another');
          busy = true;
          try {
            take(spec, given, givenCounter, all);
            spec.fill(board, index, 0);
            return search(depth, board.indexOf(0), lastInverse < 0 ? -1 : slideFrom(lastInverse));
          } finally {
            busy = false;
          }
        };

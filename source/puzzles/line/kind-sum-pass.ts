import { makeGrid } from '../cell-grid.js';
import {
  type Board,
  type DepthFirst,
  fromCell,
  type Move,
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
 * search would be compiled again at every search. What it keeps of a pass
 * (the next limit, the cut-offs, the solutions) it keeps here as plain
 * numbers and gives back when the pass ends, and it counts its nodes itself
 * within the counter's credit: the recursion touches no object, only these
 * numbers and typed arrays (see `warmUp` for why that matters). A search
 * begun while another is under way here (from a tick, say) takes the
 * generic pass.
 */

/**
 * A kind-sum bound's tables in one array: entry `code << KIND_ROW | mask` is
 * what the pieces of kind `code` on the cells of `mask` add to the estimate
 * (the assignment and nearest bounds are of this shape; row 0, the empty
 * cell's, is never read).
 */
export type KindSumTables = Uint8Array;

/** Where a kind's row of `KindSumTables` starts: `code << KIND_ROW`, one entry per mask of the 16 cells. */
export const KIND_ROW = LINE_CELLS;

/** A next limit above every f (a small integer: V8 keeps it unboxed). */
const NO_LIMIT = 0x3fffffff;

/**
 * The pass's state and its recursion, made once for the process. Inside a
 * function, not at the top of the module: the build bundles a module's
 * top-level declarations as `var`s, which V8 must read afresh and check after
 * every call (as the sliding tiles' pass measured: twice the instructions a
 * node). The fixed arrays are `const`; only what a search brings is `let`.
 */
const makeKernel = () => {
  /** The empty cell's neighbours, four a cell, -1 after the last: the grid the rules take their moves from, in their order. */
  const around = makeGrid(LINE_SIDE, LINE_SIDE).neighbours;
  const kindRow = KIND_ROW;
  let busy = false;
  /** The bound's tables (see `KindSumTables`). */
  let table: KindSumTables = new Uint8Array(0);
  /** The kind masks of the search under way (slot = piece code), played and taken back in place. */
  const masks = new Int32Array(5);
  /** The goal's kind masks (slot = piece code). */
  const goalMasks = new Int32Array(5);
  // The pass under way: its arrays, and what it counts, given back when it ends.
  let board: Board = new Uint8Array(0);
  let path: Int32Array = new Int32Array(0);
  let perDepth: Float64Array = new Float64Array(0);
  let estimates: Float64Array = new Float64Array(0);
  let limit = 0;
  let countAll = false;
  let nextLimit = NO_LIMIT;
  let cutoffs = 0;
  let solutions = 0;
  let solution: Move[] | null = null;
  // Its node counter: nodes counted here since the last hand-over, and how many may be before the next.
  let counter: NodeCounter | undefined;
  let counted = 0;
  let credit = 0;

  /** Hands the nodes counted here to the counter (which may throw: a limit reached) and takes its new credit. */
  const handOver = (): void => {
    const nodes = counted;
    counted = 0;
    counter?.visitMany(nodes);
    credit = counter?.credit() ?? NO_LIMIT;
  };

  const atGoal = (): boolean =>
    masks[1] === goalMasks[1] &&
    masks[2] === goalMasks[2] &&
    masks[3] === goalMasks[3] &&
    masks[4] === goalMasks[4];

  /** The node at `depth` on the limit: tested for the goal (a solution kept), never expanded; true once the pass should stop. */
  const atLimit = (depth: number): boolean => {
    if (atGoal()) {
      solutions++;
      solution ??= Array.from(path.subarray(0, depth));
      return !countAll;
    }
    if (depth + 1 < nextLimit) nextLimit = depth + 1;
    return false;
  };

  /** The pass below the node at `depth` whose empty cell is `empty` (`lastEmpty` before the last move, -1 at none) and estimate `h`. */
  const search = (depth: number, empty: number, lastEmpty: number, h: number): boolean => {
    if (++counted === credit) handOver();
    perDepth[depth]++;
    if (depth === limit) return atLimit(depth);
    const bit = 1 << empty;
    for (let way = empty * 4; way < empty * 4 + 4; way++) {
      const from = around[way];
      if (from < 0) break;
      // The move that would undo the last one.
      if (from === lastEmpty) continue;
      const code = board[from];
      const before = masks[code];
      const after = before ^ (bit | (1 << from));
      const row = code << kindRow;
      const estimate = h - table[row | before] + table[row | after];
      const f = depth + 1 + estimate;
      if (f > limit) {
        cutoffs++;
        if (f < nextLimit) nextLimit = f;
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

  /**
   * V8 compiles `search` from what it has run, and a step it has never run
   * becomes a deoptimization the first time it runs. With these bounds the
   * first node a search meets on the limit is its goal, at its very end; and a
   * deoptimization after on-stack replacement left `search` uncompiled for the
   * rest of the process (a fifth to a third of processes: every later line-3
   * search five times slower). So before its first pass `search` meets nodes on the limit
   * WARM_UP times, in a pass of its own (V8 keeps what a function does only
   * after some calls). It reads no object, so what it learns here holds for
   * every pass.
   */
  const WARM_UP = 1000;
  let warm = false;
  const warmUp = (): void => {
    counter = undefined;
    counted = 0;
    credit = NO_LIMIT;
    path = new Int32Array(1);
    perDepth = new Float64Array(1);
    limit = 0;
    masks.fill(0);
    goalMasks.fill(0);
    for (let call = 0; call < WARM_UP; call++) {
      // A goal and not a goal by turns, and each goal the first.
      goalMasks[1] = call & 1;
      solution = null;
      search(0, 0, -1, 0);
    }
    handOver();
    warm = true;
  };

  /** Fills `out` with the kind masks of `position` (slot = piece code). */
  const fillMasks = (position: Board, out: Int32Array): void => {
    out.fill(0);
    for (let cell = 0; cell < LINE_CELLS; cell++) {
      const code = position[cell];
      if (code !== 0) out[code] |= 1 << cell;
    }
  };

  /** Takes `given` and `givenCounter` for a pass towards `goal` over `tables`. */
  const takePass = (
    tables: KindSumTables,
    goal: Board,
    given: PassState,
    givenCounter: NodeCounter,
  ): void => {
    table = tables;
    ({ board, path, perDepth, estimates, limit } = given);
    nextLimit = Math.min(given.nextLimit, NO_LIMIT);
    cutoffs = given.cutoffs;
    solutions = given.solutions;
    solution = given.solution;
    counter = givenCounter;
    counted = 0;
    credit = givenCounter.credit();
    fillMasks(goal, goalMasks);
    fillMasks(board, masks);
  };

  /** Gives back to `given` what the pass counted, and the nodes to the counter. */
  const givePass = (given: PassState): void => {
    if (nextLimit < NO_LIMIT && nextLimit < given.nextLimit) given.nextLimit = nextLimit;
    given.cutoffs = cutoffs;
    given.solutions = solutions;
    given.solution = solution;
    // Fewer than the credit: handed over without a look at the limits.
    if (counted > 0) counter?.visitMany(counted);
    counted = 0;
    counter = undefined;
  };

  /** One pass of a search over `tables` towards `goal`, or undefined while another runs here. */
  const run = (
    tables: KindSumTables,
    goal: Board,
    given: PassState,
    givenCounter: NodeCounter,
    all: boolean,
  ): DepthFirst | undefined =>
    busy
      ? undefined
      : (depth, lastInverse) => {
          if (busy) throw new Error('a kind-sum pass began inside another');
          busy = true;
          try {
            if (!warm) warmUp();
            takePass(tables, goal, given, givenCounter);
            countAll = all;
            const h =
              table[(1 << KIND_ROW) | masks[1]] +
              table[(2 << KIND_ROW) | masks[2]] +
              table[(3 << KIND_ROW) | masks[3]] +
              table[(4 << KIND_ROW) | masks[4]];
            return search(depth, board.indexOf(0), lastInverse < 0 ? -1 : fromCell(lastInverse), h);
          } finally {
            givePass(given);
            busy = false;
          }
        };
  return run;
};

const kernel = makeKernel();

/** `BoundProbe.depthFirst` for the kind-sum tables `tables` towards `goal`. */
export const kindSumPass =
  (tables: KindSumTables, goal: Board) =>
  (given: PassState, givenCounter: NodeCounter, all: boolean): DepthFirst | undefined =>
    kernel(tables, goal, given, givenCounter, all);

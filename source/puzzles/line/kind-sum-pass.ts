import { pinnedArray } from '../../util/pinned-array.js';
import { LIMITS } from '../capacities.js';
import { makeGrid } from '../cell-grid.js';
import {
  type Board,
  type DepthFirst,
  fromCell,
  type Move,
  type NodeCounter,
  type PassState,
} from '../puzzle.js';
import { LINE_CELLS, LINE_SIDE, linePieces } from './pieces.js';

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
 * (the limits, the cut-offs, the solutions, its arrays) it keeps here in
 * typed arrays of its own and gives back when the pass ends, and it counts
 * its nodes itself within the counter's credit: the recursion touches no
 * object, only these typed arrays (see `warmUp` for why that matters). A search
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

/** Piece codes 1..4, and 0 for the empty cell. */
const CODES = linePieces.length + 1;

/** A next limit above every f (a small integer: it fits the pass's Int32Array). */
const NO_LIMIT = 0x3fffffff;

/** Depths the kernel's own arrays hold: the deepest pass a search makes, and one. */
const DEPTHS = LIMITS.searchDepth + 1;

/**
 * The pass's state and its recursion, made once for the process. Inside a
 * function, not at the top of the module: the build bundles a module's
 * top-level declarations as `var`s, which V8 must read afresh and check after
 * every call (as the sliding tiles' pass measured: twice the instructions a
 * node). Everything the recursion reads is a `const` typed array made here,
 * in its final shape: a pass's own arrays are copied in when it starts and
 * out when it ends. A `let` the recursion read was checked on every read
 * (not yet set, a small integer or a boxed one: the limit came boxed from the
 * pass state), and an array handed in by the pass had its kind checked
 * again after every call.
 */
const makeKernel = () => {
  /** The empty cell's neighbours, four a cell, -1 after the last: the grid the rules take their moves from, in their order. */
  const around = pinnedArray(Int8Array, makeGrid(LINE_SIDE, LINE_SIDE).neighbours);
  const kindRow = KIND_ROW;
  // Slots of `numbers`: this pass's f limit, the smallest f seen above it, and the nodes it may still count before the counter looks.
  const LIMIT = 0;
  const NEXT_LIMIT = 1;
  const LEFT = 2;
  /** The counter's credit when the count in LEFT began. */
  const CREDIT = 3;
  const numbers = pinnedArray(Int32Array, 4);
  // Slots of `counts`: the cut-offs and solutions (in a long search more than an Int32 holds).
  const CUTOFFS = 0;
  const SOLUTIONS = 1;
  const counts = pinnedArray(Float64Array, 2);
  /** The bound's tables (see `KindSumTables`), copied in when a search brings others (tables are never changed once made). */
  const table: KindSumTables = new Uint8Array(CODES << kindRow);
  let tableFrom: KindSumTables | undefined;
  /** The kind masks of the search under way (slot = piece code), played and taken back in place. */
  const masks = pinnedArray(Int32Array, CODES);
  /** The goal's kind masks (slot = piece code). */
  const goalMasks = pinnedArray(Int32Array, CODES);
  // The pass under way's own arrays, copied in from its state and back out.
  const board = pinnedArray(Uint8Array, LINE_CELLS);
  const path = new Int32Array(DEPTHS);
  const perDepth = new Float64Array(DEPTHS);
  const estimates = new Float64Array(DEPTHS);
  // Read only at the limit and at a hand-over.
  let busy = false;
  let countAll = false;
  let solution: Move[] | null = null;
  let counter: NodeCounter | undefined;

  /** Hands the nodes counted since the last hand-over to the counter (which may throw: a limit reached) and takes its new credit. */
  const handOver = (): void => {
    const nodes = numbers[CREDIT] - numbers[LEFT];
    numbers[LEFT] = 0;
    numbers[CREDIT] = 0;
    if (counter === undefined) {
      numbers[CREDIT] = NO_LIMIT;
    } else {
      counter.visitMany(nodes);
      numbers[CREDIT] = Math.min(counter.credit(), NO_LIMIT);
    }
    numbers[LEFT] = numbers[CREDIT];
  };

  const atGoal = (): boolean =>
    masks[1] === goalMasks[1] &&
    masks[2] === goalMasks[2] &&
    masks[3] === goalMasks[3] &&
    masks[4] === goalMasks[4];

  /** The node at `depth` on the limit: tested for the goal (a solution kept), never expanded; true once the pass should stop. */
  const atLimit = (depth: number): boolean => {
    if (atGoal()) {
      counts[SOLUTIONS]++;
      solution ??= Array.from(path.subarray(0, depth));
      return !countAll;
    }
    if (depth + 1 < numbers[NEXT_LIMIT]) numbers[NEXT_LIMIT] = depth + 1;
    return false;
  };

  /** The pass below the node at `depth` whose empty cell is `empty` (`lastEmpty` before the last move, -1 at none) and estimate `h`. */
  const search = (depth: number, empty: number, lastEmpty: number, h: number): boolean => {
    if (--numbers[LEFT] === 0) handOver();
    perDepth[depth]++;
    const limit = numbers[LIMIT];
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
        counts[CUTOFFS]++;
        if (f < numbers[NEXT_LIMIT]) numbers[NEXT_LIMIT] = f;
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
      if (done === true) return true;
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
    numbers[CREDIT] = NO_LIMIT;
    numbers[LEFT] = NO_LIMIT;
    numbers[LIMIT] = 0;
    numbers[NEXT_LIMIT] = NO_LIMIT;
    masks.fill(0);
    goalMasks.fill(0);
    for (let call = 0; call < WARM_UP; call++) {
      // A goal and not a goal by turns, and each goal the first.
      goalMasks[1] = call & 1;
      solution = null;
      search(0, 0, -1, 0);
    }
    solution = null;
    counts.fill(0);
    perDepth.fill(0);
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
    if (tableFrom !== tables) {
      table.fill(0);
      table.set(tables.subarray(0, table.length));
      tableFrom = tables;
    }
    board.set(given.board);
    path.set(given.path);
    perDepth.set(given.perDepth);
    estimates.set(given.estimates);
    numbers[LIMIT] = given.limit;
    numbers[NEXT_LIMIT] = Math.min(given.nextLimit, NO_LIMIT);
    counts[CUTOFFS] = given.cutoffs;
    counts[SOLUTIONS] = given.solutions;
    solution = given.solution;
    counter = givenCounter;
    numbers[CREDIT] = Math.min(givenCounter.credit(), NO_LIMIT);
    numbers[LEFT] = numbers[CREDIT];
    fillMasks(goal, goalMasks);
    fillMasks(board, masks);
  };

  /** Gives back to `given` what the pass counted, and the nodes to the counter. */
  const givePass = (given: PassState): void => {
    const { length } = given.path;
    given.board.set(board);
    given.path.set(path.subarray(0, length));
    given.perDepth.set(perDepth.subarray(0, length));
    given.estimates.set(estimates.subarray(0, length));
    const nextLimit = numbers[NEXT_LIMIT];
    if (nextLimit < NO_LIMIT && nextLimit < given.nextLimit) given.nextLimit = nextLimit;
    given.cutoffs = counts[CUTOFFS];
    given.solutions = counts[SOLUTIONS];
    given.solution = solution;
    // Fewer than the credit: handed over without a look at the limits.
    const counted = numbers[CREDIT] - numbers[LEFT];
    if (counted > 0) counter?.visitMany(counted);
    numbers[LEFT] = 0;
    numbers[CREDIT] = 0;
    counter = undefined;
  };

  /** Whether this kernel can take a pass over `given`'s arrays (the deepest search takes it). */
  const fits = (given: PassState): boolean =>
    given.path.length <= DEPTHS &&
    given.perDepth.length === given.path.length &&
    given.estimates.length === given.path.length &&
    given.board.length === LINE_CELLS;

  /** One pass of a search over `tables` towards `goal`, or undefined while another runs here. */
  const run = (
    tables: KindSumTables,
    goal: Board,
    given: PassState,
    givenCounter: NodeCounter,
    all: boolean,
  ): DepthFirst | undefined =>
    busy || !fits(given)
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

/** Made at the first pass: a thread that never searches (a map's worker) holds none of its arrays. */
let kernel: ReturnType<typeof makeKernel> | undefined;

/** `BoundProbe.depthFirst` for the kind-sum tables `tables` towards `goal`. */
export const kindSumPass =
  (tables: KindSumTables, goal: Board) =>
  (given: PassState, givenCounter: NodeCounter, all: boolean): DepthFirst | undefined => {
    kernel ??= makeKernel();
    return kernel(tables, goal, given, givenCounter, all);
  };

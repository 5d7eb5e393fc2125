import { pinnedArray } from '../../util/pinned-array.js';
import { LIMITS } from '../capacities.js';
import { makeGrid } from '../cell-grid.js';
import {
  type Board,
  BoundContradicted,
  type DepthFirst,
  fromCell,
  type Move,
  type NodeCounter,
  type PassState,
} from '../puzzle.js';
import { bitTables } from './bits.js';
import { LINE_CELLS, LINE_SIDE, linePieces } from './pieces.js';
import { CONTENTS, gives, lineContents, receives } from './walking.js';

/**
 * IDA*'s depth-first pass for the Line Puzzle's probe (`LineProbe`: the
 * best, pdb and pdb-ab bounds): the generic pass (search/deepening.ts) with
 * the Line rules and the probe's `push` written in, as `kind-sum-pass.ts`
 * does for the kind-sum bounds. It visits the same nodes in the same order,
 * counts the probe's nodes as `push` does and looks at its tables at the
 * same node (test/probe-pass.test.ts holds it to the generic pass).
 *
 * One recursion for the process, whose state is typed arrays made once in
 * their final shape: the generic pass made a closure a search and read the
 * probe's fields, whose kinds changed when the pattern databases came in, so
 * V8 compiled it again and again in a solve's warm-up. A search begun while
 * another is under way here takes the generic pass.
 */

/** The probe's state per depth: the empty cell, one mask per kind, each row's and column's contents, the estimate. */
export const STRIDE = 16;
export const EMPTY = 0;
/** The mask of piece code c (1..4) sits at c. */
export const ROWS = 5;
export const COLS = ROWS + LINE_SIDE;
/** The estimate at this depth, to hold the next one to it. */
export const ESTIMATE = COLS + LINE_SIDE;

/** One pairing: two databases over disjoint kinds (see `flattenPairing`). */
export type PairTables = {
  readonly tableA: Uint8Array;
  readonly tableB: Uint8Array;
  readonly a1: number;
  readonly a2: number;
  readonly b1: number;
  readonly b2: number;
  readonly radixA: number;
  readonly radixB: number;
};

/** What the pass reads of the probe it runs for. */
export type ProbeSide = {
  readonly goal: Board;
  readonly rowTable: Uint8Array;
  readonly colTable: Uint8Array;
  /** assignment[code - 1][mask]. */
  readonly assignment: readonly Uint8Array[];
  /** The pattern databases once the probe has taken them, else none. */
  pairs(): readonly PairTables[];
  /** The probe's state per depth (depth 0 as its `reset` left it). */
  state(): Int32Array;
  /** The nodes the probe has pushed, and the count at which it looks at its tables next (-1: never). */
  nodes(): number;
  nextCheck(): number;
  /** Takes `nodes` as its count and looks at its tables as `push` at `depth` would (its state of depths 0..depth as the pass left it). */
  checkAt(nodes: number, depth: number): void;
  /** Takes `nodes` as its count, when the pass ends. */
  counted(nodes: number): void;
};

/** A next limit above every f. */
const NO_LIMIT = 0x3fffffff;
/** Depths the kernel's own arrays hold: the deepest pass a search makes, and one. */
const DEPTHS = LIMITS.searchDepth + 1;
const VALUES = linePieces.length + 1;
/** Pairings at most (pdb: every way to split the four kinds in two pairs). */
const PAIRINGS = 3;
/** The cells but the empty one, as a mask (see `pairIndex` in probe.ts). */
const SLOTS = (1 << (LINE_CELLS - 1)) - 1;
const MASKS = 1 << 16;

const makeKernel = () => {
  /** The empty cell's neighbours, four a cell, -1 after the last, in the rules' order. */
  const around = pinnedArray(Int8Array, makeGrid(LINE_SIDE, LINE_SIDE).neighbours);
  const givesTable = gives;
  const receivesTable = receives;
  const contents = CONTENTS;
  // Slots of `numbers`.
  const LIMIT = 0;
  const NEXT_LIMIT = 1;
  const LEFT = 2;
  const CREDIT = 3;
  const NODES = 4;
  const NEXT_CHECK = 5;
  const PAIR_COUNT = 6;
  const numbers = pinnedArray(Int32Array, 8);
  const CUTOFFS = 0;
  const SOLUTIONS = 1;
  const counts = pinnedArray(Float64Array, 2);
  // The cheap tables, copied from a search's when they are other tables (a goal's probes share theirs).
  const rowTable = pinnedArray(Uint8Array, contents ** (LINE_SIDE - 1));
  const colTable = pinnedArray(Uint8Array, contents ** (LINE_SIDE - 1));
  const travel = pinnedArray(Uint8Array, 4 * MASKS);
  let cheapFrom: readonly Uint8Array[] = [];
  // The pattern databases: codes a1 a2 b1 b2 and radixes A B a pairing, and its two tables.
  const pairCodes = pinnedArray(Int32Array, 4 * PAIRINGS);
  const pairRadix = pinnedArray(Int32Array, 2 * PAIRINGS);
  const none = new Uint8Array(0);
  const pairTables: Uint8Array[] = Array.from({ length: 2 * PAIRINGS }, () => none);
  const colex = pinnedArray(Uint16Array, MASKS);
  const pext8 = pinnedArray(Uint8Array, MASKS);
  const pop8 = pinnedArray(Uint8Array, 256);
  let bitsIn = false;
  const goalMasks = pinnedArray(Int32Array, VALUES);
  const state = pinnedArray(Int32Array, DEPTHS * STRIDE);
  const board = pinnedArray(Uint8Array, LINE_CELLS);
  const path = pinnedArray(Int32Array, DEPTHS);
  const perDepth = pinnedArray(Float64Array, DEPTHS);
  const estimates = pinnedArray(Float64Array, DEPTHS);
  let busy = false;
  let countAll = false;
  let solution: Move[] | null = null;
  let counter: NodeCounter | undefined;
  let side: ProbeSide | undefined;

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

  /** Takes the probe's pattern databases, if it has them. */
  const takePairs = (from: ProbeSide): void => {
    const pairs = from.pairs();
    if (pairs.length > PAIRINGS) throw new Error(`${pairs.length} pairings: at most ${PAIRINGS}`);
    numbers[PAIR_COUNT] = pairs.length;
    pairs.forEach((pair, at) => {
      pairCodes[4 * at] = pair.a1;
      pairCodes[4 * at + 1] = pair.a2;
      pairCodes[4 * at + 2] = pair.b1;
      pairCodes[4 * at + 3] = pair.b2;
      pairRadix[2 * at] = pair.radixA;
      pairRadix[2 * at + 1] = pair.radixB;
      pairTables[2 * at] = pair.tableA;
      pairTables[2 * at + 1] = pair.tableB;
    });
    if (pairs.length > 0 && !bitsIn) {
      const bits = bitTables();
      colex.set(bits.colex);
      pext8.set(bits.pext8);
      pop8.set(bits.pop8);
      bitsIn = true;
    }
  };

  /** The index of a two-kind database for masks `m1`, `m2` around `empty` (`pairIndex` in probe.ts, written in). */
  const pairIndex = (m1: number, m2: number, empty: number, radix: number): number => {
    const low = (1 << empty) - 1;
    const first = (m1 & low) | ((m1 >>> 1) & ~low);
    const second = (m2 & low) | ((m2 >>> 1) & ~low);
    const select = SLOTS & ~first;
    const packed =
      pext8[((select & 255) << 8) | (second & 255)] |
      (pext8[(select & 0xff00) | ((second >> 8) & 255)] << pop8[select & 255]);
    return (colex[first] * radix + colex[packed]) * LINE_CELLS + empty;
  };

  /** The bound at state slot `at` (`LineProbe.read`). */
  const read = (at: number): number => {
    const walk =
      rowTable[
        (state[at + ROWS] * contents + state[at + ROWS + 1]) * contents + state[at + ROWS + 2]
      ] +
      colTable[
        (state[at + COLS] * contents + state[at + COLS + 1]) * contents + state[at + COLS + 2]
      ];
    const pairCount = numbers[PAIR_COUNT];
    if (pairCount === 0) {
      const cost =
        travel[state[at + 1]] +
        travel[MASKS | state[at + 2]] +
        travel[(2 * MASKS) | state[at + 3]] +
        travel[(3 * MASKS) | state[at + 4]];
      return Math.max(cost, walk);
    }
    const empty = state[at + EMPTY];
    let best = walk;
    for (let index = 0; index < pairCount; index++) {
      const codes = 4 * index;
      const sum =
        pairTables[2 * index][
          pairIndex(
            state[at + pairCodes[codes]],
            state[at + pairCodes[codes + 1]],
            empty,
            pairRadix[2 * index],
          )
        ] +
        pairTables[2 * index + 1][
          pairIndex(
            state[at + pairCodes[codes + 2]],
            state[at + pairCodes[codes + 3]],
            empty,
            pairRadix[2 * index + 1],
          )
        ];
      if (sum > best) best = sum;
    }
    return best;
  };

  /** The probe looks at its tables at `depth`, with this pass's state; what it changed comes back. */
  const checkTables = (depth: number): void => {
    const probe = side;
    if (probe === undefined) return;
    const length = (depth + 1) * STRIDE;
    const theirs = probe.state();
    theirs.set(state.subarray(0, length));
    probe.checkAt(numbers[NODES], depth);
    state.set(theirs.subarray(0, length));
    numbers[NEXT_CHECK] = probe.nextCheck();
    takePairs(probe);
  };

  /** `LineProbe.push` of the move from `from` into `to` at `depth`: the estimate after it. */
  const push = (from: number, to: number, depth: number): number => {
    if (++numbers[NODES] === numbers[NEXT_CHECK]) checkTables(depth);
    const at = (depth + 1) * STRIDE;
    const before = at - STRIDE;
    for (let slot = 0; slot < ESTIMATE; slot++) state[at + slot] = state[before + slot];
    const code = board[from];
    state[at + EMPTY] = from;
    state[at + code] ^= (1 << from) | (1 << to);
    const fromRow = from >> 2;
    const toRow = to >> 2;
    if (fromRow === toRow) {
      const fromLine = at + COLS + (from & 3);
      const toLine = at + COLS + (to & 3);
      state[fromLine] = givesTable[state[fromLine] * VALUES + code];
      state[toLine] = receivesTable[state[toLine] * VALUES + code];
    } else {
      const fromLine = at + ROWS + fromRow;
      const toLine = at + ROWS + toRow;
      state[fromLine] = givesTable[state[fromLine] * VALUES + code];
      state[toLine] = receivesTable[state[toLine] * VALUES + code];
    }
    const estimate = read(at);
    const last = state[before + ESTIMATE];
    if (estimate - last > 1 || last - estimate > 1) {
      throw new BoundContradicted(
        `its tables give positions one move apart the estimates ${last} and ${estimate}`,
      );
    }
    state[at + ESTIMATE] = estimate;
    return estimate;
  };

  const atGoal = (at: number): boolean =>
    state[at + 1] === goalMasks[1] &&
    state[at + 2] === goalMasks[2] &&
    state[at + 3] === goalMasks[3] &&
    state[at + 4] === goalMasks[4];

  const atLimit = (depth: number): boolean => {
    if (atGoal(depth * STRIDE)) {
      counts[SOLUTIONS]++;
      solution ??= Array.from(path.subarray(0, depth));
      return !countAll;
    }
    if (depth + 1 < numbers[NEXT_LIMIT]) numbers[NEXT_LIMIT] = depth + 1;
    return false;
  };

  /** The pass below the node at `depth` whose empty cell is `empty` (`lastEmpty` before the last move, -1 at none). */
  const search = (depth: number, empty: number, lastEmpty: number): boolean => {
    if (--numbers[LEFT] === 0) handOver();
    perDepth[depth]++;
    const limit = numbers[LIMIT];
    if (depth === limit) return atLimit(depth);
    for (let way = empty * 4; way < empty * 4 + 4; way++) {
      const from = around[way];
      if (from < 0) break;
      if (from === lastEmpty) continue;
      const estimate = push(from, empty, depth);
      const f = depth + 1 + estimate;
      if (f > numbers[LIMIT]) {
        counts[CUTOFFS]++;
        if (f < numbers[NEXT_LIMIT]) numbers[NEXT_LIMIT] = f;
        continue;
      }
      estimates[depth + 1] = estimate;
      const code = board[from];
      board[empty] = code;
      board[from] = 0;
      path[depth] = (from << 6) | empty;
      const done = search(depth + 1, from, empty);
      board[from] = code;
      board[empty] = 0;
      if (done === true) return true;
    }
    return false;
  };

  /** The probe's goal, and its cheap tables when they are not those copied in last. */
  const takeTables = (probe: ProbeSide): void => {
    goalMasks.fill(0);
    for (let cell = 0; cell < LINE_CELLS; cell++) {
      const code = probe.goal[cell];
      if (code !== 0) goalMasks[code] |= 1 << cell;
    }
    const tables = [probe.rowTable, probe.colTable, ...probe.assignment];
    if (
      tables.length === cheapFrom.length &&
      tables.every((table, at) => table === cheapFrom[at])
    ) {
      return;
    }
    rowTable.set(probe.rowTable);
    colTable.set(probe.colTable);
    probe.assignment.forEach((table, at) => {
      travel.set(table, at * MASKS);
    });
    cheapFrom = tables;
  };

  /**
   * V8 compiles `search` and `push` from what they have run, and a step they
   * have never run becomes a deoptimization the first time it runs: the goal
   * at the limit (at a search's very end; after on-stack replacement such a
   * deoptimization cost kind-sum-pass.ts its compiled code for the rest of
   * the process), the probe's look at its tables, and the pattern databases
   * read (after 20,000 nodes with stored tables). So before its first pass
   * the kernel searches from the goal WARM_UP times, to the limits 0 and 2,
   * with the cheap tables and with a stand-in for the databases: every
   * index it reads there is the empty cell, the bit tables not yet in.
   * That needs the steps run, not run long: 500 rounds cost line-3's solve
   * 9-14 ms of cold code, 100 rounds 2-6 ms, with the timed search as fast
   * (4 ms CPU either way).
   */
  const WARM_UP = 100;
  let warm = false;
  const warmUp = (goal: Board): void => {
    warm = true;
    if (bitsIn) return;
    side = undefined;
    board.set(goal);
    const empty = goal.indexOf(0);
    state.fill(0, 0, STRIDE);
    state[EMPTY] = empty;
    for (let code = 1; code < VALUES; code++) state[code] = goalMasks[code];
    lineContents(goal).forEach((content, line) => {
      state[ROWS + line] = content;
    });
    const standIn = new Uint8Array(LINE_CELLS);
    for (let round = 0; round < 2 * WARM_UP; round++) {
      const pairs = round >= WARM_UP;
      numbers[PAIR_COUNT] = pairs ? 1 : 0;
      if (pairs) {
        pairCodes.set([1, 2, 3, 4]);
        pairRadix.set([1, 1]);
        pairTables[0] = standIn;
        pairTables[1] = standIn;
      }
      state[ESTIMATE] = read(0);
      // The goal on the limit, then the goal's children entered and theirs cut.
      numbers[LIMIT] = (round & 1) * 2;
      numbers[NEXT_LIMIT] = NO_LIMIT;
      // A hand-over of the nodes and a look at the tables once a round (to no counter, no probe).
      numbers[CREDIT] = 1;
      numbers[LEFT] = 1;
      numbers[NODES] = 0;
      numbers[NEXT_CHECK] = 1;
      solution = null;
      search(0, empty, -1);
    }
    numbers[PAIR_COUNT] = 0;
    pairTables.fill(none);
    solution = null;
    counts.fill(0);
    perDepth.fill(0);
  };

  const takePass = (probe: ProbeSide, given: PassState, givenCounter: NodeCounter): void => {
    side = probe;
    takeTables(probe);
    takePairs(probe);
    state.set(probe.state().subarray(0, STRIDE));
    numbers[NODES] = probe.nodes();
    numbers[NEXT_CHECK] = probe.nextCheck();
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
  };

  const givePass = (probe: ProbeSide, given: PassState): void => {
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
    probe.counted(numbers[NODES]);
    const counted = numbers[CREDIT] - numbers[LEFT];
    if (counted > 0) counter?.visitMany(counted);
    numbers[LEFT] = 0;
    numbers[CREDIT] = 0;
    counter = undefined;
    side = undefined;
  };

  const fits = (probe: ProbeSide, given: PassState): boolean =>
    given.path.length <= DEPTHS &&
    given.perDepth.length === given.path.length &&
    given.estimates.length === given.path.length &&
    given.board.length === LINE_CELLS &&
    probe.state().length >= DEPTHS * STRIDE &&
    probe.pairs().length <= PAIRINGS;

  const run = (
    probe: ProbeSide,
    given: PassState,
    givenCounter: NodeCounter,
    all: boolean,
  ): DepthFirst | undefined =>
    busy || !fits(probe, given)
      ? undefined
      : (depth, lastInverse) => {
          if (busy) throw new Error('a Line probe pass began inside another');
          if (depth !== 0) throw new Error('a Line probe pass begins at the start');
          busy = true;
          try {
            if (!warm) {
              takeTables(probe);
              warmUp(probe.goal);
            }
            takePass(probe, given, givenCounter);
            countAll = all;
            return search(0, board.indexOf(0), lastInverse < 0 ? -1 : fromCell(lastInverse));
          } finally {
            givePass(probe, given);
            busy = false;
          }
        };
  return run;
};

/** Made at the first pass: a thread that never searches (a map's worker) holds none of its 1.1 MB. */
let kernel: ReturnType<typeof makeKernel> | undefined;

/** `BoundProbe.depthFirst` for the Line probe `probe`. */
export const lineProbePass =
  (probe: ProbeSide) =>
  (given: PassState, givenCounter: NodeCounter, all: boolean): DepthFirst | undefined => {
    kernel ??= makeKernel();
    return kernel(probe, given, givenCounter, all);
  };

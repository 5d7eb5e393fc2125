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
 * Its lookups have a fixed shape, two sets of three (a partition of up to
 * three tables, read straight and reflected), written out: one set is
 * counted twice, a missing table reads a zero. All tables are read from one
 * array (`flat`, each lookup's index offset to its table there): read
 * through an array of tables, the same pass took 1.6 times as long.
 *
 * One recursion for the whole process, handed each search's lookups and
 * pass in turn: V8 compiles it for the one closure it calls, and a closure
 * per search (a batch makes a puzzle, and so lookups, a line) would throw
 * that code away at every search ("wrong call target"). A search begun while
 * another is under way here (from a tick, say) takes the generic pass.
 */
const SETS = 2;
const PER_SET = 3;
const SLOTS = SETS * PER_SET;
/**
 * A lookup's index holds four bits a tile, so a tray has at most 16 cells:
 * each row of a table below (a tile's, a cell's) is 16 wide, and an index
 * into it is a shift and an or.
 */
const MOST_CELLS = 16;
const ROW = 4;
/** Four ways out of each cell: `cell * 4 + i` into `around` is six bits. */
const WAYS = ROW + 2;
/** Above any f a pass meets (at most the depth cap and a table's largest entry, six times). */
const NONE_ABOVE = 2 ** 30;
/** The slot of a tile no lookup counts: moved, never read. */
const UNREAD = SLOTS;

/**
 * The pass's state and its recursion, made once for the process. Inside a
 * function, not at the top of the module: the build bundles a module's
 * top-level `const`s as `var`s, which V8 must read afresh and check (an
 * object's map, a number's kind) after every call; the same recursion over
 * `var`s ran twice the instructions a node. Here every array of a fixed
 * size is a `const`; only what a search brings (its tables, its board and
 * counts) is `let`.
 */
const makeKernel = () => {
  /** The cells next to each cell, four a cell in the puzzle's own order, -1 after the last. */
  const around = new Int8Array(MOST_CELLS * 4);
  /** For each set and tile (`set << ROW | tile`): its slot, `UNREAD` for none. */
  const slotOf = new Int8Array(SETS << ROW);
  /**
   * For each set, tile and move (`(set << ROW | tile) << WAYS | way`, a way
   * into `around`): what the tile's slide into the blank adds to its slot's
   * index; the slide back takes it off.
   */
  const stepOf = new Int32Array((SETS << ROW) << WAYS);
  const goal = new Uint8Array(MOST_CELLS);
  /** The node under way: each slot's index into `flat`, and after them one no estimate reads. */
  const slots = new Int32Array(SLOTS + 1);
  let cells = 0;
  // The tables of the last lookups, one after the other in `flat` (its first entry a zero, for missing tables).
  let flatTables: readonly Uint8Array[] = [];
  let flat = new Uint8Array(1);
  let flatOffsets: readonly number[] = [];
  // The pass under way, and what of it the recursion reads and writes.
  let pass: PassState | undefined;
  let counter: NodeCounter | undefined;
  // Nodes visited and not yet handed to the counter, and its credit: how many it takes before it looks at its limits.
  let uncounted = 0;
  let credit = 0;
  let countAll = false;
  let board: Board = goal;
  let path: Int32Array = new Int32Array(0);
  let perDepth: Float64Array = new Float64Array(0);
  let estimates: Float64Array = new Float64Array(0);
  // Its limit, next limit and cut-offs, kept here while it runs, as small
  // integers (compared with a node's f, a number that may be infinite costs
  // a conversion): `NONE_ABOVE` stands for no next limit yet.
  let limit = 0;
  let nextLimit = NONE_ABOVE;
  let cutoffs = 0;

  const atGoal = (): boolean => {
    for (let cell = 0; cell < cells; cell++) if (board[cell] !== goal[cell]) return false;
    return true;
  };

  /** The estimate of the node under way: the larger set's sum. */
  const estimateHere = (): number => {
    const straight = flat[slots[0]] + flat[slots[1]] + flat[slots[2]];
    const reflected = flat[slots[3]] + flat[slots[4]] + flat[slots[5]];
    return Math.max(straight, reflected);
  };

  /** Gives the counter the nodes counted here (at its look, it may throw to stop the search). */
  const handOver = (): void => {
    const count = uncounted;
    uncounted = 0;
    if (!counter) return;
    counter.visitMany(count);
    credit = counter.credit();
  };

  const search = (depth: number, blank: number, lastBlank: number): boolean => {
    if (++uncounted === credit) handOver();
    perDepth[depth]++;
    if (depth === limit) {
      if (pass && atGoal()) {
        pass.solutions++;
        pass.solution ??= Array.from(path.subarray(0, depth));
        return !countAll;
      }
      if (depth + 1 < nextLimit) nextLimit = depth + 1;
      return false;
    }
    for (let way = blank * 4; way < blank * 4 + 4; way++) {
      const from = around[way];
      if (from < 0) break;
      // The move that would undo the last one.
      if (from === lastBlank) continue;
      const tile = board[from];
      const reflected = (1 << ROW) | tile;
      const straightSlot = slotOf[tile];
      const reflectedSlot = slotOf[reflected];
      const straightStep = stepOf[(tile << WAYS) | way];
      const reflectedStep = stepOf[(reflected << WAYS) | way];
      slots[straightSlot] += straightStep;
      slots[reflectedSlot] += reflectedStep;
      const estimate = estimateHere();
      const f = depth + 1 + estimate;
      if (f > limit) {
        slots[straightSlot] -= straightStep;
        slots[reflectedSlot] -= reflectedStep;
        cutoffs++;
        if (f < nextLimit) nextLimit = f;
        continue;
      }
      estimates[depth + 1] = estimate;
      board[blank] = tile;
      board[from] = 0;
      path[depth] = slideMove(from, blank, tile);
      const done = search(depth + 1, from, blank);
      board[from] = tile;
      board[blank] = 0;
      slots[straightSlot] -= straightStep;
      slots[reflectedSlot] -= reflectedStep;
      if (done) return true;
    }
    return false;
  };

  /** `flat` holding `tables` (made again only for other tables); each table's offset in it. */
  const flatten = (tables: readonly Uint8Array[]): Map<Uint8Array, number> => {
    const distinct = [...new Set(tables)];
    const same =
      distinct.length === flatTables.length &&
      distinct.every((table, at) => table === flatTables[at]);
    if (!same) {
      const offsets: number[] = [];
      let length = 1;
      for (const table of distinct) {
        offsets.push(length);
        length += table.length;
      }
      flat = new Uint8Array(length);
      for (const [at, table] of distinct.entries()) flat.set(table, offsets[at]);
      flatTables = distinct;
      flatOffsets = offsets;
    }
    return new Map(flatTables.map((table, at) => [table, flatOffsets[at]]));
  };

  /** Takes `spec`'s lookups, in slots, and the position's indices. */
  const takeLookups = (spec: PatternLookupSpec, position: Board): void => {
    const { tray, tables, setCount } = spec;
    cells = tray.cells;
    goal.set(spec.goal);
    around.fill(-1);
    tray.neighbours.forEach((next, cell) => {
      around.set(next, cell * 4);
    });
    const offsets = flatten(tables);
    const perSet = tables.length / setCount;
    const indices = new Int32Array(tables.length + setCount);
    spec.fill(position, indices, 0);
    slotOf.fill(UNREAD);
    stepOf.fill(0);
    slots.fill(0);
    for (let set = 0; set < SETS; set++) {
      // With one set, the second counts it again: the larger of two equal sums is the sum.
      const from = set < setCount ? set : 0;
      for (let at = 0; at < perSet; at++) {
        const k = from * perSet + at;
        slots[set * PER_SET + at] = (offsets.get(tables[k]) ?? 0) + indices[k];
      }
      for (let tile = 0; tile < cells; tile++) {
        const k = spec.lookupOf[from * cells + tile];
        if (k < 0) continue;
        const here = (set << ROW) | tile;
        slotOf[here] = set * PER_SET + (k - from * perSet);
        const shift = spec.shiftOf[from * cells + tile];
        const toCell = spec.toCell.subarray((from * cells + tile) * cells);
        for (let way = 0; way < cells * 4; way++) {
          const into = way >> 2;
          const out = around[way];
          if (out >= 0) stepOf[(here << WAYS) | way] = (toCell[into] - toCell[out]) << shift;
        }
      }
    }
  };

  /** The pass `given` below the node at `depth`, over `spec`'s lookups; true once it should stop. */
  const run = (
    spec: PatternLookupSpec,
    given: PassState,
    givenCounter: NodeCounter,
    all: boolean,
    depth: number,
    lastBlank: number,
  ): boolean => {
    takeLookups(spec, given.board);
    pass = given;
    counter = givenCounter;
    countAll = all;
    ({ board, path, perDepth, estimates, cutoffs } = given);
    limit = given.limit | 0;
    nextLimit = Math.min(given.nextLimit, NONE_ABOVE) | 0;
    uncounted = 0;
    credit = givenCounter.credit();
    try {
      return search(depth, board.indexOf(0), lastBlank);
    } finally {
      if (nextLimit < given.nextLimit) given.nextLimit = nextLimit;
      given.cutoffs = cutoffs;
      // None left when the counter stopped the search: it is not asked again.
      if (uncounted > 0) handOver();
      pass = undefined;
      counter = undefined;
    }
  };
  return { run };
};

const kernel = makeKernel();
let busy = false;

/** Whether the pass can take lookups of this shape. */
const fits = (spec: PatternLookupSpec): boolean =>
  spec.setCount <= SETS &&
  spec.tables.length <= spec.setCount * PER_SET &&
  spec.tray.cells <= MOST_CELLS;

/** `BoundProbe.depthFirst` for the lookups of `spec`. */
export const patternPass =
  (spec: PatternLookupSpec) =>
  (given: PassState, givenCounter: NodeCounter, all: boolean): DepthFirst | undefined =>
    busy || !fits(spec)
      ? undefined
      : (depth, lastInverse) => {
          if (busy) throw new Error('a pattern pass began inside another');
          busy = true;
          try {
            const lastBlank = lastInverse < 0 ? -1 : slideFrom(lastInverse);
            return kernel.run(spec, given, givenCounter, all, depth, lastBlank);
          } finally {
            busy = false;
          }
        };

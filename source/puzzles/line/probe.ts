import {
  type Board,
  BoundContradicted,
  type BoundProbe,
  type DepthFirst,
  type Move,
  type NodeCounter,
  type PassState,
} from '../puzzle.js';
import { buildAssignmentTable } from './assignment.js';
import { type BitTables, bitTables, dropBit, pext } from './bits.js';
import type { PatternTable } from './pdb-tables.js';
import { LINE_CELLS, LINE_SIDE, linePieces } from './pieces.js';
import { COLS, EMPTY, ESTIMATE, lineProbePass, ROWS, STRIDE } from './probe-pass.js';
import { CONTENTS, gives, lineContents, receives, walkingTables } from './walking.js';

/*
 * The Line Puzzle's bounds followed move by move. Per depth the probe keeps
 * the empty cell, one cell mask per kind and the contents of every row and
 * column, in one Int32Array; a move updates them with a few xors and two
 * table lookups, and the bound is read from them without looking at the board.
 */

const VALUES = 5;
const SLOTS = (1 << (LINE_CELLS - 1)) - 1;

export type CheapTables = {
  readonly rowTable: Uint8Array;
  readonly colTable: Uint8Array;
  /** assignment[code - 1][mask]: that kind's cheapest assignment from those cells. */
  readonly assignment: readonly Uint8Array[];
};

/** The cheap bounds' tables towards `goal`. */
export const cheapTablesOf = (goal: Board): CheapTables => ({
  ...walkingTables(goal),
  assignment: linePieces.map((piece) =>
    buildAssignmentTable([...goal.keys()].filter((cell) => goal[cell] === piece.code)),
  ),
});

/** One pairing: two databases over disjoint kinds, flattened for the hot loop. */
export type Pair = {
  readonly tableA: Uint8Array;
  readonly tableB: Uint8Array;
  /** Codes of the first database's two kinds, then the second's. */
  readonly a1: number;
  readonly a2: number;
  readonly b1: number;
  readonly b2: number;
  /** Sequences per arrangement of the first kind, in each database. */
  readonly radixA: number;
  readonly radixB: number;
};

export const flattenPairing = (pairing: readonly PatternTable[]): Pair => {
  const [first, second] = pairing;
  return {
    tableA: first.table,
    tableB: second.table,
    a1: first.codes[0],
    a2: first.codes[1],
    b1: second.codes[0],
    b2: second.codes[1],
    radixA: first.ranking.radix[0],
    radixB: second.ranking.radix[0],
  };
};

/** The index of a two-kind database for masks `m1`, `m2` around `empty` (see KindRanking). */
const pairIndex = (
  bits: BitTables,
  m1: number,
  m2: number,
  empty: number,
  radix: number,
): number => {
  const first = dropBit(m1, empty);
  const second = dropBit(m2, empty);
  const { colex } = bits;
  return (colex[first] * radix + colex[pext(bits, second, SLOTS & ~first)]) * LINE_CELLS + empty;
};

/** Where a probe gets its pattern databases, and when. */
export type PairSource = {
  /** Nodes after which the tables are asked to be made ready (`prepare`). */
  readonly prepareAfter: number;
  /** Nodes after which the probe takes them (`load`, waiting for a build) wherever it is. */
  readonly upgradeAfter: number;
  /** Starts making the tables ready (building them beside), without waiting. */
  prepare(): void;
  load(): readonly Pair[];
};

/**
 * The probe. It asks its `source` for the pattern databases to be made
 * ready after `prepareAfter` nodes and takes them at the next iteration (the
 * next `reset`), or at `upgradeAfter` nodes (0: at once), waiting for a build
 * if need be; until then the bound is the larger of walking distance and the
 * assignment bound, both read from the state. Where the tables come in
 * depends on node counts only, never on when a build ends, so a search
 * counts the same nodes every run.
 */
export class LineProbe implements BoundProbe {
  private state = new Int32Array(STRIDE * 256);
  private pairs: readonly Pair[] | undefined;
  private nodes = 0;
  /** The node count at which `check` runs next; -1 once the tables are in. */
  private nextCheck: number;
  private prepared = false;
  private bits: BitTables | undefined;
  /** IDA*'s pass of its own (`probe-pass.ts`), given `goal`: where the probe's goal is known. */
  readonly depthFirst:
    | ((pass: PassState, counter: NodeCounter, countAll: boolean) => DepthFirst | undefined)
    | undefined;

  constructor(
    private readonly cheap: CheapTables,
    private readonly source: PairSource,
    goal?: Board,
  ) {
    this.nextCheck = Math.min(source.prepareAfter, source.upgradeAfter);
    this.depthFirst =
      goal === undefined
        ? undefined
        : lineProbePass({
            goal,
            rowTable: cheap.rowTable,
            colTable: cheap.colTable,
            assignment: cheap.assignment,
            pairs: () => this.pairs ?? [],
            state: () => this.state,
            nodes: () => this.nodes,
            nextCheck: () => this.nextCheck,
            checkAt: (nodes, depth) => {
              this.nodes = nodes;
              this.check(depth);
            },
            counted: (nodes) => {
              this.nodes = nodes;
            },
          });
  }

  reset(board: Board): number {
    const state = this.state;
    state.fill(0, 0, STRIDE);
    for (let cell = 0; cell < LINE_CELLS; cell++) {
      const code = board[cell];
      if (code === 0) state[EMPTY] = cell;
      else state[code] |= 1 << cell;
    }
    lineContents(board).forEach((content, line) => {
      state[ROWS + line] = content;
    });
    if (!this.pairs && (this.prepared || this.nodes >= this.source.upgradeAfter)) this.upgrade(0);
    state[ESTIMATE] = this.read(0);
    return state[ESTIMATE];
  }

  /**
   * Every bound here is consistent: one move changes it by one at most. A
   * stored table that breaks that (forged with a fresh checksum, say) is found
   * the first time the search steps across the break, and reported with
   * `BoundContradicted` rather than trusted: such a table can overestimate,
   * and an overestimate turns a claimed optimum into a wrong one.
   */
  push(board: Board, move: Move, depth: number): number {
    if (++this.nodes === this.nextCheck) this.check(depth);
    const at = (depth + 1) * STRIDE;
    if (at + STRIDE > this.state.length) this.grow();
    const state = this.state;
    const from = move >> 6;
    const to = move & 63;
    const code = board[from];
    const before = at - STRIDE;
    for (let slot = 0; slot < ROWS + 2 * LINE_SIDE; slot++) state[at + slot] = state[before + slot];
    state[at + EMPTY] = from;
    state[at + code] ^= (1 << from) | (1 << to);
    const fromRow = from >> 2;
    const toRow = to >> 2;
    if (fromRow === toRow) {
      const fromLine = at + COLS + (from & 3);
      const toLine = at + COLS + (to & 3);
      state[fromLine] = gives[state[fromLine] * VALUES + code];
      state[toLine] = receives[state[toLine] * VALUES + code];
    } else {
      const fromLine = at + ROWS + fromRow;
      const toLine = at + ROWS + toRow;
      state[fromLine] = gives[state[fromLine] * VALUES + code];
      state[toLine] = receives[state[toLine] * VALUES + code];
    }
    const estimate = this.read(at);
    const step = estimate - state[before + ESTIMATE];
    if (step > 1 || step < -1) {
      throw new BoundContradicted(
        `its tables give positions one move apart the estimates ${state[before + ESTIMATE]} and ${estimate}`,
      );
    }
    state[at + ESTIMATE] = estimate;
    return estimate;
  }

  private read(at: number): number {
    const state = this.state;
    const { rowTable, colTable } = this.cheap;
    const walk =
      rowTable[
        (state[at + ROWS] * CONTENTS + state[at + ROWS + 1]) * CONTENTS + state[at + ROWS + 2]
      ] +
      colTable[
        (state[at + COLS] * CONTENTS + state[at + COLS + 1]) * CONTENTS + state[at + COLS + 2]
      ];
    const pairs = this.pairs;
    if (!pairs) {
      const [a, b, c, d] = this.cheap.assignment;
      const travel = a[state[at + 1]] + b[state[at + 2]] + c[state[at + 3]] + d[state[at + 4]];
      return Math.max(travel, walk);
    }
    const empty = state[at + EMPTY];
    this.bits ??= bitTables();
    const bits = this.bits;
    let best = walk;
    for (let index = 0; index < pairs.length; index++) {
      const pair = pairs[index];
      const sum =
        pair.tableA[pairIndex(bits, state[at + pair.a1], state[at + pair.a2], empty, pair.radixA)] +
        pair.tableB[pairIndex(bits, state[at + pair.b1], state[at + pair.b2], empty, pair.radixB)];
      if (sum > best) best = sum;
    }
    return best;
  }

  private check(depth: number): void {
    const source = this.source;
    if (this.pairs) return;
    if (this.nodes >= source.upgradeAfter) {
      this.upgrade(depth);
      return;
    }
    this.prepared = true;
    source.prepare();
    this.nextCheck = source.upgradeAfter;
  }

  /** Takes the tables; the estimates of depths 0..`depth` are read again with them. */
  private upgrade(depth: number): void {
    this.pairs = this.source.load();
    this.nextCheck = -1;
    for (let level = 0; level <= depth; level++) {
      this.state[level * STRIDE + ESTIMATE] = this.read(level * STRIDE);
    }
  }

  private grow(): void {
    const larger = new Int32Array(this.state.length * 2);
    larger.set(this.state);
    this.state = larger;
  }
}

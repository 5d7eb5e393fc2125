import { sameBytes } from '../../util/same-bytes.js';
import type { Board } from '../puzzle.js';
import { cachedTable } from '../table-cache.js';
import { type KindSumTables, kindSumTables } from './kind-sum.js';
import { LINE_CELLS, LINE_SIDE, linePieces } from './pieces.js';
import { ASSIGNMENT_TABLE_DIGESTS } from './table-digests.js';

const MASKS = 1 << LINE_CELLS;

const manhattan = (a: number, b: number): number =>
  Math.abs(Math.floor(a / LINE_SIDE) - Math.floor(b / LINE_SIDE)) +
  Math.abs((a % LINE_SIDE) - (b % LINE_SIDE));

/**
 * cost[mask] for every mask of `goalCells.length` cells: the cheapest way to
 * send the pieces on those cells onto `goalCells`, one piece per goal cell,
 * each paying its Manhattan distance. DP over subsets: a mask of j cells is
 * matched onto the first j goal cells, the j-th goal cell taking one of them.
 * Entries of smaller masks hold those partial matchings; larger ones stay 0.
 */
export const buildAssignmentTable = (goalCells: readonly number[]): Uint8Array => {
  const name = assignmentTableName(goalCells);
  let cost = assignmentTables.get(name);
  if (!cost) {
    cost = Object.hasOwn(ASSIGNMENT_TABLE_DIGESTS, name)
      ? cachedTable(
          name,
          MASKS,
          () => assignmentCosts(goalCells),
          (stored) => sameBytes(stored, assignmentCosts(goalCells)),
          ASSIGNMENT_TABLE_DIGESTS[name],
        )
      : assignmentCosts(goalCells);
    assignmentTables.set(name, cost);
  }
  return cost;
};

/**
 * The name a kind's table towards `goalCells` is stored under. Only a page
 * board's are stored (`ASSIGNMENT_TABLE_DIGESTS`): read and held to their
 * digest, they spare a Line solve its build and V8 compiling its loop twice
 * (some 5 ms of CPU); another goal's would need its build as its proof.
 */
export const assignmentTableName = (goalCells: readonly number[]): string =>
  `line-assign-1-${goalCells.join('.')}`;

/** Tables made in this process, by name: every bound of a puzzle shares them. */
const assignmentTables = new Map<string, Uint8Array>();

/** The table `buildAssignmentTable` gives, built (it reads a page board's stored where it can). */
export const assignmentCosts = (goalCells: readonly number[]): Uint8Array => {
  const cost = new Uint8Array(MASKS);
  /** Each cell's distance to the goal cell being matched. */
  const away = new Uint8Array(LINE_CELLS);
  // Only the masks of at most as many cells as there are goal cells (2,517 of
  // 65,536 for four), size by size: each reads masks one cell smaller. Built
  // at the start of every Line solve, before the code is compiled, so every
  // step counts: all 65,536 masks cost 30-50 ms.
  for (let taken = 1; taken <= goalCells.length; taken++) {
    const target = goalCells[taken - 1];
    for (let cell = 0; cell < LINE_CELLS; cell++) away[cell] = manhattan(cell, target);
    for (let mask = (1 << taken) - 1; mask < MASKS; mask = nextOfSameSize(mask)) {
      let best = Number.MAX_SAFE_INTEGER;
      for (let rest = mask; rest !== 0; rest &= rest - 1) {
        const bit = rest & -rest;
        const total = cost[mask ^ bit] + away[31 - Math.clz32(bit)];
        if (total < best) best = total;
      }
      cost[mask] = best;
    }
  }
  return cost;
};

/** The next larger mask with as many bits as `mask` (Gosper's hack). */
const nextOfSameSize = (mask: number): number => {
  const low = mask & -mask;
  const ripple = mask + low;
  return ripple | (((mask ^ ripple) >>> 2) >>> (31 - Math.clz32(low)));
};

/** Values a cell can hold: the empty cell (0) and the piece codes A=1 … D=4. */
const VALUES = linePieces.length + 1;
const HALF = 16;

/*
 * Per (cell, value): the bit that cell sets in the A|B word (A masks in the low
 * half, B in the high half) and in the C|D word, so that the four masks build
 * in one pass without branches (a branch per cell costs more than the lookups).
 */
const bitsAB = new Int32Array(LINE_CELLS * VALUES);
const bitsCD = new Int32Array(LINE_CELLS * VALUES);
for (let cell = 0; cell < LINE_CELLS; cell++) {
  bitsAB[cell * VALUES + 1] = 1 << cell;
  bitsAB[cell * VALUES + 2] = 1 << (cell + HALF);
  bitsCD[cell * VALUES + 3] = 1 << cell;
  bitsCD[cell * VALUES + 4] = 1 << (cell + HALF);
}

/**
 * An admissible and consistent lower bound towards `goal`: per piece kind,
 * the minimum-cost assignment of its pieces to its goal cells, summed. A move
 * shifts one piece by one cell, so it changes the sum by at most one.
 */
export const makeAssignmentBound = (goal: Board): ((board: Board) => number) => {
  const cellsOf = (code: number): number[] =>
    [...goal.keys()].filter((cell) => goal[cell] === code);
  const [tableA, tableB, tableC, tableD] = linePieces.map((piece) =>
    buildAssignmentTable(cellsOf(piece.code)),
  );
  // Local copies: some loaders turn imported or module bindings into slower reads.
  const cells = LINE_CELLS;
  const values = VALUES;
  const ab = bitsAB;
  const cd = bitsCD;
  return (board: Board): number => {
    let maskAB = 0;
    let maskCD = 0;
    for (let cell = 0; cell < cells; cell++) {
      const slot = cell * values + board[cell];
      maskAB |= ab[slot];
      maskCD |= cd[slot];
    }
    return (
      tableA[maskAB & 0xffff] +
      tableB[maskAB >>> 16] +
      tableC[maskCD & 0xffff] +
      tableD[maskCD >>> 16]
    );
  };
};

/** The assignment bound's tables towards `goal` in one array, for its probe (see `KindSumTables`). */
export const assignmentSumTables = (goal: Board): KindSumTables =>
  kindSumTables(
    linePieces.map((piece) =>
      buildAssignmentTable([...goal.keys()].filter((cell) => goal[cell] === piece.code)),
    ),
  );

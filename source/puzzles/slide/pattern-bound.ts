import type { Board, BoundProbe, Move } from '../puzzle.js';
import { type PatternLookupSpec, patternPass } from './pattern-pass.js';
import { patternTable, patternTablesAt } from './pattern-table.js';
import { compose, goalSymmetries, invert, MIRROR, symmetry } from './symmetry.js';
import type { Tray } from './tray.js';

/** A partition of the tiles for a goal with the blank in cell 0: table cells, each read through a symmetry. */
export type Partition = readonly { readonly home: readonly number[]; readonly turn: number }[];

/** Korf and Felner's 6-6-3: the top row's three tiles, the left and right halves below (one table, mirrored). */
export const PARTITION_663: Partition = [
  { home: [1, 2, 3], turn: 0 },
  { home: [4, 5, 8, 9, 12, 13], turn: 0 },
  { home: [4, 5, 8, 9, 12, 13], turn: MIRROR },
];
export const PARTITION_555: Partition = [
  { home: [1, 2, 3, 5, 6], turn: 0 },
  { home: [4, 8, 9, 12, 13], turn: 0 },
  { home: [7, 10, 11, 14, 15], turn: 0 },
];
/** The 8-puzzle's: four and four tiles, in reading order after the blank. */
export const PARTITION_44: Partition = [
  { home: [1, 2, 3, 4], turn: 0 },
  { home: [5, 6, 7, 8], turn: 0 },
];

export const partitionText = (partition: Partition): string =>
  partition.map(({ home }) => home.length).join('-');

/** The table cells of `partition` (each table once). */
export const partitionHomes = (partition: Partition): (readonly number[])[] => [
  ...new Map(partition.map(({ home }) => [home.join(','), home])).values(),
];

/** Where the partition's tables are: in memory, stored, or to be built. */
export const partitionAt = (tray: Tray, partition: Partition) =>
  patternTablesAt(tray.side, partitionHomes(partition));

/**
 * The partition's tables for a goal with its blank on `blank`, once per
 * reflection: each table's cells placed on the tray (`placed`, from table
 * cells to tray cells), and the table cells that hold a tile (`kept`).
 */
export const placedPartition = (side: number, blank: number, partition: Partition) => {
  const { toGoal, reflections } = goalSymmetries(side, blank);
  return reflections.map((reflection) =>
    partition.map(({ home, turn }) => {
      const placed = compose(reflection, compose(toGoal, symmetry(side, turn)));
      // A table cell that lands on the goal's blank holds no tile: that table is one tile smaller.
      return { placed, kept: home.filter((cell) => placed[cell] !== blank) };
    }),
  );
};

/** A probe that can also be started over at any depth (to take over a search under way). */
export type SeededProbe = BoundProbe & { seed(board: Board, depth: number): number };

/**
 * The bound of `partition` for `goal`: the partition turned to the goal's
 * blank, and also mirrored in the diagonal through it where there is one (the
 * "reflected lookup"); the larger of the two sums. Reads or builds its tables.
 */
export const patternLookups = (tray: Tray, goal: Board, partition: Partition) => {
  const { side, cells } = tray;
  const sets = placedPartition(side, goal.indexOf(0), partition).map((set) =>
    set.map(({ placed, kept }) => ({
      table: patternTable(side, kept),
      goalCells: kept.map((cell) => placed[cell]),
      toTable: invert(placed),
    })),
  );
  const lookups = sets.flat();
  const count = lookups.length;
  const setCount = sets.length;
  const perSet = partition.length;
  // For each set and tile: which lookup counts it (-1: none), and at which shift.
  const lookupOf = new Int8Array(setCount * cells).fill(-1);
  const shiftOf = new Int8Array(setCount * cells);
  sets.forEach((set, setIndex) => {
    set.forEach((lookup, within) => {
      lookup.goalCells.forEach((cell, slot) => {
        lookupOf[setIndex * cells + goal[cell]] = setIndex * perSet + within;
        shiftOf[setIndex * cells + goal[cell]] = slot * 4;
      });
    });
  });
  const tables = lookups.map((lookup) => lookup.table);
  const toTable = lookups.map((lookup) => lookup.toTable);
  const where = new Int8Array(cells);
  /** Each lookup's index into `out` from `at`, then each set's sum; returns the larger sum. */
  const fill = (board: Board, out: Int32Array, at: number): number => {
    board.forEach((tile, cell) => {
      where[tile] = cell;
    });
    let best = 0;
    for (let set = 0; set < setCount; set++) {
      let sum = 0;
      for (let k = set * perSet; k < (set + 1) * perSet; k++) {
        const { goalCells, toTable: map } = lookups[k];
        let index = 0;
        for (let slot = 0; slot < goalCells.length; slot++) {
          index += map[where[goal[goalCells[slot]]]] << (slot * 4);
        }
        out[at + k] = index;
        sum += tables[k][index];
      }
      out[at + count + set] = sum;
      if (sum > best) best = sum;
    }
    return best;
  };
  const scratch = new Int32Array(count + setCount);
  const estimate = (board: Board): number => fill(board, scratch, 0);
  // For each set and tile, the cell map of the lookup that counts it, flattened
  // (`toCell[(set * cells + tile) * cells + cell]`), so a move reads no nested array.
  const toCell = new Int8Array(setCount * cells * cells);
  for (let set = 0; set < setCount; set++) {
    for (let tile = 0; tile < cells; tile++) {
      const k = lookupOf[set * cells + tile];
      if (k >= 0) toCell.set(toTable[k], (set * cells + tile) * cells);
    }
  }
  const spec: PatternLookupSpec = {
    tray,
    goal,
    tables,
    setCount,
    lookupOf,
    shiftOf,
    toCell,
    fill,
  };
  const depthFirst = patternPass(spec);
  const probe = (): SeededProbe => {
    const width = count + setCount;
    let state = new Int32Array(width * 256);
    const room = (depth: number): void => {
      if ((depth + 2) * width <= state.length) return;
      const larger = new Int32Array(state.length * 2);
      larger.set(state);
      state = larger;
    };
    return {
      reset: (board) => fill(board, state, 0),
      depthFirst,
      seed(board, depth) {
        room(depth);
        return fill(board, state, depth * width);
      },
      // Per node: no allocation, no call but the table reads; the state of the
      // child is its parent's, copied by a loop (copyWithin is a call into C++
      // that cost more than the rest of the step), with one index per set moved.
      push(board: Board, move: Move, depth: number): number {
        if ((depth + 2) * width > state.length) room(depth);
        const at = depth * width;
        const next = at + width;
        for (let slot = 0; slot < width; slot++) state[next + slot] = state[at + slot];
        const to = move & 63;
        const from = (move >> 6) & 63;
        const tile = board[from];
        let best = 0;
        for (let set = 0; set < setCount; set++) {
          const setTile = set * cells + tile;
          const k = lookupOf[setTile];
          const sumAt = next + count + set;
          let sum = state[sumAt];
          if (k >= 0) {
            const cellsAt = setTile * cells;
            const before = state[at + k];
            const after =
              before + ((toCell[cellsAt + to] - toCell[cellsAt + from]) << shiftOf[setTile]);
            state[next + k] = after;
            const table = tables[k];
            sum += table[after] - table[before];
            state[sumAt] = sum;
          }
          if (sum > best) best = sum;
        }
        return best;
      },
    };
  };
  return { estimate, probe };
};

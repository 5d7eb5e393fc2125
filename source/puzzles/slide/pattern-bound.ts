import { lazyBound } from '../lazy-bound.js';
import type { Board, BoundProbe, Move, NamedBound } from '../types.js';
import { patternTable } from './pattern-table.js';
import type { Tray } from './tray.js';

/** Left and right change places (see `symmetry`). */
const MIRROR = 4;

/**
 * Each tray's partition of the tiles into patterns, for a goal with the blank
 * in cell 0 (Korf's): table cells, and how often each table is used, turned
 * by a symmetry of the square. The 15-puzzle's is Korf and Felner's 6-6-3: the
 * top row's three tiles, and the left and right halves of the three rows
 * below, one table mirrored.
 */
const PARTITIONS: Readonly<Record<number, readonly { home: readonly number[]; turn: number }[]>> = {
  3: [
    { home: [1, 2, 3, 4], turn: 0 },
    { home: [5, 6, 7, 8], turn: 0 },
  ],
  4: [
    { home: [1, 2, 3], turn: 0 },
    { home: [4, 5, 8, 9, 12, 13], turn: 0 },
    { home: [4, 5, 8, 9, 12, 13], turn: MIRROR },
  ],
};

/** Symmetries of the square, as cell maps: 0 identity, 1..3 quarter turns, 4..7 those mirrored. */
function symmetry(side: number, which: number): Int8Array {
  const map = new Int8Array(side * side);
  for (let cell = 0; cell < side * side; cell++) {
    let row = Math.floor(cell / side);
    let col = cell % side;
    if (which >= 4) col = side - 1 - col;
    for (let turn = 0; turn < which % 4; turn++) [row, col] = [col, side - 1 - row];
    map[cell] = row * side + col;
  }
  return map;
}
const compose = (outer: Int8Array, inner: Int8Array): Int8Array => inner.map((cell) => outer[cell]);
const invert = (map: Int8Array): Int8Array => {
  const inverse = new Int8Array(map.length);
  map.forEach((to, from) => {
    inverse[to] = from;
  });
  return inverse;
};

/** One table read through a symmetry: the tiles whose goal cells are `goalCells`, slot by slot. */
type Lookup = {
  readonly table: Uint8Array;
  readonly goalCells: readonly number[];
  readonly toTable: Int8Array;
};

/**
 * The lookups of each admissible sum: the partition turned to the goal's
 * blank, and again mirrored in the diagonal through that blank (the
 * "reflected lookup"), when the blank's goal cell lies on one.
 */
const lookupSets = (tray: Tray, goal: Board): Lookup[][] => {
  const { side } = tray;
  const blank = goal.indexOf(0);
  const maps = Array.from({ length: 8 }, (_, which) => symmetry(side, which));
  const toGoal = maps.find((map) => map[0] === blank) ?? maps[0];
  const reflections = [
    maps[0],
    ...maps
      .filter(
        (map, which) =>
          which > 0 && map[blank] === blank && compose(map, map).every((cell, at) => cell === at),
      )
      .slice(0, 1),
  ];
  return reflections.map((reflection) =>
    PARTITIONS[side].map(({ home, turn }) => {
      const placed = compose(reflection, compose(toGoal, maps[turn]));
      // A table cell that lands on the goal's blank holds no tile: that table is one tile smaller.
      const kept = home.filter((cell) => placed[cell] !== blank);
      return {
        table: patternTable(side, kept),
        goalCells: kept.map((cell) => placed[cell]),
        toTable: invert(placed),
      };
    }),
  );
};

export const patternBound = (tray: Tray, goal: Board): NamedBound => {
  const cells = tray.cells;
  const build = () => {
    const sets = lookupSets(tray, goal);
    const lookups = sets.flat();
    const setCount = sets.length;
    // For each set and tile: which lookup counts it, and at which shift.
    const lookupOf = new Int8Array(setCount * cells).fill(-1);
    const shiftOf = new Int8Array(setCount * cells);
    sets.forEach((set, setIndex) => {
      set.forEach((lookup, within) => {
        lookup.goalCells.forEach((cell, slot) => {
          lookupOf[setIndex * cells + goal[cell]] = setIndex * set.length + within;
          shiftOf[setIndex * cells + goal[cell]] = slot * 4;
        });
      });
    });
    const tables = lookups.map((lookup) => lookup.table);
    const toTable = lookups.map((lookup) => lookup.toTable);
    const where = new Int8Array(cells);
    const indexes = (board: Board, out: Int32Array, at: number): void => {
      board.forEach((tile, cell) => {
        where[tile] = cell;
      });
      lookups.forEach((lookup, k) => {
        let index = 0;
        lookup.goalCells.forEach((cell, slot) => {
          index += lookup.toTable[where[goal[cell]]] << (slot * 4);
        });
        out[at + k] = index;
      });
    };
    const sumsOf = (index: Int32Array, at: number): number => {
      let best = 0;
      for (let set = 0; set < setCount; set++) {
        let sum = 0;
        for (
          let k = set * (lookups.length / setCount);
          k < (set + 1) * (lookups.length / setCount);
          k++
        ) {
          sum += tables[k][index[at + k]];
        }
        if (sum > best) best = sum;
      }
      return best;
    };
    const scratch = new Int32Array(lookups.length);
    const estimate = (board: Board): number => {
      indexes(board, scratch, 0);
      return sumsOf(scratch, 0);
    };
    const probe = (): BoundProbe => {
      const width = lookups.length + setCount;
      let state = new Int32Array(width * 256);
      const sums = (at: number): number => {
        let best = 0;
        for (let set = 0; set < setCount; set++)
          best = Math.max(best, state[at + lookups.length + set]);
        return best;
      };
      return {
        reset(board) {
          indexes(board, state, 0);
          for (let set = 0; set < setCount; set++) {
            let sum = 0;
            sets[set].forEach((_, within) => {
              const k = set * sets[set].length + within;
              sum += tables[k][state[k]];
            });
            state[lookups.length + set] = sum;
          }
          return sums(0);
        },
        push(board: Board, move: Move, depth: number): number {
          const at = depth * width;
          const next = at + width;
          if (next + width > state.length) {
            const larger = new Int32Array(state.length * 2);
            larger.set(state);
            state = larger;
          }
          state.copyWithin(next, at, next);
          const to = move & 63;
          const from = (move >> 6) & 63;
          const tile = board[to];
          for (let set = 0; set < setCount; set++) {
            const k = lookupOf[set * cells + tile];
            const map = toTable[k];
            const before = state[next + k];
            const after = before + ((map[to] - map[from]) << shiftOf[set * cells + tile]);
            state[next + k] = after;
            state[next + lookups.length + set] += tables[k][after] - tables[k][before];
          }
          return sums(next);
        },
      };
    };
    return { estimate, probe };
  };
  let built: ReturnType<typeof build> | undefined;
  const bound = lazyBound(
    'pdb',
    `additive pattern databases (${PARTITIONS[tray.side].map(({ home }) => home.length).join('-')} tiles), and the same mirrored in the diagonal through the blank's goal cell: the larger sum`,
    () => {
      built ??= build();
      return built.estimate;
    },
    () => {
      built ??= build();
      return built.probe();
    },
  );
  return bound;
};

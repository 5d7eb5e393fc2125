import type { Board } from '../puzzle.js';
import { type KindSumTables, kindSumTables } from './kind-sum.js';
import { LINE_CELLS, LINE_SIDE, linePieces } from './pieces.js';

/** Values a cell can hold: the empty cell (0) and the piece codes A=1 … D=4. */
const VALUES = linePieces.length + 1;
const MASKS = 1 << LINE_CELLS;

const manhattan = (a: number, b: number): number =>
  Math.abs(Math.floor(a / LINE_SIDE) - Math.floor(b / LINE_SIDE)) +
  Math.abs((a % LINE_SIDE) - (b % LINE_SIDE));

/** distance[cell * VALUES + value]: what a piece `value` on `cell` adds (0 for the empty cell). */
const distances = (goal: Board): Uint8Array => {
  const distance = new Uint8Array(LINE_CELLS * VALUES);
  for (let cell = 0; cell < LINE_CELLS; cell++) {
    for (let value = 1; value < VALUES; value++) {
      let nearest = 0xff;
      for (let target = 0; target < LINE_CELLS; target++) {
        if (goal[target] === value) nearest = Math.min(nearest, manhattan(cell, target));
      }
      distance[cell * VALUES + value] = nearest;
    }
  }
  return distance;
};

/**
 * The page's bound: each piece counts its distance to the nearest goal cell of
 * its kind (0 on one). Several pieces may head for the same goal cell, so it
 * is weaker than the assignment bound, but it is what the page printed.
 */
export const makeNearestBound = (goal: Board): ((board: Board) => number) => {
  const distance = distances(goal);
  return (board: Board): number => {
    let sum = 0;
    for (let cell = 0; cell < LINE_CELLS; cell++) sum += distance[cell * VALUES + board[cell]];
    return sum;
  };
};

/**
 * The same bound as tables over each kind's cell mask, for its probe (see
 * `KindSumTables`): a mask's entry is its lowest cell's distance added to the
 * entry of the mask without that cell. Every mask is filled; only those of as
 * many cells as the kind has pieces are read.
 */
export const nearestSumTables = (goal: Board): KindSumTables => {
  const distance = distances(goal);
  return kindSumTables(
    linePieces.map(({ code }) => {
      const table = new Uint8Array(MASKS);
      for (let mask = 1; mask < MASKS; mask++) {
        const lowest = 31 - Math.clz32(mask & -mask);
        table[mask] = table[mask & (mask - 1)] + distance[lowest * VALUES + code];
      }
      return table;
    }),
  );
};

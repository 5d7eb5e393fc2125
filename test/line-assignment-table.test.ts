import { describe, expect, it } from 'vitest';
import { buildAssignmentTable } from '../source/puzzles/line/assignment.js';

/*
 * The assignment table is built only for the masks it can hold, size by
 * size; here every entry of all 65,536 is worked out on its own, by trying
 * every matching, and the table must agree whole.
 */

const bitsOf = (mask: number): number[] =>
  Array.from({ length: 16 }, (_, bit) => bit).filter((bit) => (mask >> bit) & 1);

const manhattan = (a: number, b: number): number =>
  Math.abs((a >> 2) - (b >> 2)) + Math.abs((a & 3) - (b & 3));

/** The cheapest matching of `cells` onto the first cells.length goal cells, by trying every order. */
const cheapest = (cells: readonly number[], goalCells: readonly number[]): number => {
  if (cells.length === 0) return 0;
  const target = goalCells[cells.length - 1];
  return Math.min(
    ...cells.map(
      (cell, index) =>
        manhattan(cell, target) +
        cheapest(
          cells.filter((_, other) => other !== index),
          goalCells,
        ),
    ),
  );
};

describe('the assignment tables', () => {
  it.each([[[0, 2, 5, 7]], [[1, 3, 4, 8]], [[15, 14, 9, 12]], [[6, 11, 13]]])(
    'hold the cheapest matching for every mask of at most as many cells as %j, 0 elsewhere',
    (goalCells) => {
      const table = buildAssignmentTable(goalCells);
      for (let mask = 0; mask < 1 << 16; mask++) {
        const cells = bitsOf(mask);
        const expected = cells.length > goalCells.length ? 0 : cheapest(cells, goalCells);
        if (table[mask] !== expected) expect([mask, table[mask]]).toEqual([mask, expected]);
      }
    },
  );
});

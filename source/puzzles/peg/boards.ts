import { HEXAGRAM_PLACES } from '../hexagram.js';
import type { CellPlace, Layout } from '../puzzle.js';

/** One jump of a peg: over the peg in `over` into the empty hole `to`. */
export type Jump = readonly [over: number, to: number];

/** The facts of one peg board, carried over from the page. */
export type PegBoard = {
  readonly size: number;
  /** Per hole, the jumps a peg there can make, in the page's order (`jump_table`). */
  readonly jumps: readonly (readonly Jump[])[];
  /** Per hole, its parity group 0, 1 or 2 (the page's figures). */
  readonly groups: readonly number[];
  readonly layout: Layout;
};

const places = (rowCols: readonly (readonly [number, number])[]): CellPlace[] =>
  rowCols.map(([row, col]) => ({ row, col }));

/** Lines between neighbouring holes: every jump passes from–over and over–to. */
const linksOf = (jumps: PegBoard['jumps']): [number, number][] => {
  const seen = new Set<string>();
  const links: [number, number][] = [];
  const add = (a: number, b: number): void => {
    const pair: [number, number] = a < b ? [a, b] : [b, a];
    const key = pair.join('-');
    if (seen.has(key)) return;
    seen.add(key);
    links.push(pair);
  };
  jumps.forEach((list, from) => {
    for (const [over, to] of list) {
      add(from, over);
      add(over, to);
    }
  });
  return links.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
};

const board = (
  jumps: PegBoard['jumps'],
  groups: readonly number[],
  rowCols: readonly (readonly [number, number])[],
): PegBoard => ({
  size: jumps.length,
  jumps,
  groups,
  layout: { style: 'graph', cells: places(rowCols), links: linksOf(jumps), emptyAsHole: true },
});

/** The hexagram of 13 holes: 0 top; 1 2 3 4; 5 6 7; 8 9 10 11; 12. */
export const STAR: PegBoard = board(
  [
    [
      [2, 5],
      [3, 7],
    ],
    [
      [2, 3],
      [5, 9],
    ],
    [
      [3, 4],
      [5, 8],
      [6, 10],
    ],
    [
      [2, 1],
      [6, 9],
      [7, 11],
    ],
    [
      [3, 2],
      [7, 10],
    ],
    [
      [2, 0],
      [6, 7],
      [9, 12],
    ],
    // The centre: no line runs two holes further from it.
    [],
    [
      [3, 0],
      [6, 5],
      [10, 12],
    ],
    [
      [5, 2],
      [9, 10],
    ],
    [
      [5, 1],
      [6, 3],
      [10, 11],
    ],
    [
      [6, 2],
      [7, 4],
      [9, 8],
    ],
    [
      [7, 3],
      [10, 9],
    ],
    [
      [9, 5],
      [10, 7],
    ],
  ],
  [0, 0, 1, 2, 0, 2, 0, 1, 0, 1, 2, 0, 0],
  [
    [0, 3],
    [1, 0],
    [1, 2],
    [1, 4],
    [1, 6],
    [2, 1],
    [2, 3],
    [2, 5],
    [3, 0],
    [3, 2],
    [3, 4],
    [3, 6],
    [4, 3],
  ],
);

/** The hexagram without its centre, 12 holes: 0; 1 2 3 4; 5 6; 7 8 9 10; 11. */
export const STAR_2: PegBoard = board(
  [
    [
      [2, 5],
      [3, 6],
    ],
    [
      [2, 3],
      [5, 8],
    ],
    [
      [3, 4],
      [5, 7],
    ],
    [
      [2, 1],
      [6, 10],
    ],
    [
      [3, 2],
      [6, 9],
    ],
    [
      [2, 0],
      [8, 11],
    ],
    [
      [3, 0],
      [9, 11],
    ],
    [
      [5, 2],
      [8, 9],
    ],
    [
      [5, 1],
      [9, 10],
    ],
    [
      [6, 4],
      [8, 7],
    ],
    [
      [6, 3],
      [9, 8],
    ],
    [
      [8, 5],
      [9, 6],
    ],
  ],
  [0, 0, 1, 2, 0, 2, 1, 0, 1, 2, 0, 0],
  HEXAGRAM_PLACES,
);

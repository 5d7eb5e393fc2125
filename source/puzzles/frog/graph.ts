import type { CellPlace } from '../puzzle.js';

/** A jump into an empty cell: the stone on `from` jumps over the stone on `over`. */
export type FrogJump = readonly [over: number, from: number];

/**
 * A frog board's lines, keyed like the page's tables: `neighbours[cell]` are
 * the cells next to `cell`, and `jumps[cell]` the jumps that land on `cell`
 * (both sorted by cell number).
 */
export type FrogGraph = {
  readonly neighbours: readonly (readonly number[])[];
  readonly jumps: readonly (readonly FrogJump[])[];
};

const ORTHOGONAL: readonly (readonly [number, number])[] = [
  [-1, 0],
  [0, -1],
  [0, 1],
  [1, 0],
];

const DIAGONAL: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
];

/** Derives the neighbour and jump tables from where the cells lie. */
export const deriveFrogGraph = (places: readonly CellPlace[], diagonals: boolean): FrogGraph => {
  const cellAt = new Map(places.map(({ row, col }, cell) => [`${row},${col}`, cell]));
  const find = (row: number, col: number): number | undefined => cellAt.get(`${row},${col}`);
  const directions = diagonals ? [...ORTHOGONAL, ...DIAGONAL] : ORTHOGONAL;

  const neighbours = places.map(({ row, col }) => {
    const next: number[] = [];
    for (const [dr, dc] of directions) {
      const cell = find(row + dr, col + dc);
      if (cell !== undefined) next.push(cell);
    }
    return next.sort((a, b) => a - b);
  });

  const jumps = places.map(({ row, col }) => {
    const landing: FrogJump[] = [];
    for (const [dr, dc] of directions) {
      const over = find(row + dr, col + dc);
      const from = find(row + 2 * dr, col + 2 * dc);
      if (over !== undefined && from !== undefined) landing.push([over, from]);
    }
    return landing.sort((a, b) => a[0] - b[0]);
  });

  return { neighbours, jumps };
};

/** Each pair of neighbouring cells once, smaller cell first. */
export const graphLinks = (graph: FrogGraph): [number, number][] => {
  const links: [number, number][] = [];
  graph.neighbours.forEach((next, cell) => {
    for (const other of next) if (cell < other) links.push([cell, other]);
  });
  return links;
};

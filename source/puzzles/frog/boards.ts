import type { CellPlace } from '../puzzle.js';

/**
 * One frog board: where its cells lie on a grid (in cell-number order, rows
 * top to bottom), which way stones may go, and the usual start.
 */
export type FrogShape = {
  readonly places: readonly CellPlace[];
  /** Steps and jumps may also go diagonally (mini board, rule 1). */
  readonly diagonals: boolean;
  /** Stones may also move to smaller (black) or larger (white) cell numbers (rule 2). */
  readonly backward: boolean;
  readonly start: string;
};

const place = (row: number, col: number): CellPlace => ({ row, col });

const placesOf = (pairs: readonly (readonly [number, number])[]): CellPlace[] =>
  pairs.map(([row, col]) => place(row, col));

/** A start of `n` black stones, the empty cell, then `n` white stones. */
const splitStart = (n: number): string => `${'B'.repeat(n)}.${'W'.repeat(n)}`;

export const lineShape = (n: number): FrogShape => ({
  places: Array.from({ length: 2 * n + 1 }, (_, col) => place(0, col)),
  diagonals: false,
  backward: false,
  start: splitStart(n),
});

export const boardA: FrogShape = {
  places: placesOf([
    [0, 2],
    [1, 1],
    [1, 2],
    [2, 0],
    [2, 1],
    [2, 2],
    [2, 3],
    [2, 4],
    [3, 2],
    [3, 3],
    [4, 2],
  ]),
  diagonals: false,
  backward: false,
  start: splitStart(5),
};

export const boardB: FrogShape = {
  places: placesOf([
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
    [2, 0],
    [2, 1],
    [2, 2],
    [3, 1],
    [3, 2],
    [4, 1],
    [4, 2],
  ]),
  diagonals: false,
  backward: false,
  start: splitStart(5),
};

/** Two 3×3 squares that share the corner cell 8. */
const boardCPlaces = (): CellPlace[] => {
  const places: CellPlace[] = [];
  for (let row = 0; row < 3; row++) for (let col = 0; col < 3; col++) places.push(place(row, col));
  places.push(place(2, 3), place(2, 4));
  for (let row = 3; row < 5; row++) for (let col = 2; col < 5; col++) places.push(place(row, col));
  return places;
};

export const boardC: FrogShape = {
  places: boardCPlaces(),
  diagonals: false,
  backward: false,
  start: splitStart(8),
};

const miniPlaces = placesOf([
  [0, 0],
  [0, 1],
  [1, 0],
  [1, 1],
  [1, 2],
  [2, 1],
  [2, 2],
]);

export const miniRule1: FrogShape = {
  places: miniPlaces,
  diagonals: true,
  backward: false,
  start: splitStart(3),
};

export const miniRule2: FrogShape = {
  places: miniPlaces,
  diagonals: false,
  backward: true,
  start: splitStart(3),
};

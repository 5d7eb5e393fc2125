/**
 * The hexagram's 12 cells as Flip It Star and Peg Solitaire Star 2 number them
 * (0; 1 2 3 4; 5 6; 7 8 9 10; 11), as [row, col] in half-units so that its
 * diagonals fall on whole numbers.
 */
export const HEXAGRAM_PLACES: readonly (readonly [number, number])[] = [
  [0, 3],
  [1, 0],
  [1, 2],
  [1, 4],
  [1, 6],
  [2, 1],
  [2, 5],
  [3, 0],
  [3, 2],
  [3, 4],
  [3, 6],
  [4, 3],
];

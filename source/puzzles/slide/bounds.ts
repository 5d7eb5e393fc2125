import type { Board, BoundProbe, Move, NamedBound } from '../puzzle.js';
import type { Tray } from './tray.js';
import { slideWords } from './words.js';

/** Cells apart along rows and columns: `table[tile * cells + cell]` to the tile's goal cell (0 for the blank). */
export const manhattanTable = (tray: Tray, goal: Board): Uint8Array => {
  const { side, cells } = tray;
  const table = new Uint8Array(cells * cells);
  goal.forEach((tile, home) => {
    if (tile === 0) return;
    for (let cell = 0; cell < cells; cell++) {
      table[tile * cells + cell] =
        Math.abs(Math.floor(cell / side) - Math.floor(home / side)) +
        Math.abs((cell % side) - (home % side));
    }
  });
  return table;
};

/** Per-depth values in one growing typed array: a probe's only state. */
export class DepthValues {
  values = new Int32Array(256);
  at(depth: number): number {
    return this.values[depth];
  }
  set(depth: number, value: number): number {
    if (depth >= this.values.length) {
      const larger = new Int32Array(this.values.length * 2);
      larger.set(this.values);
      this.values = larger;
    }
    this.values[depth] = value;
    return value;
  }
}

export const manhattanOf = (board: Board, distances: Uint8Array, cells: number): number => {
  let sum = 0;
  for (let cell = 0; cell < cells; cell++) sum += distances[board[cell] * cells + cell];
  return sum;
};

export const manhattanBound = (tray: Tray, goal: Board): NamedBound => {
  const { cells } = tray;
  const distances = manhattanTable(tray, goal);
  return {
    name: 'manhattan',
    // A slide moves one tile one cell, so it lowers the sum by at most one.
    get text() {
      return slideWords().manhattanBound;
    },
    estimate: (board) => manhattanOf(board, distances, cells),
    probe(): BoundProbe {
      const sums = new DepthValues();
      return {
        reset: (board) => sums.set(0, manhattanOf(board, distances, cells)),
        push(board: Board, move: Move, depth: number): number {
          const to = move & 63;
          const row = board[(move >> 6) & 63] * cells;
          return sums.set(
            depth + 1,
            sums.at(depth) + distances[row + to] - distances[row + ((move >> 6) & 63)],
          );
        },
      };
    },
  };
};

export const misplacedBound = (goal: Board): NamedBound => ({
  name: 'misplaced',
  get text() {
    return slideWords().misplacedBound;
  },
  estimate(board) {
    let count = 0;
    for (let cell = 0; cell < board.length; cell++) {
      if (board[cell] !== 0 && board[cell] !== goal[cell]) count++;
    }
    return count;
  },
});

import type { Board, BoundProbe, Move, NamedBound } from '../puzzle.js';
import { DepthValues, manhattanOf, manhattanTable } from './bounds.js';
import type { Tray } from './tray.js';
import { slideWords } from './words.js';

/** The longest strictly increasing run, not necessarily contiguous, of `values[0..length)`. */
const longestIncreasing = (values: Int8Array, length: number, ends: Int8Array): number => {
  let longest = 0;
  for (let i = 0; i < length; i++) {
    let at = 0;
    while (at < longest && ends[at] < values[i]) at++;
    ends[at] = values[i];
    if (at === longest) longest++;
  }
  return longest;
};

/**
 * Manhattan distance plus two moves for every tile that must leave its goal
 * row (or column) to let the others of that line pass: in each line, the tiles
 * that belong there minus the longest run already in goal order.
 */
export const linearConflictBound = (tray: Tray, goal: Board): NamedBound => {
  const { rows, cols: side, cells } = tray;
  const distances = manhattanTable(tray, goal);
  const homeRow = new Int8Array(cells).fill(-1);
  const homeCol = new Int8Array(cells).fill(-1);
  goal.forEach((tile, cell) => {
    if (tile === 0) return;
    homeRow[tile] = Math.floor(cell / side);
    homeCol[tile] = cell % side;
  });
  const line = new Int8Array(Math.max(rows, side));
  const ends = new Int8Array(Math.max(rows, side));
  /** Tiles of row `row` that must step aside for the others of their goal row. */
  const rowExtra = (board: Board, row: number): number => {
    let length = 0;
    for (let col = 0; col < side; col++) {
      const tile = board[row * side + col];
      if (tile !== 0 && homeRow[tile] === row) line[length++] = homeCol[tile];
    }
    return length - longestIncreasing(line, length, ends);
  };
  const colExtra = (board: Board, col: number): number => {
    let length = 0;
    for (let row = 0; row < rows; row++) {
      const tile = board[row * side + col];
      if (tile !== 0 && homeCol[tile] === col) line[length++] = homeRow[tile];
    }
    return length - longestIncreasing(line, length, ends);
  };
  /** Line `at`'s tiles that must step aside: rows first, then columns. */
  const lineExtra = (board: Board, at: number): number =>
    at < rows ? rowExtra(board, at) : colExtra(board, at - rows);
  const estimate = (board: Board): number => {
    let extra = 0;
    for (let row = 0; row < rows; row++) extra += rowExtra(board, row);
    for (let col = 0; col < side; col++) extra += colExtra(board, col);
    return manhattanOf(board, distances, cells) + 2 * extra;
  };
  return {
    name: 'linear',
    get text() {
      return slideWords().linearBound;
    },
    estimate,
    /*
     * Kept move by move: a slide changes one tile's distance, and the
     * conflicts of two lines only (the rows it leaves and enters on a
     * vertical slide, whose column keeps its order since the blank is no
     * tile; the columns on a horizontal one).
     */
    probe(): BoundProbe {
      const lines = rows + side;
      let extras = new Int8Array(64 * lines);
      const sums = new DepthValues();
      const totals = new DepthValues();
      return {
        reset(board) {
          for (let row = 0; row < rows; row++) extras[row] = rowExtra(board, row);
          for (let col = 0; col < side; col++) extras[rows + col] = colExtra(board, col);
          let extra = 0;
          for (let at = 0; at < lines; at++) extra += extras[at];
          sums.set(0, manhattanOf(board, distances, cells));
          totals.set(0, extra);
          return sums.at(0) + 2 * extra;
        },
        push(board: Board, move: Move, depth: number): number {
          const from = (move >> 6) & 63;
          const to = move & 63;
          const tile = board[from];
          if ((depth + 2) * lines > extras.length) {
            const larger = new Int8Array(extras.length * 2);
            larger.set(extras);
            extras = larger;
          }
          const before = depth * lines;
          const after = before + lines;
          extras.copyWithin(after, before, after);
          board[to] = tile;
          board[from] = 0;
          // Line indexes: rows first, then columns.
          const vertical = from - to === side || to - from === side;
          const left = vertical ? Math.floor(from / side) : rows + (from % side);
          const entered = vertical ? Math.floor(to / side) : rows + (to % side);
          const nowLeft = lineExtra(board, left);
          const nowEntered = lineExtra(board, entered);
          extras[after + left] = nowLeft;
          extras[after + entered] = nowEntered;
          const changed = nowLeft - extras[before + left] + nowEntered - extras[before + entered];
          board[from] = tile;
          board[to] = 0;
          const sum = sums.set(
            depth + 1,
            sums.at(depth) + distances[tile * cells + to] - distances[tile * cells + from],
          );
          return sum + 2 * totals.set(depth + 1, totals.at(depth) + changed);
        },
      };
    },
  };
};

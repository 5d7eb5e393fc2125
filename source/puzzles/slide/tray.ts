import type { Board, Layout, Move, PieceKind } from '../puzzle.js';
import { withTexts } from '../texts.js';
import { slideWords } from './words.js';

/**
 * Tile characters in board strings: 1..9, then the letters on from A for 10
 * (A..F up to 15 as in hexadecimal, G..O for 16..24 on a 5×5 tray).
 */
export const TILE_CHARS = '123456789ABCDEFGHIJKLMNO';

/** The smallest and largest rows or columns a tray has. */
export const MIN_TRAY_SIDE = 2;
export const MAX_TRAY_SIDE = 5;

/** A tray of `rows` × `cols` cells, numbered row by row. */
export type Tray = {
  readonly rows: number;
  readonly cols: number;
  /** Cells in a row (`cols`): what row and column arithmetic divides by. */
  readonly side: number;
  readonly cells: number;
  /** The cells next to each cell (up, down, left, right where they exist). */
  readonly neighbours: readonly (readonly number[])[];
  readonly pieces: readonly PieceKind[];
  readonly layout: Layout;
};

export const makeTray = (rows: number, cols: number = rows): Tray => {
  const side = cols;
  const cells = rows * cols;
  const neighbours = Array.from({ length: cells }, (_, cell) => {
    const row = Math.floor(cell / side);
    const col = cell % side;
    return [
      [row - 1, col],
      [row + 1, col],
      [row, col - 1],
      [row, col + 1],
    ]
      .filter(([r, c]) => r >= 0 && r < rows && c >= 0 && c < cols)
      .map(([r, c]) => r * side + c);
  });
  // A tile reads as its number (`13`); board strings write it as one character (`D`).
  const pieces = Array.from({ length: cells - 1 }, (_, index): PieceKind => {
    const number = String(index + 1);
    return withTexts(
      {
        code: index + 1,
        char: TILE_CHARS[index],
        look: { glyph: number, ascii: number, tone: 'plain' },
      } as const,
      () => ({ name: slideWords().tile(number) }),
    );
  });
  const layout: Layout = {
    style: 'boxed',
    cells: Array.from({ length: cells }, (_, cell) => ({
      row: Math.floor(cell / side),
      col: cell % side,
    })),
    links: [],
  };
  return { rows, cols, side, cells, neighbours, pieces, layout };
};

/*
 * A move carries the tile it slides, so that it reads as that tile (`7 ↓`)
 * without the board: cells in the low 12 bits as `encodeFromTo` puts them, the
 * tile above.
 */
export const slideMove = (from: number, to: number, tile: number): Move =>
  (tile << 12) | (from << 6) | to;
export const slideFrom = (move: Move): number => (move >> 6) & 63;
export const slideTo = (move: Move): number => move & 63;
export const slideTile = (move: Move): number => move >> 12;

export const applySlide = (board: Board, move: Move): void => {
  const from = (move >> 6) & 63;
  board[move & 63] = board[from];
  board[from] = 0;
};

export const undoSlide = (board: Board, move: Move): void => {
  const to = move & 63;
  board[(move >> 6) & 63] = board[to];
  board[to] = 0;
};

export const invertSlide = (move: Move): Move => slideMove(move & 63, (move >> 6) & 63, move >> 12);

/** Which way a tile goes between two neighbouring cells of a `side`-wide tray. */
export const slideArrow = (from: number, to: number, side: number, ascii: boolean): string => {
  const arrows = ascii ? ['^', 'v', '<', '>'] : ['↑', '↓', '←', '→'];
  if (to === from - side) return arrows[0];
  if (to === from + side) return arrows[1];
  return to < from ? arrows[2] : arrows[3];
};

/**
 * The parity every slide keeps: the permutation's parity of the cells from
 * the goal (the blank a tile like any other) plus the blank's distance from
 * its goal cell. A slide is one transposition and moves the blank one cell,
 * so the sum is even exactly for positions that can reach the goal.
 */
export const slideParity = (board: Board, goal: Board, side: number): number => {
  const cells = board.length;
  const goalCell = new Int8Array(cells);
  goal.forEach((code, cell) => {
    goalCell[code] = cell;
  });
  // Parity of the permutation cell -> goal cell of its piece, by its cycles.
  const seen = new Uint8Array(cells);
  let transpositions = 0;
  for (let cell = 0; cell < cells; cell++) {
    let length = 0;
    for (let at = cell; !seen[at]; at = goalCell[board[at]]) {
      seen[at] = 1;
      length++;
    }
    if (length > 0) transpositions += length - 1;
  }
  const blank = board.indexOf(0);
  const home = goal.indexOf(0);
  const blankDistance =
    Math.abs(Math.floor(blank / side) - Math.floor(home / side)) +
    Math.abs((blank % side) - (home % side));
  return (transpositions + blankDistance) & 1;
};

/**
 * Writes into `out` a uniformly random arrangement of `goal`'s tiles and
 * blank that can reach `goal`: a uniform shuffle (Fisher–Yates), and where its
 * parity is the wrong one, the tiles of its first two cells without the blank
 * swapped. That swap flips the permutation's parity and leaves the blank
 * where it is, and it undoes itself, so it pairs the arrangements that cannot
 * reach the goal one to one with those that can: each of those is as likely.
 */
export const randomArrangement = (
  goal: Board,
  side: number,
  random: () => number,
  out: Board,
): void => {
  out.set(goal);
  for (let cell = out.length - 1; cell > 0; cell--) {
    const other = Math.floor(random() * (cell + 1));
    const code = out[cell];
    out[cell] = out[other];
    out[other] = code;
  }
  if (slideParity(out, goal, side) === 0) return;
  const first = out[0] === 0 ? 1 : 0;
  const second = out[first + 1] === 0 ? first + 2 : first + 1;
  const code = out[first];
  out[first] = out[second];
  out[second] = code;
};

import type { Board, Layout, PieceKind } from '../puzzle.js';
import { withTexts } from '../texts.js';
import { hakoiriWords } from './words.js';

/** The box: 4 columns, 5 rows, cells numbered row by row. */
export const COLS = 4;
export const ROWS = 5;
export const CELLS = COLS * ROWS;

/**
 * Each cell holds a part of a block, so that a board alone tells every block
 * apart (two stacked 1×2 blocks are a top, a bottom, a top, a bottom): the
 * daughter's four cells, a tall block's top and bottom, a wide block's left
 * and right, a small piece. Blocks of one shape are alike to the rules, so
 * positions are counted by shape, as the 25,955 of the classic start is.
 */
export const DAUGHTER = 1;
export const TOP = 2;
export const BOTTOM = 3;
export const LEFT = 4;
export const RIGHT = 5;
export const SMALL = 6;

/** A block's shape: what its top-left cell holds, and its size. */
export type Shape = 'daughter' | 'tall' | 'wide' | 'small';

export const SHAPES: Readonly<
  Record<Shape, { readonly code: number; readonly rows: number; readonly cols: number }>
> = {
  daughter: { code: DAUGHTER, rows: 2, cols: 2 },
  tall: { code: TOP, rows: 2, cols: 1 },
  wide: { code: LEFT, rows: 1, cols: 2 },
  small: { code: SMALL, rows: 1, cols: 1 },
};

/** The shape whose top-left cell holds `code`, or undefined for another part. */
export const shapeAt = (code: number): Shape | undefined =>
  code === DAUGHTER
    ? 'daughter'
    : code === TOP
      ? 'tall'
      : code === LEFT
        ? 'wide'
        : code === SMALL
          ? 'small'
          : undefined;

/** The codes a block of `shape` writes into its cells, row by row. */
export const partsOf = (shape: Shape): readonly number[] =>
  shape === 'daughter'
    ? [DAUGHTER, DAUGHTER, DAUGHTER, DAUGHTER]
    : shape === 'tall'
      ? [TOP, BOTTOM]
      : shape === 'wide'
        ? [LEFT, RIGHT]
        : [SMALL];

/** The cells a block of `shape` covers with its top-left at `anchor`. */
export const cellsOf = (shape: Shape, anchor: number): number[] => {
  const { rows, cols } = SHAPES[shape];
  const cells: number[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) cells.push(anchor + row * COLS + col);
  }
  return cells;
};

/** Whether a block of `shape` with its top-left at `anchor` lies inside the box. */
export const fits = (shape: Shape, anchor: number): boolean => {
  const { rows, cols } = SHAPES[shape];
  return (anchor % COLS) + cols <= COLS && Math.floor(anchor / COLS) + rows <= ROWS;
};

/** The daughter's top-left cell when she stands at the exit, bottom middle. */
export const EXIT_ANCHOR = (ROWS - 2) * COLS + 1;

const kind = (code: number, char: string, glyph: string, tone: 'bright' | 'plain'): PieceKind =>
  withTexts({ code, char, look: { glyph, ascii: glyph, tone } } as const, () => ({
    name: hakoiriWords().parts[char as keyof ReturnType<typeof hakoiriWords>['parts']],
  }));

/** The parts, as board strings write them and as the board draws them. */
export const PARTS: readonly PieceKind[] = [
  kind(DAUGHTER, 'D', 'D', 'bright'),
  kind(TOP, 'T', '^', 'plain'),
  kind(BOTTOM, 'B', 'v', 'plain'),
  kind(LEFT, 'L', '<', 'plain'),
  kind(RIGHT, 'R', '>', 'plain'),
  kind(SMALL, 'o', 'o', 'plain'),
];

export const LAYOUT: Layout = {
  style: 'boxed',
  cells: Array.from({ length: CELLS }, (_, cell) => ({
    row: Math.floor(cell / COLS),
    col: cell % COLS,
  })),
  links: [],
  // The way out: the bottom row's two middle cells, where the daughter leaves.
  opening: { cells: [EXIT_ANCHOR + COLS, EXIT_ANCHOR + COLS + 1], side: 'bottom' },
};

/**
 * The top-left cell of the block covering each cell (-1 where empty), or the
 * first cell whose parts make no whole block.
 */
export const anchorsOf = (board: Board): { anchors: Int8Array; broken: number } => {
  const anchors = new Int8Array(CELLS).fill(-1);
  for (let cell = 0; cell < CELLS; cell++) {
    if (board[cell] === 0 || anchors[cell] >= 0) continue;
    const shape = shapeAt(board[cell]);
    if (!shape || !fits(shape, cell)) return { anchors, broken: cell };
    const parts = partsOf(shape);
    const cells = cellsOf(shape, cell);
    for (let i = 0; i < cells.length; i++) {
      if (board[cells[i]] !== parts[i] || anchors[cells[i]] >= 0) return { anchors, broken: cell };
      anchors[cells[i]] = cell;
    }
  }
  return { anchors, broken: -1 };
};

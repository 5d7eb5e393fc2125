import { arrangements } from '../arrangements.js';
import { boardsEqual } from '../board-text.js';
import { makeGrid } from '../cell-grid.js';
import { arrowSource, oneGapWords } from '../one-gap.js';
import {
  type Arrow,
  applyFromTo,
  type Board,
  type CellPlace,
  encodeFromTo,
  fromCell,
  fromToNotation,
  invertFromTo,
  type Layout,
  type Move,
  type PositionSpace,
  type Puzzle,
  toCell,
  undoFromTo,
} from '../puzzle.js';
import { lineBounds } from './bounds.js';
import { LINE_CELLS, LINE_CORNER, LINE_SIDE, linePieces } from './pieces.js';
import { GridSpace } from './space.js';
import { lineWords } from './words.js';

const grid = makeGrid(LINE_SIDE, LINE_SIDE);

const MAX_NEIGHBOURS = 4;

/** The page counts from the lifted corner piece; putting it out and back adds two moves. */
const CORNER_NOTE = {
  extra: 2,
  get text() {
    return lineWords().cornerNote;
  },
} as const;

const rowOf = (cell: number): number => Math.floor(cell / LINE_SIDE);
const colOf = (cell: number): number => cell % LINE_SIDE;

/**
 * For each empty cell, the moves sliding a neighbour into it (MAX_NEIGHBOURS
 * slots each), in the grid's order of neighbours: the order a search tries
 * them, which the kind-sum bounds' own pass (kind-sum-pass.ts) takes too.
 */
const buildMovesInto = (): { readonly table: Int32Array; readonly counts: Uint8Array } => {
  const table = new Int32Array(LINE_CELLS * MAX_NEIGHBOURS);
  const counts = new Uint8Array(LINE_CELLS);
  for (let empty = 0; empty < LINE_CELLS; empty++) {
    for (let slot = 0; slot < MAX_NEIGHBOURS; slot++) {
      const from = grid.neighbours[empty * MAX_NEIGHBOURS + slot];
      if (from < 0) break;
      table[empty * MAX_NEIGHBOURS + counts[empty]] = encodeFromTo(from, empty);
      counts[empty]++;
    }
  }
  return { table, counts };
};
const movesInto = buildMovesInto();

const layout: Layout = {
  style: 'quarter',
  cells: Array.from(
    { length: LINE_CELLS },
    (_, cell): CellPlace => ({
      row: rowOf(cell),
      col: colOf(cell),
    }),
  ),
  links: [],
};

const emptyCell = (board: Board): number => {
  const cells = LINE_CELLS;
  for (let cell = 0; cell < cells; cell++) if (board[cell] === 0) return cell;
  return -1;
};

export type LineSetup = {
  readonly id: string;
  /** The title and the goal's text in the current language. */
  readonly title: () => string;
  readonly start: Board;
  readonly goal: Board;
  readonly goalText: () => string;
};

/** A Line Puzzle from checked boards (see `readLineBoards`). */
export const createLinePuzzle = ({ id, title, start, goal, goalText }: LineSetup): Puzzle => {
  const { table, counts } = movesInto;
  const cornerLifted = start[LINE_CORNER] === 0 && goal[LINE_CORNER] === 0;
  const bounds = lineBounds(goal);
  let space: PositionSpace | undefined;
  const goalEmpty = emptyCell(goal);
  // Where the empty cell was left by the last move played or taken back: the
  // first place `moves` looks (a board has one empty cell, so a hit is sure).
  let lastEmpty = goalEmpty;
  return {
    id,
    get title() {
      return title();
    },
    layout,
    pieces: linePieces,
    cellCount: LINE_CELLS,
    start,
    get goalText() {
      return goalText();
    },
    goals: [goal],
    reversible: true,
    // Like pieces can trade places, so the sliding parity never blocks a goal
    // with the same pieces: every accepted position is solvable.
    alwaysSolvable: true,
    maxMoves: MAX_NEIGHBOURS,
    ...(cornerLifted ? { lengthNote: CORNER_NOTE } : {}),
    isGoal: (board: Board): boolean => boardsEqual(board, goal),
    moves(board: Board, out: Int32Array): number {
      const empty = board[lastEmpty] === 0 ? lastEmpty : emptyCell(board);
      const count = counts[empty];
      const first = empty * MAX_NEIGHBOURS;
      for (let slot = 0; slot < count; slot++) out[slot] = table[first + slot];
      return count;
    },
    apply(board: Board, move: Move): void {
      applyFromTo(board, move);
      lastEmpty = fromCell(move);
    },
    undo(board: Board, move: Move): void {
      undoFromTo(board, move);
      lastEmpty = toCell(move);
    },
    inverse: invertFromTo,
    notation: fromToNotation,
    // One slide model with the sliding tiles: an arrow slides the piece beside the gap that way.
    get arrowsDo() {
      return oneGapWords().arrowsDo;
    },
    arrowMove(board: Board, arrow: Arrow): Move | undefined {
      const gap = emptyCell(board);
      const from = arrowSource(gap, arrow, LINE_SIDE, LINE_CELLS);
      return from === undefined ? undefined : encodeFromTo(from, gap);
    },
    bounds,
    space(): PositionSpace {
      space ??= new GridSpace(grid, goal, 'line');
      return space;
    },
    positions: arrangements(goal),
    // A dealt start has its empty cell where the goal has it (the lifted piece goes back
    // there), so by the parity below it is an even number of moves from the goal.
    dealing: {
      movesAway: (board: Board): number => {
        const empty = emptyCell(board);
        return (
          Math.abs(rowOf(empty) - rowOf(goalEmpty)) + Math.abs(colOf(empty) - colOf(goalEmpty))
        );
      },
      lengthParity: 0,
      get why() {
        return lineWords().dealingWhy;
      },
    },
    // Every move carries the empty cell to a neighbour, flipping row + col parity.
    parity(board: Board): number {
      const empty = emptyCell(board);
      return (rowOf(empty) + colOf(empty)) % 2;
    },
  };
};

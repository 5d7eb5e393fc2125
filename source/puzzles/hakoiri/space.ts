import type { Board, PositionSpace } from '../puzzle.js';
import { CELLS, cellsOf, fits, partsOf, type Shape } from './box.js';
import type { BlockRules } from './rules.js';

/** How many blocks of each shape a position holds. */
export type BlockCounts = Readonly<Record<Shape, number>>;

const PLACED: readonly Shape[] = ['daughter', 'tall', 'wide', 'small'];

/**
 * Every arrangement of the blocks in the box, each shown to `visit` once (the
 * board is reused: copy what is kept), in the order a fill from the first cell
 * on finds them: at the first cell not yet decided, it is left empty or
 * becomes the top-left of a block.
 */
const eachArrangement = (counts: BlockCounts, visit: (board: Uint8Array) => void): void => {
  const board = new Uint8Array(CELLS);
  const decided = new Uint8Array(CELLS);
  const left: Record<Shape, number> = { ...counts };
  const blocks = PLACED.reduce((sum, shape) => sum + counts[shape], 0);
  const covered = PLACED.reduce((sum, shape) => sum + counts[shape] * partsOf(shape).length, 0);
  let emptiesLeft = CELLS - covered;
  const fill = (cell: number, placed: number): void => {
    while (cell < CELLS && decided[cell]) cell++;
    if (placed === blocks) {
      visit(board);
      return;
    }
    if (cell === CELLS) return;
    if (emptiesLeft > 0) {
      decided[cell] = 1;
      emptiesLeft--;
      fill(cell + 1, placed);
      emptiesLeft++;
      decided[cell] = 0;
    }
    for (const shape of PLACED) {
      if (left[shape] === 0 || !fits(shape, cell)) continue;
      const cells = cellsOf(shape, cell);
      if (cells.some((each) => decided[each])) continue;
      const parts = partsOf(shape);
      cells.forEach((each, i) => {
        decided[each] = 1;
        board[each] = parts[i];
      });
      left[shape]--;
      fill(cell + 1, placed + 1);
      left[shape]++;
      for (const each of cells) {
        decided[each] = 0;
        board[each] = 0;
      }
    }
  };
  fill(0, 0);
};

const arrangements = (counts: BlockCounts): Uint8Array[] => {
  const found: Uint8Array[] = [];
  eachArrangement(counts, (board) => found.push(board.slice()));
  return found;
};

const counted = new Map<string, number>();

/**
 * How many positions these blocks have, counted without keeping them, once a
 * process for each set of blocks: choosing a search asks it of every puzzle
 * made, and numbering the space (`blockSpace`) takes a tenth of a second and
 * twenty megabytes more.
 */
export const positionCount = (counts: BlockCounts): number => {
  const key = PLACED.map((shape) => counts[shape]).join(' ');
  const known = counted.get(key);
  if (known !== undefined) return known;
  let count = 0;
  eachArrangement(counts, () => {
    count++;
  });
  counted.set(key, count);
  return count;
};

const keyOf = (board: Board): string => String.fromCharCode(...board);

/**
 * Every position with these blocks, numbered: a whole-space table, the map,
 * `new` and the coach read positions by these numbers (boards of 20 cells in
 * seven values do not pack into one number).
 */
export const blockSpace = (
  counts: BlockCounts,
  rules: BlockRules,
  name: string,
  /** The most moves the rules give a position: each is a neighbour. */
  mostMoves: number,
): PositionSpace => {
  const boards = arrangements(counts);
  const flat = new Uint8Array(boards.length * CELLS);
  const indexOf = new Map<string, number>();
  boards.forEach((board, index) => {
    flat.set(board, index * CELLS);
    indexOf.set(keyOf(board), index);
  });
  const board = new Uint8Array(CELLS);
  const buffer = new Int32Array(CELLS * 4 * 4);
  const rank = (position: Board): number => {
    const index = indexOf.get(keyOf(position));
    if (index === undefined) throw new RangeError(`${name}: not a position of this space`);
    return index;
  };
  return {
    positions: boards.length,
    key: name,
    mostNeighbours: mostMoves,
    rank,
    unrank: (index, out) => out.set(flat.subarray(index * CELLS, index * CELLS + CELLS)),
    neighbours(index, out) {
      board.set(flat.subarray(index * CELLS, index * CELLS + CELLS));
      const count = rules.moves(board, buffer);
      for (let i = 0; i < count; i++) {
        rules.apply(board, buffer[i]);
        out[i] = rank(board);
        rules.undo(board, buffer[i]);
      }
      return count;
    },
  };
};

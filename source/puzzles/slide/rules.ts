import { boardsEqual } from '../board-text.js';
import { arrowSource, oneGapWords } from '../one-gap.js';
import type { Board, Move, NamedBound, Puzzle } from '../puzzle.js';
import { manhattanBound, misplacedBound } from './bounds.js';
import { linearConflictBound } from './linear-conflict.js';
import { PARTITION_44, PARTITION_555, PARTITION_663 } from './pattern-bound.js';
import { bestBound, patternBound } from './table-bounds.js';
import {
  applySlide,
  invertSlide,
  randomArrangement,
  slideArrow,
  slideFrom,
  slideMove,
  slideParity,
  slideTile,
  slideTo,
  type Tray,
  undoSlide,
} from './tray.js';
import { slideWords } from './words.js';

export type SlidingSpec = {
  readonly id: string;
  /** The title and the goal's text in the current language. */
  readonly title: () => string;
  readonly tray: Tray;
  readonly start: Board;
  readonly goal: Board;
  readonly goalText: () => string;
  /** How many positions the rules allow: every arrangement of the tiles and the blank. */
  readonly positions: number;
};

/**
 * The 8-puzzle's tables take milliseconds; the 15-puzzle's largest, seconds,
 * so only searches that need it wait for it. Pattern tables index a tile's
 * cell in four bits, so they exist for square trays up to 4×4; every other
 * tray (2×3 … 5×5) searches with linear conflicts, which need no memory.
 */
const traysBounds = (tray: Tray, goal: Board, simple: NamedBound[]): NamedBound[] => {
  if (tray.rows !== tray.cols || tray.cells > 16 || tray.rows < 3) return simple;
  if (tray.rows === 3) return [patternBound(tray, goal, 'pdb', PARTITION_44), ...simple];
  return [
    bestBound(tray, goal, PARTITION_663, simple[0]),
    patternBound(tray, goal, 'pdb', PARTITION_663),
    patternBound(tray, goal, 'pdb-555', PARTITION_555),
    ...simple,
  ];
};

export const createSlidingPuzzle = (spec: SlidingSpec): Puzzle => {
  const { tray, goal } = spec;
  const { side, cells, neighbours } = tray;
  // The blank is usually where the last move left it: looked for only when it is not.
  let blankHint = goal.indexOf(0);
  const blankOf = (board: Board): number => {
    if (board[blankHint] !== 0) blankHint = board.indexOf(0);
    return blankHint;
  };
  const linear = linearConflictBound(tray, goal);
  const simple = [linear, manhattanBound(tray, goal), misplacedBound(goal)];
  const bounds = traysBounds(tray, goal, simple);
  return {
    id: spec.id,
    get title() {
      return spec.title();
    },
    layout: tray.layout,
    pieces: tray.pieces,
    cellCount: cells,
    start: spec.start,
    get goalText() {
      return spec.goalText();
    },
    goals: [goal],
    reversible: true,
    // The parity below is exact: every position it lets through reaches the goal.
    alwaysSolvable: true,
    maxMoves: 4,
    positions: spec.positions,
    isGoal: (board) => boardsEqual(board, goal),
    moves(board, out) {
      const blank = blankOf(board);
      const around = neighbours[blank];
      for (let i = 0; i < around.length; i++)
        out[i] = slideMove(around[i], blank, board[around[i]]);
      return around.length;
    },
    apply(board, move) {
      applySlide(board, move);
      blankHint = slideFrom(move);
    },
    undo(board, move) {
      undoSlide(board, move);
      blankHint = slideTo(move);
    },
    inverse: invertSlide,
    notation: (move) => [slideFrom(move), slideTo(move)],
    moveText: (move: Move, ascii: boolean) =>
      `${slideTile(move)} ${slideArrow(slideFrom(move), slideTo(move), side, ascii)}`,
    get arrowsDo() {
      return oneGapWords().arrowsDo;
    },
    arrowMove(board, arrow) {
      const blank = blankOf(board);
      const from = arrowSource(blank, arrow, side, cells);
      return from === undefined ? undefined : slideMove(from, blank, board[from]);
    },
    bounds,
    // Every slide takes the blank to a cell of the other colour, as on a chessboard.
    parity(board) {
      const blank = blankOf(board);
      return (Math.floor(blank / side) + (blank % side)) & 1;
    },
    unsolvableReason(board) {
      return slideParity(board, goal, side) === 0 ? null : slideWords().wrongParity;
    },
    randomPosition: (random, out) => randomArrangement(goal, side, random, out),
  };
};

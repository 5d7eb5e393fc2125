import { arrangements } from '../arrangements.js';
import {
  boardsEqual,
  formatBoard,
  PAGE_SPACE,
  parseBoard,
  requireEmpties,
  requireSamePieces,
} from '../board-text.js';
import { textOption } from '../params.js';
import {
  applyFromTo,
  type Board,
  fromToNotation,
  invertFromTo,
  type Puzzle,
  type PuzzleOptions,
  undoFromTo,
} from '../puzzle.js';
import { BLACK, STONES, WHITE } from '../stones.js';
import { extend } from '../texts.js';
import type { FrogShape } from './boards.js';
import { createFrogBound } from './bound.js';
import { deriveFrogGraph, type FrogGraph, graphLinks } from './graph.js';
import { buildMoveTable, generateFrogMoves, generateFrogPredecessors, mayGo } from './moves.js';
import { frogWords } from './words.js';

/** The board with every black stone white and every white stone black. */
export const swapColours = (board: Board): Board =>
  board.map((code) => (code === 0 ? 0 : BLACK + WHITE - code));

/** Reads `--start` and `--goal` (default: the usual start with its colours swapped). */
const resolveBoards = (
  shape: FrogShape,
  options: PuzzleOptions,
): { start: Board; goal: Board; goalGiven: boolean } => {
  const size = shape.places.length;
  const startText = textOption(options, 'start');
  const goalText = textOption(options, 'goal');
  const usual = parseBoard(shape.start, STONES, size, 'usual start', PAGE_SPACE);
  const start =
    startText === undefined ? usual : parseBoard(startText, STONES, size, 'start', PAGE_SPACE);
  requireEmpties(start, 1, 'start');
  requireSamePieces(start, usual, STONES, 'start', 'usual start');
  if (goalText === undefined) return { start, goal: swapColours(usual), goalGiven: false };
  const goal = parseBoard(goalText, STONES, size, 'goal', PAGE_SPACE);
  requireEmpties(goal, 1, 'goal');
  requireSamePieces(goal, start, STONES, 'goal', 'start');
  return { start, goal, goalGiven: true };
};

/** Why the stone on `cell` cannot move, in the status line's words (see `Puzzle.whyStuck`). */
const stuckReason = (
  graph: FrogGraph,
  backward: boolean,
  board: Board,
  cell: number,
): string | undefined => {
  const colour = board[cell];
  const landing = board.indexOf(0);
  if ((colour !== BLACK && colour !== WHITE) || landing < 0) return undefined;
  const jump = graph.jumps[landing].find(([, from]) => from === cell);
  if (!graph.neighbours[landing].includes(cell) && !jump) {
    return frogWords().notNext;
  }
  if (!mayGo(colour, cell, landing, backward)) {
    const say = frogWords();
    return say.noBackward(colour === BLACK ? say.blackWay : say.whiteWay);
  }
  if (jump && board[jump[0]] === colour) {
    return frogWords().jumpOther;
  }
  return undefined;
};

export const createFrogPuzzle = (
  id: string,
  title: () => string,
  shape: FrogShape,
  options: PuzzleOptions,
): Puzzle => {
  const { start, goal, goalGiven } = resolveBoards(shape, options);
  const graph = deriveFrogGraph(shape.places, shape.diagonals);
  const table = buildMoveTable(graph, shape.backward);
  const bound = createFrogBound(table, goal, shape.backward);
  const goalText = formatBoard(goal, STONES);

  const puzzle: Puzzle = {
    id,
    get title() {
      return title();
    },
    layout: {
      style: 'graph',
      cells: shape.places.map(({ row, col }) => ({ row, col: col * 2 })),
      links: graphLinks(graph),
    },
    pieces: STONES,
    cellCount: shape.places.length,
    start,
    get goalText() {
      return goalGiven ? frogWords().reach(goalText) : frogWords().swap(goalText);
    },
    goals: [goal],
    reversible: shape.backward,
    maxMoves: table.maxMoves,
    isGoal: (board: Board): boolean => boardsEqual(board, goal),
    moves: (board: Board, out: Int32Array): number => generateFrogMoves(table, board, out),
    apply: applyFromTo,
    undo: undoFromTo,
    notation: fromToNotation,
    // Infinity when the stones cannot all get home: no goal is reachable then.
    bounds: bound.bounds,
    unsolvableReason: bound.unsolvableReason,
    whyStuck: (board: Board, cell: number) => stuckReason(graph, shape.backward, board, cell),
    positions: arrangements(goal),
  };
  // Rule 2 lets a stone go back the way it came, over the same stone.
  if (shape.backward) return extend(puzzle, { inverse: invertFromTo });
  return extend(puzzle, {
    backward: {
      goals: [goal],
      predecessors: (board: Board, out: Int32Array) => generateFrogPredecessors(table, board, out),
    },
  });
};

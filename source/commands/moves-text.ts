import { InputError, type Move, type Puzzle } from '../puzzles/puzzle.js';
import { quoted } from '../util/quote.js';
import { words } from '../words/words.js';

/** Moves as a person types them: `0-5 2-3`, peg chains `0-5-12`, a press one cell `12`, commas allowed between. */
export const readMovesText = (text: string): number[][] => {
  const tokens = text.split(/[\s,]+/).filter((token) => token !== '');
  return tokens.map((token, index) => {
    const cells = token.split('-');
    if (!cells.every((cell) => /^\d{1,3}$/.test(cell))) {
      throw new InputError(words().commands.moves.notCells(index + 1, quoted(token)));
    }
    return cells.map(Number);
  });
};

/** The most cells of one move an error repeats (a peg chain is at most a dozen). */
const MOST_CELLS = 16;

/** `2-9`, or the first cells of an endless chain then `-…`. */
const cellsText = (cells: readonly number[]): string =>
  `${cells.slice(0, MOST_CELLS).join('-')}${cells.length > MOST_CELLS ? '-…' : ''}`;

const sameCells = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((cell, index) => cell === b[index]);

/** Why `cells` is not a legal move of `board`, in a few words. */
const whyIllegal = (
  puzzle: Puzzle,
  board: Uint8Array,
  legal: readonly Move[],
  cells: readonly number[],
): string => {
  const [from] = cells;
  const say = words().commands.moves;
  const outside = cells.find((cell) => cell >= puzzle.cellCount);
  if (outside !== undefined) return say.noCell(outside, puzzle.cellCount - 1);
  if (board[from] === 0) return say.empty(from);
  const fromHere = legal.map((move) => puzzle.notation(move)).filter((each) => each[0] === from);
  if (fromHere.length === 0) {
    return puzzle.whyStuck?.(board, from) ?? say.noMove(from);
  }
  return say.canGo(from, [...new Set(fromHere.map((each) => each.slice(1).join('-')))]);
};

/**
 * Plays typed moves from `start` through the rules, returning the moves and
 * every position (start first). An illegal move is bad input (exit 2) that
 * names its number and why.
 */
export const playMovesText = (
  puzzle: Puzzle,
  start: Uint8Array,
  typed: readonly (readonly number[])[],
): { moves: Move[]; positions: Uint8Array[] } => {
  const board = start.slice();
  const positions = [board.slice()];
  const moves: Move[] = [];
  const buffer = new Int32Array(Math.max(1, puzzle.maxMoves));
  typed.forEach((cells, index) => {
    const legal = Array.from(buffer.subarray(0, puzzle.moves(board, buffer)));
    const move = legal.find((each) => sameCells(puzzle.notation(each), cells));
    if (move === undefined) {
      const why = whyIllegal(puzzle, board, legal, cells);
      throw new InputError(words().commands.moves.notLegal(index + 1, cellsText(cells), why));
    }
    puzzle.apply(board, move);
    moves.push(move);
    positions.push(board.slice());
  });
  return { moves, positions };
};

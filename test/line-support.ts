import { formatBoard, parseBoard } from '../source/puzzles/board-text.js';
import { type LineBoardName, lineBoards } from '../source/puzzles/line/boards.js';
import { lineEntries } from '../source/puzzles/line/entries.js';
import type { Board, Puzzle } from '../source/puzzles/puzzle.js';
import { legalMoves } from './support.js';

/** What the Line Puzzle tests (test/puzzles-line-*.test.ts) share: the grid, boards by name, walks. */

const SIDE = 4;
export const CELLS = 16;
export const CORNER = 3;

export const entry = (id: string) => {
  const found = lineEntries.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};
export const pair = (start: string, goal: string): Puzzle => entry('line').create({ start, goal });
export const defaultLine = entry('line').create({});
export const pieces = defaultLine.pieces;
const board = (text: string): Board => parseBoard(text, pieces, CELLS, 'test');
export const named = (name: LineBoardName): Board => board(lineBoards[name]);
export const text = (position: Board): string => formatBoard(position, pieces);

export const row = (cell: number): number => Math.floor(cell / SIDE);
export const col = (cell: number): number => cell % SIDE;
export const manhattan = (a: number, b: number): number =>
  Math.abs(row(a) - row(b)) + Math.abs(col(a) - col(b));

/** `steps` random legal moves from `from`, never undoing the previous one; every position on the way. */
export const randomWalk = (
  puzzle: Puzzle,
  from: Board,
  steps: number,
  random: () => number,
): Board[] => {
  const position = from.slice();
  const positions = [position.slice()];
  let previousInverse = -1;
  for (let step = 0; step < steps; step++) {
    const choices = legalMoves(puzzle, position).filter((move) => move !== previousInverse);
    const move = choices[Math.floor(random() * choices.length)];
    puzzle.apply(position, move);
    previousInverse = puzzle.inverse?.(move) ?? -1;
    positions.push(position.slice());
  }
  return positions;
};

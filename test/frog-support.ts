import { formatBoard, PAGE_SPACE, parseBoard } from '../source/puzzles/board-text.js';
import {
  boardA,
  boardB,
  boardC,
  type FrogShape,
  lineShape,
  miniRule1,
  miniRule2,
} from '../source/puzzles/frog/boards.js';
import { frogEntries } from '../source/puzzles/frog/entries.js';
import type { Board, Puzzle, PuzzleOptions } from '../source/puzzles/puzzle.js';
import { legalMoves, seededRandom } from './support.js';

/** What the frog tests (test/puzzles-frog-*.test.ts) share: the entries, boards as text, walks. */

export const entryOf = (id: string) => {
  const entry = frogEntries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no entry ${id}`);
  return entry;
};
export const create = (id: string, options: PuzzleOptions = {}): Puzzle =>
  entryOf(id).create(options);

export const text = (puzzle: Puzzle, position: Board): string =>
  formatBoard(position, puzzle.pieces);
export const board = (puzzle: Puzzle, written: string): Board =>
  parseBoard(written, puzzle.pieces, puzzle.cellCount, 'test', PAGE_SPACE);

export const sortedPairs = (pairs: number[][]): string[] =>
  pairs.map((pair) => pair.join('>')).sort();

/** Distinct positions met on seeded random walks from the start (start included). */
export const walkPositions = (puzzle: Puzzle, walks: number, steps: number): Board[] => {
  const random = seededRandom(walks * 1000 + puzzle.cellCount);
  const found = new Map<string, Board>([[text(puzzle, puzzle.start), puzzle.start.slice()]]);
  for (let walk = 0; walk < walks; walk++) {
    const position = puzzle.start.slice();
    for (let step = 0; step < steps; step++) {
      const moves = legalMoves(puzzle, position);
      if (moves.length === 0) break;
      puzzle.apply(position, moves[Math.floor(random() * moves.length)]);
      found.set(text(puzzle, position), position.slice());
    }
  }
  return [...found.values()];
};

export const SHAPES: Record<string, FrogShape> = {
  'frog-line': lineShape(3),
  'frog-a': boardA,
  'frog-b': boardB,
  'frog-c': boardC,
  'frog-mini-1': miniRule1,
  'frog-mini-2': miniRule2,
};

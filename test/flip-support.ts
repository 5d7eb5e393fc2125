import { expect } from 'vitest';
import { formatBoard, PAGE_SPACE, parseBoard } from '../source/puzzles/board-text.js';
import { flipEntries } from '../source/puzzles/flip/entries.js';
import {
  type Board,
  encodeFromTo,
  type Puzzle,
  type PuzzleEntry,
} from '../source/puzzles/puzzle.js';
import { legalMoves } from './support.js';

/** Flip It helpers shared by its test files. */

export const entry = (id: string): PuzzleEntry => {
  const found = flipEntries.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

export const lineFlip = entry('flip-line').create({});
export const starFlip = entry('flip-star').create({});

export const text = (puzzle: Puzzle, board: Board): string => formatBoard(board, puzzle.pieces);
export const board = (puzzle: Puzzle, written: string): Board =>
  parseBoard(written, puzzle.pieces, puzzle.cellCount, 'test', PAGE_SPACE);

/** Plays the page's boards one after another, deriving each move from where the empty cell went. */
export const replayBoards = (puzzle: Puzzle, written: readonly string[]): Board => {
  const position = board(puzzle, written[0]);
  for (let step = 1; step < written.length; step++) {
    const next = board(puzzle, written[step]);
    const move = encodeFromTo(next.indexOf(0), position.indexOf(0));
    expect(legalMoves(puzzle, position), `step ${step}`).toContain(move);
    puzzle.apply(position, move);
    expect(text(puzzle, position), `step ${step}`).toBe(text(puzzle, next));
  }
  return position;
};

import { formatBoard } from '../source/puzzles/board-text.js';
import { pegEntries } from '../source/puzzles/peg/entries.js';
import type { Board, Puzzle, PuzzleEntry, PuzzleOptions } from '../source/puzzles/puzzle.js';

/** What the peg tests (test/puzzles-peg-*.test.ts) share: the two boards, positions, moves as written. */

export const entry = (id: string): PuzzleEntry => {
  const found = pegEntries.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

export const star = (options: PuzzleOptions = {}): Puzzle => entry('peg-star').create(options);
export const star2 = (options: PuzzleOptions = {}): Puzzle => entry('peg-star-2').create(options);

export const text = (puzzle: Puzzle, position: Board): string =>
  formatBoard(position, puzzle.pieces);
/** A board with pegs in exactly the given holes. */
export const pegsAt = (size: number, holes: readonly number[]): Board => {
  const position = new Uint8Array(size);
  for (const hole of holes) position[hole] = 1;
  return position;
};

export const written = (cells: readonly number[]): string => `[${cells.join(', ')}]`;

/** Every one of the 2^size positions of a board. */
export const everyPosition = function* (size: number): Generator<Board> {
  for (let pattern = 0; pattern < 1 << size; pattern++) {
    yield Uint8Array.from({ length: size }, (_, hole) => (pattern >> hole) & 1);
  }
};

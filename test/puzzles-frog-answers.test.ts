import { describe, expect, it } from 'vitest';
import { type Board, encodeFromTo, type Move, type Puzzle } from '../source/puzzles/puzzle.js';
import { analyze } from '../source/search/analysis.js';
import { bfs } from '../source/search/bfs.js';
import { PAGE_ANSWERS } from './frog-pages.js';
import { board, create, text } from './frog-support.js';
import { legalMoves, lowerBound } from './support.js';

/** The move between two consecutive boards of a printed answer. */
const moveBetween = (before: Board, after: Board): Move => {
  const from = before.findIndex((code, cell) => code !== 0 && after[cell] === 0);
  return encodeFromTo(from, before.indexOf(0));
};

/** The page's answer replayed through the rules: every move legal, each board as printed. */
const replayPageAnswer = (puzzle: Puzzle, written: readonly string[]): Board[] => {
  const boards = written.map((line) => board(puzzle, line));
  expect(text(puzzle, boards[0])).toBe(text(puzzle, puzzle.start));
  const position = puzzle.start.slice();
  for (let index = 1; index < boards.length; index++) {
    const move = moveBetween(boards[index - 1], boards[index]);
    expect(legalMoves(puzzle, position), `move ${index}`).toContain(move);
    puzzle.apply(position, move);
    expect(text(puzzle, position)).toBe(written[index]);
  }
  expect(puzzle.isGoal(position)).toBe(true);
  return boards;
};

describe("the page's answers", () => {
  for (const [id, written] of Object.entries(PAGE_ANSWERS)) {
    it(`replays the page's ${written.length - 1}-move answer for ${id}`, () => {
      const puzzle = create(id);
      const boards = replayPageAnswer(puzzle, written);
      // The bound never promises fewer moves than this answer still needs.
      boards.forEach((position, index) => {
        expect(lowerBound(puzzle)(position), `${id} after ${index}`).toBeLessThanOrEqual(
          boards.length - 1 - index,
        );
      });
    });
  }
});

describe('shortest answers (breadth-first search)', () => {
  const shortest = (puzzle: Puzzle): number | undefined => bfs(puzzle, puzzle.start).moves?.length;

  it('solves the line in n²+2n moves for every n from 1 to 8', () => {
    for (let n = 1; n <= 8; n++) {
      expect(shortest(create('frog-line', { n })), `n = ${n}`).toBe(n * n + 2 * n);
    }
  });

  it('finds 23 for board A, 46 for board C, 8 for rule 1 and 15 for rule 2, as the page', () => {
    expect(shortest(create('frog-a'))).toBe(23);
    expect(shortest(create('frog-c'))).toBe(46);
    expect(shortest(create('frog-mini-1'))).toBe(8);
    expect(shortest(create('frog-mini-2'))).toBe(15);
  });

  it("finds 25 moves for board B, one fewer than the page's 26-move answer", () => {
    const puzzle = create('frog-b');
    const moves = bfs(puzzle, puzzle.start).moves;
    expect(moves).not.toBeNull();
    const position = puzzle.start.slice();
    for (const move of moves ?? []) {
      expect(legalMoves(puzzle, position)).toContain(move);
      puzzle.apply(position, move);
    }
    expect(puzzle.isGoal(position)).toBe(true);
    expect(moves?.length).toBe(PAGE_ANSWERS['frog-b'].length - 2);
  });

  it("reaches 133,864 of board C's 218,790 arrangements from the start", () => {
    const puzzle = create('frog-c');
    const arrangements = puzzle.cellCount * binomial(puzzle.cellCount - 1, 8);
    expect(arrangements).toBe(218_790);
    // The page's program printed 133864 positions seen when it reached the goal.
    expect(analyze(puzzle, puzzle.start).positions).toBe(133_864);
  });
});

const binomial = (n: number, k: number): number => {
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
  return value;
};

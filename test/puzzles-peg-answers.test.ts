import { describe, expect, it } from 'vitest';
import { STAR_2 } from '../source/puzzles/peg/boards.js';
import type { Board, Move, Puzzle } from '../source/puzzles/puzzle.js';
import { bfs } from '../source/search/bfs.js';
import { iddfs } from '../source/search/deepening.js';
import {
  PEG_STAR_2_PAGE_ANSWER as PAGE_STAR_2_ANSWER,
  PEG_STAR_PAGE_SOLUTIONS as PAGE_STAR_SOLUTIONS,
} from './page-answers.js';
import { star, star2, text, written } from './peg-support.js';
import { legalMoves } from './support.js';

/** Finds the listed move the page writes as `cells`, plays it, and returns it. */
const playWritten = (puzzle: Puzzle, position: Board, cells: readonly number[]): Move => {
  const matching = legalMoves(puzzle, position).filter(
    (move) => written(puzzle.notation(move)) === written(cells),
  );
  expect(matching, `${written(cells)} on ${text(puzzle, position)}`).toHaveLength(1);
  puzzle.apply(position, matching[0]);
  return matching[0];
};

/** Reads the page's lines of moves, e.g. "[7, 0][12, 7][0, 5, 12, 7, 0]". */
const readMoves = (line: string): number[][] =>
  [...line.matchAll(/\[([\d, ]+)\]/g)].map((match) => match[1].split(',').map(Number));

/** Replays a written solution from `position`; returns the notations of the moves played. */
const replay = (puzzle: Puzzle, position: Board, line: string): string[] => {
  const played: string[] = [];
  for (const cells of readMoves(line)) {
    expect(puzzle.isGoal(position), `goal before ${written(cells)}`).toBe(false);
    played.push(written(puzzle.notation(playWritten(puzzle, position, cells))));
  }
  return played;
};

describe("the page's answers", () => {
  it('replays all 28 printed complementary solutions for hole 0 in 7 moves', () => {
    const puzzle = star();
    const seen = new Set<string>();
    for (const line of PAGE_STAR_SOLUTIONS) {
      const position = puzzle.start.slice();
      const played = replay(puzzle, position, line);
      expect(played.join('')).toBe(line);
      expect(played).toHaveLength(7);
      expect(puzzle.isGoal(position), line).toBe(true);
      seen.add(line);
    }
    expect(seen.size).toBe(28);
  });

  it("replays Star 2's printed answer from hole 2 in 7 moves", () => {
    const puzzle = star2();
    const position = puzzle.start.slice();
    expect(replay(puzzle, position, PAGE_STAR_2_ANSWER).join('')).toBe(PAGE_STAR_2_ANSWER);
    expect(puzzle.isGoal(position)).toBe(true);
    expect(text(puzzle, position)).toBe('.........o..');
  });
});

describe('search reproduces the page', () => {
  const shortest = (puzzle: Puzzle): number | undefined => bfs(puzzle, puzzle.start).moves?.length;

  it('solves the star from hole 0 in 7, and finds 28 shortest solutions after [7, 0]', () => {
    const puzzle = star();
    expect(shortest(puzzle)).toBe(7);
    const afterFirst = puzzle.start.slice();
    playWritten(puzzle, afterFirst, [7, 0]);
    expect(bfs(puzzle, afterFirst, { all: true })).toMatchObject({ solutions: 28 });
    const deepening = iddfs(puzzle, afterFirst, { all: true });
    expect(deepening.moves).toHaveLength(6);
    expect(deepening.solutions).toBe(28);
  });

  it('solves the star from hole 2, and without the place condition, in 7', () => {
    expect(shortest(star({ hole: 2 }))).toBe(7);
    expect(shortest(star({ anywhere: true }))).toBe(7);
  });

  it('solves star 2 from hole 2 in 7 and finds no solution from a group-0 hole', () => {
    expect(shortest(star2())).toBe(7);
    for (let hole = 0; hole < 12; hole++) {
      if (STAR_2.groups[hole] !== 0) continue;
      const puzzle = star2({ hole });
      expect(bfs(puzzle, puzzle.start).moves, `hole ${hole}`).toBeNull();
    }
  });

  it('returns answers that replay to a goal', () => {
    for (const puzzle of [star(), star({ hole: 2 }), star2()]) {
      const position = puzzle.start.slice();
      for (const move of bfs(puzzle, puzzle.start).moves ?? []) {
        expect(legalMoves(puzzle, position)).toContain(move);
        puzzle.apply(position, move);
      }
      expect(puzzle.isGoal(position)).toBe(true);
    }
  });
});

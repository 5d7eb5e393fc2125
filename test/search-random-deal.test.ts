import { describe, expect, it } from 'vitest';
import { boardsEqual, formatBoard } from '../source/puzzles/board-text.js';
import type { Board, Puzzle } from '../source/puzzles/puzzle.js';
import { bfs } from '../source/search/bfs.js';
import { distanceOracle } from '../source/search/oracle.js';
import { randomStart, randomWay } from '../source/search/random-deal.js';
import { shuffledStart } from '../source/search/shuffle.js';
import { makePuzzle, seededRandom } from './support.js';

/**
 * Whether a sliding board can reach its goal, by the textbook rule counted
 * another way than the family does (inversions, not cycles): the parity of the
 * permutation of cells, blank included, equals the parity of the blank's
 * distance from its home.
 */
const reachesGoal = (board: Board, goal: Board, side: number): boolean => {
  const home = (code: number): number => goal.indexOf(code);
  let inversions = 0;
  for (let i = 0; i < board.length; i++) {
    for (let j = i + 1; j < board.length; j++) if (home(board[i]) > home(board[j])) inversions++;
  }
  const blank = board.indexOf(0);
  const goalBlank = goal.indexOf(0);
  const away =
    Math.abs(Math.floor(blank / side) - Math.floor(goalBlank / side)) +
    Math.abs((blank % side) - (goalBlank % side));
  return (inversions & 1) === (away & 1);
};

const goalOf = (puzzle: Puzzle): Board => puzzle.goals?.[0] ?? new Uint8Array();

describe('a uniformly random start', () => {
  it('fifteen: every seed deals a shuffle of the goal that reaches it, the same one again from the same seed', () => {
    const puzzle = makePuzzle('fifteen');
    const oracle = distanceOracle(puzzle);
    expect(randomWay(puzzle).kind).toBe('family');
    const goal = goalOf(puzzle);
    const seen = new Set<string>();
    for (let seed = 0; seed < 300; seed++) {
      const { board, length } = randomStart(oracle, seededRandom(seed));
      expect([...board].sort((a, b) => a - b)).toEqual([...goal].sort((a, b) => a - b));
      expect(reachesGoal(board, goal, 4), formatBoard(board, puzzle.pieces)).toBe(true);
      expect(length).toBeUndefined();
      expect(boardsEqual(randomStart(oracle, seededRandom(seed)).board, board)).toBe(true);
      seen.add(board.join(','));
    }
    expect(seen.size).toBe(300);
    // The family's own draw, before the deal's checks: every one reaches the goal.
    const out = new Uint8Array(puzzle.cellCount);
    for (let seed = 0; seed < 300; seed++) {
      puzzle.randomPosition?.(seededRandom(seed), out);
      expect(reachesGoal(out, goal, 4), formatBoard(out, puzzle.pieces)).toBe(true);
    }
  });

  it('eight: each start is solvable (its distance read off the whole table) and every tile comes up in every cell about as often', () => {
    const puzzle = makePuzzle('eight');
    const oracle = distanceOracle(puzzle);
    const table = oracle.table();
    const goal = goalOf(puzzle);
    const draws = 900;
    const counts = new Int32Array(9 * 9);
    for (let seed = 0; seed < draws; seed++) {
      const { board, length } = randomStart(oracle, seededRandom(seed));
      expect(reachesGoal(board, goal, 3)).toBe(true);
      expect(length).toBe(table?.distance(board));
      expect(length).toBeGreaterThan(0);
      for (let cell = 0; cell < 9; cell++) counts[cell * 9 + board[cell]]++;
    }
    // 100 expected in each: a skewed draw (a fixed cell kept out of the shuffle) leaves some at 0 or far over.
    for (const count of counts) expect(count).toBeGreaterThan(60);
    for (const count of counts) expect(count).toBeLessThan(140);
  });

  it('knights: drawn from the whole table, its distance the one breadth-first search finds', () => {
    const puzzle = makePuzzle('knights');
    const oracle = distanceOracle(puzzle);
    expect(randomWay(puzzle).kind).toBe('table');
    for (let seed = 0; seed < 5; seed++) {
      const { board, length } = randomStart(oracle, seededRandom(seed));
      expect(bfs(puzzle, board, { limitNodes: 200_000 }).moves?.length).toBe(length);
    }
  });

  it('line: drawn from its numbered space, only starts that may be dealt (the empty cell where the goal has it)', () => {
    const puzzle = makePuzzle('line');
    expect(randomWay(puzzle).kind).toBe('space');
    const oracle = distanceOracle(puzzle);
    for (let seed = 0; seed < 20; seed++) {
      const { board } = randomStart(oracle, seededRandom(seed));
      expect(puzzle.dealing?.movesAway(board)).toBe(0);
      expect(puzzle.isGoal(board)).toBe(false);
    }
  });

  it('a puzzle too large to list that draws none of its own says why', () => {
    const fifteen = makePuzzle('fifteen');
    const { randomPosition: _, ...rest } = Object.getOwnPropertyDescriptors(fifteen);
    // Its own id, so that it gets an oracle of its own.
    const withoutDraw = { ...(Object.defineProperties({}, rest) as Puzzle), id: 'no-draw' };
    const way = randomWay(withoutDraw);
    expect(way.kind).toBe('none');
    expect(() => randomStart(distanceOracle(withoutDraw), seededRandom(1))).toThrow(
      way.kind === 'none' ? way.why : 'unreachable',
    );
  });
});

describe('shuffle N moves', () => {
  it('eight: a walk of up to 6 moves never turns back, so it ends exactly that far (no shorter cycle)', () => {
    const puzzle = makePuzzle('eight');
    const table = distanceOracle(puzzle).table();
    for (let moves = 1; moves <= 6; moves++) {
      for (let seed = 0; seed < 30; seed++) {
        const { board, walked } = shuffledStart(puzzle, moves, seededRandom(seed));
        expect(walked).toBe(moves);
        expect(table?.distance(board)).toBe(moves);
      }
    }
  });

  for (const [id, moves] of [
    ['knights', 30],
    ['hakoiri', 20],
    ['frog-a', 6],
    ['peg-star-2', 5],
  ] as const) {
    it(`${id}: ${moves} moves from the goal end at most that far, by a real search`, () => {
      const puzzle = makePuzzle(id);
      for (let seed = 0; seed < 5; seed++) {
        const { board, walked } = shuffledStart(puzzle, moves, seededRandom(seed));
        expect(walked).toBeGreaterThan(0);
        expect(walked).toBeLessThanOrEqual(moves);
        const found = bfs(puzzle, board, { limitNodes: 2_000_000 }).moves;
        expect(found, formatBoard(board, puzzle.pieces)).not.toBeNull();
        expect(found?.length).toBeGreaterThan(0);
        expect(found?.length).toBeLessThanOrEqual(walked);
        const again = shuffledStart(puzzle, moves, seededRandom(seed));
        expect(boardsEqual(again.board, board)).toBe(true);
      }
    });
  }

  it('line: an even shuffle ends with the empty cell where the goal has it; an odd one is refused', () => {
    const puzzle = makePuzzle('line');
    for (let seed = 0; seed < 5; seed++) {
      const { board } = shuffledStart(puzzle, 10, seededRandom(seed));
      expect(puzzle.dealing?.movesAway(board)).toBe(0);
    }
    expect(() => shuffledStart(puzzle, 9, seededRandom(1))).toThrow(/cannot end on a start/);
  });
});

import { describe, expect, it } from 'vitest';
import { boardsEqual, formatBoard, parseBoard } from '../source/puzzles/board-text.js';
import {
  graphDistances,
  knightNeighbours,
  knightsEntries,
} from '../source/puzzles/knights/entries.js';
import {
  type Board,
  encodeFromTo,
  fromCell,
  InputError,
  toCell,
} from '../source/puzzles/puzzle.js';
import { bfs } from '../source/search/bfs.js';
import { KNIGHTS_PAGE_ANSWER as PAGE_ANSWER } from './page-answers.js';
import { legalMoves, lowerBound, seededRandom } from './support.js';

const [entry] = knightsEntries;
const knights = entry.create({});

const text = (position: Board): string => formatBoard(position, knights.pieces);
const board = (written: string): Board =>
  parseBoard(written, knights.pieces, knights.cellCount, 'test');

/** The page's `adjacent` table. */
const PAGE_ADJACENT = [
  [5, 7],
  [6, 8],
  [3, 7],
  [2, 8, 10],
  [9, 11],
  [0, 6, 10],
  [1, 5, 11],
  [0, 2],
  [1, 3, 9],
  [4, 8],
  [3, 5],
  [4, 6],
];

describe('knights entry', () => {
  it('takes a goal option and starts and ends as the page does', () => {
    expect(entry.id).toBe('knights');
    expect(entry.family).toBe('Knights');
    expect(entry.params.map((param) => param.name)).toEqual(['start', 'goal']);
    expect(text(knights.start)).toBe('BBB......WWW');
    expect(knights.goals?.map(text)).toEqual(['WWW......BBB']);
    expect(knights.reversible).toBe(true);
  });

  it('draws a 3-wide, 4-high grid of boxes in row-major order', () => {
    expect(knights.layout.style).toBe('boxed');
    expect(knights.layout.cells).toHaveLength(12);
    knights.layout.cells.forEach((place, cell) => {
      expect(place).toEqual({ row: Math.floor(cell / 3), col: cell % 3 });
    });
  });
});

describe('knight moves', () => {
  it("equal the page's adjacency table", () => {
    for (let cell = 0; cell < knights.cellCount; cell++) {
      const alone = new Uint8Array(knights.cellCount);
      alone[cell] = 1;
      const moves = legalMoves(knights, alone);
      expect(moves.every((move) => fromCell(move) === cell)).toBe(true);
      expect(moves.map(toCell).sort((a, b) => a - b)).toEqual(PAGE_ADJACENT[cell]);
    }
    expect(knightNeighbours(4, 3)).toEqual(PAGE_ADJACENT);
  });

  it('never land on another knight', () => {
    // Cell 8 reaches 1, 3 and 9; with 1 and 9 taken only 3 is left.
    const position = board('.B......BW..');
    const fromEight = legalMoves(knights, position).filter((move) => fromCell(move) === 8);
    expect(fromEight).toEqual([encodeFromTo(8, 3)]);
  });

  it("give distances whose per-cell minimum is the page's move-count table", () => {
    const distances = graphDistances(knightNeighbours(4, 3));
    const nearest = (goalCells: readonly number[]) =>
      Array.from({ length: 12 }, (_, cell) =>
        Math.min(...goalCells.map((goal) => distances[cell * 12 + goal])),
      );
    // move_black and move_white from the page.
    expect(nearest([9, 10, 11])).toEqual([2, 2, 2, 1, 1, 1, 1, 3, 1, 0, 0, 0]);
    expect(nearest([0, 1, 2])).toEqual([0, 0, 0, 1, 3, 1, 1, 1, 1, 2, 2, 2]);
  });
});

describe("the page's 16-move answer", () => {
  it('is legal move by move and ends on the goal, within every bound on the way', () => {
    const position = knights.start.slice();
    PAGE_ANSWER.forEach(([from, to], done) => {
      expect(knights.isGoal(position)).toBe(false);
      expect(lowerBound(knights)(position)).toBeLessThanOrEqual(PAGE_ANSWER.length - done);
      const move = encodeFromTo(from, to);
      expect(legalMoves(knights, position), `move ${done + 1}: ${from} -> ${to}`).toContain(move);
      const parity = knights.parity?.(position);
      knights.apply(position, move);
      expect(knights.parity?.(position)).toBe(1 - (parity ?? 0));
    });
    expect(knights.isGoal(position)).toBe(true);
    expect(lowerBound(knights)(position)).toBe(0);
  });
});

describe('knights bound, parity and undo', () => {
  it('bounds at least as high as the sum of each knight alone to its nearest goal cell', () => {
    const distances = graphDistances(knightNeighbours(4, 3));
    const goal = knights.goals?.[0] ?? knights.start;
    const goalCells = (code: number) => [...goal.keys()].filter((cell) => goal[cell] === code);
    const perKnight = (position: Board) =>
      [...position.keys()]
        .filter((cell) => position[cell] !== 0)
        .reduce(
          (sum, cell) =>
            sum +
            Math.min(...goalCells(position[cell]).map((target) => distances[cell * 12 + target])),
          0,
        );
    const random = seededRandom(7);
    const position = knights.start.slice();
    // At the start two black knights share cell 10 as nearest goal, so the assignment is dearer.
    expect(lowerBound(knights)(position)).toBeGreaterThan(perKnight(position));
    for (let step = 0; step < 300; step++) {
      expect(lowerBound(knights)(position)).toBeGreaterThanOrEqual(perKnight(position));
      const moves = legalMoves(knights, position);
      knights.apply(position, moves[Math.floor(random() * moves.length)]);
    }
  });

  it('undoes, inverts and keeps bound and parity consistent along a random walk', () => {
    const random = seededRandom(12);
    const position = knights.start.slice();
    for (let step = 0; step < 1000; step++) {
      const moves = legalMoves(knights, position);
      expect(moves.length).toBeGreaterThan(0);
      expect(moves.length).toBeLessThanOrEqual(knights.maxMoves);
      const move = moves[Math.floor(random() * moves.length)];
      const before = position.slice();
      const boundBefore = lowerBound(knights)(position);
      const parityBefore = knights.parity?.(position);

      knights.apply(position, move);
      expect(text(position).replaceAll('.', '').length).toBe(6);
      expect(knights.notation(move)).toEqual([fromCell(move), toCell(move)]);
      // A bound that changes by at most one per move and is 0 at the goal is admissible.
      expect(Math.abs(lowerBound(knights)(position) - boundBefore)).toBeLessThanOrEqual(1);
      expect(knights.parity?.(position)).toBe(1 - (parityBefore ?? 0));

      const inverse = knights.inverse?.(move) ?? -1;
      expect(legalMoves(knights, position)).toContain(inverse);
      const viaInverse = position.slice();
      knights.apply(viaInverse, inverse);
      expect(boardsEqual(viaInverse, before)).toBe(true);

      knights.undo(position, move);
      expect(boardsEqual(position, before)).toBe(true);
      knights.apply(position, move);
    }
  });

  it('gives start and goal the same parity, so the answer has an even length', () => {
    const goal = knights.goals?.[0] ?? knights.start;
    expect(knights.parity?.(knights.start)).toBe(knights.parity?.(goal));
  });
});

describe('knights start and goal boards', () => {
  it('accepts a chosen start and goal with S and row separators', () => {
    const puzzle = entry.create({ start: 'B.B/.B./.W./W.W', goal: 'WSW SWS SBS BSB' });
    expect(formatBoard(puzzle.start, puzzle.pieces)).toBe('B.B.B..W.W.W');
    expect(puzzle.goals?.map((goal) => formatBoard(goal, puzzle.pieces))).toEqual(['W.W.W..B.B.B']);
    expect(puzzle.isGoal(board('W.W.W..B.B.B'))).toBe(true);
    expect(puzzle.isGoal(board('WWW......BBB'))).toBe(false);
    expect(lowerBound(puzzle)(board('W.W.W..B.B.B'))).toBe(0);
  });

  const rejects: readonly [string, { start?: string; goal?: string }, RegExp][] = [
    ['a short start', { start: 'BBB.....WWW' }, /start board has 11 cells, this puzzle has 12/],
    ['a long goal', { goal: 'WWW.......BBB' }, /goal board has 13 cells, this puzzle has 12/],
    ['an unknown piece', { start: 'BBB...K..WWW' }, /start board has 'K' at cell 6/],
    ['too few empty cells', { start: 'BBBB.....WWW' }, /start board has 5 empty cells/],
    ['four black knights', { start: 'BBBB......WW' }, /start board has 4 B \(black\)/],
    ['a goal with too many empty cells', { goal: 'WW.......BBB' }, /goal board has 7 empty/],
    [
      'a goal with other pieces than the start',
      { goal: 'WWB......BBB' },
      /goal board has 4 B \(black\), the start has 3/,
    ],
  ];
  for (const [what, options, message] of rejects) {
    it(`rejects ${what}`, () => {
      const create = () => entry.create(options);
      expect(create).toThrow(InputError);
      expect(create).toThrow(message);
    });
  }
});

describe('knights figures by breadth-first search', () => {
  it('finds no answer shorter than the page’s 16 moves, and one of 16', () => {
    const { moves } = bfs(knights, knights.start);
    expect(moves).toHaveLength(PAGE_ANSWER.length);
    const position = knights.start.slice();
    for (const move of moves ?? []) {
      expect(legalMoves(knights, position)).toContain(move);
      knights.apply(position, move);
    }
    expect(knights.isGoal(position)).toBe(true);
  });
});

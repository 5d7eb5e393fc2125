import { describe, expect, it } from 'vitest';
import { boardsEqual } from '../source/puzzles/board-text.js';
import { flipEntries } from '../source/puzzles/flip/entries.js';
import {
  encodeFromTo,
  fromCell,
  InputError,
  type Move,
  type Puzzle,
  toCell,
} from '../source/puzzles/puzzle.js';
import { bfs } from '../source/search/bfs.js';
import { board, entry, lineFlip, starFlip, text } from './flip-support.js';
import { legalMoves, lowerBound, seededRandom } from './support.js';

describe('flip entries', () => {
  it('offers flip-line and flip-star with no options besides start', () => {
    expect(flipEntries.map((candidate) => candidate.id)).toEqual(['flip-line', 'flip-star']);
    for (const candidate of flipEntries) {
      expect(candidate.params.map((param) => param.name)).toEqual(['start']);
      expect(candidate.family).toBe('Flip It');
      const puzzle = candidate.create({});
      expect(puzzle.id).toBe(candidate.id);
      expect(puzzle.goalText).toBe('every piece white');
      expect(puzzle.reversible).toBe(true);
    }
  });

  it('starts from one empty cell followed by black pieces', () => {
    expect(text(lineFlip, lineFlip.start)).toBe('.BBBBB');
    expect(text(starFlip, starFlip.start)).toBe('.BBBBBBBBBBB');
  });

  it('lists every all-white board, one per place of the empty cell, as goals', () => {
    for (const puzzle of [lineFlip, starFlip]) {
      const goals = puzzle.goals ?? [];
      expect(goals).toHaveLength(puzzle.cellCount);
      expect(new Set(goals.map((goal) => goal.indexOf(0))).size).toBe(puzzle.cellCount);
      for (const goal of goals) {
        expect(text(puzzle, goal).replace('.', '')).toBe('W'.repeat(puzzle.cellCount - 1));
        expect(puzzle.isGoal(goal)).toBe(true);
        expect(lowerBound(puzzle)(goal)).toBe(0);
      }
      expect(puzzle.isGoal(puzzle.start)).toBe(false);
    }
  });
});

describe('flip-line rules', () => {
  it('lets only pieces with something to jump move', () => {
    const froms = (written: string) =>
      legalMoves(lineFlip, board(lineFlip, written))
        .map(fromCell)
        .sort((a, b) => a - b);
    expect(froms('.BBBBB')).toEqual([2, 3, 4, 5]);
    expect(froms('BB.BBB')).toEqual([0, 4, 5]);
    expect(froms('BBBBB.')).toEqual([0, 1, 2, 3]);
  });

  it("plays the page's example 5→0, 2→5, 0→2, 5→0 to all white", () => {
    const position = lineFlip.start.slice();
    const seen: string[] = [];
    for (const [from, to] of [
      [5, 0],
      [2, 5],
      [0, 2],
      [5, 0],
    ]) {
      const move = encodeFromTo(from, to);
      expect(legalMoves(lineFlip, position)).toContain(move);
      lineFlip.apply(position, move);
      seen.push(text(lineFlip, position));
    }
    // The page draws the first two boards of the example.
    expect(seen.slice(0, 2)).toEqual(['BWWWW.', 'BW.BBW']);
    expect(lineFlip.isGoal(position)).toBe(true);
  });

  it('draws the cells as one row of boxes', () => {
    expect(lineFlip.layout.style).toBe('boxed');
    expect(lineFlip.layout.cells).toEqual([0, 1, 2, 3, 4, 5].map((col) => ({ row: 0, col })));
  });
});

describe('flip moves, undo and bounds', () => {
  for (const puzzle of [lineFlip, starFlip]) {
    it(`${puzzle.id}: undo and the inverse move restore the board along a random walk`, () => {
      const random = seededRandom(puzzle.cellCount);
      const position = puzzle.start.slice();
      for (let step = 0; step < 500; step++) {
        const moves = legalMoves(puzzle, position);
        expect(moves.length).toBeGreaterThan(0);
        expect(moves.length).toBeLessThanOrEqual(puzzle.maxMoves);
        const move = moves[Math.floor(random() * moves.length)];
        const before = position.slice();
        const boundBefore = lowerBound(puzzle)(position);

        puzzle.apply(position, move);
        expect(position.filter((code) => code === 0)).toHaveLength(1);
        expect(puzzle.notation(move)).toEqual([fromCell(move), toCell(move)]);
        // A bound that changes by at most one per move and is 0 at goals is admissible.
        expect(Math.abs(lowerBound(puzzle)(position) - boundBefore)).toBeLessThanOrEqual(1);

        const inverse = puzzle.inverse?.(move) ?? -1;
        expect(legalMoves(puzzle, position)).toContain(inverse);
        const viaInverse = position.slice();
        puzzle.apply(viaInverse, inverse);
        expect(boardsEqual(viaInverse, before)).toBe(true);

        puzzle.undo(position, move);
        expect(boardsEqual(position, before)).toBe(true);
        puzzle.apply(position, move);
      }
    });
  }

  it('bounds the star by ceil(blacks / 2): one move there turns over at most two pieces', () => {
    const position = board(starFlip, '.BBBBBBBBBBB');
    expect(lowerBound(starFlip)(position)).toBe(Math.ceil(11 / 2));
    expect(lowerBound(starFlip)(board(starFlip, '.BWWWWWWWWWW'))).toBe(1);
  });
});

describe('flip start boards', () => {
  it('accepts a start board of B, W and one empty cell, with S and spaces', () => {
    const puzzle = entry('flip-star').create({ start: 'WWBB S WWBBWWB' });
    expect(text(puzzle, puzzle.start)).toBe('WWBB.WWBBWWB');
    expect(entry('flip-line').create({ start: 'WWWWW.' }).isGoal(board(lineFlip, 'WWWWW.'))).toBe(
      true,
    );
  });

  const rejects: readonly [string, string, RegExp][] = [
    ['flip-line', '.BBBB', /5 cells, this puzzle has 6/],
    ['flip-star', '.BBBBBBBBBBBB', /13 cells, this puzzle has 12/],
    ['flip-line', '.BBXBB', /'X' at cell 3/],
    ['flip-line', '..BBBB', /2 empty cells; it needs exactly one empty cell/],
    ['flip-star', 'BBBBBBBBBBBB', /0 empty cells; it needs exactly one empty cell/],
  ];
  for (const [id, start, message] of rejects) {
    it(`${id} rejects start ${start}`, () => {
      const create = () => entry(id).create({ start });
      expect(create).toThrow(InputError);
      expect(create).toThrow(message);
    });
  }
});

describe('flip figures by breadth-first search', () => {
  const replayToGoal = (puzzle: Puzzle, moves: readonly Move[]): boolean => {
    const position = puzzle.start.slice();
    for (const move of moves) {
      if (!legalMoves(puzzle, position).includes(move)) return false;
      puzzle.apply(position, move);
    }
    return puzzle.isGoal(position);
  };

  it('solves flip-star in the 18 moves the page gives', () => {
    const { moves } = bfs(starFlip, starFlip.start);
    expect(moves).toHaveLength(18);
    expect(replayToGoal(starFlip, moves ?? [])).toBe(true);
  });

  it("solves flip-line in no more moves than the page's 4-move example", () => {
    const { moves } = bfs(lineFlip, lineFlip.start);
    expect(moves).not.toBeNull();
    expect(moves?.length).toBeLessThanOrEqual(4);
    expect(replayToGoal(lineFlip, moves ?? [])).toBe(true);
  });
});

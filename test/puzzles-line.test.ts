import { describe, expect, it } from 'vitest';
import { boardsEqual, countCodes, formatBoard, parseBoard } from '../source/puzzles/board-text.js';
import { makeAssignmentBound } from '../source/puzzles/line/assignment.js';
import {
  type LineBoardName,
  lineBoardNames,
  lineBoards,
  linePageTable,
  lineProblems,
} from '../source/puzzles/line/boards.js';
import { lineEntries } from '../source/puzzles/line/entries.js';
import { makeWalkingBound } from '../source/puzzles/line/walking.js';
import {
  type Board,
  encodeStep,
  type Move,
  type Puzzle,
  stepFrom,
  stepTo,
} from '../source/puzzles/types.js';
import { idaStar, solutionParity } from '../source/search/deepening.js';
import { replay } from '../source/search/replay.js';
import { expectOneLineInputError, legalMoves, lowerBound, seededRandom } from './support.js';

const SIDE = 4;
const CELLS = 16;
const CORNER = 3;

const entry = (id: string) => {
  const found = lineEntries.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};
const pair = (start: string, goal: string): Puzzle => entry('line').create({ start, goal });
const defaultLine = entry('line').create({});
const pieces = defaultLine.pieces;
const board = (text: string): Board => parseBoard(text, pieces, CELLS, 'test');
const named = (name: LineBoardName): Board => board(lineBoards[name]);
const text = (position: Board): string => formatBoard(position, pieces);

const row = (cell: number): number => Math.floor(cell / SIDE);
const col = (cell: number): number => cell % SIDE;
const manhattan = (a: number, b: number): number =>
  Math.abs(row(a) - row(b)) + Math.abs(col(a) - col(b));

/** `steps` random legal moves from `from`, never undoing the previous one; every position on the way. */
const randomWalk = (puzzle: Puzzle, from: Board, steps: number, random: () => number): Board[] => {
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

/** The page's bound: each piece off a goal cell of its kind counts the distance to the nearest one. */
const pageSimpleBound = (position: Board, goal: Board): number => {
  let sum = 0;
  position.forEach((code, cell) => {
    if (code === 0 || goal[cell] === code) return;
    let nearest = Number.POSITIVE_INFINITY;
    goal.forEach((goalCode, goalCell) => {
      if (goalCode === code) nearest = Math.min(nearest, manhattan(cell, goalCell));
    });
    sum += nearest;
  });
  return sum;
};

const permutations = (items: readonly number[]): number[][] =>
  items.length <= 1
    ? [[...items]]
    : items.flatMap((item, index) =>
        permutations(items.filter((_, other) => other !== index)).map((rest) => [item, ...rest]),
      );

/** Minimum-cost assignment by trying every permutation (4! per kind): an independent check of the DP. */
const bruteAssignment = (position: Board, goal: Board): number => {
  let total = 0;
  for (const piece of pieces) {
    const here = [...position.keys()].filter((cell) => position[cell] === piece.code);
    const there = [...goal.keys()].filter((cell) => goal[cell] === piece.code);
    total += Math.min(
      ...permutations(there).map((order) =>
        here.reduce((sum, cell, index) => sum + manhattan(cell, order[index]), 0),
      ),
    );
  }
  return total;
};

/** The page's printed answers, in its own notation: (from, to) pairs. */
const PAGE_ANSWERS: readonly { start: LineBoardName; goal: LineBoardName; printed: string }[] = [
  {
    start: 'start1',
    goal: 'goal1',
    printed:
      '(7, 3), (6, 7), (5, 6), (9, 5), (10, 9), (14, 10), (15, 14), (11, 15), (7, 11), (6, 7), ' +
      '(5, 6), (9, 5), (8, 9), (4, 8), (0, 4), (1, 0), (2, 1), (6, 2), (10, 6), (11, 10), ' +
      '(15, 11), (14, 15), (10, 14), (9, 10), (8, 9), (4, 8), (0, 4), (1, 0), (2, 1), (3, 2)',
  },
  {
    start: 'start2',
    goal: 'goal2',
    printed:
      '(2, 3), (1, 2), (5, 1), (6, 5), (10, 6), (9, 10), (5, 9), (6, 5), (7, 6), (11, 7), ' +
      '(10, 11), (6, 10), (2, 6), (3, 2), (7, 3), (11, 7), (10, 11), (14, 10), (13, 14), (9, 13), ' +
      '(8, 9), (4, 8), (5, 4), (1, 5), (2, 1), (6, 2), (5, 6), (9, 5), (10, 9), (6, 10), ' +
      '(2, 6), (3, 2)',
  },
  {
    start: 'start3',
    goal: 'goal3',
    printed:
      '(2, 3), (1, 2), (5, 1), (6, 5), (7, 6), (3, 7), (2, 3), (1, 2), (5, 1), (6, 5), ' +
      '(10, 6), (9, 10), (8, 9), (4, 8), (5, 4), (6, 5), (10, 6), (9, 10), (13, 9), (14, 13), ' +
      '(10, 14), (9, 10), (8, 9), (4, 8), (5, 4), (6, 5), (10, 6), (11, 10), (7, 11), (6, 7), ' +
      '(2, 6), (3, 2), (7, 3), (6, 7), (10, 6), (11, 10), (7, 11), (3, 7)',
  },
  {
    start: 'start2',
    goal: 'goal1',
    printed:
      '(2, 3), (1, 2), (5, 1), (9, 5), (10, 9), (6, 10), (5, 6), (1, 5), (2, 1), (6, 2), ' +
      '(5, 6), (9, 5), (10, 9), (6, 10), (2, 6), (3, 2)',
  },
];

const pageMoves = (printed: string): Move[] =>
  [...printed.matchAll(/\((\d+), (\d+)\)/g)].map(([, from, to]) =>
    encodeStep(Number(from), Number(to)),
  );

describe('line puzzle boards', () => {
  it('gives every named board 4 A, 3 B, 4 C, 4 D and the empty cell at the lifted corner', () => {
    for (const name of lineBoardNames) {
      const position = named(name);
      expect(countCodes(position, pieces.length + 1), name).toEqual([1, 4, 3, 4, 4]);
      expect(position[CORNER], name).toBe(0);
    }
  });

  it('makes goal2 the same board as start3, as the page says', () => {
    expect(boardsEqual(named('goal2'), named('start3'))).toBe(true);
  });

  it('names ids line-1..line-3 after problems 1..3 and starts line at start1 → goal1', () => {
    expect(lineEntries.map((each) => each.id)).toEqual(['line', 'line-1', 'line-2', 'line-3']);
    for (const each of lineEntries) {
      expect(each.family).toBe('Line Puzzle');
      expect(each.params.map((param) => param.name)).toEqual(['start', 'goal']);
    }
    lineProblems.forEach((problem, index) => {
      const puzzle = entry(`line-${index + 1}`).create({});
      expect(text(puzzle.start)).toBe(text(named(problem.start)));
      expect(text(puzzle.goals?.[0] ?? new Uint8Array())).toBe(text(named(problem.goal)));
    });
    expect(text(defaultLine.start)).toBe(text(named('start1')));
    expect(text(defaultLine.goals?.[0] ?? new Uint8Array())).toBe(text(named('goal1')));
  });

  it('lets a problem id take another start or goal', () => {
    const puzzle = entry('line-2').create({ start: 'goal3', goal: 'start1' });
    expect(text(puzzle.start)).toBe(text(named('goal3')));
    expect(puzzle.isGoal(named('start1'))).toBe(true);
  });
});

describe('line puzzle input', () => {
  it('reads names in any case and board strings with separators and S', () => {
    const puzzle = pair(' Start2 ', 'ABAS/CABD|ACDB CDCD');
    expect(text(puzzle.start)).toBe(text(named('start2')));
    expect(puzzle.isGoal(named('goal1'))).toBe(true);
  });

  it.each([
    ['ACA. CDCA DBAB CDB', 'start', /15 cells/],
    ['ACA. CDCA DBAB CDBX', 'start', /'X'/],
    ['ACA. CDCA DBAB CD.D', 'start', /2 empty cells/],
    ['ACAA CDCA DBAB CDBD', 'start', /0 empty cells/],
    ['ACA. CDCA DBAA CDBD', 'start', /5 A/],
    ['start4', 'start', /unknown named board 'start4'/],
    ['goal0', 'goal', /unknown named board 'goal0'/],
    ['AAA. AABB CCDD CCDD', 'goal', /goal board has 5 A .* the start has 4/],
  ])('rejects %s as the %s with one clear line', (written, which, message) => {
    const create = () => (which === 'start' ? pair(written, 'goal1') : pair('start1', written));
    expectOneLineInputError(create, message);
  });

  it('accepts the empty cell anywhere, and notes the +2 only when both boards have it at the corner', () => {
    expect(defaultLine.lengthNote).toEqual({
      extra: 2,
      text: 'lifting the corner piece out and back',
    });
    const moved = pair('ACAA CDC. DBAB CDBD', 'goal1');
    expect(moved.start[7]).toBe(0);
    expect(moved.lengthNote).toBeUndefined();
    expect(pair('start1', '.ABA CABD ACDB CDCD').lengthNote).toBeUndefined();
  });
});

describe('line puzzle rules', () => {
  it('lays the cells out as a 4×4 grid of quarter circles', () => {
    expect(defaultLine.layout.style).toBe('quarter');
    expect(defaultLine.layout.links).toEqual([]);
    expect(defaultLine.layout.cells).toHaveLength(CELLS);
    defaultLine.layout.cells.forEach((place, cell) => {
      expect(place).toEqual({ row: row(cell), col: col(cell) });
    });
  });

  it('slides exactly the orthogonal neighbours of the empty cell into it', () => {
    const random = seededRandom(3);
    for (const position of randomWalk(defaultLine, defaultLine.start, 200, random)) {
      const empty = position.indexOf(0);
      const expected = [...Array(CELLS).keys()]
        .filter((cell) => manhattan(cell, empty) === 1)
        .map((cell) => encodeStep(cell, empty));
      expect(legalMoves(defaultLine, position).sort()).toEqual(expected.sort());
      expect(expected.length).toBeLessThanOrEqual(defaultLine.maxMoves);
    }
  });

  it('undoes and inverts every move, flips the parity, and writes moves as [from, to]', () => {
    const random = seededRandom(7);
    const position = defaultLine.start.slice();
    for (let step = 0; step < 300; step++) {
      const moves = legalMoves(defaultLine, position);
      const move = moves[Math.floor(random() * moves.length)];
      const before = position.slice();
      const parityBefore = defaultLine.parity?.(position);
      defaultLine.apply(position, move);
      expect(position[stepTo(move)]).toBe(before[stepFrom(move)]);
      expect(position[stepFrom(move)]).toBe(0);
      expect(defaultLine.parity?.(position)).toBe(1 - (parityBefore ?? 0));
      expect(defaultLine.notation(move)).toEqual([stepFrom(move), stepTo(move)]);
      const inverse = defaultLine.inverse?.(move) ?? -1;
      expect(legalMoves(defaultLine, position)).toContain(inverse);
      const undone = position.slice();
      defaultLine.undo(undone, move);
      expect(text(undone)).toBe(text(before));
      const reversed = position.slice();
      defaultLine.apply(reversed, inverse);
      expect(text(reversed)).toBe(text(before));
    }
  });

  it.each(PAGE_ANSWERS)('replays the page answer $start → $goal', ({ start, goal, printed }) => {
    const puzzle = pair(start, goal);
    const positions = replay(puzzle, puzzle.start, pageMoves(printed));
    expect(puzzle.isGoal(positions[positions.length - 1])).toBe(true);
    expect(positions.slice(0, -1).some((position) => puzzle.isGoal(position))).toBe(false);
  });

  it('has the page answers 30, 32, 38 and 16 moves long, as the page counts them', () => {
    expect(PAGE_ANSWERS.map(({ printed }) => pageMoves(printed).length)).toEqual([30, 32, 38, 16]);
    for (const { start, goal, printed } of PAGE_ANSWERS) {
      const moves = pageMoves(printed);
      const puzzle = pair(start, goal);
      const parityGap = (puzzle.parity?.(puzzle.start) ?? 0) ^ (puzzle.parity?.(named(goal)) ?? 0);
      expect(moves.length % 2).toBe(parityGap);
    }
  });
});

describe('line puzzle lower bound', () => {
  const goals = lineBoardNames.map(named);

  it('is 0 at the goal', () => {
    for (const goal of goals) {
      expect(lowerBound(pair(text(goal), text(goal)))(goal)).toBe(0);
    }
  });

  it('never exceeds the number of moves of a random scramble from the goal, and moves by at most 1', () => {
    const random = seededRandom(11);
    for (const goal of goals) {
      const puzzle = pair(text(goal), text(goal));
      const bound = lowerBound(puzzle);
      for (let walk = 0; walk < 40; walk++) {
        const positions = randomWalk(puzzle, goal, 60, random);
        positions.forEach((position, moves) => {
          expect(bound(position)).toBeLessThanOrEqual(moves);
          if (moves > 0) {
            expect(Math.abs(bound(position) - bound(positions[moves - 1]))).toBeLessThanOrEqual(1);
          }
        });
      }
    }
  });

  it('keeps every named bound admissible and consistent on random scrambles', () => {
    const random = seededRandom(13);
    for (const goal of goals) {
      const puzzle = pair(text(goal), text(goal));
      const all = puzzle.bounds ?? [];
      expect(all.map((bound) => bound.name)).toEqual(
        expect.arrayContaining(['best', 'pdb', 'pdb-ab', 'nearest', 'assignment', 'walking']),
      );
      // The pattern databases take seconds per goal to build: line-pdb.test.ts checks them on one.
      const bounds = all.filter(({ name }) => !name.startsWith('pdb'));
      for (let walk = 0; walk < 20; walk++) {
        const positions = randomWalk(puzzle, goal, 60, random);
        positions.forEach((position, moves) => {
          for (const bound of bounds) {
            expect(bound.estimate(position), bound.name).toBeLessThanOrEqual(moves);
            if (moves === 0) continue;
            const change = bound.estimate(position) - bound.estimate(positions[moves - 1]);
            expect(Math.abs(change), bound.name).toBeLessThanOrEqual(1);
          }
        });
      }
    }
  });

  it("makes the named bound 'nearest' the page's bound", () => {
    const random = seededRandom(29);
    for (const goal of goals) {
      const puzzle = pair(text(goal), text(goal));
      const nearest = puzzle.bounds?.find((bound) => bound.name === 'nearest');
      for (const position of randomWalk(puzzle, named('start2'), 100, random)) {
        expect(nearest?.estimate(position)).toBe(pageSimpleBound(position, goal));
      }
    }
  });

  it('makes walking distance at least how far the empty cell must travel', () => {
    // Each row step of the row contents moves the empty cell one row, and likewise for columns.
    const random = seededRandom(23);
    for (const goal of goals) {
      const puzzle = pair(text(goal), text(goal));
      const walking = makeWalkingBound(goal);
      const goalEmpty = goal.indexOf(0);
      for (const position of randomWalk(puzzle, goal, 300, random)) {
        expect(walking(position)).toBeGreaterThanOrEqual(manhattan(position.indexOf(0), goalEmpty));
      }
    }
  });

  it('computes the minimum-cost assignment of each kind, as trying every matching does', () => {
    const random = seededRandom(17);
    for (const goal of goals) {
      const puzzle = pair(text(goal), text(goal));
      const assignment = makeAssignmentBound(goal);
      for (const position of randomWalk(puzzle, goal, 300, random)) {
        expect(assignment(position)).toBe(bruteAssignment(position, goal));
      }
    }
  });

  it("is at least the page's nearest-goal-cell bound, and stronger on problem 3", () => {
    const random = seededRandom(19);
    for (const goal of goals) {
      const puzzle = pair(text(goal), text(goal));
      for (const position of randomWalk(puzzle, named('start1'), 300, random)) {
        expect(lowerBound(puzzle)(position)).toBeGreaterThanOrEqual(
          pageSimpleBound(position, goal),
        );
      }
    }
    const problem3 = entry('line-3').create({});
    expect(lowerBound(problem3)(problem3.start)).toBeGreaterThan(
      pageSimpleBound(problem3.start, named('goal3')),
    );
  });

  it("reproduces the page's 下限値 column with the page's bound rounded up to even", () => {
    for (const { start, goal, pageBound } of linePageTable) {
      const simple = pageSimpleBound(named(start), named(goal));
      expect(simple + (simple % 2), `${start} → ${goal}`).toBe(pageBound);
      // IDA* starts at the bound raised to the parity every answer has.
      const puzzle = pair(start, goal);
      const nearest = puzzle.bounds?.find((bound) => bound.name === 'nearest');
      const estimate = nearest?.estimate(named(start)) ?? Number.NaN;
      const raised = estimate + ((estimate ^ (solutionParity(puzzle, puzzle.start) ?? 0)) & 1);
      expect(raised, `${start} → ${goal}`).toBe(pageBound);
    }
    // The page's first iteration limits for problems 1..3: 16, 16, 14.
    const firstLimits = lineProblems.map(({ start, goal }) => {
      const simple = pageSimpleBound(named(start), named(goal));
      return simple + (simple % 2);
    });
    expect(firstLimits).toEqual([16, 16, 14]);
  });

  it("stays within the page's shortest lengths both ways for all ten pairs", () => {
    for (const { start, goal, pageLength } of linePageTable) {
      expect(lowerBound(pair(start, goal))(named(start))).toBeLessThanOrEqual(pageLength);
      expect(lowerBound(pair(goal, start))(named(goal))).toBeLessThanOrEqual(pageLength);
    }
  });
});

describe('line puzzle solved by IDA*', () => {
  it.each(linePageTable)(
    'finds $start → $goal in $pageLength moves, as the page does',
    ({ start, goal, pageLength }) => {
      const puzzle = pair(start, goal);
      // The depth cap turns a broken bound into a failure instead of a search that never ends.
      const result = idaStar(puzzle, puzzle.start, { maxDepth: pageLength });
      expect(result.moves).not.toBeNull();
      replay(puzzle, puzzle.start, result.moves ?? []);
      expect(result.moves?.length).toBe(pageLength);
    },
    60_000,
  );
});

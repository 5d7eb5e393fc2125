import { describe, expect, it } from 'vitest';
import { makeAssignmentBound } from '../source/puzzles/line/assignment.js';
import { lineBoardNames, linePageTable, lineProblems } from '../source/puzzles/line/boards.js';
import { makeWalkingBound } from '../source/puzzles/line/walking.js';
import type { Board } from '../source/puzzles/puzzle.js';
import { solutionParity } from '../source/search/deepening-pass.js';
import { pageSimpleBound } from './line-pages.js';
import { entry, manhattan, named, pair, pieces, randomWalk, text } from './line-support.js';
import { lowerBound, seededRandom } from './support.js';

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

describe('line puzzle lower bound', () => {
  const goals = lineBoardNames.map(named);

  it('is 0 at the goal', () => {
    for (const goal of goals) {
      expect(lowerBound(pair(text(goal), text(goal)))(goal)).toBe(0);
    }
  });

  it('never exceeds the number of moves of a random scramble from the goal, and moves by at most 1', () => {
    const random = seededRandom(11);
    // Checked at every position, told at the end (an expect each cost more than the bounds).
    const wrong: string[] = [];
    for (const goal of goals) {
      const puzzle = pair(text(goal), text(goal));
      const bound = lowerBound(puzzle);
      for (let walk = 0; walk < 40; walk++) {
        const positions = randomWalk(puzzle, goal, 60, random);
        let before = 0;
        positions.forEach((position, moves) => {
          const estimate = bound(position);
          if (estimate > moves) wrong.push(`${text(position)}: ${estimate} > ${moves} moves`);
          if (moves > 0 && Math.abs(estimate - before) > 1) {
            wrong.push(`${text(position)}: ${estimate} after ${before}`);
          }
          before = estimate;
        });
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
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
      // Checked at every position, told at the end (an expect each cost more than the bounds).
      const wrong: string[] = [];
      for (let walk = 0; walk < 20; walk++) {
        const positions = randomWalk(puzzle, goal, 60, random);
        let before: number[] = [];
        positions.forEach((position, moves) => {
          const estimates = bounds.map((bound) => bound.estimate(position));
          estimates.forEach((estimate, at) => {
            const { name } = bounds[at];
            if (estimate > moves) wrong.push(`${name} ${text(position)}: ${estimate} > ${moves}`);
            if (moves > 0 && Math.abs(estimate - before[at]) > 1) {
              wrong.push(`${name} ${text(position)}: ${estimate} after ${before[at]}`);
            }
          });
          before = estimates;
        });
      }
      expect(wrong.slice(0, 5)).toEqual([]);
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

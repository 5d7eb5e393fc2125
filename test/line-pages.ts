import type { LineBoardName } from '../source/puzzles/line/boards.js';
import { type Board, encodeFromTo, type Move } from '../source/puzzles/puzzle.js';
import { manhattan } from './line-support.js';

/** The Line Puzzle page's own bound and printed answers, which the line tests compare with. */

/** The page's bound: each piece off a goal cell of its kind counts the distance to the nearest one. */
export const pageSimpleBound = (position: Board, goal: Board): number => {
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

/** The page's printed answers, in its own notation: (from, to) pairs. */
export const PAGE_ANSWERS: readonly {
  start: LineBoardName;
  goal: LineBoardName;
  printed: string;
}[] = [
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

export const pageMoves = (printed: string): Move[] =>
  [...printed.matchAll(/\((\d+), (\d+)\)/g)].map(([, from, to]) =>
    encodeFromTo(Number(from), Number(to)),
  );

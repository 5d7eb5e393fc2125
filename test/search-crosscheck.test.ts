import { describe, expect, it } from 'vitest';
import type { Board, Puzzle, PuzzleOptions } from '../source/puzzles/puzzle.js';
import { bfs } from '../source/search/bfs.js';
import { bidirectionalBfs } from '../source/search/bidir.js';
import { idaStar, iddfs } from '../source/search/deepening.js';
import { replay } from '../source/search/replay.js';
import type { SearchResult } from '../source/search/search-events.js';
import { availableAlgorithms } from '../source/search/solver.js';
import { makePuzzle, randomWalk, seededRandom } from './support.js';

const lengthOf = (puzzle: Puzzle, start: Board, result: SearchResult): number | null => {
  if (!result.moves) return null;
  replay(puzzle, start, result.moves);
  return result.moves.length;
};

/**
 * Random positions: scrambles away from a goal for reversible puzzles, random
 * play from the start for one-way ones.
 */
const positions = (puzzle: Puzzle, count: number, maxSteps: number, seed: number): Board[] => {
  const random = seededRandom(seed);
  const origin = puzzle.reversible && puzzle.goals ? puzzle.goals : [puzzle.start];
  return Array.from({ length: count }, () =>
    randomWalk(
      puzzle,
      origin[Math.floor(random() * origin.length)],
      Math.floor(random() * maxSteps),
      random,
    ),
  );
};

const cases: {
  id: string;
  options?: PuzzleOptions;
  count: number;
  steps: number;
  iddfsUpTo: number;
}[] = [
  { id: 'flip-star', count: 30, steps: 40, iddfsUpTo: 14 },
  { id: 'flip-line', count: 40, steps: 20, iddfsUpTo: 10 },
  // Plain deepening to 8 knight moves is 9 million nodes on these positions; to 7, 2 million.
  { id: 'knights', count: 30, steps: 40, iddfsUpTo: 7 },
  { id: 'frog-mini-2', count: 40, steps: 30, iddfsUpTo: 15 },
  { id: 'line-1', count: 20, steps: 24, iddfsUpTo: 12 },
  { id: 'frog-a', count: 30, steps: 12, iddfsUpTo: 25 },
  { id: 'frog-line', options: { n: 4 }, count: 30, steps: 10, iddfsUpTo: 25 },
  { id: 'frog-mini-1', count: 20, steps: 5, iddfsUpTo: 10 },
  { id: 'peg-star', options: { anywhere: true }, count: 30, steps: 3, iddfsUpTo: 10 },
  { id: 'peg-star', count: 30, steps: 4, iddfsUpTo: 10 },
  { id: 'peg-star-2', count: 30, steps: 3, iddfsUpTo: 10 },
];

describe('every algorithm finds the same optimal length on random positions', () => {
  for (const { id, options, count, steps, iddfsUpTo } of cases) {
    it(id, () => {
      const puzzle = makePuzzle(id, options);
      const algorithms = availableAlgorithms(puzzle);
      let compared = 0;
      for (const start of positions(puzzle, count, steps, id.length * 7919)) {
        const distance = lengthOf(puzzle, start, bfs(puzzle, start));
        if (algorithms.includes('bidir')) {
          expect(lengthOf(puzzle, start, bidirectionalBfs(puzzle, start))).toBe(distance);
        }
        // Deepening cannot prove a reversible position unsolvable; BFS already did.
        if (distance === null && puzzle.reversible) continue;
        if (algorithms.includes('ida')) {
          expect(lengthOf(puzzle, start, idaStar(puzzle, start))).toBe(distance);
        }
        if (distance === null || distance <= iddfsUpTo) {
          expect(lengthOf(puzzle, start, iddfs(puzzle, start))).toBe(distance);
        }
        compared++;
      }
      expect(compared).toBeGreaterThan(count / 2);
    });
  }
});

describe('every named bound is admissible and leads IDA* to the same length', () => {
  for (const { id, options, count, steps } of cases) {
    it(id, () => {
      const puzzle = makePuzzle(id, options);
      const named = puzzle.bounds ?? [];
      expect(named.length, `${id} names its bounds`).toBeGreaterThan(0);
      // The Line Puzzle's pattern databases take tens of seconds to build for a goal:
      // its own tests check them (test/puzzles-line*.test.ts).
      const bounds = named.filter((bound) => !bound.name.startsWith('pdb'));
      const starts = positions(puzzle, count, steps, 12345);
      let solved = 0;
      let searched = 0;
      for (const start of starts) {
        const distance = lengthOf(puzzle, start, bfs(puzzle, start));
        if (distance === null) continue;
        solved++;
        // Every bound's own search on a few positions: short ones in the cyclic spaces, where
        // even a weak bound is quick; one-way puzzles have small trees.
        const search = (distance <= 12 || !puzzle.reversible) && searched < 5;
        if (search) searched++;
        for (const bound of bounds) {
          const estimate = bound.estimate(start);
          expect(estimate, `${bound.name} at ${start.join('')}`).toBeLessThanOrEqual(distance);
          expect(estimate, `${bound.name} at ${start.join('')}`).toBeGreaterThanOrEqual(0);
          if (search) {
            const found = idaStar(puzzle, start, { bound });
            expect(lengthOf(puzzle, start, found), bound.name).toBe(distance);
          }
        }
      }
      expect(solved).toBeGreaterThan(0);
      expect(searched).toBeGreaterThan(0);
    });
  }
});

describe('counting every optimal solution', () => {
  it('agrees between BFS path counting and deepening on random knights positions', () => {
    const puzzle = makePuzzle('knights');
    for (const start of positions(puzzle, 15, 14, 99)) {
      const layered = bfs(puzzle, start, { all: true });
      const deep = idaStar(puzzle, start, { all: true });
      expect(deep.solutions).toBe(layered.solutions);
    }
  });
});

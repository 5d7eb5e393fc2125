import { describe, expect, it } from 'vitest';
import { lineLoop } from '../source/bench/line-loop.js';
import { findBound } from '../source/search/bound-choice.js';
import { idaStar } from '../source/search/deepening.js';
import { makePuzzle } from './support.js';

// The bench times idaStar against this loop per node: only fair on the same tree.
describe("the bench's plain Line loop", () => {
  for (const [start, goal] of [
    ['start2', 'goal1'],
    ['start1', 'goal3'],
    ['start3', 'goal1'],
  ]) {
    it(`${start} → ${goal}: the answer's length and the nodes of idaStar with the assignment bound`, () => {
      const puzzle = makePuzzle('line', { start, goal });
      const bound = findBound(puzzle, 'assignment');
      const real = idaStar(puzzle, puzzle.start, { bound });
      const loop = lineLoop(puzzle.start, puzzle.goals?.[0] ?? puzzle.start);
      expect(loop).toEqual({ length: real.moves?.length, nodes: real.nodes });
    });
  }
});

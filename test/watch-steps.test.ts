import { describe, expect, it } from 'vitest';
import type { Board, NamedBound, Puzzle } from '../source/puzzles/types.js';
import { findBound } from '../source/search/bounds.js';
import { deepening } from '../source/search/deepening.js';
import { type Cutoff, DeepeningSteps } from '../source/search/watch/deepening-steps.js';
import { makePuzzle } from './support.js';

const text = (board: Board): string => board.join('');

/**
 * The positions `deepening` visits, in order: it asks for the moves of every
 * node it expands and checks every node at its limit for the goal, so a
 * puzzle that notes those calls sees its expansion order from outside.
 */
const visitedByDeepening = (puzzle: Puzzle, bound: NamedBound | undefined) => {
  const visits: string[] = [];
  const noting: Puzzle = {
    ...puzzle,
    moves: (board, out) => {
      visits.push(text(board));
      return puzzle.moves(board, out);
    },
    isGoal: (board) => {
      visits.push(text(board));
      return puzzle.isGoal(board);
    },
  };
  const result = deepening(noting, puzzle.start, bound, {});
  return { visits, result };
};

const watched = (puzzle: Puzzle, bound: NamedBound | undefined) => {
  const visits: string[] = [];
  const cutoffs: Cutoff[] = [];
  const steps = new DeepeningSteps(puzzle, puzzle.start, bound, (cutoff) => cutoffs.push(cutoff));
  let guard = 0;
  for (let result = steps.step(); result !== 'done'; result = steps.step()) {
    if (result === 'node') {
      visits.push(text(steps.board));
      // The board shown is the start with the path played on it.
      const replayed = puzzle.start.slice();
      for (const move of steps.path.subarray(0, steps.depth)) puzzle.apply(replayed, move);
      expect(text(replayed)).toBe(text(steps.board));
      if (bound) expect(steps.estimate).toBe(bound.estimate(steps.board));
    }
    if (++guard > 1e6) throw new Error('the watched search did not end');
  }
  return { visits, cutoffs, steps };
};

const cases: { id: string; bound: string | undefined }[] = [
  { id: 'flip-line', bound: undefined },
  { id: 'flip-line', bound: 'turns' },
  { id: 'flip-line', bound: 'none' },
  { id: 'frog-mini-1', bound: 'combined' },
  { id: 'peg-star', bound: 'points' },
];

describe('watching a deepening search node by node', () => {
  for (const { id, bound: name } of cases) {
    it(`${id} ${name ?? 'plain'}: the same nodes in the same order, the same cut-offs`, () => {
      const puzzle = makePuzzle(id);
      const bound = name === undefined ? undefined : findBound(puzzle, name);
      const seen = watched(puzzle, bound);
      const real = visitedByDeepening(puzzle, bound);
      expect(seen.visits).toEqual(real.visits);
      expect(seen.steps.solution).toEqual(real.result.moves);
      expect(seen.steps.iterations.map((i) => [i.depth, i.nodes, i.cutoffs, i.nextLimit])).toEqual(
        real.result.iterations.map((i) => [i.depth, i.nodes, i.cutoffs, i.nextLimit]),
      );
      // Every cut-off it reported is one the iteration counted, and over that iteration's limit.
      const counted = real.result.iterations.reduce((sum, i) => sum + (i.cutoffs ?? 0), 0);
      expect(seen.cutoffs).toHaveLength(counted);
      for (const cutoff of seen.cutoffs) expect(cutoff.f).toBeGreaterThan(cutoff.limit);
    });
  }

  it('says when no answer exists', () => {
    const puzzle = makePuzzle('frog-line', { start: 'BW.BW' });
    const seen = watched(puzzle, undefined);
    expect(seen.steps.solution).toBeNull();
    expect(seen.steps.ending).toBe('exhausted');
  });
});

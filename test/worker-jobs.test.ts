import { describe, expect, it } from 'vitest';
import { replay } from '../source/search/replay.js';
import type { IterationEvent } from '../source/search/search-events.js';
import { notApplicable, SearchNotApplicable, solve } from '../source/search/solver.js';
import { runAnalysis, runSearch } from '../source/worker/jobs.js';
import { makePuzzle } from './support.js';

/** What a search job computes, run in this process (the worker runs the same function). */
describe('search jobs', () => {
  it('stream plain iterative deepening depth by depth, the last depth the answer', () => {
    const puzzle = makePuzzle('flip-line');
    const seen: IterationEvent[] = [];
    const outcome = runSearch(
      { id: 'flip-line', options: {}, board: puzzle.start, algorithm: 'iddfs' },
      { onIteration: (event) => seen.push(event) },
    );
    if (outcome.kind !== 'solved') throw new Error(outcome.kind);
    const depths = seen.map((event) => event.depth);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    expect(new Set(depths).size).toBe(depths.length);
    expect(depths[depths.length - 1]).toBe(outcome.moves.length);
    expect(seen).toEqual(outcome.iterations);
    expect(() => replay(puzzle, puzzle.start, outcome.moves)).not.toThrow();
  });

  it('solve from a position other than the start', () => {
    const options = { n: 2 };
    const puzzle = makePuzzle('frog-line', options);
    const first = runSearch({ id: 'frog-line', options, board: puzzle.start, algorithm: 'ida' });
    if (first.kind !== 'solved') throw new Error(first.kind);
    const board = puzzle.start.slice();
    puzzle.apply(board, first.moves[0]);
    const next = runSearch({ id: 'frog-line', options, board, algorithm: 'bfs' });
    expect(next.kind === 'solved' && next.moves.length).toBe(first.moves.length - 1);
  });

  it('count and list all 56 optimal Peg Star answers, 28 beginning [7, 0]', () => {
    const puzzle = makePuzzle('peg-star');
    const outcome = runSearch({
      id: 'peg-star',
      options: {},
      board: puzzle.start,
      algorithm: 'ida',
      all: true,
    });
    if (outcome.kind !== 'solved') throw new Error(outcome.kind);
    expect(outcome.solutions).toBe(56);
    const answers = outcome.answers ?? [];
    expect(answers).toHaveLength(56);
    expect(new Set(answers.map((answer) => answer.join())).size).toBe(56);
    for (const answer of answers) {
      expect(answer).toHaveLength(7);
      expect(() => replay(puzzle, puzzle.start, answer)).not.toThrow();
    }
    const beginning = answers.filter((answer) => puzzle.notation(answer[0]).join() === '7,0');
    expect(beginning).toHaveLength(28);
  });

  it('say why a position has no answer; a stop request ends a job as cancelled', () => {
    const options = { hole: 0 };
    const puzzle = makePuzzle('peg-star-2', options);
    const outcome = runSearch({ id: 'peg-star-2', options, board: puzzle.start, algorithm: 'ida' });
    expect(outcome.kind).toBe('unsolvable');
    if (outcome.kind === 'unsolvable') expect(outcome.reason).toMatch(/parity/);
    const line = makePuzzle('line-3');
    const job = { id: 'line-3', options: {}, board: line.start, algorithm: 'iddfs' } as const;
    expect(runSearch(job, { shouldStop: () => true })).toEqual({ kind: 'cancelled' });
    const walk = { id: 'line-3', options: {}, board: line.start };
    expect(runAnalysis(walk, { shouldStop: () => true })).toEqual({ kind: 'cancelled' });
  });

  it('analyse a whole space and say how far the start is (figures.test checks the catalogue)', () => {
    const options = { n: 2 };
    const puzzle = makePuzzle('frog-line', options);
    const outcome = runAnalysis({ id: 'frog-line', options, board: puzzle.start });
    if (outcome.kind !== 'analysed') throw new Error(outcome.kind);
    const { analysis, samples, dead, reachable } = outcome;
    expect(analysis.complete).toBe(true);
    // A one-way puzzle: walked from the start, measured toward the goal, dead ends apart.
    expect(analysis.from).toBe('goal');
    expect(analysis.histogram.reduce((sum, value) => sum + value, 0)).toBe(analysis.positions);
    expect((dead ?? 0) + analysis.positions).toBe(reachable);
    expect(analysis.diameter).toBe(8);
    expect(samples).toHaveLength(analysis.histogram.length);
    samples.forEach((boards, depth) => {
      for (const board of boards) {
        expect(solve(puzzle, board, 'bfs').moves?.length).toBe(depth);
      }
    });
    // n² + 2n moves for n frogs a side (the page's formula, checked for every n in figures.test).
    expect(outcome.start).toEqual({ kind: 'solvable', length: 8 });
  });
});

describe('a search that cannot run as asked', () => {
  it('is a reason for the caller to word, not a command-line message', () => {
    const peg = makePuzzle('peg-star');
    expect(notApplicable(peg, 'bidir')).toEqual({
      kind: 'algorithm',
      algorithm: 'bidir',
      available: ['bfs', 'iddfs', 'ida', 'astar', 'greedy'],
    });
    const knights = makePuzzle('knights');
    expect(notApplicable(knights, 'bidir')).toBeUndefined();
    expect(notApplicable(knights, 'bidir', true)).toEqual({
      kind: 'counting',
      algorithm: 'bidir',
      counters: ['bfs', 'iddfs', 'ida'],
    });
    // Best-first searches keep one way to each position: they count nothing either.
    expect(notApplicable(knights, 'astar', true)).toMatchObject({ kind: 'counting' });
    // Greedy follows its bound: without one it has nothing to follow.
    expect(notApplicable(knights, 'greedy', false, 'none')).toEqual({
      kind: 'guide',
      algorithm: 'greedy',
    });
    expect(notApplicable(knights, 'astar', false, 'none')).toBeUndefined();
    expect(() => solve(knights, knights.start, 'bidir', { all: true })).toThrow(
      SearchNotApplicable,
    );
    const outcome = runSearch({
      id: 'knights',
      options: {},
      board: knights.start,
      algorithm: 'bidir',
      all: true,
    });
    expect(outcome.kind).toBe('failed');
    if (outcome.kind === 'failed') expect(outcome.message).not.toMatch(/--/);
  });
});

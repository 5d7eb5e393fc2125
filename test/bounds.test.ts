import { describe, expect, it } from 'vitest';
import { linePageTable } from '../source/puzzles/line/boards.js';
import { findBound, NO_BOUND } from '../source/search/bound-choice.js';
import { comparedBounds, effectiveBranching, runBound } from '../source/search/compare-bounds.js';
import { deepening } from '../source/search/deepening.js';
import { firstLimit } from '../source/search/deepening-pass.js';
import { SearchLimitReached } from '../source/search/search-events.js';
import { makePuzzle } from './support.js';

describe('effective branching factor', () => {
  it('is the b of a uniform tree holding as many nodes to that depth', () => {
    // 1 + 2 + 4 + 8 = 15 and 1 + 3 + 9 = 13.
    expect(effectiveBranching(15, 3)).toBeCloseTo(2, 5);
    expect(effectiveBranching(13, 2)).toBeCloseTo(3, 5);
    // A search that walked straight down has nothing to branch.
    expect(effectiveBranching(5, 4)).toBe(1);
    expect(effectiveBranching(10, 0)).toBeNull();
  });
});

describe('the bound comparison', () => {
  it('runs every bound of the puzzle and then none, each to the same length', () => {
    const puzzle = makePuzzle('frog-a');
    const rows = comparedBounds(puzzle).map((bound) =>
      runBound(puzzle, puzzle.start, bound, { limitMs: 20_000 }),
    );
    expect(rows.map((row) => row.bound)).toEqual([
      ...(puzzle.bounds ?? []).map((bound) => bound.name),
      NO_BOUND,
    ]);
    for (const row of rows) {
      expect(row.stopped, row.bound).toBeNull();
      expect(row.length, row.bound).toBe(23);
      expect(row.start, row.bound).toBe(
        firstLimit(puzzle, puzzle.start, findBound(puzzle, row.bound)),
      );
      // Deepening holds the path at its deepest: the start and 23 moves at the least.
      expect(row.peak?.positions, row.bound).toBeGreaterThanOrEqual(24);
      expect(row.peak?.bytes, row.bound).toBeGreaterThan(0);
    }
    // A stronger bound never visits more than plain deepening.
    const none = rows[rows.length - 1];
    expect(rows[0].nodes).toBeLessThan(none.nodes);
  });

  it('gives up at its limit and says which one stopped it', () => {
    const puzzle = makePuzzle('knights');
    const row = runBound(puzzle, puzzle.start, findBound(puzzle, NO_BOUND), { limitNodes: 5000 });
    expect(row).toMatchObject({
      bound: NO_BOUND,
      length: null,
      ebf: null,
      peak: null,
      stopped: 'nodes',
    });
    expect(row.nodes).toBe(5000);
  });

  it("starts --bound nearest at the page's first limit for each of its ten pairs", () => {
    for (const { start, goal, pageBound } of linePageTable) {
      const puzzle = makePuzzle('line', { start, goal });
      expect(
        firstLimit(puzzle, puzzle.start, findBound(puzzle, 'nearest')),
        `${start} → ${goal}`,
      ).toBe(pageBound);
    }
    // The first iteration of the search itself is that limit (on the page's shortest pair).
    const shortest = linePageTable.reduce((low, row) =>
      row.pageLength < low.pageLength ? row : low,
    );
    const { start, goal, pageBound } = shortest;
    const puzzle = makePuzzle('line', { start, goal });
    const found = deepening(puzzle, puzzle.start, findBound(puzzle, 'nearest'), {});
    expect(found.iterations[0].depth).toBe(pageBound);
  });
});

describe('search limits', () => {
  it('stop a search after exactly that many nodes, saying how far it got', () => {
    const puzzle = makePuzzle('flip-star');
    let caught: unknown;
    try {
      deepening(puzzle, puzzle.start, undefined, { limitNodes: 20_000 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SearchLimitReached);
    const { stop } = caught as SearchLimitReached;
    expect(stop.limit).toBe('nodes');
    expect(stop.nodes).toBe(20_000);
    expect(stop.finished).toBeGreaterThan(0);
  });

  it('stop a search at its time limit', () => {
    const puzzle = makePuzzle('knights');
    expect(() => deepening(puzzle, puzzle.start, undefined, { limitMs: 50 })).toThrow(/time limit/);
  });
});

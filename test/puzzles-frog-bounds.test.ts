import { describe, expect, it } from 'vitest';
import { frogEntries } from '../source/puzzles/frog/entries.js';
import { bfs } from '../source/search/bfs.js';
import { idaStar } from '../source/search/deepening.js';
import { create, text, walkPositions } from './frog-support.js';
import { lowerBound } from './support.js';

describe('frog lower bound', () => {
  it('never exceeds the true distance, and is Infinity only with a reason, on random walks', () => {
    for (const id of ['frog-line', 'frog-a', 'frog-b', 'frog-mini-1', 'frog-mini-2']) {
      const puzzle = create(id);
      for (const position of walkPositions(puzzle, 8, 30)) {
        const distance = bfs(puzzle, position).moves?.length;
        const bound = lowerBound(puzzle)(position);
        const reason = puzzle.unsolvableReason?.(position) ?? null;
        expect(bound === Infinity).toBe(reason !== null);
        if (distance === undefined) continue;
        // A position that can be solved is never called unsolvable.
        expect(reason).toBeNull();
        expect(bound, `${id} ${text(puzzle, position)}`).toBeLessThanOrEqual(distance);
      }
    }
  });

  it('is exact on the line', () => {
    for (const n of [2, 3, 5]) {
      const puzzle = create('frog-line', { n });
      for (const position of walkPositions(puzzle, 8, 30)) {
        const distance = bfs(puzzle, position).moves?.length;
        if (distance !== undefined) expect(lowerBound(puzzle)(position)).toBe(distance);
      }
    }
  });

  it('is zero on the goal', () => {
    for (const entry of frogEntries) {
      const puzzle = entry.create({});
      for (const goal of puzzle.goals ?? []) expect(lowerBound(puzzle)(goal)).toBe(0);
    }
  });

  it('lets IDA* find answers as short as breadth-first search', () => {
    for (const id of ['frog-line', 'frog-a', 'frog-b', 'frog-mini-1', 'frog-mini-2']) {
      const puzzle = create(id);
      expect(idaStar(puzzle, puzzle.start).moves?.length, id).toBe(
        bfs(puzzle, puzzle.start).moves?.length,
      );
    }
  });
});

describe('unsolvable positions', () => {
  it('names a stone that can never get home', () => {
    const puzzle = create('frog-line', { start: 'WB.', goal: 'BW.' });
    const reason = puzzle.unsolvableReason?.(puzzle.start);
    expect(reason).toMatch(/white stone on cell 0/);
    expect(lowerBound(puzzle)(puzzle.start)).toBe(Infinity);
    expect(bfs(puzzle, puzzle.start).moves).toBeNull();
  });

  it('sees when two stones of a colour can only reach the same goal cell', () => {
    const puzzle = create('frog-line', { start: '.BBWW', goal: 'BW.BW' });
    expect(puzzle.unsolvableReason?.(puzzle.start)).toMatch(/black stones cannot each reach/);
    expect(bfs(puzzle, puzzle.start).moves).toBeNull();
  });

  it('finds nothing to say about the usual starts', () => {
    for (const entry of frogEntries) {
      const puzzle = entry.create({});
      expect(puzzle.unsolvableReason?.(puzzle.start), entry.id).toBeNull();
    }
  });
});

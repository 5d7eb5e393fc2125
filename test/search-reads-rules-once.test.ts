import { describe, expect, it } from 'vitest';
import type { NamedBound, Puzzle } from '../source/puzzles/puzzle.js';
import { bfs } from '../source/search/bfs.js';
import { bidirectionalBfs } from '../source/search/bidir.js';
import { findBound } from '../source/search/bound-choice.js';
import { idaStar, iddfs } from '../source/search/deepening.js';
import { Progress } from '../source/search/progress.js';
import { SearchLimitReached } from '../source/search/search-events.js';
import { genericPassOnly, makePuzzle } from './support.js';

/*
 * A puzzle is a dictionary in V8 (its texts are getters), so reading its
 * rules at every node costs the searches a quarter of their speed: each
 * search reads them once and calls them as plain functions. These puzzles
 * count the reads.
 */

const RULES = ['moves', 'apply', 'undo', 'isGoal', 'inverse'] as const;

/** `puzzle` with every read of its rules counted in `reads.count`. */
const countingRules = (puzzle: Puzzle) => {
  const reads = { count: 0 };
  const counting = Object.create(puzzle) as Puzzle;
  for (const name of RULES) {
    const rule = puzzle[name];
    Object.defineProperty(counting, name, {
      get: () => {
        reads.count++;
        return rule;
      },
    });
  }
  return { counting, reads };
};

/** `bound` with every read of `estimate` counted. */
const countingEstimate = (bound: NamedBound) => {
  const reads = { count: 0 };
  const counting = Object.create(bound) as NamedBound;
  Object.defineProperty(counting, 'estimate', {
    get: () => {
      reads.count++;
      return bound.estimate;
    },
  });
  return { counting, reads };
};

const FEW = 20;

describe('searches read the puzzle’s rules once, not at every node', () => {
  it('IDA* with a probe (line, the assignment bound, its own pass left out)', () => {
    const line = makePuzzle('line', { start: 'start1', goal: 'goal3' });
    const { counting, reads } = countingRules(line);
    const bound = genericPassOnly(findBound(line, 'assignment'));
    const result = idaStar(counting, line.start, { bound });
    expect(result.nodes).toBeGreaterThan(1000);
    expect(reads.count).toBeLessThan(FEW);
  });

  it('IDA* with a bound asked afresh at every node (line, walking distance)', () => {
    const line = makePuzzle('line', { start: 'start1', goal: 'goal3' });
    const walking = findBound(line, 'walking');
    if (!walking) throw new Error('line has no walking bound');
    expect(walking.probe).toBeUndefined();
    const { counting, reads } = countingRules(line);
    const bound = countingEstimate(walking);
    const result = idaStar(counting, line.start, { bound: bound.counting });
    expect(result.nodes).toBeGreaterThan(1000);
    expect(reads.count).toBeLessThan(FEW);
    expect(bound.reads.count).toBeLessThan(FEW);
  });

  it('plain iterative deepening (flip-star, its first 20,000 nodes)', () => {
    const star = makePuzzle('flip-star');
    const { counting, reads } = countingRules(star);
    expect(() => iddfs(counting, star.start, { limitNodes: 20_000 })).toThrow(SearchLimitReached);
    expect(reads.count).toBeLessThan(FEW);
  });

  it('breadth-first (flip-star) and bidirectional (knights)', () => {
    const star = makePuzzle('flip-star');
    const breadth = countingRules(star);
    expect(bfs(breadth.counting, star.start).nodes).toBeGreaterThan(1000);
    expect(breadth.reads.count).toBeLessThan(FEW);
    const knights = makePuzzle('knights');
    const both = countingRules(knights);
    expect(bidirectionalBfs(both.counting, knights.start).nodes).toBeGreaterThan(1000);
    expect(both.reads.count).toBeLessThan(FEW);
  });
});

describe('Progress', () => {
  // V8 compiles a hot search within about a thousand nodes; compiled before
  // its first look at the limits, it is thrown away at that look.
  it('looks at the limits within the first 64 nodes, then every 4,096', () => {
    const looks: number[] = [];
    const progress: Progress = new Progress({
      shouldStop: () => {
        looks.push(progress.visited());
        return false;
      },
    });
    for (let node = 0; node < 10_000; node++) progress.visit();
    expect(looks[0]).toBeLessThanOrEqual(64);
    expect(looks.slice(1).map((nodes, index) => nodes - looks[index])).toEqual([4096, 4096]);
  });
});

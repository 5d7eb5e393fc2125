import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NamedBound, Puzzle } from '../source/puzzles/puzzle.js';
import { type Partition, patternLookups } from '../source/puzzles/slide/pattern-bound.js';
import { MIRROR } from '../source/puzzles/slide/symmetry.js';
import { makeTray } from '../source/puzzles/slide/tray.js';
import { deepening } from '../source/search/deepening.js';
import { SearchLimitReached } from '../source/search/search-events.js';
import { board } from './slide-support.js';
import {
  countingOwnPass,
  genericPassOnly,
  makePuzzle,
  randomWalk,
  searchSteps,
  seededRandom,
  stopAt,
} from './support.js';

/*
 * The sliding tiles' own IDA* pass over pattern tables (BoundProbe.depthFirst)
 * against the generic pass on the same bound: the same nodes at every depth of
 * every iteration, the same cut-offs, the same answer, the same stop at a
 * node limit. Small tables (three and four tiles), so the test builds them in
 * milliseconds; the shapes are the 15-puzzle's (a table read straight and
 * mirrored, the reflected lookup where the goal's blank is on a diagonal).
 */

const PARTITION_4: Partition = [
  { home: [1, 2, 3], turn: 0 },
  { home: [4, 5, 8, 9], turn: 0 },
  { home: [4, 5, 8, 9], turn: MIRROR },
];
const PARTITION_8: Partition = [
  { home: [1, 2, 3], turn: 0 },
  { home: [4, 5, 6], turn: 0 },
];

/** The bound of `partition` for `puzzle`'s goal, with its own pass and without. */
const boundsOf = (puzzle: Puzzle, side: number, partition: Partition) => {
  const lookups = patternLookups(makeTray(side), puzzle.goals?.[0] ?? puzzle.start, partition);
  const { bound: withPass, own } = countingOwnPass({
    name: 'test',
    text: 'test',
    estimate: lookups.estimate,
    probe: lookups.probe,
  });
  // The same probe with no pass of its own: the generic one takes every step.
  const generic = genericPassOnly(withPass);
  return { withPass, generic, own };
};

const cases = [
  { id: 'fifteen', side: 4, goal: '.123456789ABCDEF', partition: PARTITION_4, walk: 60 },
  // The blank's goal cell at the other diagonal's end.
  { id: 'fifteen', side: 4, goal: '123.456789ABCDEF', partition: PARTITION_4, walk: 60 },
  { id: 'fifteen', side: 4, goal: '123456789ABCDEF.', partition: PARTITION_4, walk: 60 },
  // The blank's goal cell off both diagonals: one set of lookups, counted twice by the pass.
  { id: 'fifteen', side: 4, goal: '1.23456789ABCDEF', partition: PARTITION_4, walk: 60 },
  { id: 'eight', side: 3, goal: '.12345678', partition: PARTITION_8, walk: 40 },
];

describe('the sliding tiles’ own IDA* pass', () => {
  it.each(cases)(
    '$id to $goal: the generic pass’s nodes, cut-offs and answers',
    ({ id, side, goal, partition, walk }) => {
      const puzzle = makePuzzle(id, { start: goal, goal });
      const { withPass, generic, own } = boundsOf(puzzle, side, partition);
      const random = seededRandom(11);
      for (let instance = 0; instance < 4; instance++) {
        const start = randomWalk(puzzle, board(puzzle, goal), walk, random);
        const options = { limitNodes: 2_000_000 };
        const fast = deepening(puzzle, start, withPass, options);
        const plain = deepening(puzzle, start, generic, options);
        expect(fast.moves).not.toBeNull();
        expect(searchSteps(fast)).toEqual(searchSteps(plain));
        // Every optimal answer counted: every path followed past the first.
        const all = { ...options, all: true };
        expect(searchSteps(deepening(puzzle, start, withPass, all))).toEqual(
          searchSteps(deepening(puzzle, start, generic, all)),
        );
      }
      expect(own()).toBeGreaterThan(0);
    },
  );

  it('stops at a node limit on the very node the generic pass stops at', () => {
    const goal = '.123456789ABCDEF';
    const puzzle = makePuzzle('fifteen', { start: goal, goal });
    const { withPass, generic } = boundsOf(puzzle, 4, PARTITION_4);
    const start = randomWalk(puzzle, board(puzzle, goal), 200, seededRandom(5));
    const fast = stopAt(puzzle, start, withPass, 300);
    expect(fast).toEqual({ ...stopAt(puzzle, start, generic, 300), ms: fast.ms });
  });

  it('looks at its limits on the very nodes the generic pass looks at (a tick at each look)', () => {
    const goal = '.123456789ABCDEF';
    const puzzle = makePuzzle('fifteen', { start: goal, goal });
    const { withPass, generic, own } = boundsOf(puzzle, 4, PARTITION_4);
    const start = randomWalk(puzzle, board(puzzle, goal), 200, seededRandom(5));
    const looks = (bound: NamedBound) => {
      const seen: string[] = [];
      expect(() =>
        deepening(puzzle, start, bound, {
          limitNodes: 50_000,
          tickMs: 0,
          onTick: ({ depth, nodes, totalNodes }) => seen.push(`${depth} ${nodes} ${totalNodes}`),
        }),
      ).toThrow(SearchLimitReached);
      return seen;
    };
    const fast = looks(withPass);
    expect(own()).toBeGreaterThan(0);
    expect(fast.length).toBeGreaterThan(3);
    expect(fast).toEqual(looks(generic));
  });

  it('keeps its arrays inside its kernel, none at the top of its module', () => {
    // The build bundles a module's top-level declarations as vars, which V8
    // reads afresh and checks after every call: the recursion compiled to
    // twice its instructions with its arrays there.
    const source = readFileSync(
      new URL('../source/puzzles/slide/pattern-pass.ts', import.meta.url),
      'utf8',
    );
    expect(source).toMatch(/^const makeKernel = /m);
    expect(source.match(/^(const|let) \w+(: [\w<>]+)? = new \w+Array\(/gm)).toBeNull();
  });
});

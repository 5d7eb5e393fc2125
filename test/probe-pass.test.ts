import { describe, expect, it } from 'vitest';
import { type Pairing, patternTablesOf } from '../source/puzzles/line/pdb-tables.js';
import {
  cheapTablesOf,
  flattenPairing,
  LineProbe,
  type Pair,
  type PairSource,
} from '../source/puzzles/line/probe.js';
import type { BoundProbe, NamedBound, PassState } from '../source/puzzles/puzzle.js';
import { findBound } from '../source/search/bound-choice.js';
import { deepening } from '../source/search/deepening.js';
import { named, pair, randomWalk, text } from './line-support.js';
import { countingOwnPass, genericPassOnly, searchSteps, seededRandom, stopAt } from './support.js';

/*
 * The Line Puzzle's own IDA* pass for its probe (best, pdb, pdb-ab:
 * probe-pass.ts) against the generic pass on the same bound: the same nodes
 * at every depth of every iteration, the same cut-offs and answers, every
 * optimal answer, the pattern databases taken at the same node (at once,
 * mid-pass, never), the same stop at a node limit, the same contradiction
 * from a forged table.
 */

const AB_CD: Pairing = [
  [1, 2],
  [3, 4],
];

type Instance = { readonly start: string; readonly goal: 'goal1' | 'goal3' };

const walks = (lengths: readonly number[]): Instance[] => {
  const random = seededRandom(23);
  return (['goal1', 'goal3'] as const).flatMap((goal) => {
    const puzzle = pair(goal, goal);
    return lengths.map((steps) => ({
      start: text(randomWalk(puzzle, named(goal), steps, random).at(-1) ?? named(goal)),
      goal,
    }));
  });
};

const instances = (): Instance[] => [...walks([16, 22]), { start: 'start3', goal: 'goal3' }];

/** A bound over the Line probe towards `goal`, its tables taken as `when` says from `load`. */
const probeBound = (
  goal: 'goal1' | 'goal3',
  when: Pick<PairSource, 'prepareAfter' | 'upgradeAfter'>,
  load: () => readonly Pair[] = () => patternTablesOf(named(goal), [AB_CD]).map(flattenPairing),
): NamedBound => {
  const cheap = cheapTablesOf(named(goal));
  const make = (): LineProbe =>
    new LineProbe(cheap, { ...when, prepare: () => {}, load }, named(goal));
  return {
    name: 'probe',
    text: 'probe',
    estimate: (board) => make().reset(board),
    probe: make,
  };
};

/**
 * The two passes' searches, each after a search of its own first: the best
 * bound starts from the pattern databases once the process has them, and a
 * search may load them.
 */
const same = (bound: NamedBound, start: string, goal: string, all = false) => {
  const puzzle = pair(start, goal);
  const { bound: withPass, own } = countingOwnPass(bound);
  const options = { limitNodes: 3_000_000, all };
  deepening(puzzle, puzzle.start, genericPassOnly(bound), options);
  const fast = deepening(puzzle, puzzle.start, withPass, options);
  expect(fast.moves).not.toBeNull();
  expect(searchSteps(fast)).toEqual(
    searchSteps(deepening(puzzle, puzzle.start, genericPassOnly(bound), options)),
  );
  return own();
};

describe('the Line Puzzle’s own IDA* pass for its probe', () => {
  it.each(['best', 'pdb-ab'])('%s: the generic pass’s nodes, cut-offs and answers', (name) => {
    let owned = 0;
    for (const { start, goal } of instances()) {
      const bound = findBound(pair(start, goal), name);
      owned += same(bound, start, goal);
      owned += same(bound, start, goal, true);
    }
    expect(owned).toBeGreaterThan(0);
  });

  it('pdb (three pairings): the generic pass’s nodes, cut-offs and answers', () => {
    const [{ start, goal }] = walks([20]);
    const bound = findBound(pair(start, goal), 'pdb');
    expect(same(bound, start, goal) + same(bound, start, goal, true)).toBeGreaterThan(0);
  });

  it.each([
    { prepareAfter: 0, upgradeAfter: 0 },
    { prepareAfter: 300, upgradeAfter: 900 },
    { prepareAfter: 2_000, upgradeAfter: 2_000 },
    { prepareAfter: 40_000_000, upgradeAfter: 40_000_000 },
  ])('tables taken at $upgradeAfter nodes: at the generic pass’s node', (when) => {
    let owned = 0;
    for (const { start, goal } of walks([16, 22])) {
      owned += same(probeBound(goal, when), start, goal);
    }
    expect(owned).toBeGreaterThan(0);
  });

  it('a forged table: the contradiction the generic pass finds, at its node', () => {
    const { start, goal } = walks([22])[1];
    const forged = () =>
      patternTablesOf(named(goal), [AB_CD])
        .map(flattenPairing)
        .map((tables) => ({
          ...tables,
          tableA: tables.tableA.map((value) => (value >= 2 ? value + 2 : value)),
        }));
    const bound = probeBound(goal, { prepareAfter: 100, upgradeAfter: 100 }, forged);
    const puzzle = pair(start, goal);
    const thrown = (tried: NamedBound): string => {
      try {
        deepening(puzzle, puzzle.start, tried, { limitNodes: 3_000_000 });
      } catch (error) {
        return String(error);
      }
      return 'nothing thrown';
    };
    const { bound: withPass, own } = countingOwnPass(bound);
    const said = thrown(withPass);
    expect(said).toMatch(/BoundContradicted|one move apart/);
    expect(said).toBe(thrown(genericPassOnly(bound)));
    expect(own()).toBeGreaterThan(0);
  });

  it.each([300, 4_321, 20_000])(
    'stops at %i nodes on the very node the generic pass stops at',
    (limit) => {
      const bound = probeBound('goal3', { prepareAfter: 1_000, upgradeAfter: 1_000 });
      const puzzle = pair('start3', 'goal3');
      const stopped = (own: boolean) => {
        const { probe } = bound;
        let last: PassState | undefined;
        const watched: NamedBound = {
          ...bound,
          probe: (): BoundProbe => {
            const inner = probe?.();
            if (!inner) throw new Error('no probe');
            return {
              reset: (position) => inner.reset(position),
              push: (position, move, depth) => inner.push(position, move, depth),
              depthFirst: (pass, counter, countAll) => {
                last = pass;
                return own ? inner.depthFirst?.call(inner, pass, counter, countAll) : undefined;
              },
            };
          },
        };
        const stop = stopAt(puzzle, puzzle.start, watched, limit);
        if (!last) throw new Error('no pass');
        return {
          stop: { ...stop, ms: 0 },
          board: [...last.board],
          path: [...last.path],
          estimates: [...last.estimates],
          perDepth: [...last.perDepth],
        };
      };
      expect(stopped(true)).toEqual(stopped(false));
    },
  );
});

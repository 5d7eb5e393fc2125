import { describe, expect, it } from 'vitest';
import { assignmentSumTables } from '../source/puzzles/line/assignment.js';
import { KindSumProbe } from '../source/puzzles/line/kind-sum.js';
import type { BoundProbe, NamedBound, NodeCounter, PassState } from '../source/puzzles/puzzle.js';
import { findBound } from '../source/search/bound-choice.js';
import { deepening } from '../source/search/deepening.js';
import { named, pair, randomWalk, text } from './line-support.js';
import { countingOwnPass, genericPassOnly, searchSteps, seededRandom, stopAt } from './support.js';

/*
 * The Line Puzzle's own IDA* pass for its kind-sum bounds (assignment,
 * nearest: BoundProbe.depthFirst) against the generic pass on the same
 * bound: the same nodes at every depth of every iteration, the same
 * cut-offs, the same answer, every optimal answer, the same stop at a node
 * limit. And the probe the generic pass follows against the bound's own
 * estimate, asked afresh at every node. Short instances (a few thousand
 * nodes each), so the file stays cheap.
 */

const BOUNDS = ['assignment', 'nearest'] as const;

type Instance = { readonly start: string; readonly goal: string };

/** Positions so many random moves from each page goal. */
const walks = (lengths: readonly number[]): Instance[] => {
  const random = seededRandom(17);
  return (['goal1', 'goal2', 'goal3'] as const).flatMap((goal) => {
    const puzzle = pair(goal, goal);
    return lengths.map((steps) => ({
      start: text(randomWalk(puzzle, named(goal), steps, random).at(-1) ?? named(goal)),
      goal,
    }));
  });
};

/** Walks from the page goals, and two of the page's own pairs. */
const instances = (): Instance[] => [
  ...walks([14, 18, 22]),
  { start: 'start2', goal: 'goal1' },
  { start: 'start3', goal: 'goal1' },
];

/** The named bound of `puzzle`, with its own pass and without. */
const boundsOf = (start: string, goal: string, name: string) => {
  const puzzle = pair(start, goal);
  const bound = findBound(puzzle, name);
  const { bound: withPass, own } = countingOwnPass(bound);
  return { puzzle, bound, withPass, generic: genericPassOnly(bound), own };
};

/** The bound as its estimate alone: the search asks it afresh at every node. */
const estimateOnly = (bound: NamedBound): NamedBound => ({
  name: bound.name,
  text: bound.text,
  estimate: bound.estimate,
});

/**
 * `bound` keeping the pass state the search hands its probe each iteration
 * (`state`), with the probe's own pass (`own`) or with the generic one.
 */
const watchingPass = (bound: NamedBound, own: boolean) => {
  const { probe } = bound;
  if (!probe) throw new Error(`the bound ${bound.name} has no probe`);
  let last: PassState | undefined;
  const watched: NamedBound = {
    ...estimateOnly(bound),
    probe: (): BoundProbe => {
      const inner = probe();
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
  const state = (): PassState => {
    if (!last) throw new Error('the search handed its probe no pass');
    return last;
  };
  return { watched, state };
};

describe('the Line Puzzle’s own IDA* pass', () => {
  it.each(BOUNDS)('%s: the generic pass’s nodes, cut-offs and answers', (name) => {
    let owned = 0;
    for (const { start, goal } of instances()) {
      const { puzzle, withPass, generic, own } = boundsOf(start, goal, name);
      const options = { limitNodes: 2_000_000 };
      const fast = deepening(puzzle, puzzle.start, withPass, options);
      const plain = deepening(puzzle, puzzle.start, generic, options);
      expect(fast.moves).not.toBeNull();
      expect(searchSteps(fast)).toEqual(searchSteps(plain));
      // Every optimal answer counted: every path followed past the first.
      const all = { ...options, all: true };
      expect(searchSteps(deepening(puzzle, puzzle.start, withPass, all))).toEqual(
        searchSteps(deepening(puzzle, puzzle.start, generic, all)),
      );
      owned += own();
    }
    expect(owned).toBeGreaterThan(0);
  });

  it.each(BOUNDS)('%s: the probe gives the estimate at every node', (name) => {
    for (const { start, goal } of instances().slice(0, 4)) {
      const { puzzle, bound } = boundsOf(start, goal, name);
      const options = { limitNodes: 2_000_000, all: true };
      expect(searchSteps(deepening(puzzle, puzzle.start, genericPassOnly(bound), options))).toEqual(
        searchSteps(deepening(puzzle, puzzle.start, estimateOnly(bound), options)),
      );
    }
  });

  // V8 keeps the pass compiled only while what it learns in its warm-up holds for every pass: no object read per node.
  it('touches the pass state and the counter a few times an iteration, never per node', () => {
    const { puzzle, bound } = boundsOf('start1', 'goal1', 'assignment');
    const { probe } = bound;
    let touches = 0;
    let handOvers = 0;
    const counted = (target: PassState): PassState =>
      new Proxy(target, {
        get: (object, key) => {
          touches++;
          return Reflect.get(object, key);
        },
        set: (object, key, value) => {
          touches++;
          return Reflect.set(object, key, value);
        },
      });
    const watched: NamedBound = {
      ...estimateOnly(bound),
      probe: (): BoundProbe => {
        const inner = probe?.();
        if (!inner) throw new Error('no probe');
        return {
          reset: (position) => inner.reset(position),
          push: (position, move, depth) => inner.push(position, move, depth),
          depthFirst: (pass, counter, countAll) => {
            const handing: NodeCounter = {
              visit: () => {
                throw new Error('a node counted on its own');
              },
              credit: () => counter.credit(),
              visitMany: (count) => {
                handOvers++;
                counter.visitMany(count);
              },
            };
            return inner.depthFirst?.call(inner, counted(pass), handing, countAll);
          },
        };
      },
    };
    const result = deepening(puzzle, puzzle.start, watched, {});
    const iterations = result.iterations.length;
    expect(result.nodes).toBeGreaterThan(20_000);
    expect(touches).toBeLessThan(iterations * 20);
    // One hand-over every few thousand nodes, and one at the end of each iteration.
    expect(handOvers).toBeLessThan(result.nodes / 1000 + iterations * 2);
    expect(searchSteps(result)).toEqual(
      searchSteps(deepening(puzzle, puzzle.start, genericPassOnly(bound), {})),
    );
  });

  // Bounds that are zero off the goal too, so that the pass meets other positions at its limit.
  it.each([
    { name: 'half the assignment bound', shift: 1, lengths: [10, 14] },
    { name: 'no bound (zero tables)', shift: 8, lengths: [6, 9] },
  ])('$name: the generic pass’s leaves at the limit', ({ name, shift, lengths }) => {
    let owned = 0;
    for (const { start, goal } of walks(lengths)) {
      const puzzle = pair(start, goal);
      const goalBoard = puzzle.goals?.[0] ?? puzzle.start;
      const tables = assignmentSumTables(goalBoard).map((entry) => entry >> shift);
      const { bound: withPass, own } = countingOwnPass({
        name,
        text: name,
        estimate: (position) => new KindSumProbe(tables, goalBoard).reset(position),
        probe: () => new KindSumProbe(tables, goalBoard),
      });
      const options = { limitNodes: 2_000_000, all: true };
      expect(searchSteps(deepening(puzzle, puzzle.start, withPass, options))).toEqual(
        searchSteps(deepening(puzzle, puzzle.start, genericPassOnly(withPass), options)),
      );
      owned += own();
    }
    expect(owned).toBeGreaterThan(0);
  });

  it.each([300, 4_321, 77_777])(
    'stops at %i nodes on the very node the generic pass stops at',
    (limit) => {
      const { puzzle, bound } = boundsOf('start3', 'goal3', 'assignment');
      const stopped = (own: boolean) => {
        const { watched, state } = watchingPass(bound, own);
        const stop = stopAt(puzzle, puzzle.start, watched, limit);
        const pass = state();
        // Where the pass was: the position, the moves to it and the estimates on the way, each depth's nodes.
        return {
          stop: { ...stop, ms: 0 },
          board: [...pass.board],
          path: [...pass.path],
          estimates: [...pass.estimates],
          perDepth: [...pass.perDepth],
        };
      };
      expect(stopped(true)).toEqual(stopped(false));
    },
  );
});

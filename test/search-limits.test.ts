import { describe, expect, it } from 'vitest';
import { longSearchWarning, StoppedAtLimit, withinLimits } from '../source/commands/limit-stops.js';
import { analyze } from '../source/search/analysis.js';
import { nextIteration } from '../source/search/estimate.js';
import {
  type Algorithm,
  type IterationEvent,
  type LimitStop,
  SearchLimitReached,
  type SearchOptions,
} from '../source/search/search-events.js';
import { solve } from '../source/search/solver.js';
import { roughDuration } from '../source/text/format.js';
import { limitedText } from '../source/ui/solve/panel-text.js';
import { makePuzzle } from './support.js';

/**
 * Every search stops at `limitNodes` (exactly), `limitMs`, or the positions a
 * breadth-first search may keep (checked as each is stored, inside a layer),
 * saying how far it got. No assertion here depends on the clock.
 */

const knights = makePuzzle('knights');
/** Knights ten moves out: IDA* needs 3,521 nodes over three iterations (from the start, 75,000). */
const nearKnights = makePuzzle('knights', { start: '.WBWBW....B.' });

const stopOf = (algorithm: Algorithm, options: SearchOptions, puzzle = knights): LimitStop => {
  try {
    solve(puzzle, puzzle.start, algorithm, options);
  } catch (error) {
    if (error instanceof SearchLimitReached) return error.stop;
    throw error;
  }
  throw new Error('the search finished');
};

describe('the node limit', () => {
  it.each<Algorithm>(['ida', 'bfs', 'bidir', 'iddfs'])(
    '%s: a limit of exactly the nodes a search needs lets it finish; one fewer stops it there',
    (algorithm) => {
      if (algorithm === 'iddfs') {
        // Plain deepening on knights takes hours: stopped at a node count, exactly.
        expect(stopOf('iddfs', { limitNodes: 1000 })).toMatchObject({
          limit: 'nodes',
          value: 1000,
          nodes: 1000,
          finished: 2,
          depth: 4,
        });
        return;
      }
      const puzzle = algorithm === 'ida' ? nearKnights : knights;
      const needed = solve(puzzle, puzzle.start, algorithm).nodes;
      expect(solve(puzzle, puzzle.start, algorithm, { limitNodes: needed }).nodes).toBe(needed);
      const stop = stopOf(algorithm, { limitNodes: needed - 1 }, puzzle);
      expect(stop).toMatchObject({ limit: 'nodes', value: needed - 1, nodes: needed - 1 });
    },
  );

  it('stops a whole-space analysis too', () => {
    expect(() =>
      analyze(makePuzzle('line'), makePuzzle('line').start, { limitNodes: 500 }),
    ).toThrow(SearchLimitReached);
  });
});

describe('the time limit', () => {
  it('stops plain deepening, which would run for hours', () => {
    const stop = stopOf('iddfs', { limitMs: 1 });
    expect(stop.limit).toBe('time');
    expect(stop.value).toBe(1);
  });
});

describe('the positions breadth-first search keeps', () => {
  it.each<Algorithm>(['bfs', 'bidir'])(
    '%s stops as the limit is reached, inside a layer',
    (algorithm) => {
      const stop = stopOf(algorithm, { limitPositions: 100 });
      expect(stop).toMatchObject({ limit: 'positions', value: 100 });
      // The layer under way was not finished: knights' layers hold 1, 2, 5, 13, 27… positions.
      expect(stop.depth).toBe((stop.finished ?? 0) + 1);
    },
  );
});

describe('what the command line says', () => {
  const fail = (algorithm: Algorithm, options: SearchOptions, others: Algorithm[] = ['ida']) => {
    try {
      withinLimits(algorithm, others, () => solve(knights, knights.start, algorithm, options));
    } catch (error) {
      if (error instanceof StoppedAtLimit) return error.message;
      throw error;
    }
    throw new Error('no stop');
  };

  it('names the limit, how far the search got, and what might finish', () => {
    expect(fail('iddfs', { limitNodes: 1000 })).toMatch(
      /^stopped at --limit-nodes 1,000: depth 2 searched in full, depth 4 under way; 1,000 nodes in [0-9.]+ m?s; a larger --limit-nodes or --algo ida may finish$/,
    );
    expect(fail('ida', { limitNodes: 20 })).toMatch(
      /^stopped at --limit-nodes 20: no bound finished, bound 14 under way; 20 nodes in .* m?s; a larger --limit-nodes may finish$/,
    );
    expect(fail('bfs', { limitPositions: 50 })).toMatch(
      /^breadth-first search stopped after storing 50 positions, the most it keeps: depth \d+ searched in full, depth \d+ under way; .*; --algo ida needs no such store$/,
    );
    expect(fail('iddfs', { limitMs: 1 })).toMatch(/^stopped at --limit-s 0\.001: /);
  });
});

describe('a long search says so', () => {
  const events = (nodes: readonly number[], msEach: readonly number[]): IterationEvent[] => {
    let total = 0;
    let ms = 0;
    return nodes.map((count, index) => {
      total += count;
      ms += msEach[index];
      return { depth: index * 2, nodes: count, totalNodes: total, ms };
    });
  };

  it('predicts the next iteration from the growth of the last two', () => {
    expect(nextIteration(events([10, 500], [1, 2]))).toBeUndefined(); // too few nodes to tell
    const next = nextIteration(events([2000, 100_000], [10, 500]));
    expect(next).toEqual({ depth: 4, nodes: 5_000_000, ms: 25_000, growth: 50 });
  });

  /** What the warning says for iterations of `nodes` taking `msEach`, fed one by one. */
  const warnings = (nodes: readonly number[], msEach: readonly number[]): string[] => {
    const said: string[] = [];
    const warn = longSearchWarning({}, 'iddfs', (line) => said.push(line));
    for (const event of events(nodes, msEach)) warn(event);
    return said;
  };

  it('warns on the growth seen, however fast the first depths were', () => {
    // Three iterations in 1.02 s, each 50 times the last at 0.2 µs a node:
    // the next is 250,000,000 nodes, 50 s.
    expect(warnings([2000, 100_000, 5_000_000], [1, 20, 1000])).toEqual([
      'tobikoe: depth 6 will likely take about 50 s (nodes grew ×50 an iteration); --limit-s or --limit-nodes stop a search',
    ]);
  });

  it('says how unsure it is: iterations that disagree give a range', () => {
    // The last iteration went three times slower a node (a busy machine): 50 s at the
    // earlier pace, 150 s at the later; growths of ×40 and ×50 widen the low end to 40 s.
    expect(warnings([2500, 100_000, 5_000_000], [1, 20, 3000])).toEqual([
      'tobikoe: depth 6 will likely take 40 s to 2.5 min (nodes grew ×40 to ×50 an iteration); --limit-s or --limit-nodes stop a search',
    ]);
  });

  it('waits for evidence: two iterations, or nodes that stopped growing, say nothing', () => {
    expect(warnings([2000, 1_000_000], [1, 20_000])).toEqual([]);
    // A bound that grew stronger midway (tables that came in): fewer nodes, no forecast.
    expect(warnings([2000, 1_000_000, 500_000], [1, 20_000, 10_000])).toEqual([]);
    // Long only at its high end: not said.
    expect(warnings([2000, 20_000, 200_000], [1, 2, 3000])).toEqual([]);
  });

  it('is quiet with a limit, and for breadth-first searches', () => {
    const quiet: string[] = [];
    for (const [limits, algorithm] of [
      [{ limitNodes: 10 }, 'iddfs'],
      [{ limitMs: 5 }, 'ida'],
      [{}, 'bfs'],
    ] as const) {
      const silent = longSearchWarning(limits, algorithm, (line) => quiet.push(line));
      for (const event of events([2000, 100_000, 5_000_000], [1, 20, 1000])) silent(event);
    }
    expect(quiet).toEqual([]);
  });

  it('words durations to a figure or two', () => {
    expect([40_000, 240_000, 3 * 3_600_000, 5 * 86_400_000, 3e11].map(roughDuration)).toEqual([
      '40 s',
      '4 min',
      '3 h',
      '5 days',
      '9.5 years',
    ]);
  });
});

describe('what the solve panel says', () => {
  const stop: LimitStop = {
    limit: 'positions',
    value: 2_000_000,
    nodes: 1_336_082,
    ms: 18_660,
    finished: 24,
    depth: 25,
  };

  it('names the key to press where the player is', () => {
    expect(limitedText(stop, 'bfs', ['bfs', 'bidir', 'iddfs', 'ida'])).toBe(
      'breadth-first search stopped after storing 2,000,000 positions, the most it keeps: depth 24 searched in full, depth 25 under way; 1,336,082 nodes in 18.66 s · press 2 for IDA*',
    );
    expect(limitedText(stop, 'bidir', ['bfs', 'bidir', 'iddfs'])).toMatch(/press 1 for IDDFS$/);
    expect(limitedText(stop, 'bfs', ['bfs'])).not.toContain('press');
  });
});

import { describe, expect, it } from 'vitest';
import type { NamedBound } from '../source/puzzles/puzzle.js';
import { buildPatternTable, trustedTable } from '../source/puzzles/slide/pattern-table.js';
import { stoppingTableBuilds, tableBuildGoesOn } from '../source/puzzles/table-cache.js';
import { SearchCancelled } from '../source/search/search-events.js';
import { solve } from '../source/search/solver.js';
import { makePuzzle } from './support.js';

/**
 * A search's time limit and cancel reach into a table built (or checked)
 * mid-search in its thread: `review fifteen --limit-s 0.5` on an empty data
 * folder used to wait 11–25 s for the 6-tile table. Asserted by who is asked
 * and what is thrown, never by the clock.
 */

class Stop extends Error {}

/** Runs `work` with a check that throws at its `at`-th call; returns the calls and what `work` ended with. */
const stoppedAt = (at: number, work: () => unknown) => {
  let calls = 0;
  try {
    stoppingTableBuilds(() => {
      calls++;
      if (calls >= at) throw new Stop();
    }, work);
  } catch (error) {
    return { calls, stopped: error instanceof Stop };
  }
  return { calls, stopped: false };
};

describe('a table build under way stops when the search waiting for it must', () => {
  it('the sliding-tile pattern build asks as it goes, and stops where it is told', () => {
    expect(stoppedAt(3, () => buildPatternTable(4, [1, 2, 3]))).toEqual({
      calls: 3,
      stopped: true,
    });
  });

  it('so does the check of a stored table', () => {
    const table = buildPatternTable(4, [1, 2, 3]);
    expect(stoppedAt(1, () => trustedTable(4, [1, 2, 3], table))).toEqual({
      calls: 1,
      stopped: true,
    });
  });

  it('once the work that was stopped has ended, a build outside it is not stopped', () => {
    expect(stoppedAt(1, () => buildPatternTable(3, [1, 2])).stopped).toBe(true);
    expect(buildPatternTable(3, [1, 2]).length).toBe(256);
  });

  it("solve hands its cancel to a build its bound starts before the search's first look", () => {
    const knights = makePuzzle('knights');
    let estimates = 0;
    // A bound that builds a table the first time it is asked (as the 15-puzzle's 'pdb' does).
    const building: NamedBound = {
      name: 'building',
      text: 'builds a table',
      estimate: () => {
        estimates++;
        tableBuildGoesOn();
        return 0;
      },
    };
    expect(() =>
      solve(knights, knights.start, 'ida', { bound: building, shouldStop: () => true }),
    ).toThrow(SearchCancelled);
    // Stopped inside the first estimate (the start's), not 64 nodes on at the search's own look.
    expect(estimates).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { lineBoardNames } from '../source/puzzles/line/boards.js';
import { WALK_TABLE_DIGESTS } from '../source/puzzles/line/table-digests.js';
import {
  buildWalkTable,
  lineContents,
  trustedWalkTable,
  walkingTableNames,
} from '../source/puzzles/line/walking.js';
import { sha256 } from '../source/util/sha256.js';
import { named } from './line-support.js';

/*
 * A walking-distance table read from disk is held to what makes it a lower
 * bound before it is used: 0 at the goal, its contents closed under moves,
 * and no move changing a distance by more than one.
 */

const tablesOf = (goal: 'goal1' | 'goal2' | 'goal3') => {
  const lines = lineContents(named(goal));
  return [lines.slice(0, 4), lines.slice(4)].map((goalLines) => ({
    goalLines,
    table: buildWalkTable(goalLines),
  }));
};

describe('the check a stored walk table must pass', () => {
  it.each(['goal1', 'goal2', 'goal3'] as const)(
    'passes the row and column tables built for %s',
    (goal) => {
      for (const { goalLines, table } of tablesOf(goal))
        expect(trustedWalkTable(goalLines, table)).toBe(true);
    },
  );

  it('turns away forgeries: raised entries, a reachable entry unmarked, the goal not at 0, a distance where no board is', () => {
    const [{ goalLines, table }] = tablesOf('goal1');
    const reached = (value: number) => value !== 255;
    expect(
      trustedWalkTable(
        goalLines,
        table.map((value) => (reached(value) && value >= 6 ? value + 2 : value)),
      ),
    ).toBe(false);
    const unmarked = table.slice();
    unmarked[unmarked.indexOf(3)] = 255;
    expect(trustedWalkTable(goalLines, unmarked)).toBe(false);
    const far = table.slice();
    far[far.indexOf(Math.max(...table.filter(reached)))] += 2;
    expect(trustedWalkTable(goalLines, far)).toBe(false);
    const shifted = table.map((value) => (reached(value) ? value + 1 : value));
    expect(trustedWalkTable(goalLines, shifted)).toBe(false);
    const nowhere = table.slice();
    nowhere[nowhere.indexOf(255)] = 7;
    expect(trustedWalkTable(goalLines, nowhere)).toBe(false);
  });
});

describe("the digests of the page boards' walk tables (a stored one with these bytes skips its check)", () => {
  it('name every walk table of every page board, and no other, each the digest of what the build writes', () => {
    const built = new Map<string, string>();
    for (const name of lineBoardNames) {
      const lines = lineContents(named(name));
      const names = walkingTableNames(named(name));
      [lines.slice(0, 4), lines.slice(4)].forEach((goalLines, at) => {
        built.set(names[at], sha256(buildWalkTable(goalLines)));
      });
    }
    expect(Object.fromEntries([...built].sort())).toEqual(
      Object.fromEntries(Object.entries(WALK_TABLE_DIGESTS).sort()),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { parseBoard } from '../source/puzzles/board-text.js';
import { makeGrid } from '../source/puzzles/cell-grid.js';
import { lineBoardNames } from '../source/puzzles/line/boards.js';
import { buildPatternDatabase, cellsOf, type KindPair } from '../source/puzzles/line/pdb.js';
import { provedPairTable } from '../source/puzzles/line/pdb-check.js';
import { LINE_PAIRINGS, pairTableKey } from '../source/puzzles/line/pdb-tables.js';
import { linePieces } from '../source/puzzles/line/pieces.js';
import { PAIR_TABLE_DIGESTS } from '../source/puzzles/line/table-digests.js';
import type { Board } from '../source/puzzles/puzzle.js';
import { sha256 } from '../source/util/sha256.js';
import { named } from './line-support.js';

/*
 * A Line Puzzle pattern database read from disk is proved admissible before
 * it is used (goals are any board, so no list of digests could cover them):
 * 0 at the goal, entries equal across a move of an uncounted piece, at most
 * one apart across a move of a counted one. Every table the build writes
 * passes; any one entry raised fails.
 */

const tableOf = (side: number, goal: Board, codes: KindPair) => {
  const grid = makeGrid(side, side);
  const { ranking, table } = buildPatternDatabase(grid, goal, codes);
  const goalIndex = ranking.rank(
    goal.indexOf(0),
    codes.map((code) => cellsOf(goal, code)),
  );
  return {
    proved: (forged: Uint8Array) => provedPairTable(grid, ranking, goalIndex, forged),
    table,
    goalIndex,
  };
};

describe('the proof a stored Line Puzzle table must pass', () => {
  // A 3×3 board: the same tables, small enough to raise every entry in turn.
  const small = parseBoard('AB.BACDCD', linePieces, 9, 'test');
  const pairs: KindPair[] = [
    [1, 2],
    [3, 4],
    [1, 3],
  ];

  it.each(pairs)(
    '3×3, kinds %i and %i: the built table passes, and every entry raised by 1 or 2 alone fails',
    (...codes) => {
      const { proved, table } = tableOf(3, small, codes);
      expect(proved(table)).toBe(true);
      const kept: number[] = [];
      for (const raise of [1, 2]) {
        for (let at = 0; at < table.length; at++) {
          const raised = table.slice();
          raised[at] += raise;
          if (proved(raised)) kept.push(at);
        }
      }
      expect(kept).toEqual([]);
    },
  );

  it('4×4, goal1 A and B: the built table passes; one entry raised, many raised, a hole, the goal not 0 fail', () => {
    const { proved, table, goalIndex } = tableOf(4, named('goal1'), [1, 2]);
    expect(proved(table)).toBe(true);
    for (const at of [1, table.length >> 1, table.length - 1]) {
      const raised = table.slice();
      raised[at] += 2;
      expect(proved(raised), `${at}`).toBe(false);
    }
    // As the audit of round three forged them: every entry above 13 raised by 6.
    expect(proved(table.map((value) => (value > 13 ? value + 6 : value)))).toBe(false);
    const holed = table.slice();
    holed[holed.length >> 1] = 0xff;
    expect(proved(holed)).toBe(false);
    const homeless = table.slice();
    homeless[goalIndex] = 1;
    expect(proved(homeless)).toBe(false);
  });
});

describe("the digests of the page boards' tables (a stored one with these bytes skips its proof)", () => {
  it('name every table of every page board, and no other', () => {
    const keys = lineBoardNames.flatMap((name) =>
      LINE_PAIRINGS.flat().map((codes) => pairTableKey(named(name), codes)),
    );
    expect([...new Set(keys)].sort()).toEqual(Object.keys(PAIR_TABLE_DIGESTS).sort());
  });

  // The rest: scripts/line-table-digests.ts (15 s of CPU).
  it.each([
    [1, 2],
    [3, 4],
  ] as const)('goal3, kinds %i and %i: the digest is what the build writes', (...codes) => {
    const { table } = tableOf(4, named('goal3'), codes);
    expect(sha256(table)).toBe(PAIR_TABLE_DIGESTS[pairTableKey(named('goal3'), codes)]);
  });
});

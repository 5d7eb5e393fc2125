import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../source/puzzles/board-text.js';
import { makeGrid } from '../source/puzzles/cell-grid.js';
import { buildPatternDatabase } from '../source/puzzles/line/pdb.js';
import {
  type Pairing,
  patternTablesAtHand,
  patternTablesBuiltBeside,
  patternTablesOf,
  preparePatternTables,
} from '../source/puzzles/line/pdb-tables.js';
import { linePieces } from '../source/puzzles/line/pieces.js';
import {
  cheapTablesOf,
  flattenPairing,
  LineProbe,
  type PairSource,
} from '../source/puzzles/line/probe.js';
import { legalMoves, makePuzzle } from './support.js';

const AB_CD: Pairing = [
  [1, 2],
  [3, 4],
];

/**
 * A goal no other file uses, whose tables the second test has built (one
 * beside) and kept in memory by the time the probe's tests load them.
 */
const KEPT_GOAL = 'BBACDADBD.CACCDA';

/** Waits a turn of the event loop at a time until `done()` holds (the test's timeout bounds it). */
const until = async (done: () => boolean): Promise<void> => {
  while (!done()) await sleep(20);
};

describe('a new goal’s pattern databases, built beside the search', () => {
  it('builds the larger in a second thread, the same table as built here', () => {
    // A goal no other test uses, so neither table is in memory or stored yet.
    const goal = parseBoard('CDABB.DDAADACCCB', linePieces, 16, 'goal');
    const beside = patternTablesBuiltBeside();
    const [[ab, cd]] = patternTablesOf(goal, [AB_CD]);
    // C+D is the larger (7,207,200 entries): the one built beside.
    expect(cd.table.length).toBeGreaterThan(ab.table.length);
    const here = buildPatternDatabase(makeGrid(4, 4), goal, [3, 4]).table;
    expect(Buffer.from(cd.table).equals(Buffer.from(here))).toBe(true);
    expect(ab.table.includes(0xff)).toBe(false);
    expect(patternTablesBuiltBeside()).toBe(beside + 1);
  });

  it('starts the builds and returns; a table no search took is kept and stored when built', async () => {
    const text = KEPT_GOAL;
    const goal = parseBoard(text, linePieces, 16, 'goal');
    const beside = patternTablesBuiltBeside();
    preparePatternTables(goal, [AB_CD]);
    // The smaller was built here, before returning.
    expect(patternTablesAtHand(goal, [[[1, 2]]], true)).toBe(true);
    // Nobody asks for C+D: it is kept when its worker ends, and written to the data folder.
    await until(() => patternTablesAtHand(goal, [AB_CD], true));
    expect(patternTablesBuiltBeside()).toBe(beside + 1);
    const tables = join(process.env.TOBIKOE_HOME ?? '', 'tables');
    const stored = (): string[] =>
      readdirSync(tables).filter((name) => name.includes(text) && name.endsWith('.table'));
    await until(() => stored().length === 2);
    expect(stored().sort()).toEqual([`line-pdb-1-${text}-AB.table`, `line-pdb-1-${text}-CD.table`]);
    const [[, cd]] = patternTablesOf(goal, [AB_CD]);
    expect(cd.table.includes(0xff)).toBe(false);
  });
});

describe('when the Line probe takes its pattern databases', () => {
  // Its tables are in memory after the test above (when that did not run, the first load builds them).
  const puzzle = makePuzzle('line', { start: 'start3', goal: KEPT_GOAL });
  const goal = puzzle.goals?.[0] ?? puzzle.start;
  const exact = puzzle.bounds?.find(({ name }) => name === 'pdb-ab');
  // One move from start3, where the databases say more than the cheap bounds
  // (the probe is told of the move before it is played, on start3).
  const board = puzzle.start.slice();
  const move = legalMoves(puzzle, board)[0];
  puzzle.apply(board, move);

  /** Pushes the same move 300,000 times, then starts an iteration; what happened, at which node. */
  const drive = (when: Pick<PairSource, 'prepareAfter' | 'upgradeAfter'>) => {
    const events: string[] = [];
    let nodes = 0;
    const probe = new LineProbe(cheapTablesOf(goal), {
      ...when,
      prepare: () => events.push(`prepare ${nodes}`),
      load: () => {
        events.push(`load ${nodes}`);
        return patternTablesOf(goal, [AB_CD]).map(flattenPairing);
      },
    });
    probe.reset(puzzle.start);
    nodes = 1;
    const first = probe.push(puzzle.start, move, 0);
    let last = first;
    for (nodes = 2; nodes <= 300_000; nodes++) last = probe.push(puzzle.start, move, 0);
    const withinIteration = [...events];
    events.push('next iteration');
    probe.reset(puzzle.start);
    const next = probe.push(puzzle.start, move, 0);
    return { withinIteration, events, first, last, next, nodes };
  };

  it('asks for them after prepareAfter nodes and takes them when the next iteration starts', () => {
    const { withinIteration, events, first, last, next, nodes } = drive({
      prepareAfter: 1_000,
      upgradeAfter: 10_000_000,
    });
    // Never within the iteration, whenever a build ends: the nodes counted do not depend on it.
    expect(withinIteration).toEqual(['prepare 1000']);
    expect(last).toBe(first);
    expect(events.slice(1)).toEqual(['next iteration', `load ${nodes}`]);
    expect(next).toBe(exact?.estimate(board));
    expect(first).toBeLessThan(next);
  });

  it('takes them within an iteration after upgradeAfter nodes', () => {
    const { withinIteration } = drive({ prepareAfter: 1_000, upgradeAfter: 200_000 });
    expect(withinIteration).toEqual(['prepare 1000', 'load 200000']);
  });

  it('takes them at once when told to (upgradeAfter 0), without preparing', () => {
    const { events } = drive({ prepareAfter: 0, upgradeAfter: 0 });
    expect(events).toEqual(['load 0', 'next iteration']);
  });
});

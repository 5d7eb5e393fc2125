import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PARTITION_44, PARTITION_663 } from '../source/puzzles/slide/pattern-bound.js';
import { buildPatternTable, trustedTable, UNSEEN } from '../source/puzzles/slide/pattern-table.js';
import { tablesFolder, writeTable } from '../source/store/tables.js';
import type { Outcome } from './cli-here.js';
import { board, distancesFromGoal, entriesRead, tobikoeAfresh } from './slide-support.js';
import { storedTable, storedTableNames } from './stored-tables.js';
import { makePuzzle } from './support.js';

/*
 * A sliding-tile pattern database read from disk is proved a lower bound
 * before it is used, whatever its checksum says: forged with a fresh one, it
 * is set aside, built again and said, and the answer stays optimal.
 */

/** Each entry of a placing (UNSEEN marks indices that are none) turned by `change`. */
const forged = (table: Uint8Array, change: (value: number) => number): Uint8Array =>
  table.map((value) => (value === UNSEEN ? value : change(value)));

describe('the check a stored pattern table must pass', () => {
  const small = [
    { side: 3, home: PARTITION_44[0].home },
    { side: 3, home: PARTITION_44[1].home },
    { side: 4, home: PARTITION_663[0].home },
  ];

  it.each(small)('passes the table built for $home on a $side-wide tray', ({ side, home }) => {
    expect(trustedTable(side, home, buildPatternTable(side, home))).toBe(true);
  });

  it.each(small)('turns away forgeries of the table for $home', ({ side, home }) => {
    const table = buildPatternTable(side, home);
    const homeAt = home.reduce((index, cell, slot) => index + cell * 16 ** slot, 0);
    expect(
      trustedTable(
        side,
        home,
        forged(table, (value) => (value >= 10 ? value + 2 : value)),
      ),
    ).toBe(false);
    const flat = forged(table, () => 254);
    flat[homeAt] = 0;
    expect(trustedTable(side, home, flat)).toBe(false);
    // One entry raised by one past what a neighbour allows.
    const raised = table.slice();
    const far = raised.indexOf(Math.max(...raised.filter((value) => value !== UNSEEN)));
    raised[far] += 2;
    expect(trustedTable(side, home, raised)).toBe(false);
    const unseen = table.slice();
    unseen[far] = UNSEEN;
    expect(trustedTable(side, home, unseen)).toBe(false);
    const homeless = table.slice();
    homeless[homeAt] = 1;
    expect(trustedTable(side, home, homeless)).toBe(false);
  });

  // The check reads each pair of neighbouring placings once, both ways: an
  // entry raised on either side of a pair is found, wherever it lies. (Past
  // four tiles a table is held to its digest instead: slide-table-digests.)
  it.each(small)(
    'turns away any one entry raised by 2 in the table for $home',
    ({ side, home }) => {
      const table = buildPatternTable(side, home);
      const placings = [...table.keys()].filter((at) => table[at] !== UNSEEN && table[at] > 0);
      const step = Math.ceil(placings.length / 60);
      const kept = placings
        .filter((_, at) => at % step === 0)
        .filter((at) => {
          const raised = table.slice();
          raised[at] += 2;
          return trustedTable(side, home, raised);
        });
      expect(kept).toEqual([]);
    },
  );
});

describe('8-puzzle tables forged with fresh checksums', () => {
  const home = mkdtempSync(join(tmpdir(), 'tobikoe-slide-trust-'));
  /** A solve in modules of its own (no table of another in memory), with `home` as its data folder. */
  const solve = async (start: string): Promise<Outcome> => {
    const before = process.env.TOBIKOE_HOME;
    process.env.TOBIKOE_HOME = home;
    try {
      return await tobikoeAfresh(
        'solve',
        'eight',
        '--start',
        start,
        '--json',
        '--limit-nodes',
        '2000000',
      );
    } finally {
      process.env.TOBIKOE_HOME = before;
      vi.resetModules();
    }
  };
  const names = (): string[] => storedTableNames(home, 'slide-pdb-');
  const stored = (name: string): Uint8Array => storedTable(home, name);
  const pristine = new Map<string, Uint8Array>();
  // Every position's distance, by a breadth-first search written here: made once, for both forgeries.
  let exact: ReadonlyMap<string, number> | undefined;
  const distances = (): ReadonlyMap<string, number> => {
    exact ??= distancesFromGoal(makePuzzle('eight'));
    return exact;
  };
  beforeAll(async () => {
    // A long solve reads and stores both tables.
    expect((await solve('8672543.1')).code).toBe(0);
    for (const name of names()) pristine.set(name, stored(name));
  }, 60_000);

  it.each([
    ['every entry but home 254', (value: number) => (value === 0 ? 0 : 254)],
    ['every entry of 10 or more raised by 2', (value: number) => (value >= 10 ? value + 2 : value)],
  ])(
    '%s: the answer stays optimal, the tables are set aside, said, and stored right',
    async (_, change) => {
      expect(pristine.size).toBe(2);
      for (const [name, table] of pristine)
        writeTable(tablesFolder(home), name, forged(table, change));
      const exactly = distances();
      const said: string[] = [];
      for (const start of ['1234567.8', '8672543.1']) {
        const outcome = await solve(start);
        expect(outcome.code, outcome.stderr).toBe(0);
        expect((JSON.parse(outcome.stdout) as { length: number }).length).toBe(exactly.get(start));
        said.push(outcome.stderr);
      }
      expect(said.join('')).toMatch(/set aside and built again \(slide-pdb-/);
      for (const [name, table] of pristine) {
        expect(Buffer.from(stored(name)).equals(Buffer.from(table)), name).toBe(true);
      }
    },
    60_000,
  );
});

describe('an 8-puzzle table with the one entry a start reads raised by 2 (a fresh checksum)', () => {
  it('is set aside, said, built again, and the answer stays 1 move', async () => {
    const puzzle = makePuzzle('eight');
    const goal = puzzle.goals?.[0] ?? new Uint8Array(9);
    const startText = '1234567.8';
    const [home, name] = [[1, 2, 3, 4], 'slide-pdb-1-3x3-1234'];
    const read = entriesRead(3, goal, board(puzzle, startText), PARTITION_44, home);
    const data = mkdtempSync(join(tmpdir(), 'tobikoe-slide-one-'));
    const before = process.env.TOBIKOE_HOME;
    process.env.TOBIKOE_HOME = data;
    const solve = () =>
      tobikoeAfresh(
        'solve',
        'eight',
        '--start',
        startText,
        '--bound',
        'pdb',
        '--json',
        '--limit-nodes',
        '200000',
      );
    try {
      expect((await solve()).code).toBe(0);
      const pristine = storedTable(data, name);
      const forged = pristine.slice();
      const at = read.find((index) => forged[index] > 0) ?? -1;
      expect(at).toBeGreaterThanOrEqual(0);
      forged[at] += 2;
      writeTable(tablesFolder(data), name, forged);
      const outcome = await solve();
      expect(outcome.code, outcome.stderr).toBe(0);
      expect(JSON.parse(outcome.stdout)).toMatchObject({ length: 1, optimal: true });
      expect(outcome.stderr).toContain(`set aside and built again (${name})`);
      expect(Buffer.from(storedTable(data, name)).equals(Buffer.from(pristine))).toBe(true);
    } finally {
      process.env.TOBIKOE_HOME = before;
      vi.resetModules();
    }
  }, 60_000);
});

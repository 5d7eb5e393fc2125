import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { makeGrid } from '../source/puzzles/cell-grid.js';
import {
  PARTITION_44,
  PARTITION_555,
  PARTITION_663,
  placedPartition,
} from '../source/puzzles/slide/pattern-bound.js';
import {
  buildPatternTable,
  PROVEN_TILES,
  tableKey,
  trustedTable,
  UNSEEN,
  vouchedFor,
} from '../source/puzzles/slide/pattern-table.js';
import { BUILT_DIGESTS } from '../source/puzzles/slide/table-digests.js';
import { readTable, tableBytes, tablesFolder, writeTable } from '../source/store/tables.js';
import { sha256 } from '../source/util/sha256.js';
import { board, entriesRead, tobikoeAfresh } from './slide-support.js';
import { storedTable } from './stored-tables.js';
import { makePuzzle } from './support.js';

/*
 * The 15-puzzle's 5- and 6-tile tables cannot be proved admissible in the
 * time a start allows: a stored one is used only when its bytes are what
 * this version builds (a SHA-256 fixed in the source). Here each digest is
 * held to the build, and forged tables (fresh checksums) are turned away,
 * built again, and the answer stays optimal.
 */

/** Every table any goal's blank makes a partition read, by `tableKey`. */
const tablesRead = (): Map<string, { side: number; home: readonly number[] }> => {
  const found = new Map<string, { side: number; home: readonly number[] }>();
  const partitions = [
    [3, PARTITION_44],
    [4, PARTITION_663],
    [4, PARTITION_555],
  ] as const;
  for (const [side, partition] of partitions) {
    for (let blank = 0; blank < side * side; blank++) {
      for (const set of placedPartition(side, blank, partition)) {
        for (const { kept } of set) found.set(tableKey(side, kept), { side, home: kept });
      }
    }
  }
  return found;
};

/** The tables a goal can read that the check cannot prove as built: past PROVEN_TILES, or failing it. */
const digested = [...tablesRead()].filter(
  ([, { side, home }]) =>
    home.length > PROVEN_TILES || !trustedTable(side, home, buildPatternTable(side, home)),
);

/** The run's tables folder (shared by the suite's files), where a 6-tile table built by another file lies. */
const runTables = tablesFolder(process.env.TOBIKOE_HOME ?? '');

/**
 * The table `home` as the build writes it: built here, or (the 6-tile one,
 * seconds to build) as a build earlier in this run stored it, whole.
 */
const builtTables = new Map<string, Uint8Array>();
const built = (side: number, home: readonly number[]): Uint8Array => {
  const key = tableKey(side, home);
  const known = builtTables.get(key);
  if (known) return known;
  const name = `slide-pdb-1-${key}`;
  const read = home.length > 5 ? readTable(runTables, name) : { kind: 'none' as const };
  const table = read.kind === 'ok' ? tableBytes(read).slice() : buildPatternTable(side, home);
  if (read.kind !== 'ok' && home.length > 5) writeTable(runTables, name, table);
  builtTables.set(key, table);
  return table;
};

describe('the digests of the tables past what is proved', () => {
  it('names every table a goal can read that the check cannot prove, and no other', () => {
    expect(digested.map(([key]) => key).sort()).toEqual(Object.keys(BUILT_DIGESTS).sort());
    expect(digested.map(([, { home }]) => home.length).sort()).toEqual([
      ...Array(11).fill(4),
      ...Array(7).fill(5),
      6,
    ]);
  });

  it.each(digested)(
    '%s: the digest is what the build writes',
    (_, { side, home }) => {
      const table = built(side, home);
      expect(sha256(table)).toBe(BUILT_DIGESTS[tableKey(side, home)]);
      expect(vouchedFor(side, home, table)).toBe(true);
    },
    60_000,
  );

  it.each(digested)(
    '%s: forgeries are turned away',
    (_, { side, home }) => {
      const table = built(side, home);
      /** The nearest placing to `from`, looking `way` (indices that are none hold UNSEEN). */
      const placingFrom = (from: number, way = 1): number => {
        let at = from;
        while (table[at] === UNSEEN) at += way;
        return at;
      };
      // One entry raised by 2, at spots across the table; then every entry of 10 or more.
      const spots = [
        placingFrom(1),
        placingFrom(table.length >> 1),
        placingFrom(table.length - 1, -1),
      ];
      for (const at of spots) {
        const raised = table.slice();
        raised[at] += 2;
        expect(vouchedFor(side, home, raised), `${at}`).toBe(false);
      }
      const many = table.slice();
      for (let at = 0; at < many.length; at++) {
        if (many[at] !== UNSEEN && many[at] >= 10) many[at] += 2;
      }
      expect(vouchedFor(side, home, many)).toBe(false);
    },
    60_000,
  );
});

/**
 * The entries of a 5-tile table on the 4×4 tray whose every move to a
 * placing no higher walls the blank off from some free cells: the entries a
 * check of moves into one free region alone cannot hold to their neighbours
 * (the audit raised them all by 2 and the table was taken).
 */
const walledOffEntries = (table: Uint8Array): number[] => {
  const grid = makeGrid(4, 4);
  const found: number[] = [];
  for (let placing = 0; placing < table.length; placing++) {
    const here = table[placing];
    if (here === UNSEEN || here === 0) continue;
    let held = 0;
    for (let slot = 0; slot < 5; slot++) held |= 1 << ((placing >>> (slot * 4)) & 15);
    let excused = true;
    for (let slot = 0; slot < 5 && excused; slot++) {
      const cell = (placing >>> (slot * 4)) & 15;
      for (let way = cell * 4; way < cell * 4 + 4 && excused; way++) {
        const to = grid.neighbours[way];
        if (to < 0) break;
        if ((held & (1 << to)) !== 0) continue;
        const moved = placing + ((to - cell) << (slot * 4));
        const free = 0xffff & ~(held ^ (1 << cell) ^ (1 << to));
        if (table[moved] <= here && grid.flood(1 << cell, free) === free) excused = false;
      }
    }
    if (excused) found.push(placing);
  }
  return found;
};

describe('solve fifteen --bound pdb-555 over a forged 5-tile table', () => {
  const puzzle = makePuzzle('fifteen');
  const goal = puzzle.goals?.[0] ?? new Uint8Array(16);
  const startText = '1234567.9AB8DEFC';
  const start = board(puzzle, startText);
  const name = 'slide-pdb-1-4x4-12356';
  const startEntries = entriesRead(4, goal, start, PARTITION_555, [1, 2, 3, 5, 6]);

  const solveAfresh = (...more: string[]) =>
    tobikoeAfresh(
      'solve',
      'fifteen',
      '--start',
      startText,
      '--bound',
      'pdb-555',
      '--limit-nodes',
      '2000000',
      ...more,
    );

  /** Runs `work` with `home` as the data folder, the suite's put back after. */
  const inHome = async <T>(home: string, work: () => Promise<T>): Promise<T> => {
    const before = process.env.TOBIKOE_HOME;
    process.env.TOBIKOE_HOME = home;
    try {
      return await work();
    } finally {
      process.env.TOBIKOE_HOME = before;
      vi.resetModules();
    }
  };

  /**
   * A data folder whose tables a first solve stored (it said 2 moves), made
   * once: each test forges a copy of them (solving again for each would
   * build the same tables into the same files).
   */
  let solvedOnce: Promise<string> | undefined;
  const solvedCopy = async (): Promise<string> => {
    solvedOnce ??= (async () => {
      const home = mkdtempSync(join(tmpdir(), 'tobikoe-slide-digest-'));
      const first = await inHome(home, () => solveAfresh());
      expect(first.stdout).toContain('solved in 2 moves');
      return home;
    })();
    const original = await solvedOnce;
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-slide-digest-'));
    cpSync(tablesFolder(original), tablesFolder(home), { recursive: true });
    return home;
  };

  it.each([
    [
      'one entry the start reads raised by 2',
      (table: Uint8Array) => {
        const at = startEntries.find((index) => table[index] > 0) ?? -1;
        table[at] += 2;
      },
    ],
    [
      'every entry whose moves down all wall the blank off raised by 2',
      (table: Uint8Array) => {
        const walledOff = walledOffEntries(table);
        // As many as the audit raised in this table.
        expect(walledOff.length).toBe(113_709);
        for (const at of walledOff) table[at] += 2;
      },
    ],
  ])(
    '%s: it is set aside, said, built again, and the answer is 2',
    async (_, forge) => {
      const home = await solvedCopy();
      await inHome(home, async () => {
        const folder = tablesFolder(home);
        const pristine = storedTable(home, name);
        const forged = pristine.slice();
        forge(forged);
        expect(Buffer.from(forged).equals(Buffer.from(pristine))).toBe(false);
        writeTable(folder, name, forged);
        const json = await solveAfresh('--json');
        expect(json.code, json.stderr).toBe(0);
        expect(JSON.parse(json.stdout)).toMatchObject({ length: 2, optimal: true });
        expect(json.stderr).toContain(`set aside and built again (${name})`);
        expect(Buffer.from(storedTable(home, name)).equals(Buffer.from(pristine))).toBe(true);
        writeTable(folder, name, forged);
        const text = await solveAfresh();
        expect(text.code, text.stderr).toBe(0);
        expect(text.stdout).toContain('solved in 2 moves');
      });
    },
    60_000,
  );
});

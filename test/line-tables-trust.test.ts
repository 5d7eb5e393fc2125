import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { linePieces } from '../source/puzzles/line/pieces.js';
import { tablesFolder, writeTable } from '../source/store/tables.js';
import { type ProcessOutcome, runTobikoe } from './cli-process.js';
import { storedTable, storedTableNames } from './stored-tables.js';

/*
 * Files on disk cannot make an answer wrong: pattern databases forged with
 * fresh checksums are found out when read (each is proved consistent, 0 at
 * the goal: see test/line-pdb-check), set aside and built again, and said.
 * Real processes, each with a data folder of its own; every search under a
 * node limit, so one that does not end fails with exit 3 instead of hanging.
 */

const solveLine3 = (home: string): Promise<ProcessOutcome> =>
  runTobikoe(['solve', 'line-3', '--json', '--limit-nodes', '30000000'], { home });

type Answer = { length: number; nodes: number; iterations: { nodes: number }[] };
const answerOf = ({ code, stdout, stderr }: ProcessOutcome): Answer => {
  if (code !== 0) throw new Error(`exit ${code}: ${stderr}`);
  return JSON.parse(stdout) as Answer;
};

const home = mkdtempSync(join(tmpdir(), 'tobikoe-trust-'));
const pdbNames = (): string[] => storedTableNames(home, 'line-pdb-');
const stored = (name: string): Uint8Array => storedTable(home, name);

let cold: Answer;
const pristine = new Map<string, Uint8Array>();
beforeAll(async () => {
  cold = answerOf(await solveLine3(home));
  for (const name of pdbNames()) pristine.set(name, stored(name));
}, 60_000);

describe('a search that builds its tables as it goes', () => {
  it('counts the same nodes on every cold run', async () => {
    const again = answerOf(await solveLine3(mkdtempSync(join(tmpdir(), 'tobikoe-trust-'))));
    expect(again.nodes).toBe(cold.nodes);
    expect(again.iterations.map(({ nodes }) => nodes)).toEqual(
      cold.iterations.map(({ nodes }) => nodes),
    );
  });
});

describe('pattern databases forged with fresh checksums', () => {
  it.each([6, 12])(
    'every entry above 13 raised by %i: the answer stays optimal, the tables are set aside, said, and stored right',
    async (raise) => {
      expect(pristine.size).toBe(2);
      for (const [name, table] of pristine) {
        const forged = table.slice();
        for (let at = 0; at < forged.length; at++) if (forged[at] > 13) forged[at] += raise;
        writeTable(tablesFolder(home), name, forged);
      }
      const outcome = await solveLine3(home);
      expect(answerOf(outcome).length).toBe(cold.length);
      // Proved wrong on reading, before the search began.
      expect(outcome.stderr).toMatch(
        /^tobikoe: stored tables that could overestimate were set aside and built again \(line-pdb-/,
      );
      for (const [name, table] of pristine) {
        expect(Buffer.from(stored(name)).equals(Buffer.from(table)), name).toBe(true);
      }
    },
    60_000,
  );
});

describe('a pattern database with a hole', () => {
  it('one entry marked unreached (a fresh checksum): set aside on reading, said, and stored right', async () => {
    const [name, table] = [...pristine].sort(([, a], [, b]) => a.length - b.length)[0];
    const holed = table.slice();
    holed[holed.length >> 1] = 0xff;
    writeTable(tablesFolder(home), name, holed);
    const outcome = await solveLine3(home);
    expect(answerOf(outcome).length).toBe(cold.length);
    expect(outcome.stderr).toContain('set aside');
    expect(outcome.stderr).toContain(name);
    expect(Buffer.from(stored(name)).equals(Buffer.from(table))).toBe(true);
  }, 60_000);
});

describe('walk tables forged with fresh checksums', () => {
  const walkNames = (): string[] => storedTableNames(home, 'line-walk-');

  it.each([
    [
      'one entry, the farthest, raised by 2',
      (table: Uint8Array) => {
        const reached = table.filter((value) => value !== 255);
        table[table.indexOf(Math.max(...reached))] += 2;
      },
    ],
    [
      'every entry above 8 raised by 6',
      (table: Uint8Array) => {
        table.forEach((value, at) => {
          if (value !== 255 && value > 8) table[at] = value + 6;
        });
      },
    ],
  ])(
    '%s: set aside on reading, said, stored right, and the answer stays optimal',
    async (_, forge) => {
      const names = walkNames();
      expect(names).toHaveLength(2);
      const kept = new Map(names.map((name) => [name, stored(name)]));
      for (const [name, table] of kept) {
        const forged = table.slice();
        forge(forged);
        writeTable(tablesFolder(home), name, forged);
      }
      const outcome = await solveLine3(home);
      expect(answerOf(outcome).length).toBe(cold.length);
      expect(outcome.stderr).toMatch(/set aside and built again \(.*line-walk-/);
      for (const [name, table] of kept) {
        expect(Buffer.from(stored(name)).equals(Buffer.from(table)), name).toBe(true);
      }
    },
    60_000,
  );
});

describe('the bit tables and the assignment tables forged with fresh checksums', () => {
  it('set aside on reading, said, stored right; the answer and its nodes the same', async () => {
    const names = [
      ...storedTableNames(home, 'line-bits-'),
      ...storedTableNames(home, 'line-assign-'),
    ];
    // The bit tables, and one assignment table for each kind of piece.
    expect(names).toHaveLength(1 + linePieces.length);
    const kept = new Map(names.map((name) => [name, stored(name)]));
    const sound = answerOf(await solveLine3(home));
    for (const [name, table] of kept) {
      const forged = table.slice();
      if (name.startsWith('line-bits-')) forged[forged.length >> 1] ^= 1;
      // Every cost raised: a bound that would overestimate.
      else
        forged.forEach((value, at) => {
          forged[at] = value + 2;
        });
      writeTable(tablesFolder(home), name, forged);
    }
    const outcome = await solveLine3(home);
    const answer = answerOf(outcome);
    expect(answer.length).toBe(cold.length);
    expect(answer.nodes).toBe(sound.nodes);
    for (const name of names) expect(outcome.stderr).toContain(name);
    expect(outcome.stderr).toContain('set aside and built again');
    for (const [name, table] of kept) {
      expect(Buffer.from(stored(name)).equals(Buffer.from(table)), name).toBe(true);
    }
  }, 60_000);
});

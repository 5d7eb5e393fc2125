import { spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { walkFirstFor } from '../source/commands/new.js';
import { walkingTableNames } from '../source/puzzles/line/walking.js';
import { mapBytes } from '../source/search/map.js';
import { mapTableName } from '../source/store/maps.js';
import { readTable, tableBytes, tablesFolder, writeTable } from '../source/store/tables.js';
import { startWorkersFromBuild } from '../source/util/worker-entries.js';
import { tobikoeHere } from './cli-here.js';
import { distForOthers } from './dist-copy.js';
import { makePuzzle } from './support.js';

/**
 * The real process where the point is the real process: its stdout a full
 * device, a search stopped at a limit, a full peg board. Each ends with one
 * line on stderr and an exit code a script can tell apart.
 */

const cli = new URL('../dist/cli.js', import.meta.url).pathname;

// The threads a whole map or a table built beside starts in this process come from the build of
// these sources (worker-search.test.ts says why).
beforeAll(() => startWorkersFromBuild(new URL('../dist/', import.meta.url)));

type Outcome = { code: number | null; stdout: string; stderr: string };

/** A process that has not ended by then is killed: a hang fails its test instead of the run. */
const KILL_MS = 40_000;

/**
 * Runs tobikoe; `stdout` may be a file to write to instead of a pipe; `home`
 * a data folder; `asNobody` runs it as that user, from a copy it can read.
 */
const tobikoe = (
  args: readonly string[],
  stdout?: string,
  { home, asNobody = false }: { home?: string; asNobody?: boolean } = {},
): Promise<Outcome> =>
  new Promise((resolve) => {
    const out = stdout === undefined ? 'pipe' : openSync(stdout, 'w');
    const program = asNobody ? join(distForOthers(), 'cli.js') : cli;
    const child = spawn(process.execPath, [program, ...args], {
      stdio: ['ignore', out, 'pipe'],
      timeout: KILL_MS,
      env: home === undefined ? process.env : { ...process.env, TOBIKOE_HOME: home },
      ...(asNobody ? { uid: 65534, gid: 65534, cwd: tmpdir() } : {}),
    });
    let text = '';
    let errors = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('close', (code) => resolve({ code, stdout: text, stderr: errors }));
  });

const oneLine = (text: string): boolean => text.endsWith('\n') && !text.slice(0, -1).includes('\n');

describe.concurrent('exit codes a script can tell apart', () => {
  it.each([['solve', 'frog-line', '--json'], ['--help'], ['list']])(
    '%s … > /dev/full: one line and exit 74, never a stack trace or 0',
    async (...args) => {
      if (!existsSync('/dev/full')) return;
      const { code, stderr } = await tobikoe(args, '/dev/full');
      if (code !== 74 || !oneLine(stderr)) throw new Error(`exit ${code}: ${stderr}`);
      if (stderr !== 'tobikoe: cannot write the output: no space left on the device\n') {
        throw new Error(stderr);
      }
    },
  );
});

// The same contract in this process, through the same `main`: only what a
// process alone shows (a full device) starts one.
describe('exit codes a script can tell apart, in process', () => {
  it('a far deal maps first, saying so once, and stops at its limit: exit 3', async () => {
    // The walk before the map gives up after a few thousand nodes, not 3 million (2 s): the map
    // begins at once, and the limit comes while it maps.
    const walkAsBefore = walkFirstFor(5_000);
    try {
      const far = await tobikoeHere(
        'new',
        'line',
        '--length',
        '56',
        '--seed',
        '1',
        '--limit-s',
        '0.3',
      );
      expect(far.code).toBe(3);
      expect(far.stdout).toBe('');
      const lines = far.stderr.trimEnd().split('\n');
      // Tables and the ball round the goal come first: a very busy machine may spend the limit on
      // them. Either way the stop is said last, and a map begun is said once, before it.
      const mapping = /^tobikoe: a walk does not prove 56 moves quickly; mapping all 252,252,000 /;
      const stop = lines[lines.length - 1];
      expect(stop).toMatch(/^tobikoe: stopped at --limit-s 0\.3 /);
      if (/while mapping every position/.test(stop)) {
        expect(lines).toHaveLength(2);
        expect(lines[0]).toMatch(mapping);
      } else {
        expect(lines).toHaveLength(1);
      }
    } finally {
      walkAsBefore();
    }
  });

  it('a node limit: exit 3, one line saying how far the search got, stdout empty with --json', async () => {
    const { code, stdout, stderr } = await tobikoeHere(
      'solve',
      'knights',
      '--algo',
      'iddfs',
      '--limit-nodes',
      '1000',
      '--json',
    );
    expect(code).toBe(3);
    expect(stdout).toBe('');
    expect(oneLine(stderr)).toBe(true);
    expect(stderr).toMatch(
      /^tobikoe: stopped at --limit-nodes 1,000: depth 2 searched in full, depth 4 under way; 1,000 nodes in /,
    );
  });

  it('a time limit: the search stops, exit 3', async () => {
    const { code, stderr } = await tobikoeHere(
      'solve',
      'line-3',
      '--algo',
      'iddfs',
      '--limit-s',
      '0.2',
    );
    expect(code).toBe(3);
    expect(stderr).toMatch(/^tobikoe: stopped at --limit-s 0\.2: .*\n$/);
  });

  it('the whole map stops at its limits: exit 3', async () => {
    const byTime = await tobikoeHere('analyze', 'line', '--full', '--limit-s', '0.1', '--json');
    expect(byTime.code).toBe(3);
    expect(byTime.stdout).toBe('');
    expect(byTime.stderr).toMatch(/^tobikoe: stopped at --limit-s 0\.1: .*\n$/);
    const byNodes = await tobikoeHere('analyze', 'line', '--full', '--limit-nodes', '1000');
    expect(byNodes.code).toBe(3);
    expect(byNodes.stderr).toMatch(
      /^tobikoe: stopped at --limit-nodes 1,000: depth \d+ searched in full, depth \d+ under way; [\d,]+ nodes in /,
    );
  });

  it('a limit that is not a number: exit 2', async () => {
    const { code, stderr } = await tobikoeHere('solve', 'knights', '--limit-nodes', '1e3');
    expect(code).toBe(2);
    expect(stderr).toBe('tobikoe: --limit-nodes needs a whole number of nodes, 1 or more\n');
  });

  it.each([
    ['peg-star', 'ooooooooooooo'],
    ['peg-star-2', 'oooooooooooo'],
  ])('a full %s board is bad input: exit 2', async (id, start) => {
    const { code, stderr } = await tobikoeHere('solve', id, '--start', start);
    if (code !== 2 || !stderr.includes('no empty hole')) throw new Error(`exit ${code}: ${stderr}`);
  });
});

/** `solve line-1 --json` answered, rightly. */
const answers = (outcome: Outcome): boolean =>
  outcome.code === 0 && JSON.parse(outcome.stdout).length === 30;

describe('a data folder tobikoe cannot use', () => {
  it('one that cannot be made (under /proc): the answer, tables not kept, never a hang', async ({
    expect,
  }) => {
    if (!existsSync('/proc/self')) return;
    const outcome = await tobikoe(['solve', 'line-1', '--json'], undefined, {
      home: '/proc/self/tobikoe',
    });
    expect(answers(outcome), outcome.stderr).toBe(true);
  });

  it('one this user may not even look into: the answer, not an internal error', async ({
    expect,
  }) => {
    // Root may read anywhere: the program runs as nobody then.
    if (process.getuid?.() !== 0) return;
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-closed-'));
    mkdirSync(join(home, 'tables'));
    chmodSync(home, 0o700);
    const outcome = await tobikoe(['solve', 'line-1', '--json'], undefined, {
      home,
      asNobody: true,
    });
    expect(answers(outcome), outcome.stderr).toBe(true);
  });
});

/** `tobikoeHere` with `home` as the data folder. */
const hereIn = async (home: string, ...args: string[]): Promise<Outcome> => {
  const before = process.env.TOBIKOE_HOME;
  process.env.TOBIKOE_HOME = home;
  try {
    return await tobikoeHere(...args);
  } finally {
    process.env.TOBIKOE_HOME = before;
  }
};

describe('stored files that pass their checksums but lie', () => {
  /** Every table in `home`, by name, rewritten with `contents` of its length (a fresh checksum). */
  const forge = (home: string, contents: (length: number) => Uint8Array): string[] => {
    const folder = tablesFolder(home);
    const names = readdirSync(folder)
      .filter((name) => name.endsWith('.table'))
      .map((name) => name.slice(0, -'.table'.length));
    for (const name of names) {
      const read = readTable(folder, name);
      if (read.kind === 'ok') writeTable(folder, name, contents(read.header.length));
    }
    return names;
  };

  it('bound tables that say nonsense are built again: the answer stays right', async ({
    expect,
  }) => {
    // The walking distance's two tables, read and checked as every stored table is (the pattern
    // databases, 30 times larger, are forged in line-tables-trust.test.ts).
    const solve = ['solve', 'line-1', '--bound', 'walking', '--json'];
    // The tables a real run made, copied: solved in this file's data folder, whose tables are the
    // run's, line-1 reads them (or builds them there once for the whole run).
    expect(answers(await tobikoeHere(...solve))).toBe(true);
    const goal = makePuzzle('line-1').goals?.[0] ?? new Uint8Array();
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-forged-'));
    mkdirSync(tablesFolder(home));
    const shared = tablesFolder(process.env.TOBIKOE_HOME ?? '');
    for (const name of walkingTableNames(goal)) {
      copyFileSync(join(shared, `${name}.table`), join(tablesFolder(home), `${name}.table`));
    }
    const names = forge(home, (length) => new Uint8Array(length).fill(0xff));
    // Rows and columns.
    expect(names.filter((name) => /^line-walk-/.test(name))).toHaveLength(2);
    const again = await tobikoe(solve, undefined, { home });
    expect(answers(again), again.stderr).toBe(true);
    // And stored over with sound ones.
    for (const name of names) {
      const read = readTable(tablesFolder(home), name);
      const table = read.kind === 'ok' ? tableBytes(read) : undefined;
      expect(
        table?.every((value) => value === 0xff),
        name,
      ).toBe(false);
    }
  });

  it('the daily position is the same whatever whole map the data folder holds', async ({
    expect,
  }) => {
    // The plain daily in this file's data folder, whose tables (the run's) it builds or reads.
    const plain = await tobikoeHere('daily', 'line', '--json');
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-daily-'));
    // The same pattern databases lent to the folder with the map, so it does not build them again
    // (the map is this folder's own file: the run's tables folder never sees it).
    const shared = tablesFolder(process.env.TOBIKOE_HOME ?? '');
    mkdirSync(tablesFolder(home));
    for (const name of readdirSync(shared).filter((each) => each.endsWith('.table'))) {
      symlinkSync(join(shared, name), join(tablesFolder(home), name));
    }
    // A map of goal1 as long as a real one, whose layers claim what they like.
    const size = 252_252_000;
    const summary = {
      size,
      goals: [0],
      histogram: [1, 1, 1],
      samples: [[0], [1], [2]],
      farthestComplete: true,
      ms: 1,
    };
    const space = makePuzzle('line', { goal: 'goal1' }).space?.();
    expect(space?.positions).toBe(size);
    writeTable(
      tablesFolder(home),
      mapTableName(space?.key ?? ''),
      new Uint8Array(mapBytes(size)),
      summary,
    );
    const mapped = await hereIn(home, 'daily', 'line', '--json');
    expect(plain.code).toBe(0);
    expect(mapped.stdout).toBe(plain.stdout);
    // Nor does analyze --full believe it (the daily never reads a map: it is there as written): it
    // is found out, removed and said so, and mapping starts.
    const forged = join(tablesFolder(home), `${mapTableName(space?.key ?? '')}.table`);
    expect(existsSync(forged)).toBe(true);
    const full = await hereIn(home, 'analyze', 'line', '--full', '--limit-nodes', '1000');
    expect(full.code).toBe(3);
    expect(full.stderr).toMatch(
      /^tobikoe: the stored map was damaged \(its layers are not the sizes its marks give\); mapping again\n/,
    );
    expect(existsSync(forged)).toBe(false);
  });
});

import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { distForOthers } from './dist-copy.js';

/**
 * The real process where the point is the real process: its stdout a full
 * device, a search stopped at a limit, a full peg board. Each ends with one
 * line on stderr and an exit code a script can tell apart.
 */

const cli = new URL('../dist/cli.js', import.meta.url).pathname;

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
  it.each([['solve', 'knights', '--json'], ['--help'], ['list']])(
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

  it('a node limit: exit 3, one line saying how far the search got, stdout empty with --json', async ({
    expect,
  }) => {
    const { code, stdout, stderr } = await tobikoe([
      'solve',
      'knights',
      '--algo',
      'iddfs',
      '--limit-nodes',
      '1000',
      '--json',
    ]);
    expect(code).toBe(3);
    expect(stdout).toBe('');
    expect(oneLine(stderr)).toBe(true);
    expect(stderr).toMatch(
      /^tobikoe: stopped at --limit-nodes 1,000: depth 2 searched in full, depth 4 under way; 1,000 nodes in /,
    );
  });

  it('a time limit: the search stops, exit 3', async ({ expect }) => {
    const { code, stderr } = await tobikoe([
      'solve',
      'line-3',
      '--algo',
      'iddfs',
      '--limit-s',
      '0.2',
    ]);
    expect(code).toBe(3);
    expect(stderr).toMatch(/^tobikoe: stopped at --limit-s 0\.2: .*\n$/);
  });

  it('a limit that is not a number: exit 2', async ({ expect }) => {
    const { code, stderr } = await tobikoe(['solve', 'knights', '--limit-nodes', '1e3']);
    expect(code).toBe(2);
    expect(stderr).toBe('tobikoe: --limit-nodes needs a whole number of nodes, 1 or more\n');
  });

  it.each([
    ['peg-star', 'ooooooooooooo'],
    ['peg-star-2', 'oooooooooooo'],
  ])('a full %s board is bad input: exit 2', async (id, start) => {
    const { code, stderr } = await tobikoe(['solve', id, '--start', start]);
    if (code !== 2 || !stderr.includes('no empty hole')) throw new Error(`exit ${code}: ${stderr}`);
  });
});

describe('a data folder tobikoe cannot use', () => {
  const answers = (outcome: Outcome): boolean =>
    outcome.code === 0 && JSON.parse(outcome.stdout).length === 30;

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

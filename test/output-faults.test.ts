import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { tobikoeHere } from './cli-here.js';
import { runTobikoe } from './cli-process.js';

/**
 * The exit code tells the truth however the output fares: the examples a
 * hostile audit found, each as the real process (a full or closed stderr or
 * stdout, a reader that has gone, a trace file that is a FIFO).
 */

describe.concurrent('a full or closed stderr or stdout', () => {
  it('bad input with a full stderr is still exit 2', async ({ expect }) => {
    const { code } = await runTobikoe(['solve', 'zzz'], { stderr: 'full' });
    expect(code).toBe(2);
  });

  it('a limit met with a full stderr is still exit 3', async ({ expect }) => {
    const { code } = await runTobikoe(['solve', 'knights', '--limit-nodes', '5', '--json'], {
      stderr: 'full',
    });
    expect(code).toBe(3);
  });

  it('a closed stdout loses the answer: exit 74 and one line, not 0', async ({ expect }) => {
    const { code, stderr } = await runTobikoe(['solve', 'frog-line'], { stdout: 'closed' });
    expect(code).toBe(74);
    expect(stderr).toBe('tobikoe: cannot write the output: stdout is closed\n');
  });

  it('a closed stdout that nothing was printed to keeps the run’s code (bad input: 2)', async ({
    expect,
  }) => {
    const { code, stderr } = await runTobikoe(['solve', 'zzz'], { stdout: 'closed' });
    expect(code).toBe(2);
    expect(stderr).toMatch(/^tobikoe: unknown puzzle 'zzz'/);
  });
});

describe.concurrent('a reader that has gone (tobikoe … | true)', () => {
  it.for<[string[], number]>([
    [['solve', 'knights', '--limit-nodes', '5'], 3],
    [['solve', 'peg-star-2-h0'], 1],
    [['solve', 'frog-line'], 0],
  ])('%j keeps its own exit code, %i', async ([args, expected], { expect }) => {
    const { code, stderr } = await runTobikoe(args, { stdout: 'broken' });
    expect(code, stderr).toBe(expected);
    expect(stderr.split('\n').filter(Boolean).length).toBe(expected === 0 ? 0 : 1);
  });
});

describe.concurrent('solve --trace to something that is not a file', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tobikoe-fifo-'));

  it('a FIFO no one reads is refused at once (exit 2), not a hang past --limit-s', async ({
    expect,
  }) => {
    const fifo = join(folder, 'nobody-reads');
    execFileSync('mkfifo', [fifo]);
    const { code, stderr } = await runTobikoe([
      'solve',
      'knights',
      '--trace',
      fifo,
      '--limit-s',
      '1',
    ]);
    expect(code).toBe(2);
    expect(stderr).toBe(
      'tobikoe: --trace: that is not a regular file (a pipe, a device or a socket); name a file\n',
    );
  });

  it('a device is refused the same way', async ({ expect }) => {
    const { code, stderr } = await tobikoeHere('solve', 'knights', '--trace', '/dev/null');
    expect(code).toBe(2);
    expect(stderr).toMatch(/not a regular file/);
  });
});

describe('bounds keeps its help’s word', () => {
  it('every bound given up at --limit-nodes: exit 3, no JSON', async ({ expect }) => {
    const { code, stdout, stderr } = await tobikoeHere(
      'bounds',
      'knights',
      '--limit-nodes',
      '5',
      '--json',
    );
    expect(code).toBe(3);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      "tobikoe: every bound's search stopped at --limit-nodes 5 before the goal; a larger limit may finish\n",
    );
  });

  it('some bounds finished, others gave up: the table is the answer, exit 0', async ({
    expect,
  }) => {
    // Three bounds solve frog-line within 100 nodes; misplaced (349) and none (601) cannot.
    const { code, stdout } = await tobikoeHere('bounds', 'frog-line', '--limit-nodes', '100');
    expect(code).toBe(0);
    expect(stdout).toMatch(/gave up at the node limit/);
    // Said as it starts: how many searches, and the longest they may take together.
    const [, searches, most] = /(\d+) searches, each stopped after 10 s: up to (\d+) s in all/.exec(
      stdout,
    ) ?? [0, 0, 0];
    expect(Number(most)).toBe(Number(searches) * 10);
    expect(stdout.split('\n').filter((line) => /^\S+ +\d+ /.test(line))).toHaveLength(
      Number(searches),
    );
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { tobikoeHere } from './cli-here.js';
import { runTobikoe } from './cli-process.js';

/**
 * The exit code tells the truth however the output fares: the examples a
 * hostile audit found. A full or closed stderr or stdout and a reader that
 * has gone are among the runs of fuzz-command-line.test.ts (every kind of
 * ending on every such output, each example one of them); here, a trace file
 * that is a FIFO (the real process) or a device, and what bounds promises.
 */

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

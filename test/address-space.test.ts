import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKER_ADDRESS_BYTES, workersThatFit } from '../source/util/address-space.js';

/*
 * Under an address-space limit (ulimit -v), a worker thread that cannot
 * reserve its memory ends the whole process with V8's fatal out-of-memory:
 * the whole map starts only the workers that fit, and a buffer the system
 * will not give is a limit met (exit 3), said in one line.
 */

const GB = 1024 ** 3;
const cli = new URL('../dist/cli.js', import.meta.url).pathname;

describe('workers under an address-space limit', () => {
  it('start as many as fit beside what is kept, none when one does not', () => {
    expect(workersThatFit(2, 0, Number.POSITIVE_INFINITY)).toBe(2);
    expect(workersThatFit(2, 256 << 20, 2 * WORKER_ADDRESS_BYTES + (256 << 20))).toBe(2);
    expect(workersThatFit(2, 256 << 20, 2 * WORKER_ADDRESS_BYTES + (255 << 20))).toBe(1);
    expect(workersThatFit(2, 256 << 20, 0.5 * GB)).toBe(0);
    expect(workersThatFit(2, 256 << 20, -GB)).toBe(0);
  });

  it('the whole map without the memory for its bits: one line, exit 3, no internal error', () => {
    // This Node's own floor (Node 24 needs some 400 MB more than 20), found 50 MB at a time.
    const under = (kb: number, ...args: string[]) =>
      spawnSync('/bin/sh', ['-c', `ulimit -v ${kb}; exec "$@"`, 'sh', process.execPath, ...args], {
        encoding: 'utf8',
        env: { ...process.env, TOBIKOE_HOME: mkdtempSync(join(tmpdir(), 'tobikoe-ulimit-')) },
        timeout: 60_000,
      });
    let floor = 600_000;
    while (floor < 3_000_000 && under(floor, '-e', '0').status !== 0) floor += 50_000;
    // 50 MB over it: the program starts, the 63 MB map does not fit.
    const run = under(floor + 50_000, cli, 'analyze', 'line', '--goal', 'goal1', '--full');
    expect(run.status).toBe(3);
    expect(run.stderr).toBe(
      'tobikoe: not enough memory: the system would not give what this needs (is a memory limit set, such as ulimit -v?)\n',
    );
  });
});

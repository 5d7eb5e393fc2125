import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tobikoeHere } from './cli-here.js';
import { cli } from './pty.js';

/**
 * A file name with bytes that are not UTF-8 (`--record $'x\xff.svg'`) used to
 * be written under another name (Node decodes the command line, `\xff` became
 * U+FFFD) with exit 0. Node cannot hand the bytes over, so the name is refused.
 */

const NOT_UTF8 = 'the file name is not valid UTF-8, so it cannot be kept as given';

/** The real program with one argument given as raw bytes, from an empty folder; what it left there. */
const withRawName = (before: readonly string[], name: Buffer, after: readonly string[] = []) => {
  const folder = mkdtempSync(join(tmpdir(), 'tobikoe-bytes-'));
  // The shell passes the bytes as they are (printf's octal escape), as a person's shell does.
  const octal = [...name].map((byte) => `\\${byte.toString(8).padStart(3, '0')}`).join('');
  const run = spawnSync(
    '/bin/sh',
    [
      '-c',
      `exec "$0" "$1" $2 "$(printf '${octal}')" $3`,
      process.execPath,
      cli,
      before.join(' '),
      after.join(' '),
    ],
    { cwd: folder, encoding: 'buffer', env: { ...process.env, TOBIKOE_HOME: folder } },
  );
  return {
    run,
    left: readdirSync(folder).filter((entry) => !['games', 'tables', 'code'].includes(entry)),
  };
};

describe('file names with bytes that are not UTF-8', () => {
  it('--record: refused in one line, exit 2, no file of another name, the bytes not echoed', () => {
    expect(existsSync(cli), 'dist/cli.js is missing: run npm run build first').toBe(true);
    const { run, left } = withRawName(
      ['solve', 'knights', '--record'],
      Buffer.from('x\xffy.svg', 'latin1'),
    );
    expect(run.status).toBe(2);
    const stderr = run.stderr.toString('utf8');
    expect(stderr).toBe(`tobikoe: --record: ${NOT_UTF8}; name the file in UTF-8\n`);
    expect(run.stderr.includes(0xff)).toBe(false);
    expect(run.stdout.length).toBe(0);
    expect(left).toEqual([]);
  });

  it('--trace, --batch and replay alike; a name in UTF-8 (Japanese too) is kept as given', async () => {
    // Inside a folder of its own: a broken check writes nothing into the checkout.
    const folder = mkdtempSync(join(tmpdir(), 'tobikoe-bytes-'));
    for (const args of [
      ['solve', 'knights', '--trace', join(folder, 'x\uFFFD.jsonl')],
      ['solve', 'knights', '--batch', join(folder, '\uFFFD')],
      ['replay', join(folder, 'x\uFFFD.cast')],
    ]) {
      const outcome = await tobikoeHere(...args);
      expect(outcome.code, args.join(' ')).toBe(2);
      expect(outcome.stderr).toContain(NOT_UTF8);
    }
    const { run, left } = withRawName(['solve', 'knights', '--record'], Buffer.from('記録.cast'));
    expect(run.status).toBe(0);
    expect(left).toEqual(['記録.cast']);
  });
});

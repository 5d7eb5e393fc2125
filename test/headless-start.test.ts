import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTobikoe } from './cli-process.js';

const solveLine = ['solve', 'flip-line', '--json', '--limit-nodes', '100000'];

/** A solve's answer without its times. */
const answerOf = (stdout: string): unknown => {
  const { moves, length, nodes, optimal } = JSON.parse(stdout) as Record<string, unknown>;
  return { moves, length, nodes, optimal };
};

describe('the built program keeps what it compiled, by command', () => {
  it('keeps the code of a solve and of --help apart, and answers the same from them', async () => {
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-code-'));
    const first = await runTobikoe(solveLine, { home });
    expect(first.code).toBe(0);
    const kept = readdirSync(join(home, 'code'));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(new RegExp(`-${process.version}-${process.arch}-solve\\.v8$`));
    const again = await runTobikoe(solveLine, { home });
    expect(again.code).toBe(0);
    expect(answerOf(again.stdout)).toEqual(answerOf(first.stdout));
    const help = await runTobikoe(['--help'], { home });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('tobikoe solve');
    expect(
      readdirSync(join(home, 'code')).filter((name) => name.endsWith('-help.v8')),
    ).toHaveLength(1);
  });

  it('answers the same over a damaged cache and keeps a sound one in its place', async () => {
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-code-'));
    const first = await runTobikoe(solveLine, { home });
    const [name] = readdirSync(join(home, 'code'));
    const file = join(home, 'code', name);
    const sound = readFileSync(file);
    const damaged = Buffer.from(sound);
    damaged[damaged.length >> 1] ^= 0xff;
    writeFileSync(file, damaged);
    const after = await runTobikoe(solveLine, { home });
    expect(after.code).toBe(0);
    expect(after.stderr).toBe('');
    expect(answerOf(after.stdout)).toEqual(answerOf(first.stdout));
    expect(readFileSync(file).equals(damaged)).toBe(false);
  });
});

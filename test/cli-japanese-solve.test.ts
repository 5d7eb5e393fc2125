import stringWidth from 'string-width';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishIn, type Run, tobikoeIn } from './cli-in-language.js';

describe('tobikoe solve in Japanese', () => {
  let run: Run;
  beforeAll(async () => {
    run = await tobikoeIn('ja_JP.UTF-8', 'solve', 'knights');
  });

  it('prints its depth lines, result and film strip in Japanese', async () => {
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^上限 +ノード +時間 +経過 +枝刈り$/m);
    expect(run.stdout).toMatch(/^16 +[0-9,]+ +[0-9.]+ (ms|秒) +[0-9.]+ (ms|秒) +[0-9,]+$/m);
    expect(run.stdout).toMatch(/^16手で解けました。/m);
    expect(run.stdout).toMatch(/^開始 +1手目: 0→5 +2手目: /m);
    expect(run.stdout).toContain('IDA*（下限値枝刈り法）');
    expect(englishIn(run.stdout, 'knights')).toEqual([]);
  });

  it('lines up the film strip in columns: every frame row as wide as its labels', async () => {
    const strip = run.stdout.slice(run.stdout.indexOf('\n\n') + 2);
    const [labels, firstRow] = strip.split('\n');
    // The second label starts where the second board does.
    const labelAt = stringWidth(labels.slice(0, labels.indexOf('1手目')));
    const boardAt = stringWidth(firstRow.slice(0, firstRow.indexOf('·')));
    expect(labelAt).toBe(boardAt - 1);
    for (const line of strip.split('\n')) expect(stringWidth(line)).toBeLessThanOrEqual(80);
  });

  it('is English with --lang en, and with LANG=C', async () => {
    // The same lines as knights prints, from a search of 35 nodes (knights: 75,000).
    for (const english of [
      await tobikoeIn('ja_JP.UTF-8', 'solve', 'frog-line', '--lang', 'en'),
      await tobikoeIn('C', 'solve', 'frog-line'),
    ]) {
      expect(english.stdout).toMatch(/^bound +nodes +time +elapsed +cut-offs$/m);
      expect(english.stdout).toMatch(/^15 +[\d,]+ +[\d.]+ (ms|s) /m);
      expect(english.stdout).toMatch(/^solved in 15 moves/m);
      expect(english.stdout).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
  });

  it('says a limit stop in Japanese, exit 3', async () => {
    const stopped = await tobikoeIn('ja_JP.UTF-8', 'solve', 'knights', '--limit-nodes', '1000');
    expect(stopped.code).toBe(3);
    const lines = stopped.stderr.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('--limit-nodes 1,000 で打ち切りました（');
    expect(englishIn(lines[0], 'knights')).toEqual([]);
  });
});

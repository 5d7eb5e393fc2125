import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishIn, tobikoeIn } from './cli-in-language.js';

const JA = 'ja_JP.UTF-8';
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** A refusal: exit 2, one Japanese line on stderr with no English sentence left. */
const refusedInJapanese = async (id: string, ...args: string[]): Promise<string> => {
  const run = await tobikoeIn(JA, ...args);
  expect(run.code).toBe(2);
  const lines = run.stderr.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(JAPANESE);
  expect(englishIn(lines[0], id)).toEqual([]);
  return lines[0];
};

describe('tobikoe analyze, new and daily in Japanese', () => {
  it('analyze: the measure and the farthest positions', async () => {
    const run = await tobikoeIn(JA, 'analyze', 'frog-line');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^72 局面、開始局面から最も遠くて 15手、[0-9.]+ 秒$/m);
    expect(run.stdout).toContain('15手の局面は 1 個:');
    expect(englishIn(run.stdout, 'frog-line')).toEqual([]);
    const english = await tobikoeIn('C', 'analyze', 'frog-line');
    expect(english.stdout).toMatch(/^72 positions, farthest 15 moves from the start, /m);
    expect(english.stdout).toContain('1 positions at 15 moves:');
  });

  it('new: heading, start label, goal and how to play it', async () => {
    const run = await tobikoeIn(JA, 'new', 'knights', '--seed', '7', '--length', '9');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('目標まで最短 9手 · シード 7');
    expect(run.stdout).toMatch(/^ {2}開始$/m);
    expect(run.stdout).toMatch(/^遊ぶには: tobikoe play knights:/m);
    expect(englishIn(run.stdout, 'knights')).toEqual([]);
    const english = await tobikoeIn('C', 'new', 'knights', '--seed', '7', '--length', '9');
    expect(english.stdout).toContain('9 moves from the goal at best · seed 7');
    expect(english.stdout).toMatch(/^play it: tobikoe play knights:/m);
  });

  it('new and daily refuse a start given to them', async () => {
    const code = 'knights:.W..B.W.B.BW';
    expect(await refusedInJapanese('knights', 'new', code)).toContain(
      'new は開始局面を自分で作ります',
    );
    expect(await refusedInJapanese('knights', 'daily', code)).toContain(
      '今日の問題は誰にとっても同じです',
    );
    await refusedInJapanese('knights', 'new');
  });

  it('daily: the day and its par', async () => {
    const run = await tobikoeIn(JA, 'daily', 'knights');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/ · \d{4}-\d\d-\d\d の今日の問題 · 基準 \d+手$/m);
    expect(englishIn(run.stdout, 'knights')).toEqual([]);
  });
});

describe('batch, trace and --moves refusals in Japanese', () => {
  it('batch: what it cannot read or take, on stderr', async () => {
    expect(
      await refusedInJapanese('frog-line', 'solve', 'frog-line', '--batch', '/no/such'),
    ).toContain("--batch '/no/such' を読めません: ENOENT");
    await refusedInJapanese('frog-line', 'solve', 'frog-line', '--batch', '-', '--trace', '/tmp/t');
    await refusedInJapanese('frog-line', 'solve', 'frog-line:BBB.WWW', '--batch', '-');
  });

  it('batch: a failing line is English JSON in every language', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'tobikoe-batch-')), 'starts');
    writeFileSync(file, 'BBB.WWW\nknights:.W..B.W.B.BW\nfrog-line:zz\n');
    const japanese = await tobikoeIn(JA, 'solve', 'frog-line', '--batch', file);
    const english = await tobikoeIn('C', 'solve', 'frog-line', '--batch', file);
    expect(japanese.code).toBe(2);
    expect(english.code).toBe(2);
    // Times, and the marks of times out of step with their nodes, differ from run to run.
    const untimed = (out: string) =>
      out.replace(/"(\w*[mM]s)":[0-9.e+-]+/g, '"$1":0').replaceAll(',"outOfStep":true', '');
    expect(untimed(japanese.stdout)).toBe(untimed(english.stdout));
    expect(japanese.stdout).toContain(
      '"error":"the code is for knights, this batch solves frog-line"',
    );
    expect(japanese.stdout).not.toMatch(JAPANESE);
  });

  it('trace: a file that cannot be written', async () => {
    const line = await refusedInJapanese(
      'knights',
      'solve',
      'knights',
      '--trace',
      '/no/such/folder/t',
    );
    expect(line).toContain('そのフォルダがありません');
  });

  it('review: moves that are not moves, or not legal', async () => {
    await refusedInJapanese('knights', 'review', 'knights', '--moves', '0x');
    expect(await refusedInJapanese('knights', 'review', 'knights', '--moves', '0-5 9-9')).toContain(
      '2手目（9-9）は指せません: マス 9 の駒が行けるのは',
    );
    await refusedInJapanese('knights', 'review', 'knights', '--moves', '0-99');
    await refusedInJapanese('knights', 'review', 'knights', '--moves', '1-5');
  });
});

describe("the searches' refusals in Japanese, exit codes unchanged", () => {
  for (const [id, args, english] of [
    ['knights', ['new', 'knights', '--length', '500'], 'no start is 500 moves from the goal; '],
    ['frog-line', ['solve', 'frog-line:BBW.BWW'], 'no solution: the goal cannot be reached'],
  ] as const) {
    it(`tobikoe ${args.join(' ')}`, async () => {
      const run = await tobikoeIn(JA, ...args);
      const C = await tobikoeIn('C', ...args);
      expect(run.code).toBe(1);
      expect(C.code).toBe(1);
      expect(C.stderr).toContain(english);
      const last = run.stderr.split('\n').filter(Boolean).at(-1) ?? '';
      expect(last).toMatch(JAPANESE);
      expect(englishIn(last, id)).toEqual([]);
    });
  }
});

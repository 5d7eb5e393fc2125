import stringWidth from 'string-width';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';
import { type Run, tobikoeIn, withoutMachineWords } from './cli-in-language.js';
import { englishLeft } from './english-left.js';

const JA = 'ja_JP.UTF-8';

/** English a family's own option help still says (the families translate their folders). */
const familyEnglish = (): Set<string> =>
  new Set(
    catalogue.flatMap((entry) =>
      entry.params
        .filter((param) => param.kind !== 'board')
        .flatMap((param) => englishLeft(param.help)),
    ),
  );

describe('tobikoe --help in Japanese', () => {
  let help: Run;
  beforeAll(async () => {
    help = await tobikoeIn(JA, '--help');
  });

  it('is in Japanese, and fits 80 columns', async () => {
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('使い方');
    expect(help.stdout).toContain('終了コード');
    const wide = help.stdout.split('\n').filter((line) => stringWidth(line) > 80);
    expect(wide).toEqual([]);
  });

  it('leaves no English sentence of its own', async () => {
    const allowed = familyEnglish();
    // Help wraps a family's sentence over lines: compare word by word.
    const allowedWords = new Set([...allowed].flatMap((run) => run.split(/[ ,']+/)));
    const left = englishLeft(withoutMachineWords(help.stdout)).filter(
      (run) => !run.split(/[ ,']+/).every((word) => allowedWords.has(word)),
    );
    expect(left).toEqual([]);
  });

  it('keeps every flag name as it is in English', async () => {
    const english = (await tobikoeIn('C', '--help')).stdout;
    const flags = (text: string) => [...new Set(text.match(/--[a-z][a-z-]*/g))].sort();
    expect(flags(help.stdout)).toEqual(flags(english));
  });

  it('is English with LANG=C and with --lang en', async () => {
    const english = await tobikoeIn('C', '--help');
    expect(english.stdout).toContain('Usage');
    expect(englishLeft(english.stdout).length).toBeGreaterThan(0);
    expect((await tobikoeIn(JA, '--help', '--lang', 'en')).stdout).toBe(english.stdout);
    expect((await tobikoeIn('C', '--help', '--lang=ja')).stdout).toBe(help.stdout);
  });
});

describe('command-line errors in Japanese', () => {
  const cases: readonly (readonly string[])[] = [
    ['solve', 'knights', '--bogus'],
    ['solve', 'knights', '--algo', 'fast'],
    ['solve', 'knights', '--json=maybe'],
    ['new', 'knights', '--length', 'many'],
    ['solve'],
    ['solve', 'knights', '--limit-s'],
    ['frobnicate'],
    ['solve', 'no-such-puzzle'],
    ['solve', 'knights:BB'],
    ['solve', 'frog-line-4', '--n', '99'],
    ['solve', 'frog-line', '--start', 'BBBB.WWWX'],
    ['list', '--ascii'],
  ];

  for (const args of cases) {
    it(`says ${args.join(' ')} is wrong in one Japanese line, exit 2`, async () => {
      const run = await tobikoeIn(JA, ...args);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      const lines = run.stderr.split('\n').filter(Boolean);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^tobikoe: .*[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(englishLeft(withoutMachineWords(lines[0]))).toEqual([]);
      // The same mistake in English is still English, with the same code.
      const english = await tobikoeIn('C', ...args);
      expect(english.code).toBe(2);
      expect(english.stderr).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    });
  }
});

import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commandHelpText, helpText } from '../source/args/help.js';
import { EXIT } from '../source/commands/exit-codes.js';
import { commandSpecs } from '../source/commands/specs.js';
import { catalogue } from '../source/puzzles/catalogue.js';
import { tobikoeHere } from './cli-here.js';

/**
 * The promises the help makes, kept at the edges a hostile audit tried:
 * control characters and huge arguments in messages, --version beside bad
 * arguments, the shape of list --json, plain ASCII under --ascii, and the
 * exit-code table the help and docs/exit-codes.md both give.
 */

afterEach(() => vi.restoreAllMocks());

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

describe('review --moves at the edges', () => {
  it('C1 controls and DEL come back escaped, as every other message quotes input', async () => {
    const { code, stderr } = await tobikoeHere(
      'review',
      'knights',
      '--moves',
      '0-5 \u009b2J\u007f',
    );
    expect(code).toBe(2);
    expect(CONTROL.test(stderr.slice(0, -1))).toBe(false);
    expect(stderr).toBe(
      "tobikoe: --moves: move 2 '\\u{9b}2J\\u{7f}' is not cells joined by '-', like 0-5 or 0-5-12\n",
    );
  });

  it('format characters (a right-to-left override, a zero-width space) come back escaped', async () => {
    const { code, stderr } = await tobikoeHere('solve', 'knights\u202e\u200b');
    expect(code).toBe(2);
    expect(/\p{Cf}/u.test(stderr)).toBe(false);
    expect(stderr).toContain("'knights\\u{202e}\\u{200b}'");
  });

  it('a 129 KB argument gives one short line, not the argument back', async () => {
    // A chain of 64,536 cells that reads as one move, and one word that does not.
    const chain = Array.from({ length: 32_268 }, () => '0-5').join('-');
    for (const moves of [chain, `0-5 ${'x'.repeat(129_070)}`]) {
      const { code, stderr } = await tobikoeHere('review', 'knights', '--moves', moves);
      expect(code).toBe(2);
      expect(stderr.endsWith('\n') && !stderr.slice(0, -1).includes('\n')).toBe(true);
      expect(stderr.length).toBeLessThan(200);
    }
  });
});

describe('--help and --version never hide a bad argument', () => {
  it.each([
    [['play', '0.5', '--version', '--full'], /play does not take --full/],
    [['play', '0.5', '--version'], /unknown puzzle '0\.5'/],
    [['solve', 'knights', '--help', '--moves', '0-5'], /solve does not take --moves/],
    [['nope', '--version'], /unknown command 'nope'/],
  ])('%j: exit 2', async (args, message) => {
    const { code, stdout, stderr } = await tobikoeHere(...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
  });

  it('on a sound line they answer: --version, solve --help, solve knights --json --help', async () => {
    const { version } = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(await tobikoeHere('solve', 'knights', '--version')).toEqual({
      code: 0,
      stdout: `${version}\n`,
      stderr: '',
    });
    for (const [args, page] of [
      [['solve', '--help'], commandHelpText('solve')],
      [['solve', 'knights', '--json', '--help'], commandHelpText('solve')],
      [['-h'], helpText()],
    ] as const) {
      expect((await tobikoeHere(...args)).stdout).toBe(page);
    }
  });
});

describe('list --json', () => {
  it('is one object, as --json promises, holding ids, titles, options and bounds', async () => {
    const { code, stdout } = await tobikoeHere('list', '--json');
    expect(code).toBe(0);
    const listed = JSON.parse(stdout) as { puzzles: Record<string, unknown>[] };
    expect(Array.isArray(listed)).toBe(false);
    expect(listed.puzzles.map((each) => each.id)).toEqual(catalogue.map((entry) => entry.id));
    for (const each of listed.puzzles) {
      expect(Object.keys(each)).toEqual(
        expect.arrayContaining(['id', 'title', 'options', 'bounds']),
      );
    }
    // The help says what it holds in the same words.
    expect(helpText()).toContain(commandSpecs.list.summary);
    expect(commandSpecs.list.summary).toBe('ids, titles, options, bounds');
  });
});

describe('--ascii is plain ASCII', () => {
  it('new for a puzzle of every family, and daily (printed the same way): every line', async () => {
    const families = catalogue.filter(
      (entry, index) => catalogue.findIndex((other) => other.family === entry.family) === index,
    );
    for (const entry of families) {
      for (const args of [
        ['new', entry.id, '--seed', '3', '--ascii'],
        ...(entry.id === 'knights' ? [['daily', entry.id, '--ascii']] : []),
      ]) {
        const { code, stdout, stderr } = await tobikoeHere(...args);
        expect(code, `${args.join(' ')}: ${stderr}`).toBe(0);
        expect(/[^\n -~]/.test(stdout), `${args.join(' ')}\n${stdout}`).toBe(false);
      }
    }
  });
});

describe('the exit codes', () => {
  it('are the same in --help and in docs/exit-codes.md', () => {
    const docs = readFileSync(new URL('../docs/exit-codes.md', import.meta.url), 'utf8');
    const help = helpText().replace(/\s+/g, ' ');
    for (const [meaning, code] of Object.entries(EXIT)) {
      expect(docs, meaning).toMatch(new RegExp(`^\\| (\\d+, )?${code}\\b`, 'm'));
      // The help names the ones a script meets from the headless commands.
      if (code !== EXIT.internalError) expect(help, meaning).toContain(` ${code} `);
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { helpFor } from '../source/args/help.js';
import { parseCommandLine } from '../source/args/parse.js';
import { commandNames } from '../source/commands/specs.js';
import { tobikoeHere } from './cli-here.js';
import { pages } from './docs.js';

/** Runs a command line in this process, as `tobikoe` does. */
const run = tobikoeHere;

afterEach(() => vi.restoreAllMocks());

/** One line on stderr, lower-case after the prefix, nothing a terminal would act on. */
const expectOneLine = (stderr: string): void => {
  const lines = stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^tobikoe: [a-z'-]/);
  expect([...lines[0]].some((char) => (char.codePointAt(0) ?? 0) < 0x20)).toBe(false);
  expect(lines[0].length).toBeLessThan(300);
};

describe('flags are matched exactly and read strictly (exit 2, one line)', () => {
  const refused: [string[], RegExp][] = [
    [['--Start'], /unknown option '--Start'/],
    [['solve', 'knights', '--START', 'x'], /unknown option '--START'/],
    [['solve', 'knights', '--Start=x'], /unknown option '--Start'/],
    [['solve', 'knights', '--Goal'], /unknown option '--Goal'/],
    [['solve', 'knights', '--json=1', '--json'], /--json is given twice/],
    [['solve', 'knights', '--json=maybe'], /--json is a switch/],
    [['solve', 'peg-star', '--anywhere=yes please'], /--anywhere is a switch/],
    [['solve', 'peg-star', '--hole', ''], /--hole must be a whole number from 0 to 12, not ''/],
    [['solve', 'frog-line', '--n', ''], /--n must be a whole number from 1 to 8, not ''/],
    [['solve', 'frog-line', '--n', '-Infinity'], /--n must be a whole number from 1 to 8/],
    [['solve', 'frog-line', '--n', '0x3'], /--n must be a whole number/],
    [['solve', 'frog-line', '--n', '9'], /from 1 to 8, not '9'/],
    [['solve', 'frog-line', '--n'], /--n needs a value/],
    [['solve', 'frog-line', '--start', '--json'], /--start needs a value/],
    [['analyze', 'knights', '--all'], /analyze does not take --all/],
    [['list', '--n', '3'], /list does not take --n/],
    [['list', '--json', '--ascii'], /list does not take --ascii/],
    [['play', '--algo', 'ida'], /play does not take --algo/],
    [['--n', '3'], /--n needs a puzzle/],
    [['solve', 'knights', '--hole', '1'], /knights does not take --hole/],
    [['solve', 'knights', '--algo', 'dfs'], /unknown --algo 'dfs'; use bfs, bidir, iddfs, ida/],
    [['solve'], /name a puzzle/],
    [['solve', 'knights', 'extra'], /unexpected argument 'extra'/],
    [['dance'], /unknown command 'dance'/],
    [['solve', '\u001B]0;pwn\u0007'], /unknown puzzle '\\e\]0;pwn\\u\{7\}'/],
    [['solve', 'x'.repeat(100_000)], /unknown puzzle 'x{40}…'/],
  ];
  for (const [argv, message] of refused) {
    it(argv.join(' ').slice(0, 60), async () => {
      const { code, stdout, stderr } = await run(...argv);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(message);
      expectOneLine(stderr);
    });
  }

  it('reads true and false spellings of a switch', async () => {
    for (const [spelling, value] of [
      ['--json', true],
      ['--json=true', true],
      ['--json=yes', true],
      ['--json=1', true],
      ['--json=false', false],
      ['--json=no', false],
      ['--json=0', false],
    ] as const) {
      const line = await parseCommandLine(['list', spelling]);
      expect(line.command === 'list' && line.flags.json, spelling).toBe(value);
    }
  });

  it('reads a value after the flag or after =, and keeps puzzle options for the puzzle', async () => {
    const line = await parseCommandLine(['solve', 'frog-line', '--n=4', '--algo', 'bfs', '--all']);
    expect(line).toEqual({
      command: 'solve',
      target: 'frog-line',
      flags: { algo: 'bfs', all: true },
      puzzleFlags: { n: '4' },
    });
  });

  it('solves with --json=false as plain text', async () => {
    const { code, stdout } = await run('solve', 'flip-line', '--json=false');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^solved in \d+ moves/m);
  });
});

describe('help', () => {
  it('says the description once and lists every command', async () => {
    const { code, stdout } = await run('--help');
    expect(code).toBe(0);
    expect(stdout.split('shows its thinking')).toHaveLength(2);
    for (const name of commandNames) expect(stdout).toContain(`$ tobikoe ${name}`);
    for (const line of stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('agrees with the docs: every flag and command in --help is in the command-line page or beside it', () => {
    const section = pages()
      .filter((page) => page.path.startsWith('docs/'))
      .map((page) => page.text)
      .join('\n');
    const helpPages = [helpFor(undefined), ...commandNames.map((name) => helpFor(name))].join('\n');
    const flags = new Set(helpPages.match(/--[a-z][a-z-]*/g));
    for (const flag of flags) expect(section, flag).toContain(flag);
    for (const name of commandNames) expect(section, name).toContain(`tobikoe ${name}`);
  });
});

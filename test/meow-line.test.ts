import { describe, expect, it } from 'vitest';
import { readWithMeow } from '../source/args/meow-line.js';
import { parseCommandLine } from '../source/args/parse.js';
import { tobikoeHere } from './cli-here.js';

describe('meow reads a command line from the table', () => {
  it('reads any table it is given: switches, values, dashed names, operands after --', () => {
    // Flags no command declares today: a table that grows needs no change here.
    const declared = new Map([
      ['screen-reader', { kind: 'boolean' }],
      ['record', { kind: 'text' }],
      ['size', { kind: 'integer' }],
      ['no-mouse', { kind: 'boolean' }],
    ]);
    const line = readWithMeow(
      ['--screen-reader=true', '--record=--odd', '--size=-3', '--no-mouse=false', '--', '-x', 'y'],
      declared,
      '',
      '9.9.9',
    );
    expect(line.operands).toEqual(['-x', 'y']);
    expect(Object.fromEntries(line.values)).toEqual({
      'screen-reader': true,
      record: '--odd',
      size: '-3',
      'no-mouse': false,
    });
    expect(line.version).toBe('9.9.9');
  });

  it('leaves a switch that is not given out (not false)', () => {
    const line = readWithMeow([], new Map([['json', { kind: 'boolean' }]]), '', '1.0.0');
    expect(line.values.has('json')).toBe(false);
  });

  it('lays out the help it is handed', () => {
    const line = readWithMeow([], new Map(), '\n  Usage\n    $ tobikoe\n', '1.0.0');
    expect(line.help).toBe('\n  Usage\n    $ tobikoe\n');
  });

  it('is what parses: flags meow would take loosely are refused before it, in one line', async () => {
    for (const [argv, message] of [
      [['solve', 'knights', '--limitS', '3'], /unknown option '--limitS'/],
      [['solve', 'knights', '--no-json'], /unknown option '--no-json'/],
      [['play', '--mouse=false'], /unknown option '--mouse'/],
      [['list', '-j'], /unknown option '-j'/],
    ] as const) {
      const { code, stderr } = await tobikoeHere(...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(stderr).toMatch(message);
    }
  });

  it('gives the version and the help through meow', async () => {
    const version = await tobikoeHere('--version');
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    const line = await parseCommandLine(['solve', '--help']);
    expect(line.command === 'solve' && line.asks).toBe('help');
    expect(line.command === 'solve' && line.text).toMatch(/Usage/);
  });
});

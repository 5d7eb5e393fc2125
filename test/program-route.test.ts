import { describe, expect, it } from 'vitest';
import {
  HEADLESS_COMMANDS,
  headlessCommandOf,
  runsHeadless,
  SCREEN_COMMANDS,
} from '../source/args/program-route.js';
import { commandNames } from '../source/commands/specs.js';

describe('which program runs a line', () => {
  it('sorts every command into one of the two', () => {
    const sorted = [...HEADLESS_COMMANDS, ...SCREEN_COMMANDS];
    expect([...sorted].sort()).toEqual([...commandNames].sort());
    expect(new Set(sorted).size).toBe(sorted.length);
  });

  it('gives the headless program a line that begins with its command, help, --help or --version', () => {
    for (const command of HEADLESS_COMMANDS) expect(runsHeadless([command, '--json'])).toBe(true);
    expect(runsHeadless(['--help'])).toBe(true);
    expect(runsHeadless(['--version'])).toBe(true);
    expect(runsHeadless(['help', 'solve'])).toBe(true);
    expect(headlessCommandOf(['--help'])).toBe('help');
    expect(headlessCommandOf(['solve', 'line-3'])).toBe('solve');
    expect(headlessCommandOf(['solve', 'line-3', '--help'])).toBe('solve-help');
    expect(headlessCommandOf(['solve', '--', '--help'])).toBe('solve');
  });

  it('gives every other line to the whole program', () => {
    for (const command of SCREEN_COMMANDS) expect(runsHeadless([command, 'line-3'])).toBe(false);
    expect(runsHeadless([])).toBe(false);
    expect(runsHeadless(['--ascii'])).toBe(false);
    // A flag's value may be a word that names a command.
    expect(runsHeadless(['--lang', 'ja', 'solve', 'line-3'])).toBe(false);
    expect(runsHeadless(['line-3', 'solve'])).toBe(false);
  });
});

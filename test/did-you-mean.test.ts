import { afterEach, describe, expect, it, vi } from 'vitest';
import { nearest } from '../source/util/nearest.js';
import { tobikoeHere } from './cli-here.js';

afterEach(() => vi.restoreAllMocks());

describe('did you mean', () => {
  it.each([
    [['solve', 'knight'], "tobikoe: no puzzle 'knight'; did you mean knights?"],
    [['solve', 'Knights'], "tobikoe: no puzzle 'Knights'; did you mean knights?"],
    [['solve', '15-puzzle'], "tobikoe: no puzzle '15-puzzle'; did you mean fifteen?"],
    [['solve', '8-Puzzle'], "tobikoe: no puzzle '8-Puzzle'; did you mean eight?"],
    [['solve', '15パズル'], "tobikoe: no puzzle '15パズル'; did you mean fifteen?"],
    [['slove', 'knights'], "tobikoe: unknown command 'slove'; did you mean solve?"],
    [['help', 'anlyze'], "tobikoe: unknown command 'anlyze'; did you mean analyze?"],
    [
      ['solve', 'knights', '--Start', 'x'],
      "tobikoe: unknown option '--Start'; did you mean --start?",
    ],
    [['solve', 'knights', '--jsn'], "tobikoe: unknown option '--jsn'; did you mean --json?"],
    [
      ['solve', 'knights', '--limit-nodse', '9'],
      "tobikoe: unknown option '--limit-nodse'; did you mean --limit-nodes?",
    ],
  ])('%j: one line naming it, exit 2', async (argv, line) => {
    const run = await tobikoeHere(...argv);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`${line}\n`);
  });

  it('names nothing when nothing is close, and lists the ids as before', async () => {
    // As close to problems 1, 2 and 3's titles: none of them is meant more than another.
    expect((await tobikoeHere('solve', 'Line Puzzle, problem')).stderr).toMatch(/unknown puzzle/);
    const run = await tobikoeHere('solve', 'xyz');
    expect(run.stderr).toMatch(/unknown puzzle 'xyz'; the ids are .*knights/);
    expect((await tobikoeHere('solve', 'k'.repeat(100_000))).stderr).toMatch(/unknown puzzle/);
  });

  it('asks in Japanese with --lang ja', async () => {
    const run = await tobikoeHere('solve', 'knight', '--lang', 'ja');
    expect(run.stderr).toBe("tobikoe: 'knight' というパズルはありません。knights のことですか？\n");
  });

  it('takes case, one edit in a short word and two in a long one; a tie names none', () => {
    expect(nearest('LIST', ['list', 'line'])).toBe('list');
    expect(nearest('lst', ['list', 'json'])).toBe('list');
    expect(nearest('lne', ['line', 'lone'])).toBeUndefined();
    expect(nearest('pegstra', ['peg-star', 'knights'])).toBe('peg-star');
    expect(nearest('pgstra', ['peg-star'])).toBeUndefined();
    expect(nearest('ab', ['xy'])).toBeUndefined();
  });
});

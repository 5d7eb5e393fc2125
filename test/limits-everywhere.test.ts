import { describe, expect, it } from 'vitest';
import { commandSpecs } from '../source/commands/specs.js';
import { tobikoeHere } from './cli-here.js';

/*
 * Every command that can search for long takes --limit-s, and keeps to it
 * with exit 3 and a line that names the limit given.
 */

describe('--limit-s on every command that can run long', () => {
  it.each(['solve', 'analyze', 'new', 'daily', 'review', 'bounds'] as const)(
    '%s takes it',
    (command) => {
      expect(Object.keys(commandSpecs[command].flags)).toContain('limit-s');
    },
  );

  it.each([
    ['daily', 'eight'],
    ['review', 'eight', '--moves', '7-8'],
  ])('%s checks it: a limit that is no number is bad input', async (...args) => {
    const { code, stderr } = await tobikoeHere(...args, '--limit-s', 'soon');
    expect(code).toBe(2);
    expect(stderr).toMatch(/--limit-s/);
  });

  it('review stops each position search at --limit-nodes, naming it', async () => {
    // Korf's instance 2 towards its goal: no whole table, so each position is searched.
    const { code, stderr } = await tobikoeHere(
      'review',
      'fifteen',
      '--start',
      'D54A9C8E2371.FB6',
      '--goal',
      '.123456789ABCDEF',
      '--moves',
      '8-12',
      '--limit-nodes',
      '100',
    );
    expect(code).toBe(3);
    expect(stderr).toMatch(/^tobikoe: stopped at --limit-nodes 100: /);
  });

  it('solve on a puzzle whose search may take minutes says so first, and how to bound it', async () => {
    // Some 34 moves from the goal: solved in about 17,500 nodes, but the 15-puzzle's hardest take minutes.
    const start = ['solve', 'fifteen', '--goal', '.123456789ABCDEF', '--start', '26A34.9781ECB5DF'];
    const unbounded = await tobikoeHere(...start);
    expect(unbounded.code).toBe(0);
    expect(unbounded.stderr).toBe(
      'tobikoe: fifteen has 20,922,789,888,000 positions: a hard start can take minutes to solve; --limit-s S stops the search after S seconds\n',
    );
    const bounded = await tobikoeHere(...start, '--limit-s', '30');
    expect(bounded.code).toBe(0);
    expect(bounded.stderr).toBe('');
    // A script reading --json gets its object alone; a puzzle of fewer positions says nothing of the kind.
    expect((await tobikoeHere(...start, '--json')).stderr).toBe('');
    expect((await tobikoeHere('solve', 'eight')).stderr).toBe('');
  });
});

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
});

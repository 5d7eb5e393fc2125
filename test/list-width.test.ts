/**
 * `tobikoe list` wraps at the terminal's width, 80 when not a terminal, at
 * spaces: a word is never broken (it printed "cross of 11 c / ells").
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';
import { cli } from './pty.js';

describe('tobikoe list, not a terminal', () => {
  it('keeps every line within 80 columns and every word whole', () => {
    const run = spawnSync(process.execPath, [cli, 'list'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(80);
    const words = new Set(run.stdout.split(/\s+/));
    for (const entry of catalogue) {
      for (const word of entry.summary.split(/\s+/)) expect(words).toContain(word);
    }
  });
});

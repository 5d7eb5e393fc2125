import { describe, expect, it } from 'vitest';
import { readCode } from '../source/puzzles/codes.js';
import { bidirectionalBfs } from '../source/search/bidir.js';
import { distanceOracle } from '../source/search/oracle.js';
import { tobikoeHere } from './cli-here.js';

type Dealt = {
  puzzle: string;
  start: string;
  length: number | null;
  seed: number;
  code: string;
  deal: string;
  shuffled: number | null;
};

const dealt = async (...args: string[]): Promise<Dealt> => {
  const run = await tobikoeHere('new', ...args, '--json');
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Dealt;
};

describe('tobikoe new --random and --shuffle N (#34 item 7)', () => {
  it('eight --random: each seed a start that reaches the goal, its length the exact optimum, the same again from its seed', async () => {
    const starts = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const json = await dealt('eight', '--random', '--seed', String(seed));
      expect(json).toMatchObject({ puzzle: 'eight', seed, deal: 'random', shuffled: null });
      const { entry, options } = readCode(json.code);
      const puzzle = entry.create(options);
      expect(puzzle.unsolvableReason?.(puzzle.start)).toBeNull();
      expect(json.length).toBe(
        bidirectionalBfs(puzzle, puzzle.start, { limitNodes: 400_000 }).moves?.length,
      );
      expect(await dealt('eight', '--random', '--seed', String(seed))).toEqual(json);
      starts.add(json.start);
    }
    expect(starts.size).toBe(8);
  });

  it('knights --shuffle 12: a start at most 12 moves from the goal, and its code solves to that length', async () => {
    const json = await dealt('knights', '--shuffle', '12', '--seed', '3');
    expect(json).toMatchObject({ deal: 'shuffle', shuffled: 12 });
    const { entry, options } = readCode(json.code);
    const puzzle = entry.create(options);
    expect(json.length).toBe(distanceOracle(puzzle).distance(puzzle.start));
    expect(json.length).toBeGreaterThan(0);
    expect(json.length).toBeLessThanOrEqual(12);
    const solved = await tobikoeHere('solve', json.code, '--json');
    expect(JSON.parse(solved.stdout).length).toBe(json.length);
  });

  it('fifteen --random prints the start, its code to play, and how to find its optimum', async () => {
    const run = await tobikoeHere('new', 'fifteen', '--random', '--seed', '9');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('drawn at random · seed 9');
    const code = /play it: tobikoe play (\S+)/.exec(run.stdout)?.[1] ?? '';
    expect(run.stdout).toContain(`its optimum: tobikoe solve ${code}`);
    const { entry, options } = readCode(code);
    const puzzle = entry.create(options);
    expect(puzzle.unsolvableReason?.(puzzle.start)).toBeNull();
  });

  it('one way of dealing at a time, and a shuffle the puzzle cannot end on: one line, exit 2', async () => {
    for (const args of [
      ['knights', '--random', '--length', '3'],
      ['knights', '--shuffle', '4', '--random'],
      ['line', '--shuffle', '9'],
      ['knights', '--shuffle', '0'],
    ]) {
      const run = await tobikoeHere('new', ...args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});

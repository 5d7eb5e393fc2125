import { describe, expect, it } from 'vitest';
import { encodeFromTo } from '../source/puzzles/from-to.js';
import { tobikoeHere } from './cli-here.js';
import { CORNER, named, text } from './line-support.js';
import { makePuzzle } from './support.js';

/*
 * `solve --json`'s lengthWithExtra: the Line Puzzle's page counts two more
 * moves when its empty corner starts and ends empty (the corner piece lifted
 * out and put back), and only then.
 */

type Answer = { length: number; lengthWithExtra?: number; extraNote?: string };

const solved = async (start: string): Promise<Answer> => {
  const { code, stdout, stderr } = await tobikoeHere(
    'solve',
    'line',
    '--start',
    start,
    '--goal',
    'goal1',
    '--json',
  );
  expect(code, stderr).toBe(0);
  return JSON.parse(stdout) as Answer;
};

describe('solve --json: the length with the corner lifted', () => {
  const goal = named('goal1');
  const line = makePuzzle('line', { start: text(goal), goal: 'goal1' });

  it('adds the two lifting moves when the corner is empty at both ends', async () => {
    // The empty corner goes round the square beside it and comes home: the corner empty again.
    const start = goal.slice();
    for (const [from, to] of [
      [CORNER - 1, CORNER],
      [CORNER + 3, CORNER - 1],
      [CORNER + 4, CORNER + 3],
      [CORNER, CORNER + 4],
    ])
      line.apply(start, encodeFromTo(from, to));
    expect(start[CORNER]).toBe(0);
    const answer = await solved(text(start));
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.lengthWithExtra).toBe(answer.length + 2);
    expect(answer.extraNote).toMatch(/corner/);
  });

  it('adds nothing when the empty cell starts elsewhere', async () => {
    const start = goal.slice();
    line.apply(start, encodeFromTo(CORNER - 1, CORNER));
    const answer = await solved(text(start));
    expect(answer.length).toBe(1);
    expect(answer.lengthWithExtra).toBeUndefined();
  });
});

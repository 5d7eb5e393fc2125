import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCode } from '../source/puzzles/codes.js';
import { dealableLengths, SEARCHED_LENGTHS_SHOWN } from '../source/search/deal.js';
import { distanceOracle } from '../source/search/oracle.js';
import { seededRandom } from '../source/util/random.js';
import { makePuzzle } from './support.js';
import { counterLine, KEYS, type Session, startApp } from './ui-support.js';

let session: Session | undefined;
// The dialog seeds each deal from Math.random: seeded here, so each test deals
// the same start every run (and the counter's own search for its optimum,
// which takes from milliseconds to most of a minute by the start, the same time).
beforeEach(() => {
  vi.spyOn(Math, 'random').mockImplementation(seededRandom(1));
});
afterEach(() => {
  session?.unmount();
  session = undefined;
  vi.restoreAllMocks();
});

const ALL = { solve: true, hint: true, analysis: true, coach: true } as const;

/** The exact optimum of the start the title names (`· knights:B....B.BWW.W`). */
const titleOptimum = (frame: string): number => {
  const start = /· knights:(\S+)/.exec(frame)?.[1];
  if (!start) throw new Error(`no start in the title:\n${frame}`);
  const { entry, options } = readCode(`knights:${start}`);
  const puzzle = entry.create(options);
  return distanceOracle(puzzle).distance(puzzle.start) ?? -1;
};

describe('a random position and a shuffle (n, #34 item 7)', () => {
  it('knights: 6 deals a random position, its optimum in the title and on the counter', async () => {
    session = await startApp({ id: 'knights', features: ALL });
    await session.press('n');
    const dialog = await session.waitFor('6 random');
    // Every position is known here: the hardest band ends at the farthest one.
    const farthest = dealableLengths(distanceOracle(makePuzzle('knights'))).max;
    expect(dialog).toContain(`hardest stops at ${farthest}: no position is farther`);
    await session.press('6');
    expect(session.frame()).toMatch(/> 6 random/);
    await session.press(KEYS.enter);
    const dealt = await session.waitFor(/· random · \d+ moves? from the goal[\s\S]*optimal \d/);
    const par = titleOptimum(dealt);
    expect(par).toBeGreaterThan(0);
    expect(dealt).toContain(`· random · ${par} moves from the goal`);
    expect(counterLine(dealt)).toContain(`optimal ${par}`);
  });

  it('knights: ← → set the shuffle’s moves and choose it; Enter deals a start at most that far', async () => {
    session = await startApp({ id: 'knights', features: ALL });
    await session.press('n');
    await session.waitFor('7 shuffle');
    expect(session.frame()).toMatch(/> 3 hard/);
    await session.press(KEYS.right, KEYS.right, KEYS.right, KEYS.left);
    const chosen = session.frame();
    expect(chosen).toMatch(/> 7 shuffle +32 random moves out from the goal/);
    await session.press(KEYS.enter);
    const dealt = await session.waitFor(/· shuffled 32 moves[\s\S]*optimal \d/);
    const par = titleOptimum(dealt);
    expect(par).toBeGreaterThan(0);
    expect(par).toBeLessThanOrEqual(32);
    expect(counterLine(dealt)).toContain(`optimal ${par}`);
  });

  it('fifteen: the hardest band says it ends where the walk out from the goal stops proving lengths', async () => {
    session = await startApp({ id: 'fifteen', features: ALL });
    await session.press('n');
    const dialog = await session.waitFor('hardest stops at');
    expect(dialog).toContain(`hardest stops at ${SEARCHED_LENGTHS_SHOWN}: each start is found by`);
    expect(dialog).toMatch(/6 random +any position that reaches the goal/);
  });
});

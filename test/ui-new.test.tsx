import { afterEach, describe, expect, it } from 'vitest';
import { readCode } from '../source/puzzles/codes.js';
import { distanceOracle } from '../source/search/oracle.js';
import { KEYS, type Session, startApp } from './ui-support.js';

let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
});

const ALL = { solve: true, hint: true, analysis: true, coach: true } as const;

/** The position the title names: `knights:B....B.BWW.W`. */
const titleStart = (frame: string): string | undefined => /· knights:(\S+)/.exec(frame)?.[1];

describe('a new position (n)', () => {
  it('offers the real range in four difficulties and deals one of the chosen band', async () => {
    session = await startApp({ id: 'knights', features: ALL });
    await session.press('n');
    const dialog = await session.waitFor('optimal lengths: 1..22 from this goal');
    expect(dialog).toMatch(/> 3 hard +14\.\.18 moves/);
    expect(dialog).toMatch(/1 easy +1\.\.7 moves/);

    // Esc leaves the game as it was.
    await session.press(KEYS.escape);
    await session.waitFor('moves 0 · optimal 16');

    // Easy, chosen with the arrows: a start whose optimum is in 1..7, played from its start.
    await session.press('n');
    await session.waitFor('1 easy');
    await session.press(KEYS.down, KEYS.up, KEYS.up, KEYS.up, KEYS.enter);
    const dealt = await session.waitFor(/· knights:\S+[\s\S]*moves 0 · optimal \d/);
    const start = titleStart(dealt);
    if (!start) throw new Error(`no start in the title:\n${dealt}`);
    const { entry, options } = readCode(`knights:${start}`);
    const puzzle = entry.create(options);
    const par = distanceOracle(puzzle).distance(puzzle.start) ?? -1;
    expect(par).toBeGreaterThanOrEqual(1);
    expect(par).toBeLessThanOrEqual(7);
    expect(dealt).toContain(`moves 0 · optimal ${par}`);
  });

  it('n in the menu opens the highlighted puzzle with the dialog; Esc leaves its game', async () => {
    session = await startApp({ features: ALL });
    const menu = session.frame();
    expect(menu).toContain('n new');
    await session.press('n');
    const dialog = await session.waitFor(/A new position · Flip It\s/);
    expect(dialog).toContain('optimal lengths: ');
    await session.press(KEYS.escape);
    await session.waitFor(/moves 0 · optimal \d+/);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { readCode } from '../source/puzzles/codes.js';
import { distanceOracle } from '../source/search/oracle.js';
import type { SettingsStore } from '../source/ui/common/settings-store.js';
import { counterLine, KEYS, type Session, startApp } from './ui-support.js';

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

  it('a digit chooses and Enter deals: no key of the dialog reaches the board', async () => {
    session = await startApp({ id: 'knights', features: ALL });
    await session.press('n');
    await session.waitFor('1 easy');
    await session.press('1');
    // Still the dialog, easy chosen: the key bar's Enter deals it.
    expect(session.frame()).toMatch(/> 1 easy/);
    expect(session.frame()).toContain('A new position');
    await session.press(KEYS.enter);
    const dealt = await session.waitFor(/· knights:\S+ · easy/);
    expect(counterLine(dealt)).toMatch(/^moves 0 /);
    expect(dealt).not.toContain('its only move');
  });

  it('the onlyMove setting off: a piece with one legal move is picked, not moved', async () => {
    const settings = (onlyMove?: boolean): SettingsStore => ({
      load: () => ({
        settings: { coach: false, mouse: false, ...(onlyMove === undefined ? {} : { onlyMove }) },
      }),
      save: () => {},
    });
    // frog-line BBB.WWW: the black stone on cell 2 can only step to 3.
    session = await startApp({ id: 'frog-line', settingsStore: settings(false) });
    await session.press(KEYS.right, KEYS.right, KEYS.enter);
    expect(counterLine(session.frame())).toMatch(/^moves 0 /);
    expect(session.frame()).toContain('picked up: 1 place to go');
    session.unmount();
    session = await startApp({ id: 'frog-line', settingsStore: settings() });
    await session.press(KEYS.right, KEYS.right, KEYS.enter);
    expect(counterLine(session.frame())).toMatch(/^moves 1 /);
    expect(session.frame()).toContain('its only move: 2→3');
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

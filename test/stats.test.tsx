import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findEntry } from '../source/puzzles/catalogue.js';
import { dailyDeal } from '../source/search/daily-seed.js';
import { distanceOracle } from '../source/search/oracle.js';
import { dailyStreak, loadStats, type Stats, statsKey, withEvent } from '../source/store/stats.js';
import { statsStoreIn } from '../source/ui/common/stats-store.js';
import { makePuzzle } from './support.js';
import { KEYS, type Session, startApp } from './ui-support.js';

const KNIGHTS = statsKey(findEntry('knights')!, {});

describe('stats per puzzle', () => {
  it('a daily streak grows on the next day, starts over after a gap, and counts a day once', () => {
    let stats: Stats = {};
    for (const day of ['2026-11-22', '2026-11-23', '2026-11-23', '2026-11-24'])
      stats = withEvent(stats, KNIGHTS, { kind: 'daily', day });
    expect(stats[KNIGHTS]).toMatchObject({ dailyLast: '2026-11-24', dailyRun: 3 });
    // Shown while it can still go on (today or yesterday), then 0.
    expect(dailyStreak(stats[KNIGHTS], '2026-11-25')).toBe(3);
    expect(dailyStreak(stats[KNIGHTS], '2026-11-26')).toBe(0);
    // Across a month's end, and after a missed day.
    stats = withEvent(stats, KNIGHTS, { kind: 'daily', day: '2026-11-30' });
    stats = withEvent(stats, KNIGHTS, { kind: 'daily', day: '2026-12-01' });
    expect(stats[KNIGHTS]).toMatchObject({ dailyLast: '2026-12-01', dailyRun: 2 });
  });

  it('a dealt start counts under its puzzle, not its board', () => {
    const entry = findEntry('knights')!;
    expect(statsKey(entry, { start: 'x' })).toBe(KNIGHTS);
  });
});

describe('stats in the game and the menu', () => {
  let session: Session | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  });
  afterEach(() => {
    session?.unmount();
    session = undefined;
    vi.useRealTimers();
  });

  it("today's position solved with help: begun, solved, not unaided, a streak of one; kept on disk, beside the record and in the menu at 80×24", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tobikoe-stats-'));
    const knights = makePuzzle('knights');
    const daily = dailyDeal(distanceOracle(knights), '2026-11-24', () => 'no such length');
    session = await startApp({
      id: 'knights',
      features: { solve: true, hint: true, analysis: true, coach: true },
      statsStore: await statsStoreIn(folder),
    });
    await session.press('n');
    await session.waitFor('5 daily');
    await session.press('5', KEYS.enter);
    await session.waitFor('daily 2026-11-24');
    await session.press('s');
    await session.waitFor(`step 0/${daily.length}`);
    await session.press(KEYS.end, KEYS.enter);
    await session.waitFor('tobikoe knights 2026-11-24');
    // An undo and the goal again is the same game: counted once.
    await session.press(KEYS.escape, 'u');
    await session.waitFor(`moves ${daily.length - 1}`);
    await session.press('r');
    await session.waitFor(`Solved in ${daily.length}`);
    // The solved summary says them under the record, as counted with this solve.
    await session.waitFor(/^best .*\nstarted 1 · solved 1, 0 unaided · daily streak 1 day$/m);
    const stored = loadStats(folder);
    expect(stored).toEqual({
      kind: 'ok',
      value: {
        [KNIGHTS]: {
          started: 1,
          solved: 1,
          unaided: 0,
          dailyLast: '2026-11-24',
          dailyRun: 1,
          dailies: 1,
        },
      },
    });
    expect(JSON.parse(readFileSync(join(folder, 'stats.json'), 'utf8')).format).toBe(1);
    // The menu says them under the highlighted entry's summary, where the window has no room for a preview.
    await session.press('q');
    const menu = await session.waitFor('started 1 · solved 1, 0 unaided · daily streak 1 day');
    expect(menu).toMatch(/^Swap three .*\nstarted 1 · solved 1/m);
  });

  it('a damaged stats file under play <id>: set aside, and the game says so as the menu would', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tobikoe-stats-'));
    writeFileSync(join(folder, 'stats.json'), '{"format":1,');
    session = await startApp({ id: 'knights', statsStore: await statsStoreIn(folder) });
    await session.waitFor('moves 0');
    expect(session.frame().replace(/\s+/g, ' ')).toContain(
      'your stats were set aside: it is not valid JSON',
    );
    expect(
      readdirSync(folder).filter((name) => name.startsWith('stats.json.damaged-')),
    ).toHaveLength(1);
  });
});

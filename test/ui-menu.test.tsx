import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';
import { type Records, withSolve } from '../source/store/records.js';
import { App } from '../source/ui/app.js';
import { colorFromEnv } from '../source/ui/common/display.js';
import type { RecordStore } from '../source/ui/common/record-store.js';
import { segmentStyle } from '../source/ui/common/segment-rows.js';
import { searchNever } from './search-services.js';
import { counterLine, KEYS, type Session, settle, startApp } from './ui-support.js';

let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
});

/** Down presses from the top of the menu to Knights Exchange. */
const KNIGHTS = catalogue.findIndex((entry) => entry.id === 'knights');

const highlighted = (frame: string): string =>
  frame.split('\n').find((line) => line.startsWith('❯')) ?? '';

describe('the menu', () => {
  it('lists every entry grouped by family, with a summary, and details of the highlighted one', async () => {
    session = await startApp();
    const frame = session.frame();
    // The list scrolls at 80×24: every entry and family is seen on the way down.
    let seen = frame;
    for (let step = 0; step < catalogue.length - 1; step++) {
      await session.press(KEYS.down);
      seen += session.frame();
    }
    for (const family of new Set(catalogue.map((entry) => entry.family))) {
      const head = family.split(/[:,]/)[0];
      expect(seen).toMatch(new RegExp(`^(❯| ) ${head.replace(/[()]/g, '\\$&')}`, 'm'));
    }
    for (const entry of catalogue) expect(seen).toContain(entry.title);
    session.unmount();
    session = await startApp();
    expect(highlighted(frame)).toContain('Flip It');
    expect(frame).toContain('tobikoe play flip-line');
    await session.press(KEYS.down);
    expect(highlighted(session.frame())).toContain('Flip It Star');
    expect(session.frame()).toContain('tobikoe play flip-star');
    expect(session.frame()).toContain('24,576 states');
  });

  it('changes a puzzle’s size with ← → and opens it with Enter', async () => {
    session = await startApp();
    await session.press(KEYS.down, KEYS.down);
    expect(session.frame()).toContain('Frog jump: line (n = 3)');
    await session.press(KEYS.right);
    expect(session.frame()).toContain('Frog jump: line (n = 4)');
    expect(session.frame()).toContain('← → n = 4 (1–8)');
    await session.press(KEYS.enter);
    const frame = await session.waitFor('optimal 24');
    expect(frame).toContain('· frog-line-4');
    expect(frame).toContain('[●]──●───●───●───□───○───○───○───○');
  });

  it('lets the plain Line Puzzle choose its start with ← → and, after Tab, its goal', async () => {
    session = await startApp();
    const line = catalogue.findIndex((entry) => entry.id === 'line');
    for (let step = 0; step < line; step++) await session.press(KEYS.down);
    expect(session.frame()).toContain('Line Puzzle (start1 → goal1) · tobikoe play line');
    expect(session.frame()).toContain('Tab goal');
    await session.press(KEYS.right);
    expect(session.frame()).toContain(
      'Line Puzzle (start2 → goal1) · tobikoe play line --start start2',
    );
    await session.press('\t', KEYS.right, KEYS.right);
    expect(session.frame()).toContain('← → goal: goal3');
    expect(session.frame()).toContain('Tab start');
    expect(session.frame()).toContain(
      'Line Puzzle (start2 → goal3) · tobikoe play line --start start2 --goal goal3',
    );
    await session.press(KEYS.enter);
    const frame = await session.waitFor(/optimal \d+/, 15_000);
    expect(frame).toContain('· line:start2:goal3');
    expect(frame).toContain('goal: the pattern goal3');
  });

  it('opens a puzzle and comes back to it with q', async () => {
    session = await startApp();
    for (let step = 0; step < KNIGHTS; step++) await session.press(KEYS.down);
    expect(highlighted(session.frame())).toContain('Knights Exchange');
    await session.press(KEYS.enter);
    expect(counterLine(session.frame())).toMatch(/^moves 0 · optimal/);
    expect(session.frame()).toContain('┌───┬───┬───┐');
    await session.press('q');
    expect(highlighted(session.frame())).toContain('Knights Exchange');
  });

  it('shows the highlighted puzzle’s rules on ?', async () => {
    session = await startApp();
    await session.press(KEYS.down, '?');
    expect(session.frame()).toContain('Flip It Star (flip-star)');
    expect(session.frame()).toContain('turned over');
    expect(session.frame()).toContain('Keys in the menu');
    await session.press('x');
    expect(highlighted(session.frame())).toContain('Flip It Star');
  });
});

describe('the list longer than the window', () => {
  const entryRows = (frame: string): string[] =>
    frame.split('\n').filter((line) => catalogue.some((entry) => line.includes(entry.title)));
  const rowsOfList = (frame: string): number =>
    entryRows(
      frame
        .split('\n')
        .slice(
          0,
          frame.split('\n').findIndex((line) => line.includes('tobikoe play')),
        )
        .join('\n'),
    ).length;

  it('says at 80×24 how many entries are hidden below, then above', async () => {
    session = await startApp();
    const shown = rowsOfList(session.frame());
    expect(shown).toBeLessThan(catalogue.length);
    expect(session.frame()).toContain(`  ↓ ${catalogue.length - shown} more`);
    expect(session.frame()).not.toMatch(/↑ \d+ more/);
    // Up from the first entry goes round to the last: the list now ends there.
    await session.press(KEYS.up);
    expect(highlighted(session.frame())).toContain(catalogue.at(-1)?.title);
    expect(session.frame()).toContain(`  ↑ ${catalogue.length - shown} more`);
    expect(session.frame()).not.toMatch(/↓ \d+ more/);
  });

  it('never cuts a summary: beside the titles only when every one fits, else wrapped below', async () => {
    session = await startApp();
    for (let step = 0; step < catalogue.length; step++) {
      const frame = session.frame();
      expect(frame).not.toContain('…');
      const id = /tobikoe play (\S+)/.exec(frame)?.[1];
      const entry = catalogue.find((one) => one.id === id);
      const below = frame
        .split('\n')
        .slice(frame.split('\n').findIndex((line) => line.includes('tobikoe play')) + 1);
      expect(below.join(' ').replace(/\s+/g, ' ')).toContain(
        entry?.summary.replace(/\s+/g, ' ').slice(0, 60),
      );
      await session.press(KEYS.down);
    }
    session.unmount();
    session = await startApp({ size: { columns: 140, rows: 45 } });
    for (const row of entryRows(session.frame()).slice(0, catalogue.length)) {
      const entry = catalogue
        .filter((one) => row.includes(one.title))
        .sort((a, b) => b.title.length - a.title.length)[0];
      expect(row).toContain(entry?.summary);
    }
  });
});

describe('the window and the terminal', () => {
  it('asks for a bigger window instead of drawing a broken board', async () => {
    session = await startApp({ id: 'knights', size: { columns: 40, rows: 10 } });
    const frame = session.frame();
    expect(frame).toContain('make the window at least 44×16');
    expect(frame).not.toContain('┌');
    session.unmount();
    session = await startApp({ size: { columns: 40, rows: 10 } });
    expect(session.frame()).toContain('make the window at least 50×13');
  });

  it('redraws when the terminal is resized', async () => {
    const { stdout, lastFrame, unmount } = render(
      <App display={{ color: false, ascii: false }} initial={undefined} />,
    );
    await settle(10);
    expect(lastFrame()).toContain('Knights Exchange');
    Object.defineProperty(stdout, 'columns', { value: 40, configurable: true });
    Object.defineProperty(stdout, 'rows', { value: 10, configurable: true });
    stdout.emit('resize');
    await settle(10);
    expect(lastFrame()).toContain('make the window at least 50×13');
    Object.defineProperty(stdout, 'columns', { value: 80, configurable: true });
    Object.defineProperty(stdout, 'rows', { value: 24, configurable: true });
    stdout.emit('resize');
    await settle(10);
    expect(lastFrame()).toContain('Knights Exchange');
    unmount();
  });

  it('draws every board in plain ASCII with --ascii', async () => {
    for (const entry of catalogue) {
      session = await startApp({ id: entry.id, ascii: true, search: searchNever });
      expect(session.frame(), entry.id).toMatch(/^[\x20-\x7e\n]*$/);
      session.unmount();
    }
    session = undefined;
  });

  it('draws the menu in plain ASCII with --ascii, the other language named in it too', async () => {
    session = await startApp({ ascii: true });
    expect(session.frame()).toMatch(/^[\x20-\x7e\n]*$/);
    expect(session.frame()).toContain('L Japanese');
    expect(session.frame()).toMatch(/v \d+ more/);
  });

  it('fits every board in 80×24', async () => {
    for (const entry of catalogue) {
      session = await startApp({ id: entry.id, search: searchNever });
      const frame = session.frame();
      expect(frame, entry.id).not.toContain('make the window');
      expect(frame.split('\n').length, entry.id).toBeLessThan(24);
      expect(
        Math.max(...frame.split('\n').map((line) => line.length)),
        entry.id,
      ).toBeLessThanOrEqual(80);
      session.unmount();
    }
    session = undefined;
  });

  it('honours NO_COLOR: no colour at all, the cursor still in inverse video', () => {
    expect(colorFromEnv({ NO_COLOR: '1' })).toBe(false);
    expect(colorFromEnv({ NO_COLOR: '' })).toBe(true);
    expect(colorFromEnv({})).toBe(true);
    const black = { text: '●', tone: 'dark', cell: 3 } as const;
    const cursor = { text: '●', tone: 'dark', cell: 3, mark: 'cursor' } as const;
    const bracket = { text: '[', tone: 'mark', cell: 3, mark: 'cursor' } as const;
    expect(segmentStyle(black, false)).toEqual({});
    expect(segmentStyle(bracket, false)).toEqual({});
    expect(segmentStyle(cursor, false)).toEqual({ inverse: true });
    expect(segmentStyle(black, true).color).toBeDefined();
  });
});

describe('records', () => {
  it('shows the best once solved, and remembers a new best', async () => {
    const saved: Records[] = [];
    const recordStore: RecordStore = {
      load: () => ({ records: { knights: { best: 20, bestUnaided: 20 } } }),
      record: (known, key, moves, assisted) => {
        const records = withSolve(known, key, moves, assisted);
        saved.push(records);
        return { records };
      },
    };
    session = await startApp({ recordStore });
    expect(session.frame()).toMatch(/Knights Exchange\s+best 20\n/);
    for (let step = 0; step < KNIGHTS; step++) await session.press(KEYS.down);
    await session.press(KEYS.enter, 's');
    await session.waitFor('optimal 16 moves');
    await session.press('\u001B[F', KEYS.enter);
    await session.waitFor('Solved in 16 moves with help');
    expect(saved.at(-1)?.knights).toEqual({ best: 16, bestUnaided: 20 });
    await session.press('q');
    expect(session.frame()).toMatch(/Knights Exchange\s+best 20 \(16 with help\)/);
  });

  it('tells the player when the records file was set aside', async () => {
    const recordStore: RecordStore = {
      load: () => ({ records: {}, notice: 'your records were damaged and have been set aside' }),
      record: (known) => ({ records: known }),
    };
    session = await startApp({ recordStore });
    expect(session.frame()).toContain('your records were damaged and have been set aside');
  });
});

/**
 * `--ascii` means no character outside ASCII on an English screen (issue 34,
 * item 10 and its siblings): the menu at both sizes, its `?` screen, and every
 * line of every puzzle's `?` help, where the `L` line named the other
 * language `日本語`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';
import { statsKey } from '../source/store/stats.js';
import { helpLines } from '../source/ui/help/help-lines.js';
import { ALL_FEATURES, KEYS, type Session, startApp } from './ui-support.js';

let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
});

const NOT_ASCII = /[^\n\u0020-\u007E]/g;
const outsideAscii = (text: string): string[] => [...new Set(text.match(NOT_ASCII) ?? [])];

describe('--ascii: nothing outside ASCII on an English screen', () => {
  it.each([
    [80, 24],
    [140, 45],
  ])('the menu and its ? screen at %i x %i', async (columns, rows) => {
    session = await startApp({ ascii: true, size: { columns, rows } });
    expect(outsideAscii(session.frame())).toEqual([]);
    await session.press('?');
    await session.waitFor(`(${catalogue[0].id})`);
    expect(outsideAscii(session.frame())).toEqual([]);
  });

  it("the menu's details at 80×24 with the player's stats, the page's figure cut short", async () => {
    const last = catalogue[catalogue.length - 1];
    const stats = { [statsKey(last, {})]: { started: 3, solved: 2, unaided: 1, dailyRun: 0 } };
    session = await startApp({
      ascii: true,
      statsStore: { load: () => ({ stats }), count: (known) => ({ stats: known }) },
    });
    // Up from the first entry goes round to the last.
    await session.press(KEYS.up);
    const frame = await session.waitFor('started 3 | solved 2, 1 unaided');
    expect(outsideAscii(frame)).toEqual([]);
  });

  it.each(
    catalogue.flatMap((entry) => [
      [entry.id, 'play'],
      [entry.id, 'menu'],
    ]) as [string, 'play' | 'menu'][],
  )('every line of the ? screen of %s, from %s', (id, from) => {
    const entry = catalogue.find((each) => each.id === id);
    if (!entry) throw new Error(id);
    const lines = helpLines(entry, entry.create({}), ALL_FEATURES, 76, true, from);
    expect(outsideAscii(lines.map((line) => line.text).join('\n'))).toEqual([]);
  });
});

/**
 * `--ascii` means no character outside ASCII on an English screen (issue 34,
 * item 10 and its siblings): the menu at both sizes, its `?` screen, and every
 * line of every puzzle's `?` help, where the `L` line named the other
 * language `日本語`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';
import { statsKey } from '../source/store/stats.js';
import { displayText } from '../source/ui/common/display.js';
import { helpLines } from '../source/ui/help/help-lines.js';
import { wordsIn } from '../source/words/words.js';
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

/** Every text of a catalogue: strings, and what each function says for a few plain arguments. */
const textsOf = (value: unknown, at: string, out: [string, string][]): [string, string][] => {
  if (typeof value === 'string') out.push([at, value]);
  else if (typeof value === 'function') {
    for (const args of [
      ['2', '3', '4', '5'],
      [2, 3, 4, 5],
    ]) {
      try {
        const said: unknown = value(...args);
        if (typeof said === 'string') out.push([at, said]);
      } catch {
        // Arguments of another kind: the other set is tried.
      }
    }
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) textsOf(inner, `${at}.${key}`, out);
  }
  return out;
};

describe('--ascii spells out every sign an English text uses', () => {
  it('no text of the English catalogue keeps a character outside ASCII once displayed with --ascii', () => {
    // The command line's help is printed, not drawn: --ascii is the screens'.
    const { cli: _printed, ...drawn } = wordsIn('en');
    const texts = textsOf(drawn, 'en', []);
    expect(texts.length).toBeGreaterThan(500);
    const wrong = texts
      .map(([at, text]) => [at, outsideAscii(displayText(text, true)).join('')] as const)
      .filter(([, signs]) => signs !== '');
    expect(wrong).toEqual([]);
  });
});

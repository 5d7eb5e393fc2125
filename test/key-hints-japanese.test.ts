import { afterEach, describe, expect, it } from 'vitest';
import {
  type Binding,
  hintPlaces,
  joinInLines,
  keyBarLine,
  keyTable,
  menuBindings,
  playBindings,
} from '../source/game/key-table.js';
import { columns } from '../source/text/wrap.js';
import { setLanguage } from '../source/words/language.js';

const EVERYTHING = { solve: true, hint: true, analysis: true, coach: true } as const;
/** What the screens put in `{…}`: the longest of each word in Japanese. */
const FILLED = {
  arrows: '滑らす',
  select: '選ぶ',
  option: '穴 12',
  next: '目標',
  language: 'English',
  choose: '局面',
  depth: '深さ',
  enter: '遊ぶ',
  map: '地図',
  escape: '戻る',
};
const japaneseText = /[\u3040-\u30ff\u3400-\u9fff]/;

afterEach(() => setLanguage('en'));

describe('the key table in Japanese', () => {
  it('gives every key its words in Japanese, and the sections their headings', () => {
    setLanguage('ja');
    for (const section of keyTable(EVERYTHING)) {
      expect(section.title).toMatch(japaneseText);
      for (const binding of section.bindings) expect(binding.does).toMatch(japaneseText);
    }
    setLanguage('en');
    for (const section of keyTable(EVERYTHING)) {
      expect(section.title).not.toMatch(japaneseText);
      for (const binding of section.bindings) {
        // L names Japanese in its own script: 日本語.
        if (binding.keys !== 'L') expect(binding.does).not.toMatch(japaneseText);
      }
    }
  });

  it('follows a language switched while the app runs', () => {
    const undo = playBindings.find((binding) => binding.keys === 'u') as Binding<string>;
    expect(undo.hint).toBe('u undo');
    setLanguage('ja');
    expect(undo.hint).toBe('u 戻す');
  });

  it.each([80, 60, 40])(
    'lays every key bar out within %i columns, counted as the screen counts',
    (width) => {
      setLanguage('ja');
      const bars = [...keyTable(EVERYTHING).map((section) => section.bindings), menuBindings];
      for (const bindings of bars) {
        for (const ascii of [false, true]) {
          for (const rows of [1, 2]) {
            const lines = hintPlaces(bindings, EVERYTHING, ascii, width, rows, FILLED);
            expect(lines.length).toBeLessThanOrEqual(rows);
            for (const line of lines) {
              expect(columns(keyBarLine(line, ascii))).toBeLessThanOrEqual(width);
              const last = line[line.length - 1];
              expect(last.from + columns(last.text)).toBeLessThanOrEqual(width);
            }
          }
        }
      }
    },
  );

  it('keeps the play screen’s main hints on two lines of 80 columns', () => {
    setLanguage('ja');
    const shown = hintPlaces(playBindings, EVERYTHING, false, 80, 2, FILLED).flat();
    const hints = shown.map((place) => place.text);
    for (const main of ['u 戻す', 's 解く', '? ヘルプ', 'q メニュー', 'Enter で選ぶ']) {
      expect(hints).toContain(main);
    }
  });

  it('breaks joined items by columns, not characters', () => {
    const lines = joinInLines(['一二三四五', '六七八九十'], 12, ' ');
    expect(lines).toEqual(['一二三四五', '六七八九十']);
  });
});

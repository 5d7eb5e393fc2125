/**
 * The menu's lessons (l): each opens its position with the solve panel in its
 * view, at 80×24 and 140×45, in English and Japanese.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { PanelStart } from '../source/game/panel-start.js';
import { readCode } from '../source/puzzles/codes.js';
import { algorithmNames } from '../source/search/search-events.js';
import { columns } from '../source/ui/common/truncate.js';
import { LESSONS, lessonWords } from '../source/ui/menu/lessons.js';
import { type Language, setLanguage } from '../source/words/language.js';
import { wordsIn } from '../source/words/words.js';
import { englishLeft } from './english-left.js';
import { heldSearch } from './search-services.js';
import { ALL_FEATURES, appPerTest, KEYS } from './ui-support.js';

const start = appPerTest();
afterEach(() => setLanguage('en'));

const SIZES = [
  { columns: 80, rows: 24 },
  { columns: 140, rows: 45 },
];

/** The heading the panel shows in the lesson's view, in `language`. */
const headingOf = (view: PanelStart, language: Language): string => {
  const { header } = wordsIn(language).solve;
  if (view.view === 'watch') return header.watch(algorithmNames[view.algorithm]);
  if (view.view === 'solve') return header.solve(algorithmNames[view.algorithm]);
  return view.view === 'compare' ? header.compare : header.bounds;
};

describe('lessons: ready to open from the menu', () => {
  it('names a real position for each lesson, in both catalogues', () => {
    for (const lesson of LESSONS) {
      const { entry, options } = readCode(lesson.code);
      // A lesson's position reaches its goal: a class is never shown "no solution".
      const puzzle = entry.create(options);
      expect(puzzle.unsolvableReason?.(puzzle.start) ?? null, lesson.code).toBeNull();
      for (const language of ['en', 'ja'] as const) {
        const said = wordsIn(language).menu.lessons.items[lesson.words];
        expect(said.title.length).toBeGreaterThan(10);
        expect(said.look.length).toBeGreaterThan(10);
      }
    }
  });

  for (const language of ['en', 'ja'] as const) {
    for (const size of SIZES) {
      it(`${language} at ${size.columns}×${size.rows}: each opens in its view`, async () => {
        setLanguage(language);
        for (const [index, lesson] of LESSONS.entries()) {
          const session = await start({
            size,
            features: ALL_FEATURES,
            search: heldSearch().service,
          });
          await session.press('l');
          const list = await session.waitFor(lessonWords(lesson).title);
          for (const line of list.split('\n'))
            expect(columns(line)).toBeLessThanOrEqual(size.columns);
          if (language === 'ja') expect(englishLeft(list.replace(/IDA\*|Korf/g, ''))).toEqual([]);
          for (let down = 0; down < index; down++) await session.press(KEYS.down);
          // What to look at, for the one chosen.
          const chosen = await session.waitFor(lessonWords(lesson).look.slice(0, 8));
          expect(chosen).toContain(wordsIn(language).menu.lessons.lookAt('').trim());
          await session.press(KEYS.enter);
          const opened = await session.waitFor(headingOf(lesson.steps[0], language));
          const lines = opened.split('\n');
          expect(lines.length).toBeLessThanOrEqual(size.rows);
          for (const line of lines) expect(columns(line)).toBeLessThanOrEqual(size.columns);
          // The position is the lesson's: its title line names it.
          expect(lines[0]).toContain(readCode(lesson.code).entry.id);
          session.unmount();
        }
      });
    }
  }
});

/**
 * The menu's lessons (l): each a short script of steps, opened from the menu
 * in its first step's view, walked with PgDn and PgUp (`]` and `[`), each
 * step's view and caption on screen, at 80×24 and 140×45, in English and
 * Japanese. What each lesson promises is held by lesson-promises.test.tsx.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { actionOf, lessonStepBindings, playBindings, solveBindings } from '../source/game/game.js';
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
const PAGE_DOWN = '\u001B[6~';
const PAGE_UP = '\u001B[5~';

/** What a template says before the value it is given. */
const before = (template: (value: string) => string): string =>
  template('\u0000').split('\u0000')[0];

/** The start of the heading the panel shows in a step's view, in `language` (a narrow panel cuts the rest). */
const headingOf = (view: PanelStart, language: Language): string => {
  const { header } = wordsIn(language).solve;
  // The algorithms' names are the language's of the moment: the test has set it.
  const name = (algorithm: keyof typeof algorithmNames): string => algorithmNames[algorithm];
  const whole = ((): string => {
    switch (view.view) {
      case 'watch':
        return view.algorithm === 'ida'
          ? before(header.watchBound)
          : header.watch(name(view.algorithm));
      case 'solve':
        return header.solve(name(view.algorithm));
      case 'compare':
        return header.compare;
      case 'bounds':
        return header.bounds;
    }
  })();
  return whole.slice(0, 20);
};

describe('lessons: scripts of steps', () => {
  it('names a real position for each lesson, and at least three steps with a caption each, in both catalogues', () => {
    for (const lesson of LESSONS) {
      const { entry, options } = readCode(lesson.code);
      // A lesson's position reaches its goal: a class is never shown "no solution".
      const puzzle = entry.create(options);
      expect(puzzle.unsolvableReason?.(puzzle.start) ?? null, lesson.code).toBeNull();
      expect(lesson.steps.length, lesson.words).toBeGreaterThanOrEqual(3);
      for (const language of ['en', 'ja'] as const) {
        const said = wordsIn(language).menu.lessons.items[lesson.words];
        expect(said.title.length).toBeGreaterThan(10);
        expect(said.look.length).toBeGreaterThan(10);
        expect(said.steps.length, `${language} ${lesson.words}`).toBe(lesson.steps.length);
        for (const caption of said.steps) {
          expect(caption.length).toBeGreaterThan(20);
          if (language === 'ja')
            expect(englishLeft(caption.replace(/IDA\*|Korf/g, ''))).toEqual([]);
        }
      }
    }
  });

  it('walks the steps with keys no panel or play key takes', () => {
    const presses = [{ pageDown: true }, { pageUp: true }, {}, {}];
    const inputs = ['', '', ']', '['];
    const steps = presses.map((key, index) => actionOf(lessonStepBindings, inputs[index], key));
    expect(steps).toEqual(['next-step', 'previous-step', 'next-step', 'previous-step']);
    for (const [index, key] of presses.entries()) {
      expect(actionOf(solveBindings, inputs[index], key)).toBeUndefined();
      expect(actionOf(playBindings, inputs[index], key)).toBeUndefined();
    }
  });

  for (const language of ['en', 'ja'] as const) {
    for (const size of SIZES) {
      it(`${language} at ${size.columns}×${size.rows}: each opens in its first step and walks them all`, async () => {
        setLanguage(language);
        const say = wordsIn(language).menu.lessons;
        const fits = (frame: string): void => {
          const lines = frame.split('\n');
          expect(lines.length).toBeLessThanOrEqual(size.rows);
          for (const line of lines) expect(columns(line)).toBeLessThanOrEqual(size.columns);
        };
        for (const [index, lesson] of LESSONS.entries()) {
          const session = await start({
            size,
            features: ALL_FEATURES,
            search: heldSearch().service,
          });
          await session.press('l');
          const list = await session.waitFor(lessonWords(lesson).title);
          fits(list);
          // The list says how many steps each lesson has, beside its title.
          const row = list.split('\n').find((line) => line.includes(lessonWords(lesson).title));
          expect(row).toContain(say.steps(lesson.steps.length));
          if (language === 'ja') expect(englishLeft(list.replace(/IDA\*|Korf/g, ''))).toEqual([]);
          for (let down = 0; down < index; down++) await session.press(KEYS.down);
          // What to look at, for the one chosen.
          const chosen = await session.waitFor(lessonWords(lesson).look.slice(0, 8));
          expect(chosen).toContain(say.lookAt('').trim());
          await session.press(KEYS.enter);
          const count = lesson.steps.length;
          const shows = async (step: number): Promise<void> => {
            const frame = await session.waitFor(say.stepOf(step + 1, count));
            await session.waitFor(headingOf(lesson.steps[step], language));
            // The caption's opening words, under the counter.
            await session.waitFor(lessonWords(lesson).steps[step].slice(0, 12));
            fits(frame);
          };
          await shows(0);
          // The position is the lesson's: its title line names it.
          expect(session.frame().split('\n')[0]).toContain(readCode(lesson.code).entry.id);
          for (let step = 1; step < count; step++) {
            await session.press(step % 2 === 1 ? PAGE_DOWN : ']');
            await shows(step);
          }
          // The last step says so; another PgDn stays on it, PgUp and [ go back.
          expect(session.frame()).toContain(say.lastStep);
          await session.press(PAGE_DOWN);
          await shows(count - 1);
          await session.press(PAGE_UP);
          await shows(count - 2);
          await session.press('[');
          await shows(count - 3);
          session.unmount();
        }
      });
    }
  }
});

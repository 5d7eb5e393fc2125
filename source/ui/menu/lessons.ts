/**
 * The lessons: searches set up to show a class, each a position (a code, as
 * `tobikoe play` takes it), the view the solve panel opens in, and its words
 * (a title and what to look at) in each catalogue. Data only: the menu's
 * lessons list reads them, and no puzzle is named in code.
 */
import type { PanelStart } from '../../game/panel-start.js';
import { readCode } from '../../puzzles/codes.js';
import { words } from '../../words/words.js';
import { type Opened, openEntry } from '../common/opened.js';

type LessonWords = keyof ReturnType<typeof words>['menu']['lessons']['items'];

export type Lesson = {
  /** Its words in the catalogues (`menu.lessons.items`). */
  readonly words: LessonWords;
  /** The position, as a code. */
  readonly code: string;
  readonly start: PanelStart;
};

export const LESSONS: readonly Lesson[] = [
  { words: 'eightDeepening', code: 'eight', start: { view: 'compare' } },
  // Korf's instance #1 (source/bench/korf-100.txt), posed as Korf poses them: the blank top-left in the goal.
  {
    words: 'fifteenBounds',
    code: 'fifteen:EDF7BC956.2148A3:.123456789ABCDEF',
    start: { view: 'bounds' },
  },
  { words: 'frogMemory', code: 'frog-line', start: { view: 'compare' } },
  { words: 'lineBidirectional', code: 'line-3', start: { view: 'watch', algorithm: 'bidir' } },
  // The 8-puzzle's farthest position, 31 moves from the goal.
  { words: 'astarMemory', code: 'eight:8672543.1', start: { view: 'compare' } },
];

/** A lesson's title and what to look at, in the language of the moment. */
export const lessonWords = (lesson: Lesson): { readonly title: string; readonly look: string } =>
  words().menu.lessons.items[lesson.words];

/** The lesson's position, made, labelled with its title (the play screen's title line shows it). */
export const openLesson = (lesson: Lesson): Opened => {
  const named = readCode(lesson.code);
  return { ...openEntry(named.entry, named.options), label: lessonWords(lesson).title };
};

/**
 * The lessons: searches set up to show a class, each a position (a code, as
 * `tobikoe play` takes it) and a short script of steps, each a view of the
 * solve panel (a solve, a comparison, the bounds, a watched search at a
 * pace) whose caption is in each catalogue. Data only: the menu's lessons
 * list reads them, and no puzzle is named in code.
 */
import type { LessonScript } from '../../game/lesson-script.js';
import type { PanelStart } from '../../game/panel-start.js';
import { readCode } from '../../puzzles/codes.js';
import { words } from '../../words/words.js';
import { type Opened, openEntry } from '../common/opened.js';

type LessonWords = keyof ReturnType<typeof words>['menu']['lessons']['items'];

export type Lesson = {
  /** Its words in the catalogues (`menu.lessons.items`): a caption for each step. */
  readonly words: LessonWords;
  /** The position, as a code. */
  readonly code: string;
  /** The view of each step, in order; the first is the one the lesson opens in. */
  readonly steps: readonly PanelStart[];
};

export const LESSONS: readonly Lesson[] = [
  {
    words: 'eightDeepening',
    code: 'eight',
    steps: [
      { view: 'solve', algorithm: 'iddfs' },
      { view: 'watch', algorithm: 'iddfs', speed: '5/s' },
      { view: 'watch', algorithm: 'ida', speed: '2/s' },
      { view: 'compare', algorithms: ['iddfs', 'ida'] },
    ],
  },
  // Korf's instance #1 (source/bench/korf-100.txt), posed as Korf poses them: the blank top-left in the goal.
  {
    words: 'fifteenBounds',
    code: 'fifteen:EDF7BC956.2148A3:.123456789ABCDEF',
    steps: [
      { view: 'solve', algorithm: 'ida' },
      { view: 'bounds' },
      { view: 'watch', algorithm: 'ida', speed: '2/s' },
    ],
  },
  {
    words: 'frogMemory',
    code: 'frog-line-5',
    steps: [
      { view: 'watch', algorithm: 'bfs', speed: '5/s' },
      { view: 'watch', algorithm: 'iddfs', speed: '5/s' },
      { view: 'compare', algorithms: ['bfs', 'iddfs', 'ida'] },
    ],
  },
  {
    words: 'lineBidirectional',
    code: 'line-3',
    steps: [
      { view: 'solve', algorithm: 'bidir' },
      { view: 'watch', algorithm: 'bidir', speed: '2000' },
      { view: 'compare', algorithms: ['bfs', 'bidir'] },
    ],
  },
  // The 8-puzzle's farthest position, 31 moves from the goal.
  {
    words: 'astarMemory',
    code: 'eight:8672543.1',
    steps: [
      { view: 'solve', algorithm: 'astar' },
      { view: 'watch', algorithm: 'astar', speed: '5/s' },
      { view: 'watch', algorithm: 'ida', speed: '5/s' },
      { view: 'compare', algorithms: ['astar', 'ida'] },
    ],
  },
  {
    words: 'greedyLength',
    code: 'line-3',
    steps: [
      { view: 'solve', algorithm: 'greedy' },
      { view: 'solve', algorithm: 'astar' },
      { view: 'compare', algorithms: ['greedy', 'astar'] },
    ],
  },
];

/** A lesson's title, what to look at and each step's caption, in the language of the moment. */
export const lessonWords = (
  lesson: Lesson,
): { readonly title: string; readonly look: string; readonly steps: readonly string[] } =>
  words().menu.lessons.items[lesson.words];

/** The lesson's script: its steps' views, and their captions in the language of the moment. */
export const lessonScript = (lesson: Lesson): LessonScript => ({
  views: lesson.steps,
  caption: (index) => lessonWords(lesson).steps[index] ?? '',
});

/** The lesson's position, made, labelled with its title (the play screen's title line shows it). */
export const openLesson = (lesson: Lesson): Opened => {
  const named = readCode(lesson.code);
  return { ...openEntry(named.entry, named.options), label: lessonWords(lesson).title };
};

/** The lessons' part of the key table: the menu's `l` list, and the steps of a lesson opened. */
import { words } from '../words/words.js';
import { type Binding, plain, upDownBinding, worded } from './key-binding.js';

export type LessonAction = 'up' | 'down' | 'open' | 'back';

export const lessonBindings: readonly Binding<LessonAction>[] = [
  upDownBinding(() => words().keys.lessons.choose, 'up', 'down'),
  worded(() => words().keys.lessons.open, {
    keys: 'Enter',
    action: (_input, key) => (key.return ? 'open' : undefined),
  }),
  worded(() => words().keys.lessons.back, {
    keys: 'Esc  q',
    action: (input, key) => (key.escape || (input === 'q' && !key.ctrl) ? 'back' : undefined),
  }),
];

export type LessonStepAction = 'next-step' | 'previous-step';

/**
 * A lesson's steps, in the solve panel: PgDn and PgUp (what a presenter's
 * remote sends), or `]` and `[` on a keyboard without them. No panel key
 * uses any of the four.
 */
export const lessonStepBindings: readonly Binding<LessonStepAction>[] = [
  worded(() => words().keys.lessons.nextStep, {
    keys: 'PgDn  ]',
    action: (input, key) =>
      key.pageDown || (input === ']' && plain(key)) ? 'next-step' : undefined,
  }),
  worded(() => words().keys.lessons.previousStep, {
    keys: 'PgUp  [',
    action: (input, key) =>
      key.pageUp || (input === '[' && plain(key)) ? 'previous-step' : undefined,
  }),
];

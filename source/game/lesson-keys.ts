/** The lessons' part of the key table (the menu's `l`). */
import { words } from '../words/words.js';
import { type Binding, upDownBinding, worded } from './key-binding.js';

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

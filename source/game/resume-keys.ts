/** The resume screen's part of the key table: a saved game of the puzzle opened, or a new one. */
import { words } from '../words/words.js';
import { type Binding, letter, plain, worded } from './key-binding.js';

export type ResumeAction = 'switch' | 'go' | 'resume' | 'new' | 'back';

export const resumeBindings: readonly Binding<ResumeAction>[] = [
  worded(() => words().keys.resume.choose, {
    keys: '↑ ↓  k j  Tab',
    asciiKeys: 'up down  k j  Tab',
    action: (input, key) =>
      key.upArrow || key.downArrow || key.tab || ((input === 'j' || input === 'k') && plain(key))
        ? 'switch'
        : undefined,
  }),
  worded(() => words().keys.resume.go, {
    keys: 'Enter  Space',
    action: (input, key) => (key.return || (input === ' ' && plain(key)) ? 'go' : undefined),
  }),
  worded(() => words().keys.resume.resume, { keys: 'r', action: letter('r', 'resume') }),
  worded(() => words().keys.resume.new, {
    keys: 'n',
    action: letter('n', 'new'),
  }),
  worded(() => words().keys.resume.back, {
    keys: 'Esc  q',
    action: (input, key) => (key.escape || (input === 'q' && plain(key)) ? 'back' : undefined),
  }),
];

/** The resume screen's part of the key table: a saved game of the puzzle opened, or a new one. */
import { type Binding, letter, plain } from './key-binding.js';

export type ResumeAction = 'switch' | 'go' | 'resume' | 'new' | 'back';

export const resumeBindings: readonly Binding<ResumeAction>[] = [
  {
    keys: '↑ ↓  k j  Tab',
    asciiKeys: 'up down  k j  Tab',
    does: 'choose: the saved game, or a new one',
    hint: '↑↓ choose',
    asciiHint: 'up/down choose',
    action: (input, key) =>
      key.upArrow || key.downArrow || key.tab || ((input === 'j' || input === 'k') && plain(key))
        ? 'switch'
        : undefined,
  },
  {
    keys: 'Enter  Space',
    does: 'go on with the one chosen',
    hint: 'Enter go',
    action: (input, key) => (key.return || (input === ' ' && plain(key)) ? 'go' : undefined),
  },
  { keys: 'r', does: 'resume the saved game', hint: 'r resume', action: letter('r', 'resume') },
  {
    keys: 'n',
    does: 'a new game from the start (the saved one is replaced)',
    hint: 'n new',
    action: letter('n', 'new'),
  },
  {
    keys: 'Esc  q',
    does: 'back to the menu',
    hint: 'q back',
    action: (input, key) => (key.escape || (input === 'q' && plain(key)) ? 'back' : undefined),
  },
];

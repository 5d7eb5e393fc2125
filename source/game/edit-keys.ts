/** The position editor's part of the key table (`e` in play). */
import { words } from '../words/words.js';
import { type Binding, plain, worded } from './key-binding.js';

export type EditAction =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'empty'
  | 'goal'
  | 'piece'
  | 'play'
  | 'back';

export const editBindings: readonly Binding<EditAction>[] = [
  worded(() => words().keys.edit.arrows, {
    keys: '← ↑ ↓ →',
    asciiKeys: 'arrows',
    action: (_input, key) =>
      key.upArrow
        ? 'up'
        : key.downArrow
          ? 'down'
          : key.leftArrow
            ? 'left'
            : key.rightArrow
              ? 'right'
              : undefined,
  }),
  worded(() => words().keys.edit.empty, {
    keys: '.  Backspace',
    action: (input, key) =>
      (input === '.' && plain(key)) || key.backspace || key.delete ? 'empty' : undefined,
  }),
  worded(() => words().keys.edit.goal, {
    keys: 'Tab  g',
    action: (input, key) => (key.tab || (input === 'g' && plain(key)) ? 'goal' : undefined),
  }),
  worded(() => words().keys.edit.piece, {
    // Digits too: sliding tiles are 1..9 (then A..F).
    action: (input, key) => (plain(key) && /^[A-Za-z0-9]$/.test(input) ? 'piece' : undefined),
  }),
  worded(() => words().keys.edit.play, {
    keys: 'Enter',
    action: (_input, key) => (key.return ? 'play' : undefined),
  }),
  worded(() => words().keys.edit.back, {
    keys: 'Esc',
    action: (_input, key) => (key.escape ? 'back' : undefined),
  }),
];

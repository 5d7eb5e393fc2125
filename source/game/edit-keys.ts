/** The position editor's part of the key table (`e` in play). */
import { type Binding, plain } from './key-binding.js';

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
  {
    keys: '← ↑ ↓ →',
    asciiKeys: 'arrows',
    does: 'move the cursor',
    hint: 'arrows move',
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
  },
  {
    keys: '.  Backspace',
    does: 'empty the cell',
    hint: '. empty',
    action: (input, key) =>
      (input === '.' && plain(key)) || key.backspace || key.delete ? 'empty' : undefined,
  },
  {
    keys: 'Tab  g',
    does: 'edit the goal, or the start again (puzzles whose goal is one board)',
    hint: 'g goal',
    action: (input, key) => (key.tab || (input === 'g' && plain(key)) ? 'goal' : undefined),
  },
  {
    keys: 'a piece letter or digit',
    does: 'put the piece it stands for (as board strings write it) on the cell',
    hint: 'letters put pieces',
    // Digits too: sliding tiles are 1..9 (then A..F).
    action: (input, key) => (plain(key) && /^[A-Za-z0-9]$/.test(input) ? 'piece' : undefined),
  },
  {
    keys: 'Enter',
    does: 'play from the edited position',
    hint: 'Enter play',
    action: (_input, key) => (key.return ? 'play' : undefined),
  },
  {
    keys: 'Esc',
    does: 'leave it unchanged',
    hint: 'Esc back',
    action: (_input, key) => (key.escape ? 'back' : undefined),
  },
];

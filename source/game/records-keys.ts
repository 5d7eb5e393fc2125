/** The records screen's part of the key table (the menu's `r`). */
import { words } from '../words/words.js';
import { type Binding, letter, plain, upDownBinding, worded } from './key-binding.js';

export type RecordsAction = 'up' | 'down' | 'clear' | 'yes' | 'no' | 'back';

export const recordsBindings: readonly Binding<RecordsAction>[] = [
  upDownBinding(() => words().keys.records.choose, 'up', 'down'),
  worded(() => words().keys.records.clear, {
    keys: 'x  Delete',
    action: (input, key) => ((input === 'x' && plain(key)) || key.delete ? 'clear' : undefined),
  }),
  worded(() => words().keys.records.yes, { keys: 'y', hintRank: 2, action: letter('y', 'yes') }),
  worded(() => words().keys.records.no, { keys: 'n', hintRank: 2, action: letter('n', 'no') }),
  worded(() => words().keys.records.back, {
    keys: 'Esc  q',
    action: (input, key) => (key.escape || (input === 'q' && plain(key)) ? 'back' : undefined),
  }),
];

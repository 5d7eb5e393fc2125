/** The `n` dialog's part of the key table: a difficulty, then a new position of it. */
import { words } from '../words/words.js';
import { type Binding, plain, upDownBinding, worded } from './key-binding.js';

export type DealAction =
  | 'up'
  | 'down'
  | 'easy'
  | 'medium'
  | 'hard'
  | 'hardest'
  | 'daily'
  | 'deal'
  | 'back';

const NUMBERED = ['easy', 'medium', 'hard', 'hardest', 'daily'] as const;

export const dealBindings: readonly Binding<DealAction>[] = [
  upDownBinding(() => words().keys.deal.choose, 'up', 'down'),
  worded(() => words().keys.deal.numbered, {
    keys: '1 2 3 4 5',
    action: (input, key) => (plain(key) ? NUMBERED[Number(input) - 1] : undefined),
  }),
  worded(() => words().keys.deal.deal, {
    keys: 'Enter',
    action: (_input, key) => (key.return ? 'deal' : undefined),
  }),
  worded(() => words().keys.deal.back, {
    keys: 'Esc  q',
    action: (input, key) => (key.escape || (input === 'q' && plain(key)) ? 'back' : undefined),
  }),
];

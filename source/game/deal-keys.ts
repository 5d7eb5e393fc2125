/** The `n` dialog's part of the key table: a difficulty (or random, or a shuffle), then a new position of it. */
import { words } from '../words/words.js';
import { type Binding, leftRightBinding, plain, upDownBinding, worded } from './key-binding.js';

export type DealAction =
  | 'up'
  | 'down'
  | 'easy'
  | 'medium'
  | 'hard'
  | 'hardest'
  | 'daily'
  | 'random'
  | 'shuffle'
  | 'previous'
  | 'next'
  | 'deal'
  | 'back';

const NUMBERED = ['easy', 'medium', 'hard', 'hardest', 'daily', 'random', 'shuffle'] as const;

export const dealBindings: readonly Binding<DealAction>[] = [
  upDownBinding(() => words().keys.deal.choose, 'up', 'down'),
  worded(() => words().keys.deal.numbered, {
    keys: '1 2 3 4 5 6 7',
    action: (input, key) => (plain(key) ? NUMBERED[Number(input) - 1] : undefined),
  }),
  // Fewer or more moves for the shuffle (and the shuffle chosen).
  leftRightBinding(() => words().keys.deal.shuffleMoves),
  worded(() => words().keys.deal.deal, {
    keys: 'Enter',
    action: (_input, key) => (key.return ? 'deal' : undefined),
  }),
  worded(() => words().keys.deal.back, {
    keys: 'Esc  q',
    action: (input, key) => (key.escape || (input === 'q' && plain(key)) ? 'back' : undefined),
  }),
];

/** The `n` dialog's part of the key table: a difficulty, then a new position of it. */
import { type Binding, plain, upDownBinding } from './key-binding.js';

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
  upDownBinding("choose a difficulty, or today's daily position", 'up', 'down', {
    hint: '↑↓ choose',
    asciiHint: 'up/down choose',
  }),
  {
    keys: '1 2 3 4 5',
    does: "easy, medium, hard, hardest, or today's daily position, at once",
    action: (input, key) => (plain(key) ? NUMBERED[Number(input) - 1] : undefined),
  },
  {
    keys: 'Enter',
    does: 'deal a new position of that difficulty',
    hint: 'Enter deal',
    action: (_input, key) => (key.return ? 'deal' : undefined),
  },
  {
    keys: 'Esc  q',
    does: 'back to the game as it was (stops a deal under way)',
    hint: 'Esc back',
    action: (input, key) => (key.escape || (input === 'q' && plain(key)) ? 'back' : undefined),
  },
];

/** The review's part of the key table: `v` after solving steps through the game beside an optimal one. */
import { type Binding, leftRightBinding, letter, plain } from './key-binding.js';

export type ReviewAction = 'next' | 'previous' | 'first' | 'last' | 'back';

export const reviewBindings: readonly Binding<ReviewAction>[] = [
  leftRightBinding('the previous or the next move of both games', {
    hint: '←→ step',
    asciiHint: 'left/right step',
  }),
  {
    keys: 'Home End',
    does: 'the start, the end',
    hint: 'Home/End',
    action: (_input, key) => (key.home ? 'first' : key.end ? 'last' : undefined),
  },
  {
    keys: 'Esc  v  q',
    does: 'back to the solved game',
    hint: 'Esc back',
    action: (input, key) =>
      key.escape || (plain(key) && (input === 'v' || input === 'q')) ? 'back' : undefined,
  },
];

/** `v` in play: the review, once solved. */
export const reviewKey: Binding<'review'> = {
  keys: 'v',
  does: 'once solved: review your moves beside an optimal game',
  feature: 'coach',
  action: letter('v', 'review'),
};

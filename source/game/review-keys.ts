/** The review's part of the key table: `v` after solving steps through the game beside an optimal one. */
import { words } from '../words/words.js';
import { type Binding, leftRightBinding, letter, plain, worded } from './key-binding.js';

export type ReviewAction = 'next' | 'previous' | 'first' | 'last' | 'back';

export const reviewBindings: readonly Binding<ReviewAction>[] = [
  leftRightBinding(() => words().keys.review.step),
  worded(() => words().keys.review.ends, {
    keys: 'Home End',
    hint: 'Home/End',
    action: (_input, key) => (key.home ? 'first' : key.end ? 'last' : undefined),
  }),
  worded(() => words().keys.review.back, {
    keys: 'Esc  v  q',
    action: (input, key) =>
      key.escape || (plain(key) && (input === 'v' || input === 'q')) ? 'back' : undefined,
  }),
];

/** `v` in play: the review, once solved. */
export const reviewKey: Binding<'review'> = worded(() => words().keys.play.review, {
  keys: 'v',
  feature: 'coach',
  action: letter('v', 'review'),
});

/**
 * The analysis screen's part of the key table. What Enter, m and Esc do
 * depends on what the screen shows; its hints name that through words the
 * screen gives (`{enter}`, `{map}`, `{escape}`), and a hint whose word is not
 * given (nothing to choose, no map for this puzzle) is left out.
 */
import { type Binding, leftRightBinding, plain, upDownBinding } from './key-binding.js';

export type AnalysisAction =
  | 'next'
  | 'previous'
  | 'first'
  | 'last'
  | 'farther'
  | 'nearer'
  | 'enter'
  | 'map'
  | 'back';

export const analysisBindings: readonly Binding<AnalysisAction>[] = [
  leftRightBinding('the positions at the distance shown, one by one', {
    hint: '← → {choose}',
    asciiHint: 'left/right {choose}',
  }),
  {
    keys: 'Home End',
    does: 'the first, the last of them',
    action: (_input, key) => (key.home ? 'first' : key.end ? 'last' : undefined),
  },
  upDownBinding('the distance from the goal shown: farther, nearer', 'farther', 'nearer', {
    hint: '↑↓ {depth}',
    asciiHint: 'up/down {depth}',
  }),
  {
    keys: 'Enter',
    does: 'play the position chosen; on the whole map not made yet, make it',
    hint: 'Enter {enter}',
    action: (_input, key) => (key.return ? 'enter' : undefined),
  },
  {
    keys: 'm',
    does: 'the whole map, where the puzzle numbers every position; again: back to the walk',
    hint: 'm {map}',
    action: (input, key) => (input === 'm' && plain(key) ? 'map' : undefined),
  },
  {
    keys: 'Esc  q',
    does: 'cancel a map under way, else back to the game',
    hint: 'Esc {escape}',
    action: (input, key) => (key.escape || (input === 'q' && plain(key)) ? 'back' : undefined),
  },
];

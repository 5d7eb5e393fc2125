/**
 * The analysis screen's part of the key table. What Enter, m and Esc do
 * depends on what the screen shows; its hints name that through words the
 * screen gives (`{enter}`, `{map}`, `{escape}`), and a hint whose word is not
 * given (nothing to choose, no map for this puzzle) is left out.
 */
import { words } from '../words/words.js';
import { type Binding, leftRightBinding, plain, upDownBinding, worded } from './key-binding.js';

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
  leftRightBinding(() => words().keys.analysis.walk, {
    hint: '← → {choose}',
    asciiHint: 'left/right {choose}',
  }),
  worded(() => words().keys.analysis.ends, {
    keys: 'Home End',
    action: (_input, key) => (key.home ? 'first' : key.end ? 'last' : undefined),
  }),
  upDownBinding(() => words().keys.analysis.depth, 'farther', 'nearer', {
    hint: '↑↓ {depth}',
    asciiHint: 'up/down {depth}',
  }),
  worded(() => words().keys.analysis.enter, {
    keys: 'Enter',
    hint: 'Enter {enter}',
    action: (_input, key) => (key.return ? 'enter' : undefined),
  }),
  worded(() => words().keys.analysis.map, {
    keys: 'm',
    hint: 'm {map}',
    action: (input, key) => (input === 'm' && plain(key) ? 'map' : undefined),
  }),
  worded(() => words().keys.analysis.back, {
    keys: 'Esc  q',
    hint: 'Esc {escape}',
    action: (input, key) => (key.escape || (input === 'q' && plain(key)) ? 'back' : undefined),
  }),
];

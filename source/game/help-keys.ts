/** The help screen's part of the key table: it scrolls, and any other key goes back. */
import { words } from '../words/words.js';
import { type Binding, plain, upDownBinding, worded } from './key-binding.js';

export type HelpAction = 'up' | 'down' | 'page-up' | 'page-down' | 'back';

export const helpBindings: readonly Binding<HelpAction>[] = [
  upDownBinding(() => words().keys.help.scroll, 'up', 'down'),
  worded(() => words().keys.help.page, {
    keys: 'PgUp PgDn  Space',
    action: (input, key) =>
      key.pageUp
        ? 'page-up'
        : key.pageDown || (input === ' ' && plain(key))
          ? 'page-down'
          : undefined,
  }),
  worded(() => words().keys.help.other, { action: () => 'back' }),
];

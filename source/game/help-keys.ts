/** The help screen's part of the key table: it scrolls, and any other key goes back. */
import { type Binding, plain, upDownBinding } from './key-binding.js';

export type HelpAction = 'up' | 'down' | 'page-up' | 'page-down' | 'back';

export const helpBindings: readonly Binding<HelpAction>[] = [
  upDownBinding('scroll a line', 'up', 'down'),
  {
    keys: 'PgUp PgDn  Space',
    does: 'scroll a page (Space goes back when there is nothing to scroll)',
    action: (input, key) =>
      key.pageUp
        ? 'page-up'
        : key.pageDown || (input === ' ' && plain(key))
          ? 'page-down'
          : undefined,
  },
  { keys: 'any other key', does: 'back', action: () => 'back' },
];

import { optionFlags } from '../../puzzles/params.js';
import type { Opened } from '../common/opened.js';

/** Flags that say how this puzzle differs from its catalogue default, e.g. `--n 4`. */
export const optionText = (opened: Opened): string =>
  optionFlags(opened.entry.params, opened.options);

import { formatCode } from '../../puzzles/codes.js';
import type { Opened } from '../common/opened.js';

/**
 * The code of the position this game started from (`knights`, `peg-star-2-h3`,
 * `line:start2:goal3`), as `tobikoe play` takes it: the title shows it.
 */
export const openedCode = (opened: Opened): string =>
  formatCode(opened.entry, opened.options, opened.puzzle);

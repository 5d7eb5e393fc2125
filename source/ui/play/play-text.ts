import { formatCode } from '../../puzzles/codes.js';
import type { Puzzle } from '../../puzzles/puzzle.js';
import { words } from '../../words/words.js';
import type { Opened } from '../common/opened.js';

/**
 * The code of the position this game started from (`knights`, `peg-star-2-h3`,
 * `line:start2:goal3`), as `tobikoe play` takes it: the title shows it.
 */
export const openedCode = (opened: Opened): string =>
  formatCode(opened.entry, opened.options, opened.puzzle);

/** The key bar's word for the arrows: what the puzzle says they do (`slide`), else they move the cursor. */
export const arrowsWord = (puzzle: Puzzle): string => puzzle.arrowsDo ?? words().keys.arrowsMove;

/** Enter's word on the key bar: the family's own (`press`) where it reads its input, else `pick`. */
export const selectWord = (puzzle: Puzzle): string => puzzle.selectDoes ?? words().keys.selectPick;

/** The keys the solved summary adds with the coach wired in: a new position, and the review once ready. */
export const solvedKeys = (coach: boolean, reviewReady: boolean): string[] => {
  const say = words().play.solvedKeys;
  return coach ? [say.new, ...(reviewReady ? [say.review] : [])] : [];
};

import type { Puzzle } from '../../puzzles/puzzle.js';
import { moveLabel } from '../../text/format.js';
import type { Hint } from '../solve/use-hint.js';

/** The status line's words for a tip (`t`), or undefined when none was asked for. */
export const hintText = (hint: Hint, puzzle: Puzzle): string | undefined => {
  switch (hint.status) {
    case 'off':
      return undefined;
    case 'thinking':
      return 'tip: thinking…';
    case 'ready':
      return `tip: ${moveLabel(puzzle, hint.move)} (marked { }) · ${hint.remaining} ${hint.remaining === 1 ? 'move' : 'moves'} to the goal`;
    case 'solved':
      return 'tip: this is a goal already';
    case 'unsolvable':
      return `tip: no solution from here: ${hint.reason}`;
    case 'failed':
      return `tip: the search failed: ${hint.message}`;
  }
};

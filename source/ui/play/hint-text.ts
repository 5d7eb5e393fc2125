import type { Board, Puzzle } from '../../puzzles/puzzle.js';
import { moveLabel } from '../../text/format.js';
import { words } from '../../words/words.js';
import type { Hint } from '../solve/use-hint.js';

/** The status line's words for a tip (`t`) from `board`, or undefined when none was asked for. */
export const hintText = (hint: Hint, puzzle: Puzzle, board?: Board): string | undefined => {
  const say = words().play;
  switch (hint.status) {
    case 'off':
      return undefined;
    case 'thinking':
      return hint.tables ? say.tipWaitingTables : say.tipThinking;
    case 'ready':
      return say.tip(moveLabel(puzzle, hint.move, false, board), hint.remaining);
    case 'solved':
      return say.tipAtGoal;
    case 'unsolvable':
      return say.tipNoSolution(hint.reason);
    case 'failed':
      return say.tipFailed(hint.message);
    case 'gave-up':
      return say.tipGaveUp(hint.reason);
  }
};

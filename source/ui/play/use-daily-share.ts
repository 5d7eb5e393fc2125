import { useEffect } from 'react';
import { boardsEqual } from '../../puzzles/board-text.js';
import { formatCode } from '../../puzzles/codes.js';
import { words } from '../../words/words.js';
import type { Opened } from '../common/opened.js';
import { useJob } from '../common/use-job.js';

/** Today's position solved: the line to share, and its day (YYYY-MM-DD, UTC). */
export type DailyShare = { readonly text: string; readonly day: string };

/**
 * Once solved, whether this was today's daily position (asked of the oracle,
 * off the keys' path); if so, a line to share:
 * `tobikoe knights 2026-11-24 · 18 moves · par 16`.
 */
export const useDailyShare = (
  opened: Opened,
  solvedIn: number | null,
  helped: boolean,
): DailyShare | undefined => {
  const oracle = useJob('ask', 'daily-share');
  const { start: ask, clear } = oracle;
  const solved = solvedIn !== null;
  useEffect(() => {
    if (!solved) {
      clear();
      return;
    }
    ask({ id: opened.entry.id, options: opened.options, request: { kind: 'daily' } });
  }, [solved, opened, ask, clear]);
  const daily = oracle.view?.outcome;
  if (solvedIn === null || daily?.kind !== 'daily') return undefined;
  if (!boardsEqual(daily.board, opened.puzzle.start)) return undefined;
  const id = formatCode(opened.entry, opened.options, opened.puzzle).split(':')[0];
  return {
    text: words().play.share(id, daily.day, solvedIn, helped, daily.length),
    day: daily.day,
  };
};

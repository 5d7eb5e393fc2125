import type { StatusMessage } from '../../game/game.js';
import type { Board, Puzzle } from '../../puzzles/puzzle.js';
import { moveLabel } from '../../text/format.js';
import type { Verdict } from '../../text/verdicts.js';
import { words } from '../../words/words.js';
import type { CoachReading } from './use-coach.js';

/** The counter line's coach part: `11 to go`, and the last move's verdict apart. */
export const coachCounter = (
  reading: CoachReading,
): { readonly distance: string; readonly verdict?: Verdict } | undefined => {
  switch (reading.kind) {
    case 'off':
      return undefined;
    case 'thinking':
      return {
        distance: reading.tables ? words().play.coachWaitingTables : words().play.coachThinking,
      };
    case 'failed':
      return { distance: words().play.coachUnknown };
    case 'known':
      return {
        distance:
          reading.distance === null ? words().play.noWay : words().play.toGo(reading.distance),
        verdict: reading.verdict,
      };
  }
};

/** The counter with the coach's part as words, for a screen reader: `moves 1 · optimal 16 · 15 to go · closer`. */
export const spokenCounter = (counter: string, reading: CoachReading): string => {
  const part = coachCounter(reading);
  if (!part) return counter;
  const verdict = part.verdict ? ` · ${words().play.verdicts[part.verdict]}` : '';
  return `${counter} · ${part.distance}${verdict}`;
};

/**
 * The coach's cells to mark `{ }`: where each move that keeps it optimal
 * starts, and every hop of one that is a chain (a peg jumping on).
 */
export const coachCells = (reading: CoachReading, puzzle: Puzzle): number[] =>
  reading.kind === 'known'
    ? [
        ...new Set(
          reading.best.flatMap((move) => {
            const cells = puzzle.notation(move);
            return cells.length > 2 ? cells : cells.slice(0, 1);
          }),
        ),
      ]
    : [];

/**
 * The status line's word from the coach, in place of the plain prompt: the
 * best moves, or at once that the goal cannot be reached any more.
 */
export const coachMessage = (
  reading: CoachReading,
  puzzle: Puzzle,
  board?: Board,
): StatusMessage | undefined => {
  const say = words().play;
  if (reading.kind === 'failed') return { tone: 'error', text: say.coachFailed(reading.message) };
  if (reading.kind !== 'known' || reading.distance === 0) return undefined;
  if (reading.distance === null) {
    return { tone: 'error', text: say.noWayFromHere(reading.reason ?? '') };
  }
  const best = reading.best.map((move) => moveLabel(puzzle, move, false, board));
  return { tone: 'info', text: say.coachBest(best) };
};

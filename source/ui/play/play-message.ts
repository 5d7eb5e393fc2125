/**
 * The one rule for the play screen's message line. Each message has a cause
 * and lasts as long as it: a key's answer (a refused pick, "nothing to undo",
 * a copied code, a save that failed) until the next key; the tip until the
 * position changes or `t` again; the game's standing (solved, a dead end, no
 * solution) while it stands; the coach's advice while the coach is on. When
 * several apply, the first of this order shows: a problem, the game's end or
 * dead end, the last key's answer, the tip, a piece picked up, the coach, the goal.
 */
import type { StatusMessage } from '../../game/game.js';

export type MessageSources = {
  /** What went wrong with the last key (a save, a load, a review not ready). */
  readonly problem: string | null;
  /** The game's own message: solved, dead end, the last key's note, the pick, the goal. */
  readonly status: StatusMessage;
  /** What the last key said outside the game (a copied code). */
  readonly said: string | null | undefined;
  readonly tip: string | undefined;
  /** Whether a piece is picked up (its prompt comes before the coach). */
  readonly picking: boolean;
  readonly coach: StatusMessage | undefined;
};

export const playMessage = (sources: MessageSources): StatusMessage => {
  const { problem, status, said, tip, picking, coach } = sources;
  if (problem) return { tone: 'error', text: problem };
  if (status.standing) return status;
  if (said) return { tone: 'info', text: said };
  // The game's note (the last key's answer) is a status that is neither standing nor prompt.
  if (status.tone !== 'prompt') return status;
  if (tip) return { tone: 'info', text: tip };
  if (picking) return status;
  return coach ?? status;
};

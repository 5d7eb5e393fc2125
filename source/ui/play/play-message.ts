/**
 * The one rule for the play screen's message line. Each message has a cause
 * and lasts as long as it: a key's answer (a refused pick, "nothing to undo",
 * a copied code, a save that failed) until the next key; the tip until the
 * position changes or `t` again; the game's standing (solved, a dead end, no
 * solution) while it stands; the coach's advice while the coach is on. When
 * several apply, the first of this order shows: a problem, the game's end or
 * dead end, the last key's answer, the tip, a piece picked up, the coach, why
 * the optimum is not known, the goal. The coach's advice is not hidden by the
 * last key's answer (`played 3→5`): it follows it on the line.
 */
import type { StatusMessage } from '../../game/game.js';

export type MessageSources = {
  /** What went wrong with the last key (a save, a load, a review not ready). */
  readonly problem: string | null;
  /** The game's own message: solved, dead end, the last key's note, the pick, the goal. */
  readonly status: StatusMessage;
  /** What the last key said outside the game (a copied code, `coach on`). */
  readonly said: string | null | undefined;
  readonly tip: string | undefined;
  /** Whether a piece is picked up (its prompt comes before the coach). */
  readonly picking: boolean;
  readonly coach: StatusMessage | undefined;
};

/** The last key's answer, then the coach's advice, on one line. */
const withCoach = (first: StatusMessage, coach: StatusMessage | undefined): StatusMessage =>
  coach
    ? { tone: first.tone === 'error' ? 'error' : coach.tone, text: `${first.text} · ${coach.text}` }
    : first;

export const playMessage = (sources: MessageSources): StatusMessage => {
  const { problem, status, said, tip, picking, coach } = sources;
  if (problem) return { tone: 'error', text: problem };
  if (status.standing) return status;
  if (said) return withCoach({ tone: 'info', text: said }, picking || tip ? undefined : coach);
  // The game's note (the last key's answer) is a status that is neither standing nor prompt.
  const note = status.tone !== 'prompt' && status.background !== true;
  if (note) return withCoach(status, picking || tip ? undefined : coach);
  if (tip) return { tone: 'info', text: tip };
  if (picking) return status;
  return coach ?? status;
};

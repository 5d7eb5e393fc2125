/** The app's screens (app.tsx): what fills the window, and how opening a puzzle decides it. */
import type { Game } from '../game/game.js';
import type { LessonScript } from '../game/lesson-script.js';
import { isResumable } from '../store/games.js';
import { words } from '../words/words.js';
import type { Opened } from './common/opened.js';
import type { GameStore, StoredGame } from './common/saved-games.js';

/** What fills the window: the menu, the question "resume or new", or a puzzle being played. */
export type Screen =
  | { readonly kind: 'menu' }
  | { readonly kind: 'lessons' }
  | { readonly kind: 'records' }
  | {
      readonly kind: 'ask';
      readonly opened: Opened;
      readonly saved: Game;
      /** Lets go of the game held open (the app does when the screen goes). */
      readonly release?: () => void;
    }
  | {
      readonly kind: 'play';
      readonly opened: Opened;
      /** A new serial remounts the play screen (another position of the same puzzle). */
      readonly serial: number;
      /** The saved game it resumes, if any. */
      readonly game?: Game;
      /** Said once as the game opens (a damaged save set aside, a newer one left alone). */
      readonly notice?: string;
      /** A lesson: the solve panel opens at once in its first step, the steps walked with PgDn and PgUp. */
      readonly lesson?: LessonScript;
      /** False when the file on disk must be left alone: nothing is saved. */
      readonly writable: boolean;
      /** Lets go of the game held open (the app does when the screen goes). */
      readonly release?: () => void;
      /** Another window holds the game open: it is played here unsaved. */
      readonly heldElsewhere?: true;
    };

let serials = 0;

/** A new serial for a play screen (a new one remounts it). */
export const nextSerial = (): number => ++serials;

/**
 * Opening a puzzle: what is saved for it decides. An unfinished saved game is
 * resumed (`resume`), or the player is asked (`ask`); otherwise a fresh game,
 * with a word about a file that had to be set aside or left alone.
 */
export const opening = (
  opened: Opened,
  gameStore: GameStore | undefined,
  how: 'resume' | 'ask',
): Screen => {
  let stored: StoredGame;
  try {
    stored = gameStore?.load(opened) ?? { writable: true };
  } catch (problem) {
    // The folder itself cannot be read: play on, without saving over anything.
    const reason = problem instanceof Error ? problem.message : String(problem);
    stored = { notice: words().common.savedUnreadable(reason), writable: false };
  }
  const { release } = stored;
  const play = {
    kind: 'play' as const,
    opened,
    serial: nextSerial(),
    writable: stored.writable,
    ...(release ? { release } : {}),
  };
  // A game open in another window is shown as saved there, with where: nothing to ask.
  if (stored.game && isResumable(stored.game) && stored.writable) {
    return how === 'ask'
      ? { kind: 'ask', opened, saved: stored.game, ...(release ? { release } : {}) }
      : { ...play, game: stored.game, notice: words().common.savedResumed };
  }
  const elsewhere = stored.heldElsewhere ? { heldElsewhere: true as const } : {};
  if (stored.game && isResumable(stored.game)) {
    return { ...play, ...elsewhere, game: stored.game, notice: stored.notice };
  }
  return { ...play, ...elsewhere, notice: stored.notice };
};

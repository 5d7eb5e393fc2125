import type { Dispatch } from 'react';
import {
  actionOf,
  type Features,
  type KeyPress,
  type PlayCommand,
  playBindings,
} from '../../game/game.js';
import type { Overlay } from './play-overlay.js';

/** h j k l move the cursor where the arrows slide tiles. */
const CURSOR_WAY = {
  'cursor-up': 'up',
  'cursor-down': 'down',
  'cursor-left': 'left',
  'cursor-right': 'right',
} as const;

/** What the play screen's keys act on. */
export type PlayKeyTargets = {
  readonly features: Features;
  readonly dispatch: Dispatch<PlayCommand>;
  readonly setOverlay: (overlay: Overlay) => void;
  /** Shows a sentence for the player, or clears it with null. */
  readonly say: (problem: string | null) => void;
  /** `d`: the coach on or off, said on the status line; why it could not be kept, if not. */
  readonly toggleCoach: () => string | undefined;
  /** Opens the review, or says why it cannot open yet. */
  readonly openReview: () => void;
  readonly copy: () => void;
  readonly toggleNumbers: () => void;
  /** `z`: presentation size on or off. */
  readonly toggleLarge: () => void;
  /** `p`: inner walls of line pieces' boards off or on. */
  readonly togglePlainWalls: () => void;
  readonly back: () => void;
};

/** Every key of the play screen, decided from the one key table. */
export const playKey = (targets: PlayKeyTargets, input: string, key: KeyPress): void => {
  const { dispatch } = targets;
  const action = actionOf(playBindings, input, key, targets.features);
  switch (action) {
    case 'up':
    case 'down':
    case 'left':
    case 'right':
      dispatch({ type: 'arrow', direction: action });
      return;
    case 'cursor-up':
    case 'cursor-down':
    case 'cursor-left':
    case 'cursor-right':
      dispatch({ type: 'cursor', direction: CURSOR_WAY[action] });
      return;
    case 'select':
    case 'drop':
    case 'undo':
    case 'redo':
    case 'restart':
      dispatch({ type: action });
      return;
    case 'help':
    case 'solve':
    case 'analysis':
    case 'new':
    case 'edit':
      targets.setOverlay(action);
      return;
    case 'hint':
      dispatch({ type: 'tip' });
      return;
    case 'coach': {
      const problem = targets.toggleCoach();
      if (problem !== undefined) targets.say(problem);
      return;
    }
    case 'review':
      targets.openReview();
      return;
    case 'copy':
      targets.copy();
      return;
    case 'numbers':
      targets.toggleNumbers();
      return;
    case 'large':
      targets.toggleLarge();
      return;
    case 'plain-walls':
      targets.togglePlainWalls();
      return;
    case 'back':
      targets.back();
      return;
    // 'quit' (Ctrl-C) is the app's.
    default:
      return;
  }
};

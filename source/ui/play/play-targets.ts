import { words } from '../../words/words.js';
import type { PlayKeyTargets } from './play-keys.js';
import type { PlaySession } from './use-play-session.js';

/** What the screen gives the play keys beyond the game itself. */
export type PlayScreenWays = {
  readonly coachOn: boolean;
  /** `d`; returns why the choice could not be kept, if it could not. */
  readonly onCoach?: (on: boolean) => string | undefined;
  readonly onBack: () => void;
};

/** The play keys' targets: each key's action on this game and this screen. */
export const playTargets = (
  session: PlaySession,
  features: PlayKeyTargets['features'],
  ways: PlayScreenWays,
): PlayKeyTargets => {
  const { review, solved } = session;
  return {
    features,
    dispatch: session.dispatch,
    setOverlay: session.setOverlay,
    say: session.setLoadError,
    toggleCoach: () => {
      if (!ways.onCoach) return undefined;
      session.setKeySaid(ways.coachOn ? words().play.coachOff : words().play.coachOn);
      return ways.onCoach(!ways.coachOn);
    },
    openReview: () => {
      if (review.kind === 'ready') session.setOverlay('review');
      else if (review.kind === 'failed')
        session.setLoadError(words().play.reviewFailed(review.message));
      else
        session.setLoadError(solved ? words().play.reviewNotReady : words().play.reviewOnceSolved);
    },
    copy: session.copyCode.copy,
    toggleNumbers: session.toggleNumbers,
    toggleLarge: session.toggleLarge,
    togglePlainWalls: session.togglePlainWalls,
    back: ways.onBack,
  };
};

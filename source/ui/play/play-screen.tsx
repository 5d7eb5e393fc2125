import { type ReactNode, useState } from 'react';
import {
  actionOf,
  type Features,
  type Game,
  type KeyPress,
  lessonStepBindings,
} from '../../game/game.js';
import { type LessonScript, stepBy } from '../../game/lesson-script.js';
import { useKeys } from '../common/key-router.js';
import type { Opened } from '../common/opened.js';
import { playKey } from './play-keys.js';
import { PlayLayout } from './play-layout.js';
import { type Overlay, PlayOverlay } from './play-overlay.js';
import { playTargets } from './play-targets.js';
import type { LargeSetting } from './use-board-shown.js';
import { usePlaySession } from './use-play-session.js';
import type { SaveGame } from './use-save-game.js';
import type { OnSolved } from './use-solved.js';
import type { OnStats } from './use-stats-events.js';

export type PlayScreenProps = {
  readonly opened: Opened;
  /** Screens from later issues (solve panel, hint, analysis) that are wired in. */
  readonly features?: Features;
  /** `q`: back to the menu. */
  readonly onBack: () => void;
  /** Play another position of this puzzle (a farthest position from the analysis). */
  readonly onOpen: (opened: Opened) => void;
  /** The goal was reached in `moves` moves: count it in the records, say what changed. */
  readonly onSolved?: OnSolved;
  /** A saved game to carry on with. */
  readonly resumed?: Game;
  /** A sentence for the player as the game opens (a damaged save set aside). */
  readonly notice?: string;
  /** Every change of the game (move, undo, redo, restart, adopted answer): save it. May throw. */
  readonly onChange?: SaveGame;
  /** Opens with this over it (`n` in the menu: the new-position dialog). */
  readonly startWith?: Overlay;
  /** The coach (`d`) is on; the app remembers it between games. */
  readonly coachOn?: boolean;
  /** Presentation size (`z`); the app keeps it between games. */
  readonly large?: LargeSetting;
  /** The `onlyMove` setting: a piece with one legal move plays it when picked (default on). */
  readonly onlyMove?: boolean;
  /** `p`: line pieces without inner walls on (true) or off, kept by the app in the display. */
  readonly onPlainWalls?: (on: boolean) => void;
  /** A lesson: the solve panel opens at once in its first step's view, its caption under the board. */
  readonly lesson?: LessonScript;
  /** `d`; returns why the choice could not be kept, if it could not. */
  readonly onCoach?: (on: boolean) => string | undefined;
  /** What the stats count: this game begun, solved, today's position solved. */
  readonly onStats?: OnStats;
  /** The player's stats for this variant as they stand, for the solved summary. */
  readonly stats?: string;
  /** Another window holds this game: the counter says, all along, that nothing is saved here. */
  readonly heldElsewhere?: boolean;
};

/** A game: its state and work (usePlaySession), its keys (playTargets), its look (PlayLayout). */
export const PlayScreen = ({
  opened,
  features = {},
  onBack,
  onOpen,
  onSolved,
  resumed,
  notice,
  onChange,
  heldElsewhere = false,
  startWith = null,
  coachOn = false,
  onCoach,
  onStats,
  stats,
  lesson,
  large = { on: true },
  onlyMove = true,
  onPlainWalls,
}: PlayScreenProps): ReactNode => {
  const session = usePlaySession({
    opened,
    features,
    onOpen,
    onSolved,
    resumed,
    notice,
    onChange,
    startWith,
    coachOn,
    large,
    onlyMove,
    onPlainWalls,
    onStats,
  });
  const targets = playTargets(session, features, { coachOn, onCoach, onBack });
  const [lessonStep, setLessonStep] = useState(0);
  const stepLesson = (delta: 1 | -1): void => {
    if (lesson) setLessonStep((now) => stepBy(lesson, now, delta));
  };
  const pressed = (input: string, key: KeyPress): void => {
    session.heard();
    // A lesson's step keys with the panel closed: the panel opens again, on the step asked for.
    const step = lesson && actionOf(lessonStepBindings, input, key);
    if (step) {
      stepLesson(step === 'next-step' ? 1 : -1);
      session.setOverlay('solve');
      return;
    }
    playKey(targets, input, key);
  };
  const { overlay } = session;
  useKeys(pressed, overlay === null);

  if (overlay !== null && overlay !== 'solve') {
    return (
      <PlayOverlay
        overlay={overlay}
        opened={opened}
        features={features}
        review={session.review}
        onLoad={session.load}
        onClose={() => session.setOverlay(null)}
        game={session.play.game}
        onPlay={session.playFrom}
      />
    );
  }
  return (
    <PlayLayout
      session={session}
      features={features}
      pressed={pressed}
      coachOn={coachOn}
      heldElsewhere={heldElsewhere}
      lesson={lesson && { script: lesson, step: lessonStep, onStep: stepLesson }}
      stats={stats}
    />
  );
};

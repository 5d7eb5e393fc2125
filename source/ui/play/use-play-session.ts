import { useEffect, useMemo, useReducer, useState } from 'react';
import { cellCentres } from '../../board/board.js';
import {
  type Features,
  type Game,
  newPlay,
  reducePlay,
  tipAsked,
  usedHelp,
} from '../../game/game.js';
import { boardsEqual } from '../../puzzles/board-text.js';
import { optionsFrom } from '../../puzzles/codes.js';
import type { PuzzleOptions } from '../../puzzles/params.js';
import type { Board } from '../../puzzles/puzzle.js';
import { useDisplay } from '../common/display.js';
import { type Opened, openEntry } from '../common/opened.js';
import { useRecorderNotes } from '../common/recorder-context.js';
import { variantName } from '../common/saved-games.js';
import { useEndScope, useKept } from '../common/use-job.js';
import { useTerminalSize } from '../common/use-terminal-size.js';
import { useHint } from '../solve/use-hint.js';
import { useLinear } from './linear-board.js';
import type { Overlay } from './play-overlay.js';
import { type LargeSetting, useBoardShown } from './use-board-shown.js';
import { useCoach } from './use-coach.js';
import { useCopyCode } from './use-copy-code.js';
import { useDailyShare } from './use-daily-share.js';
import { useGameReview } from './use-game-review.js';
import { useOptimum } from './use-optimum.js';
import { usePlayClock } from './use-play-clock.js';
import { type SaveGame, useSaveGame } from './use-save-game.js';
import { type OnSolved, useSolved } from './use-solved.js';
import { type OnStats, useStatsEvents } from './use-stats-events.js';
import { useViewKeys } from './use-view-keys.js';

/** What a game's state and its background work start from. */
export type PlaySessionSource = {
  readonly opened: Opened;
  readonly features: Features;
  readonly onOpen: (opened: Opened) => void;
  readonly onSolved?: OnSolved;
  readonly resumed?: Game;
  readonly notice?: string;
  readonly onChange?: SaveGame;
  readonly startWith: Overlay;
  readonly coachOn: boolean;
  readonly large: LargeSetting;
  readonly onlyMove: boolean;
  readonly onPlainWalls?: (on: boolean) => void;
  readonly onStats?: OnStats;
};

/**
 * One game on the play screen: the moves, what covers the board, and the work
 * that follows the position (the optimum, the tip, the coach, the save, the
 * review, the daily's share), with the sentences the last key left.
 */
export const usePlaySession = (source: PlaySessionSource) => {
  const { opened, features, resumed, notice, coachOn, onlyMove } = source;
  const { puzzle, entry } = opened;
  const display = useDisplay();
  const linear = useLinear();
  const size = useTerminalSize();
  const centres = useMemo(() => cellCentres(puzzle), [puzzle]);
  const [play, dispatch] = useReducer(reducePlay, undefined, () => ({
    ...newPlay(
      puzzle,
      centres,
      resumed,
      notice ? { kind: resumed ? 'info' : 'error', text: notice } : null,
    ),
    onlyMove,
  }));
  // What covers the board is the player's choice, kept above the screen; closing
  // one ends the work it started (its slots are named after it).
  const [overlay, keepOverlay, overlayNow] = useKept<Overlay>('overlay', () => source.startWith);
  const endScope = useEndScope();
  const setOverlay = (next: Overlay): void => {
    const was = overlayNow();
    if (was !== null && was !== next) endScope(`${was}/`);
    keepOverlay(next);
  };
  const { toggleLarge: switchLarge, ...shown } = useBoardShown(source.large);
  // What a setting's key did (`coach on`, `presentation size on: …`), until the next key.
  const [keySaid, setKeySaid] = useState<string | null>(null);
  const view = useViewKeys({
    shown: {
      puzzle,
      size,
      ascii: display.ascii,
      large: shown.large,
      solving: overlay === 'solve',
      linear,
    },
    switchLarge,
    plainWalls: display.plainWalls === true,
    onPlainWalls: source.onPlainWalls,
    say: setKeySaid,
  });
  const { optimum, proved } = useOptimum(opened, play.game);
  // `t` asks for a tip about the position it was pressed in; any change of position ends it.
  const hint = useHint({
    puzzle,
    id: entry.id,
    options: opened.options,
    board: play.game.board,
    enabled: features.hint === true && tipAsked(play),
    // The start's own search gave up: the tip's, the same search, would too.
    ...(optimum.kind === 'unknown' && optimum.limited && boardsEqual(play.game.board, puzzle.start)
      ? { gaveUp: optimum.reason }
      : {}),
  });
  const [loadError, setLoadError] = useState<string | null>(null);
  const recorder = useRecorderNotes(overlay ?? 'play', entry.id);

  const played = usePlayClock(resumed?.played, play.game);
  const saveError = useSaveGame(play, source.onChange, played);
  const coach = useCoach(opened, play.game, coachOn);
  // The coach's advice is help while it is on (helpRule).
  useEffect(() => dispatch({ type: 'shown', coach: coachOn }), [coachOn]);
  useEffect(() => dispatch({ type: 'only-move', on: onlyMove }), [onlyMove]);
  const copyCode = useCopyCode(opened, play.game.board);
  const solved = useSolved(play, optimum, variantName(opened), source.onSolved, played);
  const review = useGameReview(opened, play.game, solved !== null && features.coach === true);
  const share = useDailyShare(
    opened,
    solved && features.coach ? solved.moves : null,
    usedHelp(play.game),
  );
  useStatsEvents(play.game, resumed !== undefined, solved, share?.day, source.onStats);

  /** An edited position (`e`) or one from the analysis becomes a new game of this puzzle. */
  const playFrom = (options: PuzzleOptions, label?: string): void => {
    try {
      source.onOpen({ ...openEntry(entry, options), ...(label ? { label } : {}) });
    } catch (problem) {
      setLoadError(problem instanceof Error ? problem.message : String(problem));
      setOverlay(null);
    }
  };
  /** A position from the analysis becomes the start of a new game of this puzzle. */
  const load = (board: Board, label?: string): void =>
    playFrom(optionsFrom(entry, opened.options, puzzle, board), label);

  // What the last key or click said ends with the next one (the message rule, play-message.ts).
  const heard = (): void => {
    setLoadError(null);
    setKeySaid(null);
    recorder.clear();
    copyCode.clear();
    dispatch({ type: 'heard' });
  };

  return {
    opened,
    display,
    linear,
    size,
    play,
    dispatch,
    overlay,
    setOverlay,
    ...shown,
    ...view,
    keySaid,
    setKeySaid,
    optimum,
    proved,
    hint,
    loadError,
    setLoadError,
    recorder,
    saveError,
    coach,
    copyCode,
    solved,
    review,
    share,
    playFrom,
    load,
    heard,
  };
};

export type PlaySession = ReturnType<typeof usePlaySession>;

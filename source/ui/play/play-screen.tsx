import { Box } from 'ink';
import { type ReactNode, useEffect, useMemo, useReducer, useState } from 'react';
import { cellCentres, markCells } from '../../board/board.js';
import {
  counterText,
  type Features,
  type Game,
  type KeyPress,
  newPlay,
  playBindings,
  reducePlay,
  shownBoard,
  statusMessage,
  targetsOf,
  tipAsked,
  usedHelp,
} from '../../game/game.js';
import type { PanelStart } from '../../game/panel-start.js';
import { cursorSentence, spokenNotes } from '../../game/spoken.js';
import { boardsEqual } from '../../puzzles/board-text.js';
import { optionsFrom } from '../../puzzles/codes.js';
import type { PuzzleOptions } from '../../puzzles/params.js';
import type { Board } from '../../puzzles/puzzle.js';
import { words } from '../../words/words.js';
import { useDisplay } from '../common/display.js';
import { keyBar } from '../common/key-bar.js';
import { useKeys } from '../common/key-router.js';
import { type Opened, openEntry } from '../common/opened.js';
import { useRecorderNotes } from '../common/recorder-context.js';
import { variantName } from '../common/saved-games.js';
import { SizeGuard } from '../common/size-guard.js';
import { TitleLine } from '../common/title-line.js';
import { useEndScope, useKept } from '../common/use-job.js';
import { useTerminalSize } from '../common/use-terminal-size.js';
import { SolvePanel } from '../solve/solve-panel.js';
import { useHint } from '../solve/use-hint.js';
import { BoardArea } from './board-area.js';
import { planBoard } from './board-plan.js';
import { coachCells, coachMessage, spokenCounter } from './coach-text.js';
import { CounterLine } from './counter-line.js';
import { hintText } from './hint-text.js';
import { BOARD_TOP_ROWS, playNeed } from './layout.js';
import { LinearPlay, useLinear } from './linear-board.js';
import { type PlayKeyTargets, playKey } from './play-keys.js';
import { playMessage } from './play-message.js';
import { type Overlay, PlayOverlay } from './play-overlay.js';
import { arrowsWord, openedCode, solvedKeys } from './play-text.js';
import { reviewMore } from './review-text.js';
import { SolvedSummary } from './solved-summary.js';
import { StatusArea } from './status-area.js';
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
  /** The solve panel opens at once, in this view (a lesson). */
  readonly panelStart?: PanelStart;
  /** `d`; returns why the choice could not be kept, if it could not. */
  readonly onCoach?: (on: boolean) => string | undefined;
  /** What the stats count: this game begun, solved, today's position solved. */
  readonly onStats?: OnStats;
  /** The player's stats for this variant as they stand, for the solved summary. */
  readonly stats?: string;
  /** Another window holds this game: the counter says, all along, that nothing is saved here. */
  readonly heldElsewhere?: boolean;
};

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
  panelStart,
  large: largeSetting = { on: true },
  onlyMove = true,
  onPlainWalls,
}: PlayScreenProps): ReactNode => {
  const { puzzle, entry } = opened;
  const display = useDisplay();
  const { ascii } = display;
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
  const [overlay, keepOverlay, overlayNow] = useKept<Overlay>('overlay', () => startWith);
  const endScope = useEndScope();
  const setOverlay = (next: Overlay): void => {
    const was = overlayNow();
    if (was !== null && was !== next) endScope(`${was}/`);
    keepOverlay(next);
  };
  const { large, toggleLarge: switchLarge, previewed, showPreview } = useBoardShown(largeSetting);
  const [keySaid, setKeySaid] = useState<string | null>(null);
  const { numbers, toggleNumbers, toggleLarge, togglePlainWalls } = useViewKeys({
    shown: { puzzle, size, ascii, large, solving: overlay === 'solve', linear },
    switchLarge,
    plainWalls: display.plainWalls === true,
    onPlainWalls,
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
  // What a setting's key did (`coach on`, `presentation size on: …`), until the next key.
  const recorder = useRecorderNotes(overlay ?? 'play', entry.id);

  const played = usePlayClock(resumed?.played, play.game);
  const saveError = useSaveGame(play, onChange, played);
  const coach = useCoach(opened, play.game, coachOn);
  // The coach's advice is help while it is on (helpRule).
  useEffect(() => dispatch({ type: 'shown', coach: coachOn }), [coachOn]);
  useEffect(() => dispatch({ type: 'only-move', on: onlyMove }), [onlyMove]);
  const copyCode = useCopyCode(opened, play.game.board);
  const solved = useSolved(play, optimum, variantName(opened), onSolved, played);
  const review = useGameReview(opened, play.game, solved !== null && features.coach === true);
  const share = useDailyShare(
    opened,
    solved && features.coach ? solved.moves : null,
    usedHelp(play.game),
  );
  useStatsEvents(play.game, resumed !== undefined, solved, share?.day, onStats);

  /** A position from the analysis becomes the start of a new game of this puzzle. */
  const load = (board: Board, label?: string): void =>
    playFrom(optionsFrom(entry, opened.options, puzzle, board), label);
  /** An edited position (`e`) or one from the analysis becomes a new game of this puzzle. */
  const playFrom = (options: PuzzleOptions, label?: string): void => {
    try {
      onOpen({ ...openEntry(entry, options), ...(label ? { label } : {}) });
    } catch (problem) {
      setLoadError(problem instanceof Error ? problem.message : String(problem));
      setOverlay(null);
    }
  };

  // What the last key or click said ends with the next one (the message rule, play-message.ts).
  const heard = (): void => {
    setLoadError(null);
    setKeySaid(null);
    recorder.clear();
    copyCode.clear();
    dispatch({ type: 'heard' });
  };
  const targets: PlayKeyTargets = {
    features,
    dispatch,
    setOverlay,
    say: setLoadError,
    toggleCoach: () => {
      if (!onCoach) return undefined;
      setKeySaid(coachOn ? words().play.coachOff : words().play.coachOn);
      return onCoach(!coachOn);
    },
    openReview: () => {
      if (review.kind === 'ready') setOverlay('review');
      else if (review.kind === 'failed') setLoadError(words().play.reviewFailed(review.message));
      else setLoadError(solved ? words().play.reviewNotReady : words().play.reviewOnceSolved);
    },
    copy: copyCode.copy,
    toggleNumbers,
    toggleLarge,
    togglePlainWalls,
    back: onBack,
  };
  const pressed = (input: string, key: KeyPress): void => {
    heard();
    playKey(targets, input, key);
  };
  useKeys(pressed, overlay === null);

  if (overlay !== null && overlay !== 'solve') {
    const close = (): void => setOverlay(null);
    const shared = { overlay, opened, features, review, onLoad: load, onClose: close };
    return <PlayOverlay {...shared} game={play.game} onPlay={playFrom} />;
  }

  const need = playNeed(puzzle);
  const marks = markCells({
    cursor: play.cursor,
    picked: play.pick ? play.pick.path[play.pick.path.length - 1] : undefined,
    targets: targetsOf(play),
    moved: play.moved,
    hint: play.pick ? [] : hint.status === 'ready' ? hint.cells : coachCells(coach, puzzle),
  });
  const solving = overlay === 'solve';
  const board = previewed ?? { board: shownBoard(play), marks };
  const plan = planBoard({ puzzle, size, ...board, display, solving, large, numbers });
  const { rows, panelPlan, figurePlan, height: areaHeight } = plan;
  const linearPlay = linear ? spokenNotes(play) : play;
  const counter = `${counterText(play, optimum)}${heldElsewhere ? ` · ${words().play.notSavedHere}` : ''}`;
  const tip = hintText(hint, puzzle, play.game.board);
  const message = playMessage({
    problem: loadError ?? saveError,
    status: statusMessage(linearPlay, optimum),
    said: recorder.said ?? copyCode.message ?? keySaid,
    tip,
    picking: play.pick !== null,
    coach: coachMessage(coach, puzzle, play.game.board),
  });
  const keyAnswer =
    loadError ?? recorder.said ?? copyCode.message ?? keySaid ?? (tipAsked(play) ? tip : undefined);
  // Under the board: the counter, then the message (up to three lines) and the key bar (two).
  const belowRows = Math.max(2, size.rows - 1 - (BOARD_TOP_ROWS + areaHeight + 1));
  const fit = { ascii, width: size.columns, rows: linear ? 3 : belowRows >= 5 ? 2 : 1 };
  const fill = { arrows: arrowsWord(puzzle) };
  const keys = keyBar(playBindings, { ...fit, features, words: fill }, pressed);
  const keyLines = solving ? [] : keys.lines;

  const label = opened.label ? ` · ${opened.label}` : '';
  const coachMark = coachOn ? ` · ${words().play.coachMark}` : '';
  const title = (
    <TitleLine
      parts={[puzzle.title, ` · ${openedCode(opened)}`, label, coachMark, recorder.mark]}
      width={size.columns}
    />
  );
  const solvePanel = (plan: { readonly width: number; readonly height: number }) => (
    <SolvePanel
      opened={opened}
      board={play.game.board}
      width={plan.width}
      height={plan.height}
      onAdopt={(moves) => {
        dispatch({ type: 'adopt', moves });
        setOverlay(null);
      }}
      onClose={() => setOverlay(null)}
      onPreview={showPreview}
      onLarge={toggleLarge}
      onPlainWalls={togglePlainWalls}
      startIn={panelStart}
      onHelp={() => dispatch({ type: 'shown', answer: true })}
      onProved={proved}
    />
  );
  const summary = (facts: NonNullable<typeof solved>) => (
    <SolvedSummary
      facts={facts}
      width={size.columns}
      rows={linear ? size.rows : belowRows - 1}
      stats={stats}
      more={[
        // What the last key said: the summary stands in the message line's place.
        ...(keyAnswer ? [keyAnswer] : []),
        ...(share ? [share.text] : []),
        ...reviewMore(review),
      ]}
      keys={solvedKeys(features.coach === true, review.kind === 'ready')}
    />
  );
  if (linear) {
    return (
      <Box flexDirection="column" width={size.columns}>
        {title}
        <LinearPlay
          puzzle={puzzle}
          board={board.board}
          counter={spokenCounter(counter, coach)}
          keys={keyLines}
          status={[message.text, cursorSentence(play, board.board)]}
          panel={panelPlan && solvePanel(panelPlan)}
          summary={solved && summary(solved)}
        />
      </Box>
    );
  }
  return (
    <Box flexDirection="column" width={size.columns}>
      {title}
      <SizeGuard need={need} size={size} above={1}>
        <BoardArea
          rows={rows}
          clicks={{
            active: overlay === null && !previewed,
            onCell: (cell) => {
              heard();
              dispatch({ type: 'click', cell });
            },
          }}
          figure={figurePlan}
          panel={
            panelPlan && {
              plan: panelPlan,
              node: solvePanel(panelPlan),
            }
          }
        />
        <Box marginTop={1} flexDirection="column">
          <CounterLine counter={counter} coach={coach} width={size.columns} />
          {solved ? (
            summary(solved)
          ) : (
            <StatusArea
              tone={message.tone}
              message={message.text}
              keys={keyLines}
              width={size.columns}
              messageRows={belowRows - 1 - keyLines.length}
              onKeysClick={keys.onClick}
            />
          )}
        </Box>
      </SizeGuard>
    </Box>
  );
};

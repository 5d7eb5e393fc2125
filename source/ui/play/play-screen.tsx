import { Box, Text } from 'ink';
import {
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { boardSize, cellCentres, markCells, renderBoard } from '../../board/index.js';
import {
  actionOf,
  counterText,
  type Features,
  type Game,
  hintLine,
  isSolved,
  type KeyPress,
  newPlay,
  playBindings,
  reducePlay,
  type StatusTone,
  settledGame,
  shownBoard,
  statusMessage,
  targetsOf,
  tipAsked,
  usedHelp,
} from '../../game/index.js';
import { optionsFrom } from '../../puzzles/codes.js';
import { optionFlags } from '../../puzzles/params.js';
import type { Board } from '../../puzzles/types.js';
import { AnalysisScreen } from '../analysis/analysis-screen.js';
import { SegmentRows } from '../common/board-text.js';
import { displayText, useDisplay } from '../common/display.js';
import { useKeys } from '../common/keys.js';
import type { Opened } from '../common/opened.js';
import { openEntry } from '../common/opened.js';
import { SizeGuard } from '../common/size-guard.js';
import { useTerminalSize } from '../common/use-terminal-size.js';
import { HelpScreen } from '../help/help-screen.js';
import { SolvePanel } from '../solve/solve-panel.js';
import { useHint } from '../solve/use-hint.js';
import { hintText } from './hint-text.js';
import { BOARD_INDENT, GOAL_GAP, goalPicture, playNeed, SOLVE_PANEL_GAP } from './layout.js';
import { useOptimum } from './use-optimum.js';

/** What covers the play screen: the help, the solve panel (beside the board), the analysis. */
type Overlay = 'help' | 'solve' | 'analysis' | null;

export type PlayScreenProps = {
  readonly opened: Opened;
  /** Screens from later issues (solve panel, hint, analysis) that are wired in. */
  readonly features?: Features;
  /** `q`: back to the menu. */
  readonly onBack: () => void;
  /** Play another position of this puzzle (a farthest position from the analysis). */
  readonly onOpen: (opened: Opened) => void;
  /** The goal was reached in `moves` moves (for the records). */
  readonly onSolved?: (moves: number, assisted: boolean) => void;
  /** A saved game to carry on with. */
  readonly resumed?: Game;
  /** A sentence for the player as the game opens (a damaged save set aside). */
  readonly notice?: string;
  /** Every change of the game (move, undo, redo, restart, adopted answer): save it. May throw. */
  readonly onChange?: (game: Game) => void;
};

const TONE_COLOUR: Readonly<Record<StatusTone, 'greenBright' | 'redBright' | undefined>> = {
  solved: 'greenBright',
  error: 'redBright',
  info: undefined,
  prompt: undefined,
};

/** Flags that say how this puzzle differs from its catalogue default, e.g. `--n 4`. */
const optionText = (opened: Opened): string => optionFlags(opened.entry.params, opened.options);

export const PlayScreen = ({
  opened,
  features = {},
  onBack,
  onOpen,
  onSolved,
  resumed,
  notice,
  onChange,
}: PlayScreenProps): ReactNode => {
  const { puzzle, entry } = opened;
  const { color, ascii } = useDisplay();
  const size = useTerminalSize();
  const centres = useMemo(() => cellCentres(puzzle), [puzzle]);
  const [play, dispatch] = useReducer(reducePlay, undefined, () =>
    newPlay(
      puzzle,
      centres,
      resumed,
      notice ? { kind: resumed ? 'info' : 'error', text: notice } : null,
    ),
  );
  const [overlay, setOverlay] = useState<Overlay>(null);
  const optimum = useOptimum(opened);
  // `t` asks for a tip about the position it was pressed in; any change of position ends it.
  const hint = useHint({
    puzzle,
    id: entry.id,
    options: opened.options,
    board: play.game.board,
    enabled: features.hint === true && tipAsked(play),
  });
  const [loadError, setLoadError] = useState<string | null>(null);

  // Every change of the game is saved as it is committed, so a kill a moment
  // later loses nothing; the save's own atomic write keeps the file whole.
  const saved = useRef(play.game);
  const [saveError, setSaveError] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (play.game === saved.current || !onChange) return;
    saved.current = play.game;
    try {
      onChange(play.game);
      setSaveError(null);
    } catch (problem) {
      const reason = problem instanceof Error ? problem.message : String(problem);
      setSaveError(`your game could not be saved: ${reason}`);
    }
  }, [play.game, onChange]);

  // Leaving the screen (`q`, Ctrl-C, a signal) ends a peg chain in progress
  // as a move and saves it, so no jump already made is lost.
  const latest = useRef(play);
  latest.current = play;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useLayoutEffect(
    () => () => {
      const game = settledGame(latest.current);
      if (game === saved.current) return;
      saved.current = game;
      try {
        onChangeRef.current?.(game);
      } catch {
        // Leaving: there is no screen left to say so on.
      }
    },
    [],
  );

  // Each time the goal is reached, the records hear of it once.
  const solvedGame = isSolved(play) ? play.game : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per game state that is solved
  useEffect(() => {
    if (solvedGame) onSolved?.(solvedGame.line.length, usedHelp(solvedGame));
  }, [solvedGame]);

  /** A position from the analysis becomes the start of a new game of this puzzle. */
  const load = (board: Board): void => {
    try {
      onOpen(openEntry(entry, optionsFrom(entry, opened.options, puzzle, board)));
    } catch (problem) {
      setLoadError(problem instanceof Error ? problem.message : String(problem));
      setOverlay(null);
    }
  };

  // Every key of the play screen is decided here, from the one key table.
  const onKey = (input: string, key: KeyPress): void => {
    const action = actionOf(playBindings, input, key, features);
    switch (action) {
      case 'up':
      case 'down':
      case 'left':
      case 'right':
        dispatch({ type: 'cursor', direction: action });
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
        setOverlay(action);
        return;
      case 'hint':
        dispatch({ type: 'tip' });
        return;
      case 'back':
        onBack();
        return;
      // 'quit' (Ctrl-C) is the app's.
      default:
        return;
    }
  };
  useKeys((input, key) => {
    setLoadError(null);
    onKey(input, key);
  }, overlay === null);

  if (overlay === 'analysis') {
    return (
      <AnalysisScreen
        puzzle={puzzle}
        id={entry.id}
        options={opened.options}
        onLoad={load}
        onClose={() => setOverlay(null)}
      />
    );
  }
  if (overlay === 'help') {
    return (
      <HelpScreen
        entry={entry}
        puzzle={puzzle}
        features={features}
        onClose={() => setOverlay(null)}
      />
    );
  }

  const need = playNeed(puzzle);
  const text = (line: string): string => displayText(line, ascii);
  const marks = markCells({
    cursor: play.cursor,
    picked: play.pick ? play.pick.path[play.pick.path.length - 1] : undefined,
    targets: targetsOf(play),
    moved: play.moved,
    hint: hint.status === 'ready' && !play.pick ? hint.cells : [],
  });
  const rows = renderBoard(puzzle, shownBoard(play), { ascii, marks });
  const goal = goalPicture(puzzle, size.columns, ascii);
  const status = statusMessage(play, optimum);
  const tip = status.tone === 'solved' || play.note ? undefined : hintText(hint);
  const problem = loadError ?? saveError;
  const message = problem
    ? { tone: 'error' as const, text: problem }
    : tip
      ? { tone: 'info' as const, text: tip }
      : status;
  const solving = overlay === 'solve';
  const board = boardSize(puzzle);
  const flags = optionText(opened);

  return (
    <Box flexDirection="column" width={size.columns}>
      <Text wrap="truncate">
        <Text bold>{text(puzzle.title)}</Text>
        <Text dimColor={color}>{text(` · ${entry.id}${flags ? ` ${flags}` : ''}`)}</Text>
      </Text>
      <SizeGuard need={need} size={size}>
        <Box marginTop={1} marginLeft={BOARD_INDENT}>
          <SegmentRows rows={rows} />
          {solving ? (
            <Box marginLeft={SOLVE_PANEL_GAP}>
              <SolvePanel
                puzzle={puzzle}
                id={entry.id}
                options={opened.options}
                board={play.game.board}
                width={size.columns - BOARD_INDENT - board.width - SOLVE_PANEL_GAP - 1}
                height={size.rows - 6}
                onAdopt={(moves) => {
                  dispatch({ type: 'adopt', moves });
                  setOverlay(null);
                }}
                onClose={() => setOverlay(null)}
              />
            </Box>
          ) : goal ? (
            <Box flexDirection="column" marginLeft={GOAL_GAP}>
              <Text dimColor={color}>goal</Text>
              <SegmentRows rows={goal} />
            </Box>
          ) : null}
        </Box>
        <Box marginTop={1} flexDirection="column">
          <Text bold wrap="truncate">
            {text(counterText(play, optimum))}
          </Text>
          <Text
            wrap="truncate"
            bold={message.tone === 'solved'}
            color={color ? TONE_COLOUR[message.tone] : undefined}
          >
            {text(message.tone === 'solved' ? `★ ${message.text}` : message.text)}
          </Text>
          {solving ? null : (
            <Text wrap="truncate" dimColor={color}>
              {hintLine(playBindings, features, ascii, size.columns)}
            </Text>
          )}
        </Box>
      </SizeGuard>
    </Box>
  );
};

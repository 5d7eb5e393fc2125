import { Box, Text } from 'ink';
import { type ReactNode, useMemo, useState } from 'react';
import { cellCentres, markCells, nextCell, renderBoard } from '../../board/board.js';
import { actionOf, editBindings, type KeyPress } from '../../game/game.js';
import type { PuzzleOptions } from '../../puzzles/params.js';
import type { Board } from '../../puzzles/puzzle.js';
import { words } from '../../words/words.js';
import { boardLook, displayText, themeOf, useDisplay } from '../common/display.js';
import { KeyHints } from '../common/key-hints.js';
import { useKeys } from '../common/key-router.js';
import type { Opened } from '../common/opened.js';
import { SegmentRows } from '../common/segment-rows.js';
import { columns, truncateWords, wrapText } from '../common/truncate.js';
import { useTerminalSize } from '../common/use-terminal-size.js';
import { editedOptions, editProblem, goalEditable } from './edited-options.js';

export type EditorScreenProps = {
  readonly opened: Opened;
  /** The position in effect, where editing begins. */
  readonly board: Board;
  /** Enter on a position the puzzle accepts: play it. */
  readonly onPlay: (options: PuzzleOptions) => void;
  readonly onClose: () => void;
};

type Editing = 'start' | 'goal';

/**
 * `e`: the position editor. Letters put the puzzle's pieces on cells, `.`
 * empties one; the puzzle's own checks say at once what is wrong ("needs 4 A,
 * has 5"); Enter plays from the edited position, Esc leaves it unchanged.
 */
export const EditorScreen = ({ opened, board, onPlay, onClose }: EditorScreenProps): ReactNode => {
  const { entry, puzzle } = opened;
  const display = useDisplay();
  const { color, ascii } = display;
  const size = useTerminalSize();
  const text = (line: string): string => displayText(line, ascii);
  const centres = useMemo(() => cellCentres(puzzle), [puzzle]);
  const withGoal = goalEditable(entry, puzzle);
  const [boards, setBoards] = useState<Readonly<Record<Editing, Board | undefined>>>(() => ({
    start: board.slice(),
    goal: withGoal ? puzzle.goals?.[0]?.slice() : undefined,
  }));
  const [editing, setEditing] = useState<Editing>('start');
  const [cursor, setCursor] = useState({ at: 0, came: undefined as number | undefined, turn: 0 });
  const [refused, setRefused] = useState<string | null>(null);
  const shown = boards[editing] ?? boards.start ?? board;
  const edited = editedOptions(entry, opened.options, puzzle, boards.start ?? board, boards.goal);
  const problem = editProblem(entry, edited);

  const put = (code: number): void => {
    const next = shown.slice();
    next[cursor.at] = code;
    setBoards((now) => ({ ...now, [editing]: next }));
  };
  const pressed = (input: string, key: KeyPress): void => {
    setRefused(null);
    const action = actionOf(editBindings, input, key);
    switch (action) {
      case 'up':
      case 'down':
      case 'left':
      case 'right': {
        const at = nextCell(centres, cursor.at, action, cursor.came, cursor.turn);
        setCursor({ at, came: cursor.at, turn: cursor.turn + 1 });
        return;
      }
      case 'empty':
        put(0);
        return;
      case 'piece': {
        const piece = puzzle.pieces.find((kind) => kind.char === input);
        if (piece) put(piece.code);
        else {
          const letters = puzzle.pieces.map((kind) => kind.char).join(' ');
          setRefused(words().edit.notAPiece(input, letters));
        }
        return;
      }
      case 'goal':
        if (withGoal) setEditing((now) => (now === 'start' ? 'goal' : 'start'));
        else setRefused(words().edit.noGoal);
        return;
      case 'play':
        if (problem === null) onPlay(edited);
        return;
      case 'back':
        onClose();
        return;
      default:
        return;
    }
  };
  useKeys(pressed);

  const rows = renderBoard(puzzle, shown, {
    ...boardLook(display),
    marks: markCells({ cursor: cursor.at }),
  });
  const say = words().edit;
  const named = [
    say.cell(cursor.at),
    ...puzzle.pieces.map((kind) => `${kind.char} ${kind.name}`),
    say.empty,
  ].join(' · ');
  const letters = [
    say.cell(cursor.at),
    say.pieces(puzzle.pieces.map((kind) => kind.char).join(' ')),
    say.empty,
  ].join(' · ');
  const verdict = refused ?? problem ?? say.takesIt;
  const width = size.columns;
  return (
    <Box flexDirection="column" width={size.columns}>
      <Text bold wrap="truncate">
        {truncateWords(text(say.title(editing, puzzle.title)), width, ascii)}
      </Text>
      <Box marginTop={1} marginLeft={2}>
        <SegmentRows rows={rows} />
      </Box>
      <Box marginTop={1} flexDirection="column">
        <Text wrap="truncate">
          {truncateWords(text(columns(named) <= width ? named : letters), width, ascii)}
        </Text>
        {wrapText(text(verdict), width).map((line) => (
          <Text
            key={line}
            color={
              color ? themeOf(display).status[refused || problem ? 'error' : 'solved'] : undefined
            }
            backgroundColor={color ? themeOf(display).background : undefined}
          >
            {line}
          </Text>
        ))}
        <KeyHints
          bindings={editBindings.filter(
            (binding) => withGoal || binding.action('g', {}) !== 'goal',
          )}
          width={size.columns}
          onPress={pressed}
        />
      </Box>
    </Box>
  );
};

import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { boardSize, renderBoard } from '../../board/board.js';
import type { Puzzle, PuzzleEntry, PuzzleOptions } from '../../puzzles/puzzle.js';
import { words } from '../../words/words.js';
import { boardLook, displayText, useDisplay } from '../common/display.js';
import { openEntry } from '../common/opened.js';
import { SegmentRows } from '../common/segment-rows.js';
import { GOAL_GAP, goalFigure } from '../play/layout.js';
import { messageLines } from '../play/status-area.js';

/** The puzzle a menu entry opens with these options, kept per entry and options; none if they are not valid. */
const made = new Map<string, Puzzle | undefined>();
export const previewPuzzle = (entry: PuzzleEntry, options: PuzzleOptions): Puzzle | undefined => {
  const key = `${entry.id} ${JSON.stringify(options)}`;
  if (!made.has(key)) {
    try {
      made.set(key, openEntry(entry, options).puzzle);
    } catch {
      made.set(key, undefined);
    }
  }
  return made.get(key);
};

/** Rows the preview needs for its pictures: a blank, a label, the board. */
const pictureRows = (puzzle: Puzzle): number => 2 + boardSize(puzzle).height;

/**
 * What the menu shows of the highlighted puzzle where the window has room
 * for it: its start board and its goal side by side, and its rules, each
 * only when it fits in `rows` (a large window is used, a small one is not
 * crowded). Nothing when there is no room.
 */
export const MenuPreview = ({
  puzzle,
  rules,
  width,
  rows: room,
}: {
  readonly puzzle: Puzzle;
  readonly rules: string;
  readonly width: number;
  readonly rows: number;
}): ReactNode => {
  const display = useDisplay();
  const { color, ascii } = display;
  const board = boardSize(puzzle);
  const goal = goalFigure(puzzle, ascii);
  const goalWidth = goal
    ? Math.max(...goal.rows.map((row) => row.reduce((sum, part) => sum + part.text.length, 0)))
    : 0;
  const picturesFit = room >= pictureRows(puzzle) && board.width + GOAL_GAP + goalWidth <= width;
  const left = room - (picturesFit ? pictureRows(puzzle) : 0);
  // Rules longer than the room end in `…` (`?` shows them whole).
  const ruleLines =
    left >= 3 ? messageLines(displayText(rules, ascii), width - 2, left - 1, ascii) : [];
  if (!picturesFit && ruleLines.length === 0) return null;
  return (
    <Box flexDirection="column">
      {picturesFit ? (
        <Box marginTop={1} flexDirection="row">
          <Box flexDirection="column">
            <Text dimColor={color}>{words().play.start}</Text>
            <SegmentRows rows={renderBoard(puzzle, puzzle.start, boardLook(display))} />
          </Box>
          {goal ? (
            <Box flexDirection="column" marginLeft={GOAL_GAP}>
              <Text dimColor={color}>{goal.label}</Text>
              <SegmentRows rows={goal.rows} />
            </Box>
          ) : null}
        </Box>
      ) : null}
      {ruleLines.length > 0 ? (
        <Box marginTop={1} flexDirection="column">
          {ruleLines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: wrapped lines in order
            <Text key={index} wrap="truncate">
              {line}
            </Text>
          ))}
        </Box>
      ) : null}
    </Box>
  );
};

import { Box, Text, useIsScreenReaderEnabled } from 'ink';
import type { ReactNode } from 'react';
import { boardRows } from '../../game/spoken.js';
import type { Board, Puzzle } from '../../puzzles/puzzle.js';
import { displayText, useDisplay } from '../common/display.js';

/**
 * Whether the game is laid out for a screen reader: `--screen-reader` or the
 * setting, or Ink's own screen-reader mode (INK_SCREEN_READER=true).
 */
export const useLinear = (): boolean => {
  const display = useDisplay();
  const inkReader = useIsScreenReaderEnabled();
  return display.screenReader === true || inkReader;
};

export type LinearPlayProps = {
  readonly puzzle: Puzzle;
  /** The position on screen (a chain in progress played on it). */
  readonly board: Board;
  /** `moves 5 · optimal 16`, and the coach's part. */
  readonly counter: string;
  /** The key bar, already broken into lines. */
  readonly keys: readonly string[];
  /** The message and where the cursor is: the status line, said last. */
  readonly status: readonly string[];
  /** The solve panel while it is open. */
  readonly panel?: ReactNode;
  /** Once solved: the summary, in place of the keys and the status line. */
  readonly summary?: ReactNode;
};

/**
 * The play screen for a screen reader: the board as rows of words, no box
 * drawing and nothing said by colour alone, then the counter and the keys,
 * the status line last so that it is what a reader meets after each key.
 */
export const LinearPlay = ({
  puzzle,
  board,
  counter,
  keys,
  status,
  panel,
  summary,
}: LinearPlayProps): ReactNode => {
  const { ascii } = useDisplay();
  const text = (line: string): string => displayText(line, ascii);
  return (
    <Box flexDirection="column" marginTop={1}>
      <Box flexDirection="column">
        {boardRows(puzzle, board).map((row) => (
          <Text key={row}>{text(row)}</Text>
        ))}
      </Box>
      {panel ? <Box marginTop={1}>{panel}</Box> : null}
      <Box marginTop={1} flexDirection="column">
        <Text>{text(counter)}</Text>
        {summary || (
          <>
            {keys.map((line) => (
              <Text key={`keys ${line}`}>{text(line)}</Text>
            ))}
            {status.map((line) => (
              <Text key={`status ${line}`}>{text(line)}</Text>
            ))}
          </>
        )}
      </Box>
    </Box>
  );
};

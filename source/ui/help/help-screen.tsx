import { Box, Text } from 'ink';
import { type ReactNode, useMemo, useState } from 'react';
import { actionOf, type Features, helpBindings } from '../../game/game.js';
import type { Puzzle, PuzzleEntry } from '../../puzzles/puzzle.js';
import { words } from '../../words/words.js';
import { displayText, useDisplay } from '../common/display.js';
import { useKeys } from '../common/key-router.js';
import { truncate } from '../common/truncate.js';
import { useTerminalSize } from '../common/use-terminal-size.js';
import { helpLines } from './help-lines.js';

export type HelpScreenProps = {
  readonly entry: PuzzleEntry;
  readonly puzzle?: Puzzle;
  readonly features?: Features;
  /** Where the player came from: its keys are listed first. */
  readonly from?: 'play' | 'menu';
  readonly onClose: () => void;
};

/** Rules, the page's figure and the key table; ↑ ↓ scroll when it is taller than the window. */
export const HelpScreen = ({
  entry,
  puzzle,
  features = {},
  from = 'play',
  onClose,
}: HelpScreenProps): ReactNode => {
  const { color, ascii } = useDisplay();
  const { columns, rows } = useTerminalSize();
  const width = Math.max(20, Math.min(columns, 100) - 1);
  const lines = useMemo(
    () => helpLines(entry, puzzle, features, width, ascii, from),
    [entry, puzzle, features, width, ascii, from],
  );
  // One line for the footer, one spare so the live area stays shorter than the window.
  const height = Math.max(1, rows - 2);
  const most = Math.max(0, lines.length - height);
  const [top, setTop] = useState(0);
  const first = Math.min(top, most);

  const scroll = (lines: number): void =>
    setTop((now) => Math.max(0, Math.min(most, Math.min(now, most) + lines)));
  useKeys((input, key) => {
    const action = actionOf(helpBindings, input, key);
    if (action === 'up') scroll(-1);
    else if (action === 'down') scroll(1);
    else if (action === 'page-up') scroll(-height);
    else if (action === 'page-down' && most > 0) scroll(height);
    else onClose();
  });

  const footer =
    most > 0 ? words().help.scroll(first + 1, first + height, lines.length) : words().help.anyKey;
  return (
    <Box flexDirection="column">
      {lines.slice(first, first + height).map((line, index) => (
        <Text
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
          key={index}
          wrap="truncate"
          bold={line.kind === 'title' || line.kind === 'heading'}
          color={color && line.kind === 'heading' ? 'cyanBright' : undefined}
        >
          {line.text === '' ? ' ' : line.text}
        </Text>
      ))}
      <Text dimColor={color} wrap="truncate">
        {truncate(displayText(footer, ascii), columns, ascii)}
      </Text>
    </Box>
  );
};

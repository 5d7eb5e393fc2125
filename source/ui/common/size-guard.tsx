import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { words } from '../../words/words.js';
import type { TerminalSize } from './display.js';
import { wrapText } from './truncate.js';

/** What a screen needs; the live area stays one line shorter than the terminal. */
export type Need = { readonly columns: number; readonly rows: number };

export const fits = (need: Need, size: TerminalSize): boolean =>
  size.columns >= need.columns && size.rows > need.rows;

export const sizeMessage = (need: Need): string =>
  words().common.sizeNeeded(need.columns, need.rows + 1);

/**
 * The lines that say how big the window must be, in `size` less `above` rows:
 * in full when they fit, else in short words, and never more lines than the
 * window has (a message taller than the window scrolled its first line off).
 */
export const sizeLines = (need: Need, size: TerminalSize, keys: string, above = 0): string[] => {
  const width = Math.max(1, size.columns);
  const room = Math.max(1, size.rows - 1 - above);
  const say = words().common;
  const now = say.sizeNow(size.columns, size.rows);
  const full = [...wrapText(sizeMessage(need), width), ...wrapText(`${now} · ${keys}`, width)];
  if (full.length <= room) return full;
  const short = [say.sizeShort(need.columns, need.rows + 1), now, ...keys.split(' · ')].flatMap(
    (line) => wrapText(line, width),
  );
  return short.slice(0, room);
};

/** Draws `children` when they fit; otherwise says how big the window must be. */
export const SizeGuard = ({
  need,
  size,
  keys = words().common.keysBack,
  above = 0,
  children,
}: {
  readonly need: Need;
  readonly size: TerminalSize;
  /** What the keys still do meanwhile. */
  readonly keys?: string;
  /** Rows the screen draws above the guard (its title). */
  readonly above?: number;
  readonly children: ReactNode;
}): ReactNode =>
  fits(need, size) ? (
    children
  ) : (
    <Box flexDirection="column">
      {sizeLines(need, size, keys, above).map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines in order
        <Text key={index} bold={index === 0} wrap="truncate">
          {line}
        </Text>
      ))}
    </Box>
  );

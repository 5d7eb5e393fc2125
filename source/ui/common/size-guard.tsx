import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import type { TerminalSize } from './display.js';

/** What a screen needs; the live area stays one line shorter than the terminal. */
export type Need = { readonly columns: number; readonly rows: number };

export const fits = (need: Need, size: TerminalSize): boolean =>
  size.columns >= need.columns && size.rows > need.rows;

export const sizeMessage = (need: Need): string =>
  `make the window at least ${need.columns}×${need.rows + 1}`;

/** Draws `children` when they fit; otherwise says how big the window must be. */
export const SizeGuard = ({
  need,
  size,
  keys = 'q goes back · Ctrl-C quits',
  children,
}: {
  readonly need: Need;
  readonly size: TerminalSize;
  /** What the keys still do meanwhile. */
  readonly keys?: string;
  readonly children: ReactNode;
}): ReactNode =>
  fits(need, size) ? (
    children
  ) : (
    <Box flexDirection="column">
      <Text bold wrap="wrap">
        {sizeMessage(need)}
      </Text>
      <Text wrap="wrap">
        (now {size.columns}×{size.rows}) · {keys}
      </Text>
    </Box>
  );

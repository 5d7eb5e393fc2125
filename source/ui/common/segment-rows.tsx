import { Text } from 'ink';
import type { ReactNode } from 'react';
import { cellAt, type Segment, segmentAt } from '../../board/board.js';
import { THEMES, type Theme } from '../../board/themes.js';
import { Clickable } from './clickable.js';
import { themeOf, useDisplay } from './display.js';

type Style = {
  color?: string;
  backgroundColor?: string;
  bold?: boolean;
  inverse?: boolean;
  dimColor?: boolean;
};

/**
 * How a segment looks. Colour only helps: the renderer already drew brackets
 * and glyphs that tell every mark and piece apart, so without colour (NO_COLOR)
 * only the cursor keeps a highlight, and that is inverse video, not a colour.
 */
export const segmentStyle = (
  segment: Segment,
  color: boolean,
  theme: Theme = THEMES.standard,
): Style => {
  const { tone, mark } = segment;
  const onCell = segment.cell !== undefined && tone !== 'mark';
  if (!color) return mark === 'cursor' && onCell ? { inverse: true } : {};
  const style: Style = theme.background ? { backgroundColor: theme.background } : {};
  if (mark && tone === 'mark') return { ...style, color: theme.marks[mark], bold: true };
  if (mark === 'cursor' && onCell) {
    return { ...style, color: theme.tones[tone], inverse: true, bold: true };
  }
  if (mark && onCell && (tone === 'empty' || tone === 'socket')) {
    return { ...style, color: theme.marks[mark], bold: true };
  }
  const bold = tone === 'dark' || tone === 'light' || tone === 'bright';
  return { ...style, color: theme.tones[tone], ...(bold ? { bold } : {}) };
};

export const SegmentText = ({ segment }: { readonly segment: Segment }): ReactNode => {
  const display = useDisplay();
  return <Text {...segmentStyle(segment, display.color, themeOf(display))}>{segment.text}</Text>;
};

/** What a click on a drawing means to the screen that shows it. */
export type DrawingClicks = {
  /** A click on a cell, or off every cell (undefined). */
  readonly onCell?: (cell: number | undefined) => void;
  /** A click on a frame of a film strip. */
  readonly onFrame?: (frame: number) => void;
  /** The wheel turned over the drawing (a film strip steps with it). */
  readonly onWheel?: (down: boolean) => void;
  /** Clicks count only while true (not under a dialog). */
  readonly active?: boolean;
};

/** Rows of segments (a board, a film strip) as Ink text, one row per line; clicks find their cell. */
export const SegmentRows = ({
  rows,
  onCell,
  onFrame,
  onWheel,
  active = true,
}: {
  readonly rows: readonly (readonly Segment[])[];
} & DrawingClicks): ReactNode => (
  <Clickable
    flexDirection="column"
    active={active}
    onWheel={onWheel}
    onClick={
      onCell || onFrame
        ? ({ x, y }) => {
            onCell?.(cellAt(rows, x, y));
            const frame = segmentAt(rows, x, y)?.frame;
            if (frame !== undefined) onFrame?.(frame);
          }
        : undefined
    }
  >
    {rows.map((row, y) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: rows are lines of a fixed drawing
      <Text key={y} wrap="truncate">
        {row.length === 0
          ? ' '
          : row.map((segment, x) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: segments of one line in order
              <SegmentText key={x} segment={segment} />
            ))}
      </Text>
    ))}
  </Clickable>
);

import { Text } from 'ink';
import type { ReactNode } from 'react';
import { type CellMark, cellAt, type Segment, segmentAt, type Tone } from '../../board/board.js';
import { Clickable } from './clickable.js';
import { useDisplay } from './display.js';

/** Ink's colour names that this app uses. */
type Colour =
  | 'blueBright'
  | 'yellow'
  | 'yellowBright'
  | 'green'
  | 'greenBright'
  | 'cyanBright'
  | 'magentaBright'
  | 'gray'
  | 'red'
  | 'redBright';

const TONE_COLOUR: Readonly<Partial<Record<Tone, Colour>>> = {
  dark: 'blueBright',
  bright: 'yellow',
  piece: 'green',
  empty: 'gray',
  socket: 'gray',
  link: 'gray',
  frame: 'gray',
  label: 'gray',
};

const MARK_COLOUR: Readonly<Record<CellMark, Colour>> = {
  cursor: 'yellowBright',
  picked: 'greenBright',
  target: 'cyanBright',
  hint: 'magentaBright',
  moved: 'magentaBright',
};

type Style = {
  color?: Colour;
  bold?: boolean;
  inverse?: boolean;
  dimColor?: boolean;
};

/**
 * How a segment looks. Colour only helps: the renderer already drew brackets
 * and glyphs that tell every mark and piece apart, so without colour (NO_COLOR)
 * only the cursor keeps a highlight, and that is inverse video, not a colour.
 */
export const segmentStyle = (segment: Segment, color: boolean): Style => {
  const { tone, mark } = segment;
  const onCell = segment.cell !== undefined && tone !== 'mark';
  if (!color) return mark === 'cursor' && onCell ? { inverse: true } : {};
  if (mark && tone === 'mark') return { color: MARK_COLOUR[mark], bold: true };
  if (mark === 'cursor' && onCell) return { color: TONE_COLOUR[tone], inverse: true, bold: true };
  if (mark && onCell && (tone === 'empty' || tone === 'socket')) {
    return { color: MARK_COLOUR[mark], bold: true };
  }
  const style: Style = { color: TONE_COLOUR[tone] };
  if (tone === 'dark' || tone === 'light' || tone === 'bright') style.bold = true;
  return style;
};

export const SegmentText = ({ segment }: { readonly segment: Segment }): ReactNode => {
  const { color } = useDisplay();
  return <Text {...segmentStyle(segment, color)}>{segment.text}</Text>;
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

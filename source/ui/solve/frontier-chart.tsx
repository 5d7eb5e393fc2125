import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { words } from '../../words/words.js';
import { displayText, useDisplay } from '../common/display.js';
import { truncateWords } from '../common/truncate.js';
import { barCells, barEighths } from './column-bars.js';

/** Rows besides the bars: the title and the layer numbers. */
const AROUND_BARS = 2;
const MOST_BARS = 10;
/** Fewer rows than this and there is no chart (the frontier lines still say it). */
export const FRONTIER_LEAST_ROWS = AROUND_BARS + 2;

export type FrontierChartProps = {
  /** Positions per layer from the start, and from the goal, the root's first. */
  readonly forward: readonly number[];
  readonly backward: readonly number[];
  readonly met: boolean;
  readonly width: number;
  readonly rows: number;
};

type Column = { readonly side: 'forward' | 'backward' | 'middle'; readonly layer: number };

/**
 * The bidirectional watch: the layers from the start stand as bars from the
 * left, the layers from the goal from the right, each side's newest nearest
 * the middle, so the two frontiers grow toward each other; the gap between
 * them closes with ◆ where they meet. Log scale, one scale for both sides.
 */
export const FrontierChart = ({
  forward,
  backward,
  met,
  width,
  rows,
}: FrontierChartProps): ReactNode => {
  const { color, ascii } = useDisplay();
  if (rows < FRONTIER_LEAST_ROWS) return null;
  const bars = Math.min(MOST_BARS, rows - AROUND_BARS);
  const layers = forward.length + backward.length;
  const column = Math.max(2, Math.min(4, Math.floor((width - 2) / (layers + 1))));
  // Where there is not room for every layer, the ones nearest the middle stay.
  const room = Math.max(2, Math.floor((width - 2) / column) - 1);
  const keepForward = Math.min(
    forward.length,
    Math.max(1, Math.ceil((room * forward.length) / layers)),
  );
  const keepBackward = Math.min(backward.length, Math.max(1, room - keepForward));
  const columns: Column[] = [
    ...forward.slice(-keepForward).map((_, index) => ({
      side: 'forward' as const,
      layer: forward.length - keepForward + index,
    })),
    { side: 'middle', layer: -1 },
    ...backward
      .slice(-keepBackward)
      .map((_, index) => ({ side: 'backward' as const, layer: backward.length - 1 - index })),
  ];
  const most = Math.max(1, ...forward, ...backward);
  const sizeOf = ({ side, layer }: Column): number =>
    side === 'forward' ? forward[layer] : side === 'backward' ? backward[layer] : 0;
  const cells = columns.map((at) =>
    at.side === 'middle' ? [] : barCells(barEighths(sizeOf(at), most, bars), bars, ascii),
  );
  const middle = (row: number): string => {
    if (!met) return row === bars - 1 ? (ascii ? '.' : '·') : ' ';
    return row === bars - 1 ? '◆' : ascii ? '|' : '│';
  };
  const tone = (side: Column['side']): string | undefined => {
    if (!color) return undefined;
    return side === 'forward' ? 'cyan' : side === 'backward' ? 'magenta' : 'yellow';
  };
  const cellText = (at: Column, index: number, row: number): string => {
    if (at.side === 'middle') return displayText(` ${middle(row)} `, ascii);
    return `${cells[index][row].repeat(column - 1)} `;
  };
  const say = words().solve.watch.frontiers;
  const off = { forward: forward.length - keepForward, backward: backward.length - keepBackward };
  const title =
    off.forward + off.backward > 0 ? say.offChart(off.forward, off.backward) : say.title;
  return (
    <Box flexDirection="column">
      <Text wrap="truncate" bold>
        {truncateWords(displayText(title, ascii), width, ascii)}
      </Text>
      {Array.from({ length: bars }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows of one chart, redrawn whole
        <Text key={row} wrap="truncate">
          {columns.map((at, index) => (
            <Text key={`${at.side}${at.layer}`} color={tone(at.side)}>
              {cellText(at, index, row)}
            </Text>
          ))}
        </Text>
      ))}
      <Text wrap="truncate" dimColor={color}>
        {layerNumbers(columns, column)}
      </Text>
    </Box>
  );
};

/**
 * Each column's layer number under it, whole: where a number is wider than
 * its column it runs into the next, and the numbers it would cover are left
 * out (never cut to their last digits, which would count modulo 10).
 */
const layerNumbers = (columns: readonly Column[], column: number): string => {
  let line = '';
  columns.forEach((at, index) => {
    const from = columns
      .slice(0, index)
      .reduce((x, each) => x + (each.side === 'middle' ? 3 : column), 0);
    if (at.side === 'middle' || line.length > from) return;
    line = line.padEnd(from) + String(at.layer);
    // A space after each number, so that two never read as one.
    line += ' ';
  });
  return line.trimEnd();
};

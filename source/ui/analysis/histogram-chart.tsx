import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { useDisplay } from '../common/display.js';

const BLOCKS = ['', '▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/** Characters per depth: as wide as fits, between 1 and 3 (the last one a gap). */
export const columnWidth = (depths: number, width: number): number =>
  Math.max(1, Math.min(3, Math.floor(width / Math.max(1, depths))));

/** What a column shows in row `row` (0 = top) of a chart `rows` high. */
const cellOf = (value: number, peak: number, row: number, rows: number, ascii: boolean): string => {
  const eighths =
    peak <= 0 ? 0 : Math.max(value > 0 ? 1 : 0, Math.round((value / peak) * rows * 8));
  const below = (rows - 1 - row) * 8;
  const here = Math.max(0, Math.min(8, eighths - below));
  if (ascii) return here >= 4 ? '#' : ' ';
  return here === 0 ? ' ' : BLOCKS[here];
};

/** The sign under the chosen distance's column. */
const chosenSign = (ascii: boolean): string => (ascii ? '^' : '▲');

/**
 * The depth histogram as vertical bars, one column per distance, with the
 * distances marked every five below; the chosen depth is drawn inverse and
 * pointed at by a sign under its column (without colour inverse video alone
 * would be the only mark).
 */
export const Histogram = ({
  histogram,
  rows,
  width,
  selected,
}: {
  readonly histogram: readonly number[];
  readonly rows: number;
  readonly width: number;
  readonly selected: number;
}): ReactNode => {
  const { color, ascii } = useDisplay();
  const column = columnWidth(histogram.length, width);
  const bar = column === 1 ? 1 : column - 1;
  const gap = ' '.repeat(column - bar);
  const peak = Math.max(...histogram);
  let axis = '';
  histogram.forEach((_, depth) => {
    if (depth % 5 === 0 && axis.length <= depth * column) {
      axis = axis.padEnd(depth * column) + String(depth);
    }
  });
  return (
    <Box flexDirection="column">
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed chart
        <Text key={row} wrap="truncate">
          {histogram.map((value, depth) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one column per depth
            <Text key={depth}>
              <Text
                color={color ? (depth === selected ? 'yellow' : 'cyan') : undefined}
                inverse={depth === selected}
              >
                {cellOf(value, peak, row, rows, ascii).repeat(bar)}
              </Text>
              {gap}
            </Text>
          ))}
        </Text>
      ))}
      <Text wrap="truncate" dimColor={color}>
        {axis}
      </Text>
      <Text wrap="truncate" color={color ? 'yellow' : undefined}>
        {`${' '.repeat(selected * column)}${chosenSign(ascii)}`}
      </Text>
    </Box>
  );
};

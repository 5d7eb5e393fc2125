import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import type { IterationEvent } from '../../search/search-events.js';
import { words } from '../../words/words.js';
import { displayText, useDisplay } from '../common/display.js';
import { padColumns, truncateWords } from '../common/truncate.js';
import { barCells, barEighths, factorText } from './column-bars.js';
import { meanFactor, stepFactors } from './growth-text.js';

/** Rows the large chart needs besides its bars: the title, the depths, the factors, their mean. */
const AROUND_BARS = 4;
/** Fewer bar rows than this and the chart is one line of factors. */
const LEAST_BARS = 2;
const MOST_BARS = 10;
/** Columns an iteration takes at the least and at the most. */
const NARROWEST = 5;
const WIDEST = 8;

/** Rows the chart takes in `rows`: all of a large chart's, one line, or none. */
export const growthRows = (iterations: number, rows: number): number => {
  if (iterations < 2 || rows <= 0) return 0;
  if (rows < AROUND_BARS + LEAST_BARS) return 1;
  return Math.min(rows, AROUND_BARS + MOST_BARS);
};

export type GrowthChartProps = {
  readonly iterations: readonly IterationEvent[];
  /** The last iteration found the goal and stopped there. */
  readonly lastCut: boolean;
  readonly width: number;
  /** Rows it may take (see `growthRows`). */
  readonly rows: number;
};

/**
 * The growth of the search, drawn: a bar per finished iteration (nodes, log
 * scale), each with its factor over the one before, and their mean — the
 * effective branching factor. In one line where there is no room for bars.
 */
export const GrowthChart = ({ iterations, lastCut, width, rows }: GrowthChartProps): ReactNode => {
  const { color, ascii } = useDisplay();
  const shown = (line: string): string => truncateWords(displayText(line, ascii), width, ascii);
  const say = words().solve.watch.growth;
  const height = growthRows(iterations.length, rows);
  if (height === 0) return null;
  const factors = stepFactors(iterations);
  const mean = meanFactor(iterations, lastCut);
  const meanText = mean === null ? '' : say.mean(factorText(mean));
  const cutText = lastCut ? say.lastCut : '';
  const summary = (parts: readonly string[]): string =>
    parts.filter((part) => part !== '').join(' · ');
  if (height === 1) {
    const line = say.compact(
      factors
        .filter((f) => f !== null)
        .map(factorText)
        .join(' '),
    );
    return (
      <Text wrap="truncate" dimColor={color}>
        {shown(summary([line, meanText]))}
      </Text>
    );
  }
  const column = Math.max(NARROWEST, Math.min(WIDEST, Math.floor(width / iterations.length)));
  const fit = Math.max(1, Math.floor(width / column));
  const first = Math.max(0, iterations.length - fit);
  const drawn = iterations.slice(first);
  const most = Math.max(...drawn.map((event) => event.nodes));
  const bars = height - AROUND_BARS;
  const cells = drawn.map((event) => barCells(barEighths(event.nodes, most, bars), bars, ascii));
  const barWidth = column - 2;
  const label = (text: string): string => padColumns(text, column);
  return (
    <Box flexDirection="column">
      <Text wrap="truncate" bold>
        {shown(say.title)}
      </Text>
      {Array.from({ length: bars }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows of one chart, redrawn whole
        <Text key={row} wrap="truncate" color={color ? 'cyan' : undefined}>
          {cells.map((bar) => ` ${bar[row].repeat(barWidth)} `).join('')}
        </Text>
      ))}
      <Text wrap="truncate">{drawn.map((event) => label(` ${event.depth}`)).join('')}</Text>
      <Text wrap="truncate" dimColor={color}>
        {displayText(
          drawn.map((_, index) => label(` ${factorText(factors[first + index] ?? 0)}`)).join(''),
          ascii,
        )}
      </Text>
      <Text wrap="truncate">{shown(summary([meanText, cutText]))}</Text>
    </Box>
  );
};

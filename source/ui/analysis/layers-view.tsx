import { Box, Text } from 'ink';
import { type ReactNode, useMemo } from 'react';
import { boardSize, type Frame, filmStripRows } from '../../board/board.js';
import type { Puzzle } from '../../puzzles/puzzle.js';
import { displayText, useDisplay } from '../common/display.js';
import { SegmentRows } from '../common/segment-rows.js';
import { truncateWords } from '../common/truncate.js';
import { depthListText, type Layers } from './analysis-text.js';
import { Histogram } from './histogram-chart.js';

const GAP = 2;

/**
 * Positions by distance: the histogram as a bar chart (the chosen depth
 * lit), and positions of that depth as small boards, the one under the
 * cursor marked — a walk's or a whole map's alike.
 */
export const LayersView = ({
  puzzle,
  layers,
  depth,
  cursor,
  chartRows,
  width,
}: {
  readonly puzzle: Puzzle;
  readonly layers: Layers;
  readonly depth: number;
  readonly cursor: number;
  readonly chartRows: number;
  readonly width: number;
}): ReactNode => {
  const { ascii } = useDisplay();
  const atDepth = layers.samples[depth] ?? [];
  const small = boardSize(puzzle, { compact: true });
  const labelWidth = String(atDepth.length).length + 1;
  const column = Math.max(small.width, labelWidth);
  const perRow = Math.max(1, Math.floor((width + GAP) / (column + GAP)));
  const first = Math.max(0, Math.min(cursor - Math.floor(perRow / 2), atDepth.length - perRow));
  const strip = useMemo(() => {
    const frames: Frame[] = atDepth.slice(first, first + perRow).map((board, offset) => {
      const index = first + offset;
      const mark = index === cursor ? (ascii ? '>' : '▸') : ' ';
      return { board, label: `${mark}${index + 1}` };
    });
    return filmStripRows(frames, puzzle, { width, ascii, gap: GAP });
  }, [atDepth, first, perRow, cursor, puzzle, width, ascii]);
  return (
    <Box flexDirection="column">
      <Histogram histogram={layers.histogram} rows={chartRows} width={width} selected={depth} />
      <Text wrap="truncate">
        {truncateWords(
          displayText(depthListText(layers, depth, first, perRow), ascii),
          width,
          ascii,
        )}
      </Text>
      <SegmentRows rows={strip} />
    </Box>
  );
};

import { Box, Text } from 'ink';
import { memo, type ReactNode } from 'react';
import type { Algorithm, IterationEvent, TickEvent } from '../../search/search-events.js';
import { count, perSecond, seconds } from '../../text/format.js';
import { words } from '../../words/words.js';
import { displayText, useDisplay } from '../common/display.js';
import { columns, padColumns, truncateWords } from '../common/truncate.js';
import { depthLabel, depthText, logBar, spinnerFrame } from './text.js';

/** The widest a depth line's figures run (`bound 16  nodes 60,149  0.35 s  cut 400,492`, and room to grow). */
const TEXT_COLUMNS = 50;

/** Columns the bars take at the right of the depth lines. */
export const barWidth = (width: number): number =>
  Math.max(6, Math.min(18, width - TEXT_COLUMNS - 1));

type LineProps = {
  readonly event: IterationEvent;
  readonly algorithm: Algorithm;
  readonly width: number;
};

/** One finished depth. Memoised: a line that is drawn never renders again. */
export const DepthLine = memo(({ event, algorithm, width }: LineProps): ReactNode => {
  const { color, ascii } = useDisplay();
  const bar = barWidth(width);
  // The bars stand just after the figures, in one column, however wide the panel.
  const room = Math.max(0, Math.min(TEXT_COLUMNS, width - bar - 1));
  const text = depthText(event, algorithm, room);
  return (
    <Text wrap="truncate">
      {padColumns(text, room)}{' '}
      <Text color={color ? 'cyan' : undefined}>{logBar(event.nodes, bar, ascii)}</Text>
    </Text>
  );
});

/** The iteration in progress: its depth, nodes so far, nodes/s, elapsed time and a spinner. */
export const LiveLine = ({
  algorithm,
  live,
  elapsed,
  width,
  note = '',
}: {
  readonly algorithm: Algorithm;
  readonly live: TickEvent | undefined;
  readonly elapsed: number;
  readonly width: number;
  /** Said after the figures, e.g. what the search is counting. */
  readonly note?: string;
}): ReactNode => {
  const { color, ascii } = useDisplay();
  const spin = spinnerFrame(elapsed, ascii);
  const say = words().solve.live;
  const text = live
    ? say.figures(
        depthLabel(algorithm, live.depth),
        count(live.nodes),
        perSecond(live.totalNodes, live.ms),
        seconds(elapsed),
      )
    : say.searching(seconds(elapsed));
  // Where room is short the double spaces close up, so the figures and the note still fit.
  const full = `${text}${note ? `  ${note}` : ''}`;
  const closed = columns(full) + 2 > width ? full.replaceAll('  ', ' ') : full;
  // Ink cuts wide text wrongly: handed a line that fits, cut between words.
  const fitted = truncateWords(closed, width - 2, ascii);
  return (
    <Box width={width}>
      <Text wrap="truncate">
        <Text color={color ? 'yellow' : undefined}>{spin}</Text> {displayText(fitted, ascii)}
      </Text>
    </Box>
  );
};

/** The last `rows` finished depths, oldest first. */
export const DepthLines = ({
  iterations,
  algorithm,
  width,
  rows,
}: {
  readonly iterations: readonly IterationEvent[];
  readonly algorithm: Algorithm;
  readonly width: number;
  readonly rows: number;
}): ReactNode => {
  const shown = rows <= 0 ? [] : iterations.slice(-rows);
  return (
    <Box flexDirection="column">
      {shown.map((event) => (
        <DepthLine key={event.depth} event={event} algorithm={algorithm} width={width} />
      ))}
    </Box>
  );
};

import { Box, Text } from 'ink';
import { memo, type ReactNode } from 'react';
import type { Algorithm, IterationEvent, TickEvent } from '../../search/search-events.js';
import { count, duration, perSecond } from '../../text/format.js';
import {
  foldedLine,
  iterationRow,
  iterationsOutOfStep,
  ROW_COLUMNS,
  rowsHeader,
  tableStageLine,
  tableStageMs,
  tablesLine,
  tablesOver,
} from '../../text/iteration-rows.js';
import { wrapParts } from '../../text/wrap.js';
import { words } from '../../words/words.js';
import { displayText, useDisplay } from '../common/display.js';
import { columns, padColumns, truncateWords } from '../common/truncate.js';
import { depthLabel, logBar, spinnerFrame } from './text.js';

/** The widest a depth line's figures run: its columns (see iteration-rows.ts). */
const TEXT_COLUMNS = ROW_COLUMNS;

/** Columns the bars take at the right of the depth lines. */
export const barWidth = (width: number): number =>
  Math.max(6, Math.min(18, width - TEXT_COLUMNS - 1));

type LineProps = {
  readonly event: IterationEvent;
  readonly width: number;
  /** Its time is out of step with its nodes (see `outOfStep`). */
  readonly marked?: boolean;
};

/** The panel's rows show no cut-offs: the command line's do. */
const PANEL_COLUMNS = { cutoffs: false } as const;

/** One finished depth. Memoised: a line that is drawn never renders again. */
export const DepthLine = memo(({ event, width, marked = false }: LineProps): ReactNode => {
  const { color, ascii } = useDisplay();
  const bar = barWidth(width);
  // The bars stand just after the figures, in one column, however wide the panel.
  const room = Math.max(0, Math.min(TEXT_COLUMNS, width - bar - 1));
  const text = iterationRow(event, PANEL_COLUMNS, marked);
  return (
    <Text wrap="truncate">
      {padColumns(text, room)}{' '}
      <Text color={color ? 'cyan' : undefined}>{logBar(event.nodes, bar, ascii)}</Text>
    </Text>
  );
});

/** The iteration in progress (or the tables it waits for): its depth, nodes so far, nodes/s, elapsed time and a spinner. */
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
  const tables = live?.tables;
  const text = tables
    ? tableStageLine(tables, tableStageMs(live, elapsed))
    : live && live.totalNodes > 0
      ? say.figures(
          depthLabel(algorithm, live.depth),
          count(live.nodes),
          perSecond(live.totalNodes, live.ms),
          duration(elapsed),
        )
      : say.searching(duration(elapsed));
  if (tables) {
    // Tables are their own line, wrapped onto a second where the panel is narrow.
    const [first = '', second] = wrapParts(text, width - 2);
    return (
      <Box width={width} flexDirection="column">
        <Text wrap="truncate">
          <Text color={color ? 'yellow' : undefined}>{spin}</Text>{' '}
          <Text color={color ? 'magenta' : undefined}>{displayText(first, ascii)}</Text>
        </Text>
        {second ? (
          <Text wrap="truncate" color={color ? 'magenta' : undefined}>
            {`  ${displayText(truncateWords(second, width - 2, ascii), ascii)}`}
          </Text>
        ) : null}
      </Box>
    );
  }
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

/**
 * Which rows of `count` finished iterations fit in `rows` lines besides the
 * header (and a line for tables): all of them, or the latest after a fold line
 * that stands for the rest, so the nodes column still adds up to the total.
 */
export const foldRows = (count: number, rows: number): { folded: number; shown: number } => {
  if (count <= rows) return { folded: 0, shown: count };
  const shown = Math.max(0, rows - 1);
  return { folded: count - shown, shown };
};

/**
 * The finished depths in `rows` lines: a header, the time spent on the bound's
 * tables (apart from every depth's), then each depth — the earliest folded
 * into one line when they do not all fit.
 */
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
  const { color, ascii } = useDisplay();
  if (rows <= 0 || iterations.length === 0) return null;
  const tables = tablesOver(iterations);
  const marked = iterationsOutOfStep(iterations);
  // A header where there is room for it and a row.
  const headed = rows >= 2;
  const roomFor = (noted: boolean) => rows - (headed ? 1 : 0) - (tables ? 1 : 0) - (noted ? 1 : 0);
  let { folded, shown } = foldRows(iterations.length, roomFor(false));
  // A marked row shown says why beneath the rows (a row less for them).
  const noted = marked.slice(iterations.length - shown).includes(true) && roomFor(true) >= 1;
  if (noted) ({ folded, shown } = foldRows(iterations.length, roomFor(true)));
  const line = (text: string): string => truncateWords(displayText(text, ascii), width, ascii);
  return (
    <Box flexDirection="column">
      {headed ? (
        <Text wrap="truncate" dimColor={color}>
          {line(rowsHeader(algorithm, PANEL_COLUMNS))}
        </Text>
      ) : null}
      {tables ? (
        <Text wrap="truncate" color={color ? 'magenta' : undefined}>
          {line(tablesLine(tables))}
        </Text>
      ) : null}
      {folded > 0 ? (
        <Text wrap="truncate" dimColor={color}>
          {line(foldedLine(iterations.slice(0, folded)))}
        </Text>
      ) : null}
      {iterations.slice(iterations.length - shown).map((event, at) => (
        <DepthLine
          key={event.depth}
          event={event}
          width={width}
          marked={marked[iterations.length - shown + at]}
        />
      ))}
      {noted ? (
        <Text wrap="truncate" dimColor={color}>
          {line(words().text.rows.outOfStep(''))}
        </Text>
      ) : null}
    </Box>
  );
};

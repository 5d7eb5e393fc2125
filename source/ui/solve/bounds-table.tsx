import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { rowNotes } from '../../text/bound-table.js';
import { bytesText, count, duration } from '../../text/format.js';
import { tableStageLine } from '../../text/iteration-rows.js';
import { wrapParts } from '../../text/wrap.js';
import { words } from '../../words/words.js';
import { displayText, useDisplay } from '../common/display.js';
import { truncateWords } from '../common/truncate.js';
import { cellColumns, logBar, spinnerFrame } from './text.js';
import type { BoundComparison } from './use-bound-compare.js';

const COLUMNS = [
  ['bound', 10],
  ['start', 5],
  ['moves', 5],
  ['nodes', 10],
  ['time', 9],
  ['memory', 8],
] as const;

/** Bars never wider than this, however wide the panel. */
const MOST_BAR = 24;

/** The table's width before the bars. */
const CELLS_WIDTH = COLUMNS.reduce((sum, [, width]) => sum + width + 1, 0);

const cells = (values: readonly string[]): string =>
  values.map((value, index) => cellColumns(value, COLUMNS[index][1], index === 0)).join(' ');

/**
 * The `b` comparison: a row per bound (its first limit, the moves found, the
 * nodes and the time), filled in as each search finishes, with the nodes as a
 * bar on a log scale; the bound under way counts its nodes as it goes.
 */
export const BoundsTable = ({
  comparison,
  width,
}: {
  readonly comparison: BoundComparison;
  readonly width: number;
}): ReactNode => {
  const { color, ascii } = useDisplay();
  const say = words().solve;
  const bar = Math.max(4, Math.min(MOST_BAR, width - CELLS_WIDTH));
  const done = new Map(comparison.rows.map((row) => [row.bound, row]));
  const notes = comparison.rows.flatMap((row) =>
    rowNotes(row, comparison.limitMs).map((note) => `${row.bound}: ${note}`),
  );
  const outcome = comparison.outcome;
  // The bound under way's tables, as they load: a line of their own (two where it is narrow).
  const current = comparison.current;
  const loading = current?.tables
    ? wrapParts(
        `${current.name}: ${tableStageLine(current.tables.stage, current.tables.ms)}`,
        width,
      )
        .slice(0, 2)
        .map((line) => truncateWords(line, width, ascii))
    : [];
  return (
    <Box flexDirection="column" width={width}>
      <Text bold wrap="truncate">
        {cells(COLUMNS.map(([name]) => say.bounds.columns[name]))}
      </Text>
      {comparison.names.map((name) => {
        const row = done.get(name);
        if (row) {
          const moves = row.length === null ? '-' : String(row.length);
          return (
            <Text key={name} wrap="truncate">
              {cells([
                name,
                String(row.start),
                moves,
                count(row.nodes),
                duration(row.ms),
                row.peak === null ? '-' : bytesText(row.peak.bytes),
              ])}{' '}
              <Text color={color ? 'cyan' : undefined}>{logBar(row.nodes, bar, ascii)}</Text>
            </Text>
          );
        }
        const current = comparison.current;
        if (name === current?.name) {
          const spin = spinnerFrame(current.elapsed, ascii);
          const nodes = current.nodes === undefined ? '' : count(current.nodes);
          return (
            <Text key={name} wrap="truncate">
              {cells([name, '', spin, nodes, duration(current.elapsed), ''])}{' '}
              <Text color={color ? 'yellow' : undefined}>
                {logBar(current.nodes ?? 0, bar, ascii)}
              </Text>
            </Text>
          );
        }
        const state = comparison.running ? say.bounds.waiting : say.bounds.stopped;
        return (
          <Text key={name} wrap="truncate" dimColor={color}>
            {cells([name, '', state, '', '', ''])}
          </Text>
        );
      })}
      {loading.map((line) => (
        <Text key={line} wrap="truncate" color={color ? 'magenta' : undefined}>
          {displayText(line, ascii)}
        </Text>
      ))}
      {notes.map((line) => (
        <Text key={line} wrap="truncate" dimColor={color}>
          {displayText(line, ascii)}
        </Text>
      ))}
      {outcome?.kind === 'unsolvable' ? (
        <Text wrap="truncate">{displayText(say.result.noSolution(outcome.reason), ascii)}</Text>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <Text wrap="truncate">{displayText(say.result.failed(outcome.message), ascii)}</Text>
      ) : null}
    </Box>
  );
};

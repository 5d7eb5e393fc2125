import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { bytesText, count, duration } from '../../text/format.js';
import { tablesLine, tablesOver } from '../../text/iteration-rows.js';
import { words } from '../../words/words.js';
import { useDisplay } from '../common/display.js';
import { cellColumns, shortNames, spinnerFrame } from './text.js';
import type { CompareRow, Comparison } from './use-compare.js';

type Column = 'algorithm' | 'length' | 'iterations' | 'nodes' | 'time' | 'memory';

const COLUMNS: readonly (readonly [Column, number])[] = [
  ['algorithm', 9],
  ['length', 8],
  ['iterations', 10],
  ['nodes', 12],
  ['time', 9],
  ['memory', 9],
];

/** The column a narrow panel gives up first: the others are the lesson. */
const SPARED: Column = 'iterations';

const widthOf = (columns: readonly (readonly [Column, number])[]): number =>
  columns.reduce((sum, [, width]) => sum + width + 1, -1);

/** The table's least width in characters (without the column a narrow panel gives up). */
export const COMPARE_WIDTH = widthOf(COLUMNS.filter(([name]) => name !== SPARED));

/** The columns shown in `width`: all of them when they fit. */
const columnsFor = (width: number): readonly (readonly [Column, number])[] =>
  widthOf(COLUMNS) <= width ? COLUMNS : COLUMNS.filter(([name]) => name !== SPARED);

const cells = (
  shown: readonly (readonly [Column, number])[],
  values: Readonly<Record<Column, string>>,
): string =>
  shown.map(([name, width], index) => cellColumns(values[name], width, index === 0)).join(' ');

/** What a finished row's search held at its most, or '' while it runs or without a figure. */
const memoryOf = (row: CompareRow): string =>
  row.state === 'done' && row.outcome?.kind === 'solved' && row.outcome.peak
    ? bytesText(row.outcome.peak.bytes)
    : '';

/** The length column also says why there is no length. */
const lengthOf = (row: CompareRow, ascii: boolean): string => {
  const say = words().solve.compare;
  switch (row.state) {
    case 'waiting':
      return say.waiting;
    case 'running':
      return spinnerFrame(row.ms, ascii);
    case 'over-budget':
      return say.gaveUp;
    case 'stopped':
      return say.stopped;
    case 'done':
      if (row.outcome?.kind === 'solved') return String(row.outcome.moves.length);
      if (row.outcome?.kind === 'unsolvable') return say.none;
      if (row.outcome?.kind === 'limited') return say.limit;
      return say.failed;
  }
};

/**
 * Algorithm, length, iterations, nodes, time and memory (what the search held
 * at its most), one row per algorithm; a line for each search that readied
 * tables, whose time is not the search's.
 */
export const CompareTable = ({
  comparison,
  width,
}: {
  readonly comparison: Comparison;
  readonly width: number;
}): ReactNode => {
  const { color, ascii } = useDisplay();
  const say = words().solve;
  const shown = columnsFor(width);
  const tables = comparison.rows.flatMap((row) => {
    const spent = row.outcome?.kind === 'solved' ? tablesOver(row.outcome.iterations) : undefined;
    return spent ? [`${shortNames[row.algorithm]}: ${tablesLine(spent)}`] : [];
  });
  const gaveUp = comparison.rows.some((row) => row.state === 'over-budget');
  const limited = comparison.rows.find((row) => row.outcome?.kind === 'limited');
  const failure = comparison.rows.find(
    (row) => row.outcome?.kind === 'failed' || row.outcome?.kind === 'unsolvable',
  )?.outcome;
  return (
    <Box flexDirection="column">
      <Text bold wrap="truncate">
        {cells(shown, say.compare.columns)}
      </Text>
      {comparison.rows.map((row) => {
        const started = row.state !== 'waiting';
        const values = {
          algorithm: shortNames[row.algorithm],
          length: lengthOf(row, ascii),
          iterations: started ? count(row.iterations) : '',
          nodes: started ? count(row.nodes) : '',
          time: started ? duration(row.ms) : '',
          memory: memoryOf(row),
        };
        return (
          <Text key={row.algorithm} wrap="truncate" dimColor={color && row.state === 'waiting'}>
            {cells(shown, values)}
          </Text>
        );
      })}
      {shown.some(([name]) => name === SPARED) ? (
        <Text wrap="truncate" dimColor={color}>
          {say.compare.iterationsAre}
        </Text>
      ) : null}
      {tables.map((line) => (
        <Text key={line} wrap="truncate" dimColor={color}>
          {line}
        </Text>
      ))}
      {gaveUp ? (
        <Text wrap="truncate" dimColor={color}>
          {say.compare.gaveUpLine(duration(comparison.budgetMs))}
        </Text>
      ) : null}
      {limited?.outcome?.kind === 'limited' ? (
        <Text wrap="truncate" dimColor={color}>
          {limited.outcome.stop.limit === 'positions'
            ? say.compare.keepsAtMost(
                shortNames[limited.algorithm],
                count(limited.outcome.stop.value),
              )
            : say.compare.stoppedAt(
                shortNames[limited.algorithm],
                say.compare.limitNames[limited.outcome.stop.limit],
              )}
        </Text>
      ) : null}
      {failure?.kind === 'failed' ? (
        <Text wrap="truncate">{say.result.failed(failure.message)}</Text>
      ) : null}
      {failure?.kind === 'unsolvable' ? (
        <Text wrap="truncate">{say.result.noSolution(failure.reason)}</Text>
      ) : null}
    </Box>
  );
};

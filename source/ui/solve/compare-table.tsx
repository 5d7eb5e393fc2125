import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { count, seconds } from '../../text/format.js';
import { words } from '../../words/words.js';
import { useDisplay } from '../common/display.js';
import { cellColumns, shortNames, spinnerFrame } from './text.js';
import type { CompareRow, Comparison } from './use-compare.js';

const COLUMNS = [
  ['algorithm', 9],
  ['length', 8],
  ['iterations', 10],
  ['nodes', 12],
  ['time', 9],
] as const;

/** The table's width in characters. */
export const COMPARE_WIDTH = COLUMNS.reduce((sum, [, width]) => sum + width + 1, -1);

const cells = (values: readonly string[]): string =>
  values.map((value, index) => cellColumns(value, COLUMNS[index][1], index === 0)).join(' ');

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

/** Algorithm, length, iterations, nodes and time, one row per algorithm. */
export const CompareTable = ({ comparison }: { readonly comparison: Comparison }): ReactNode => {
  const { color, ascii } = useDisplay();
  const say = words().solve;
  const gaveUp = comparison.rows.some((row) => row.state === 'over-budget');
  const limited = comparison.rows.find((row) => row.outcome?.kind === 'limited');
  const failure = comparison.rows.find(
    (row) => row.outcome?.kind === 'failed' || row.outcome?.kind === 'unsolvable',
  )?.outcome;
  return (
    <Box flexDirection="column">
      <Text bold wrap="truncate">
        {cells(COLUMNS.map(([name]) => say.compare.columns[name]))}
      </Text>
      {comparison.rows.map((row) => {
        const started = row.state !== 'waiting';
        const values = [
          shortNames[row.algorithm],
          lengthOf(row, ascii),
          started ? count(row.iterations) : '',
          started ? count(row.nodes) : '',
          started ? seconds(row.ms) : '',
        ];
        return (
          <Text key={row.algorithm} wrap="truncate" dimColor={color && row.state === 'waiting'}>
            {cells(values)}
          </Text>
        );
      })}
      {gaveUp ? (
        <Text wrap="truncate" dimColor={color}>
          {say.compare.gaveUpLine(seconds(comparison.budgetMs))}
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

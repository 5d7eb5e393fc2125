import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { count, seconds } from '../../text/format.js';
import { useDisplay } from '../common/display.js';
import { shortNames, spinnerFrame } from './text.js';
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
  values
    .map((value, index) =>
      index === 0 ? value.padEnd(COLUMNS[0][1]) : value.padStart(COLUMNS[index][1]),
    )
    .join(' ');

/** The length column also says why there is no length. */
const lengthOf = (row: CompareRow, ascii: boolean): string => {
  switch (row.state) {
    case 'waiting':
      return 'waiting';
    case 'running':
      return spinnerFrame(row.ms, ascii);
    case 'over-budget':
      return 'gave up';
    case 'stopped':
      return 'stopped';
    case 'done':
      if (row.outcome?.kind === 'solved') return String(row.outcome.moves.length);
      if (row.outcome?.kind === 'unsolvable') return 'none';
      if (row.outcome?.kind === 'limited') return 'limit';
      return 'failed';
  }
};

/** Algorithm, length, iterations, nodes and time, one row per algorithm. */
export const CompareTable = ({ comparison }: { readonly comparison: Comparison }): ReactNode => {
  const { color, ascii } = useDisplay();
  const gaveUp = comparison.rows.some((row) => row.state === 'over-budget');
  const limited = comparison.rows.find((row) => row.outcome?.kind === 'limited');
  const failure = comparison.rows.find(
    (row) => row.outcome?.kind === 'failed' || row.outcome?.kind === 'unsolvable',
  )?.outcome;
  return (
    <Box flexDirection="column">
      <Text bold wrap="truncate">
        {cells(COLUMNS.map(([name]) => name))}
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
          gave up: no answer within {seconds(comparison.budgetMs)}
        </Text>
      ) : null}
      {limited?.outcome?.kind === 'limited' ? (
        <Text wrap="truncate" dimColor={color}>
          {limited.outcome.stop.limit === 'positions'
            ? `limit: ${shortNames[limited.algorithm]} keeps at most ${count(limited.outcome.stop.value)} positions`
            : `limit: ${shortNames[limited.algorithm]} stopped at its ${limited.outcome.stop.limit} limit`}
        </Text>
      ) : null}
      {failure?.kind === 'failed' ? <Text wrap="truncate">failed: {failure.message}</Text> : null}
      {failure?.kind === 'unsolvable' ? (
        <Text wrap="truncate">no solution: {failure.reason}</Text>
      ) : null}
    </Box>
  );
};

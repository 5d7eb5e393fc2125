import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { bytesText, count, duration, shortCount } from '../../text/format.js';
import { outOfStep, tableStageLine, tablesLine, tablesOver } from '../../text/iteration-rows.js';
import { wrapParts } from '../../text/wrap.js';
import { words } from '../../words/words.js';
import { useDisplay } from '../common/display.js';
import { truncateWords, wrapText } from '../common/truncate.js';
import { cellColumns, shortNames, spinnerFrame } from './text.js';
import type { CompareRow, Comparison } from './use-compare.js';

type Column = 'algorithm' | 'length' | 'iterations' | 'nodes' | 'time' | 'held' | 'memory';

const COLUMNS: readonly (readonly [Column, number])[] = [
  ['algorithm', 9],
  ['length', 8],
  ['iterations', 10],
  ['nodes', 12],
  ['time', 9],
  ['held', 7],
  ['memory', 9],
];

/** The columns a narrow panel gives up, the first first: the others are the lesson. */
const SPARED: readonly Column[] = ['iterations', 'held'];

const widthOf = (columns: readonly (readonly [Column, number])[]): number =>
  columns.reduce((sum, [, width]) => sum + width + 1, -1);

/** The table's least width in characters (without the columns a narrow panel gives up). */
export const COMPARE_WIDTH = widthOf(COLUMNS.filter(([name]) => !SPARED.includes(name)));

/** The columns shown in `width`: as many as fit, giving up the spared ones in turn. */
const columnsFor = (width: number): readonly (readonly [Column, number])[] => {
  let shown = COLUMNS;
  for (const spared of SPARED) {
    if (widthOf(shown) <= width) break;
    shown = shown.filter(([name]) => name !== spared);
  }
  return shown;
};

const cells = (
  shown: readonly (readonly [Column, number])[],
  values: Readonly<Record<Column, string>>,
): string =>
  shown.map(([name, width], index) => cellColumns(values[name], width, index === 0)).join(' ');

/** What a finished row's search held at its most ('' while it runs or without a figure). */
const peakOf = (row: CompareRow) =>
  row.state === 'done' && row.outcome?.kind === 'solved' ? row.outcome.peak : undefined;

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
  // Only searches that finished are set against each other's nodes.
  const marked = outOfStep(
    comparison.rows.map((row) => ({
      nodes: row.nodes,
      ms: row.state === 'done' && row.outcome?.kind === 'solved' ? row.ms : undefined,
    })),
  );
  const loading = comparison.rows.find((row) => row.state === 'running' && row.tables);
  const finished = comparison.rows.some((row) => row.state === 'done');
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
      {comparison.rows.map((row, at) => {
        const started = row.state !== 'waiting';
        const peak = peakOf(row);
        const values = {
          algorithm: shortNames[row.algorithm],
          length: lengthOf(row, ascii),
          iterations: started ? count(row.iterations) : '',
          nodes: started ? count(row.nodes) : '',
          time: started ? `${marked[at] ? '*' : ''}${duration(row.ms)}` : '',
          held: peak ? shortCount(peak.positions) : '',
          memory: peak ? bytesText(peak.bytes) : '',
        };
        return (
          <Text key={row.algorithm} wrap="truncate" dimColor={color && row.state === 'waiting'}>
            {cells(shown, values)}
          </Text>
        );
      })}
      {shown.some(([name]) => name === 'iterations') ? (
        <Text wrap="truncate" dimColor={color}>
          {say.compare.iterationsAre}
        </Text>
      ) : null}
      {(loading?.tables
        ? wrapParts(
            `${shortNames[loading.algorithm]}: ${tableStageLine(loading.tables.stage, loading.tables.ms)}`,
            width,
          ).slice(0, 2)
        : []
      ).map((line) => (
        <Text key={line} wrap="truncate" color={color ? 'magenta' : undefined}>
          {truncateWords(line, width, ascii)}
        </Text>
      ))}
      {[
        ...(finished ? wrapText(say.compare.timesAre, width) : []),
        ...(marked.includes(true) ? wrapText(say.compare.outOfStep, width) : []),
      ].map((line) => (
        <Text key={line} wrap="truncate" dimColor={color}>
          {truncateWords(line, width, ascii)}
        </Text>
      ))}
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

import { count } from '../text/format.js';
import { processRows } from './processes.js';
import { catalogueRows, lineRows, solverHeader } from './solvers.js';
import { table } from './table.js';
import { keyLatencyDuringSearch, menuFirstPaint } from './terminal.js';

const out = (text: string): void => {
  process.stdout.write(`${text}\n`);
};

out('Solvers, in process (every answer replayed before it counts)\n');
out(table(solverHeader, catalogueRows()));
out('\nThe Line Puzzle table of the page (IDA*)\n');
const pairs = lineRows();
out(table(solverHeader, pairs));
const pairMs = pairs.reduce((sum, row) => sum + Number(row[4]), 0);
out(`together: ${pairMs.toFixed(1)} ms (page: 140.6 s)`);
out('\nWhole processes, median of 5 runs (3 for the key)\n');
const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const repeat = async (runs: number, measure: () => Promise<number>): Promise<number[]> => {
  const values: number[] = [];
  for (let run = 0; run < runs; run++) values.push(await measure());
  return values;
};
const rows = processRows(5);
rows.push({
  what: "the menu's first paint in a terminal",
  ms: median(await repeat(5, menuFirstPaint)),
  targetMs: 600,
  page: '',
});
rows.push({
  what: 'a key redrawn while IDDFS runs on line-3',
  ms: median(await repeat(3, keyLatencyDuringSearch)),
  targetMs: 100,
  page: '',
});
out(
  table(
    ['what', 'ms', 'target', 'ok', 'page'],
    rows.map(({ what, ms, targetMs, page }) => [
      what,
      ms.toFixed(0),
      `< ${count(targetMs)}`,
      ms < targetMs ? 'yes' : 'NO',
      page,
    ]),
  ),
);

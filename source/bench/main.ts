import { count } from '../commands/format.js';
import { processRows } from './processes.js';
import { catalogueRows, lineRows, solverHeader } from './solvers.js';
import { table } from './table.js';

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
out('\nWhole processes, median of 5 runs\n');
const rows = processRows(5);
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

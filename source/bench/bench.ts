import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from '../text/format.js';
import { korfRuns } from './korf.js';
import {
  boundHeader,
  boundRows,
  coldNodes,
  hardLinePositions,
  hardRows,
  lineMapRows,
  randomLineRow,
  warmLineTables,
} from './line-hard.js';
import { perNodeAgainstLoop } from './line-loop.js';
import { paintRows } from './paint-rows.js';
import { median, processRows } from './processes.js';
import { keyLatencyDuringSearch, menuFirstPaint } from './pty-timings.js';
import type { ReferenceRow } from './reference-row.js';
import { referenceRows } from './references.js';
import { catalogueRows, lineRows, solverHeader } from './solvers.js';
import { table } from './table.js';

const out = (text: string): void => {
  process.stdout.write(`${text}\n`);
};

// Every process of the bench keeps its tables and maps in a folder of its own.
// Removed when the bench ends: it holds a whole map (63 MB) and a dozen tables.
const home = mkdtempSync(join(tmpdir(), 'tobikoe-bench-'));
process.env.TOBIKOE_HOME = home;
process.on('exit', () => rmSync(home, { recursive: true, force: true }));
out(
  `data folder ${home} (removed at the end); ${cpus().length} cores, load ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}\n`,
);
const referenceTable = (rows: readonly ReferenceRow[]): string =>
  table(
    ['what', 'tobikoe', 'reference', 'ratio', 'target', 'ok'],
    rows.map(({ what, tobikoe, reference, ratio, target, targetText, ok }) => [
      what,
      tobikoe,
      reference,
      `${ratio.toFixed(2)}×`,
      targetText ?? `≤ ${target}×`,
      (ok ?? ratio <= target) ? 'yes' : 'NO',
    ]),
  );
// `--paint`: the first-paint rows alone (a few minutes), not the whole bench.
if (process.argv.includes('--paint')) {
  out(referenceTable(await paintRows(7)));
  out(
    `load at the end: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  process.exit(0);
}
out(`${perNodeAgainstLoop(5)}\n`);
out(
  `pattern databases of the six named goals built and stored: ${(warmLineTables() / 1000).toFixed(1)} s\n`,
);

out('Solvers, in process (every answer replayed before it counts)\n');
out(table(solverHeader, catalogueRows()));
out('\nThe Line Puzzle table of the page (IDA*)\n');
const pairs = lineRows();
out(table(solverHeader, pairs));
const pairMs = pairs.reduce((sum, row) => sum + Number(row[4]), 0);
out(`together: ${pairMs.toFixed(1)} ms (page: 140.6 s)`);
out('\nWhole processes, median of 5 runs (3 for the key)\n');
const repeat = async (runs: number, measure: () => Promise<number>): Promise<number[]> => {
  const values: number[] = [];
  for (let run = 0; run < runs; run++) values.push(await measure());
  return values;
};
const rows = processRows(5);
const korf = korfRuns();
out(`${korf.lines.join('\n')}\n`);
rows.push(...korf.rows);
out('The whole map of goal1 (two threads), then its hardest positions\n');
const map = lineMapRows();
rows.push(...map.rows);
const hard = hardLinePositions(home, 5);
rows.push(...hardRows(hard));
rows.push(randomLineRow(200));
out(table(boundHeader, boundRows([hard[0], hard[hard.length - 1]], 20_000)));
const cold = coldNodes();
out(
  `\ntwo cold solve line-3 --json (empty data folders): ${cold.map(count).join(' and ')} nodes (${
    cold[0] === cold[1] ? 'the same' : 'NOT the same'
  })`,
);
out('');
rows.push({
  what: "the menu's first paint in a terminal",
  ms: median(await repeat(5, menuFirstPaint)),
  targetMs: 400,
  page: '',
});
rows.push({
  what: 'a key redrawn while IDDFS runs on line-3',
  ms: median(await repeat(3, keyLatencyDuringSearch)),
  targetMs: 100,
  page: '',
});
out(
  `load at the end: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}\n`,
);
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

const references = await referenceRows(3);
out('\nBeside their references (each pair in the same moment, best of 3)');
if (references.note) out(references.note);
out(referenceTable(references.rows));

import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keptCodeFolder } from '../args/headless-start.js';
import { count } from '../text/format.js';
import { KORF_FILE, KORF_GOAL } from './korf.js';
import { mapAgainstC } from './map-reference.js';
import { paintRows } from './paint-rows.js';
import { cpuAndOutputOfProcess, cpuOfProcess, median } from './processes.js';
import type { ReferenceRow } from './reference-row.js';

/*
 * The bench's figures beside their references, each pair measured in the same
 * moment (a loaded machine slows both): the C programs the speed targets are
 * set against (not part of tobikoe: built from their own sources into the
 * folder TOBIKOE_BENCH_REFERENCES names, as fifteen663 and line_ida), and
 * Node itself. CPU time where the pair allows, best of `runs`.
 */

const cli = fileURLToPath(new URL('../cli.js', import.meta.url));
const TIME = '/usr/bin/time';

type Measured = { readonly cpuMs: number; readonly stdout: string };

/** A process's user + system time from /usr/bin/time (its wall time where there is none). */
const cpuOf = (
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  input?: string,
): Measured => {
  const timed = existsSync(TIME);
  const began = performance.now();
  const child = timed
    ? spawnSync(TIME, ['-f', '%U %S', command, ...args], {
        encoding: 'utf8',
        env,
        input,
        maxBuffer: 1 << 26,
      })
    : spawnSync(command, args, { encoding: 'utf8', env, input, maxBuffer: 1 << 26 });
  const wall = performance.now() - began;
  if (child.status !== 0) throw new Error(`${command} exited ${child.status}: ${child.stderr}`);
  const last = child.stderr.trim().split('\n').at(-1) ?? '';
  const [user, system] = last.split(' ').map(Number);
  return { cpuMs: timed ? (user + system) * 1000 : wall, stdout: child.stdout };
};

const best = <T extends { cpuMs: number }>(runs: number, measure: () => T): T => {
  let found: T | undefined;
  for (let run = 0; run < runs; run++) {
    const now = measure();
    if (!found || now.cpuMs < found.cpuMs) found = now;
  }
  if (!found) throw new Error('no run');
  return found;
};

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s CPU`;

/** Korf's 100 in one `--batch` (tables stored by then) against the C 6-6-3 IDA*: time and nodes. */
const korfRows = (folder: string, runs: number): ReferenceRow[] => {
  const env = { ...process.env };
  const ours = best(runs, () =>
    cpuOf(
      process.execPath,
      [cli, 'solve', 'fifteen', '--goal', KORF_GOAL, '--batch', KORF_FILE],
      env,
    ),
  );
  const boards = ours.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { start: string; nodes: number });
  const c = best(runs, () =>
    cpuOf(
      join(folder, 'fifteen663'),
      [],
      { ...env, PDB_DIR: join(folder, 'pdb') },
      `${boards.map((board) => board.start).join('\n')}\n`,
    ),
  );
  const ourNodes = boards.reduce((sum, board) => sum + board.nodes, 0) / boards.length;
  const cLines = c.stdout.trim().split('\n');
  const cNodes = cLines.reduce((sum, line) => sum + Number(line.split(' ')[1]), 0) / cLines.length;
  return [
    {
      what: "Korf's 100, one --batch, tables stored",
      tobikoe: seconds(ours.cpuMs),
      reference: `C 6-6-3 IDA*: ${seconds(c.cpuMs)}`,
      ratio: ours.cpuMs / c.cpuMs,
      target: 2,
    },
    {
      what: 'nodes per instance, the same instances',
      tobikoe: count(Math.round(ourNodes)),
      reference: `the C: ${count(Math.round(cNodes))}`,
      ratio: ourNodes / cNodes,
      target: 1.1,
    },
  ];
};

type SolveFigures = {
  readonly cpuMs: number;
  readonly nodes: number;
  /** The search's own CPU time, from its JSON: the process's start and its tables apart. */
  readonly searchCpuMs: number;
  /** Reading and vouching for stored tables (their digests), from its JSON. */
  readonly tablesMs: number;
};

/** One whole `tobikoe solve … --json` process: its CPU and what its JSON says of itself. */
const solveFigures = (args: readonly string[]): SolveFigures => {
  const run = cpuAndOutputOfProcess([cli, 'solve', ...args, '--json']);
  const json = JSON.parse(run.stdout) as {
    nodes: number;
    cpuMs?: number;
    ownMs: number;
    tables?: { ms: number } | null;
  };
  return {
    cpuMs: run.cpuMs,
    nodes: json.nodes,
    searchCpuMs: json.cpuMs ?? json.ownMs,
    tablesMs: json.tables?.ms ?? 0,
  };
};

const medianOf = (runs: readonly SolveFigures[], key: keyof SolveFigures): number =>
  median(runs.map((run) => run[key]));

/**
 * IDA* per node on line-3 with the assignment bound as a player meets it:
 * each run a fresh process (its one search is its first), the median of
 * `runs`, the search's own CPU from its JSON; against the C's nodes a second.
 */
const lineRow = (folder: string, runs: number): ReferenceRow => {
  const args = [
    'line',
    '--start',
    'AAB.AABBCCDDCCDD',
    '--goal',
    'ABA.DCDCBABACDCD',
    '--bound',
    'assignment',
  ];
  const ours = Array.from({ length: runs }, () => solveFigures(args));
  const nodes = ours[0].nodes;
  if (ours.some((run) => run.nodes !== nodes))
    throw new Error('fresh runs counted different nodes');
  const c = best(3, () => {
    const run = cpuOf(
      join(folder, 'line_ida'),
      ['assign', 'AAB.AABBCCDDCCDD', 'ABA.DCDCBABACDCD'],
      process.env,
    );
    const { nodes: cNodes } = JSON.parse(run.stdout) as { nodes: number };
    if (cNodes !== nodes) throw new Error(`the C saw ${cNodes} nodes, tobikoe ${nodes}`);
    return run;
  });
  const rate = (ms: number): string => `${((nodes / ms) * 1e-3).toFixed(1)} M nodes/s`;
  const rates = ours.map((run) => run.searchCpuMs).sort((a, b) => a - b);
  const searchMs = medianOf(ours, 'searchCpuMs');
  return {
    what: `IDA* per node, line-3 --bound assignment (${count(nodes)} nodes both), fresh processes, median of ${runs}`,
    tobikoe: `${rate(searchMs)} (from ${rate(rates.at(-1) ?? searchMs)} to ${rate(rates[0])})`,
    reference: `C: ${rate(c.cpuMs)}`,
    ratio: searchMs / c.cpuMs,
    target: 2.5,
  };
};

/**
 * `solve line-3 --json` (tables stored) against `node -e 0`, CPU, medians of
 * `runs` in turns; the tables' reading and vouching, which its JSON times,
 * said apart beside the whole.
 */
const startRow = (runs: number): ReferenceRow => {
  const ours: SolveFigures[] = [];
  const bare: number[] = [];
  const first: number[] = [];
  for (let run = 0; run < runs; run++) {
    ours.push(solveFigures(['line-3']));
    bare.push(cpuOfProcess(['-e', '0']));
  }
  for (let run = 0; run < FIRST_STARTS; run++) {
    forgetKeptCode();
    first.push(solveFigures(['line-3']).cpuMs);
  }
  const whole = medianOf(ours, 'cpuMs');
  const tables = medianOf(ours, 'tablesMs');
  const nodeMs = median(bare);
  return {
    what: `solve line-3 --json, tables stored, median of ${runs}`,
    tobikoe: `${seconds(whole)} (tables read and vouched for: ${tables.toFixed(0)} ms; without them ${((whole - tables) / nodeMs).toFixed(2)}×; ${firstStarts(first)})`,
    reference: `node -e 0: ${seconds(nodeMs)}`,
    ratio: whole / nodeMs,
    target: 2.5,
  };
};

/**
 * A command's first start compiles the headless program and keeps its code
 * (see code-cache.ts); the rows time the starts after it, as a player or a
 * script meets them, and give the first start's beside them.
 */
const FIRST_STARTS = 5;
const forgetKeptCode = (): void => {
  rmSync(keptCodeFolder(), { recursive: true, force: true });
};
const firstStarts = (cpuMs: readonly number[]): string =>
  `a first start, no code kept: ${median(cpuMs).toFixed(0)} ms`;

/** meow alone reading a help request (built beside the bench): the floor under a `--help` that meow reads. */
const meowFloor = fileURLToPath(new URL('./floor/meow-floor.js', import.meta.url));

/**
 * `tobikoe --help` against meow alone reading `--help`, both in CPU time
 * (medians of `runs`, taken in turns so a busy moment hits both), with
 * `node -e 0` beside them: no `--help` that meow reads can cost less than
 * meow, and the help loads nothing else worth its time.
 */
const helpRow = (runs: number): ReferenceRow => {
  const node: number[] = [];
  const meow: number[] = [];
  const help: number[] = [];
  for (let run = 0; run < runs; run++) {
    node.push(cpuOfProcess(['-e', '0']));
    meow.push(cpuOfProcess([meowFloor]));
    help.push(cpuOfProcess([cli, '--help']));
  }
  const first: number[] = [];
  for (let run = 0; run < FIRST_STARTS; run++) {
    forgetKeptCode();
    first.push(cpuOfProcess([cli, '--help']));
  }
  const ms = (values: readonly number[]): string => `${median(values).toFixed(0)} ms`;
  return {
    what: `tobikoe --help, CPU, median of ${runs}`,
    tobikoe: `${ms(help)} (${firstStarts(first)})`,
    reference: `meow alone: ${ms(meow)} (node -e 0: ${ms(node)})`,
    ratio: median(help) / median(meow),
    target: 1.1,
  };
};

/** Every row the machine allows: the C rows only with the references' folder. */
export const referenceRows = async (
  runs: number,
): Promise<{ rows: ReferenceRow[]; note: string }> => {
  const folder = process.env.TOBIKOE_BENCH_REFERENCES;
  const rows: ReferenceRow[] = [];
  let note = '';
  if (
    folder &&
    existsSync(join(folder, 'fifteen663')) &&
    existsSync(join(folder, 'line_ida')) &&
    existsSync(join(folder, 'line_bfs2'))
  ) {
    rows.push(...korfRows(folder, runs), mapAgainstC(folder, 1), lineRow(folder, 7));
  } else {
    note =
      'no C references (build fifteen663, line_ida and line_bfs2 into a folder, PDB_DIR tables in its pdb/, and name it in TOBIKOE_BENCH_REFERENCES)';
  }
  rows.push(startRow(2 * runs + 1), ...(await paintRows(2 * runs + 1)), helpRow(2 * runs + 1));
  return { rows, note };
};

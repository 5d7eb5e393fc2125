import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../puzzles/catalogue.js';
import { linePageTable } from '../puzzles/line/boards.js';

const cli = fileURLToPath(new URL('../cli.js', import.meta.url));

/** Wall-clock milliseconds of one whole `tobikoe` process, and what it printed. */
const runProcess = (args: readonly string[]): { ms: number; stdout: string } => {
  const began = performance.now();
  const child = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  const ms = performance.now() - began;
  if (child.status !== 0) {
    throw new Error(`tobikoe ${args.join(' ')} exited ${child.status}: ${child.stderr}`);
  }
  return { ms, stdout: child.stdout };
};

const timeProcess = (args: readonly string[]): number => runProcess(args).ms;

/**
 * Loaded before the program, it writes the process's own CPU time (user and
 * system, from its start, Node's start-up included) on stderr as it exits: CPU,
 * not the wall clock, so the other processes on a shared machine count less.
 */
const CPU_AT_EXIT =
  "data:text/javascript,process.on('exit',()=>{const u=process.cpuUsage();" +
  "process.stderr.write('\\ncpu-us '+(u.user+u.system)+'\\n')})";

/** CPU milliseconds of one whole `node …` process (to the microsecond), and what it printed. */
export const cpuAndOutputOfProcess = (
  args: readonly string[],
): { readonly cpuMs: number; readonly stdout: string } => {
  const child = spawnSync(process.execPath, ['--import', CPU_AT_EXIT, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const micros = /\ncpu-us (\d+)\n/.exec(child.stderr)?.[1];
  if (child.status !== 0 || micros === undefined) {
    throw new Error(`node ${args.join(' ')} exited ${child.status}: ${child.stderr}`);
  }
  return { cpuMs: Number(micros) / 1000, stdout: child.stdout };
};

/** CPU milliseconds of one whole `node …` process. */
export const cpuOfProcess = (args: readonly string[]): number => cpuAndOutputOfProcess(args).cpuMs;

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export type ProcessRow = { what: string; ms: number; targetMs: number; page: string };

/** Median of `runs` whole-process runs of each command. */
export const processRows = (runs: number): ProcessRow[] => {
  const timed = (args: readonly string[]): number =>
    median(Array.from({ length: runs }, () => timeProcess(args)));
  const rows: ProcessRow[] = [
    { what: 'tobikoe --help', ms: timed(['--help']), targetMs: 150, page: '' },
    {
      what: 'solve line-3 --json',
      ms: timed(['solve', 'line-3', '--json']),
      targetMs: 300,
      page: '138 s',
    },
    {
      what: 'the 10 Line Puzzle pairs, one process each',
      ms: linePageTable.reduce(
        (sum, { start, goal }) =>
          sum + timed(['solve', 'line', '--start', start, '--goal', goal, '--json']),
        0,
      ),
      targetMs: 2500,
      page: '140.6 s',
    },
    {
      what: 'solve flip-star --algo iddfs --json',
      ms: timed(['solve', 'flip-star', '--algo', 'iddfs', '--json']),
      targetMs: 1000,
      page: '11.5 s',
    },
  ];
  for (const entry of catalogue) {
    rows.push({
      what: `analyze ${entry.id} --json`,
      ms: timed(['analyze', entry.id, '--json']),
      targetMs: 1000,
      page: '',
    });
  }
  return rows;
};

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inFreshFolder } from './line-hard.js';
import type { ReferenceRow } from './reference-row.js';

const cli = fileURLToPath(new URL('../cli.js', import.meta.url));

/** The whole map's memory target, beside its time target of twice the C's. */
export const MAP_PEAK_TARGET_MB = 145;

type MapRun = { readonly wallMs: number; readonly cpuMs: number; readonly peakMb: number };

/** Wall and CPU time and peak resident memory of one process, from /usr/bin/time. */
const timed = (command: string, args: readonly string[], env: NodeJS.ProcessEnv): MapRun => {
  const child = spawnSync('/usr/bin/time', ['-f', 'map-run %e %U %S %M', command, ...args], {
    encoding: 'utf8',
    env,
    maxBuffer: 1 << 26,
  });
  const figures = /map-run ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(child.stderr);
  if (child.status !== 0 || !figures) {
    throw new Error(`${command} ${args.join(' ')} exited ${child.status}: ${child.stderr}`);
  }
  const [wall, user, system, kb] = figures.slice(1).map(Number);
  return { wallMs: wall * 1000, cpuMs: (user + system) * 1000, peakMb: kb / 1024 };
};

const describe = ({ wallMs, cpuMs, peakMb }: MapRun): string =>
  `${(wallMs / 1000).toFixed(1)} s (${(cpuMs / 1000).toFixed(1)} s CPU), ${peakMb.toFixed(0)} MB`;

/**
 * `analyze line --goal goal1 --full` in an empty data folder against the
 * 2-thread C breadth-first search (`line_bfs2` in `folder`) over the same
 * 252,252,000 positions, in turns, the faster of `runs` each: the ratio is
 * of wall time (both use two cores), and the row holds only when the same
 * run also peaks within the memory target.
 */
export const mapAgainstC = (folder: string, runs: number): ReferenceRow => {
  let ours: MapRun | undefined;
  let c: MapRun | undefined;
  for (let run = 0; run < runs; run++) {
    const now = inFreshFolder((home) =>
      timed(process.execPath, [cli, 'analyze', 'line', '--goal', 'goal1', '--full', '--json'], {
        ...process.env,
        TOBIKOE_HOME: home,
      }),
    );
    if (!ours || now.wallMs < ours.wallMs) ours = now;
    const theirs = timed(join(folder, 'line_bfs2'), ['ABA.CABDACDBCDCD', '2'], process.env);
    if (!c || theirs.wallMs < c.wallMs) c = theirs;
  }
  if (!ours || !c) throw new Error('no run');
  const ratio = ours.wallMs / c.wallMs;
  return {
    what: 'analyze line --goal goal1 --full, empty data folder (wall, peak)',
    tobikoe: describe(ours),
    reference: `C, 2 threads: ${describe(c)}`,
    ratio,
    target: 2,
    targetText: `≤ 2× and ≤ ${MAP_PEAK_TARGET_MB} MB`,
    ok: ratio <= 2 && ours.peakMb <= MAP_PEAK_TARGET_MB,
  };
};

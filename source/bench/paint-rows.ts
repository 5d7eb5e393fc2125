import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { storeFoldersOf } from '../store/paths.js';
import { FIRST_FRAMES_FILE } from '../ui/first-frame/frame-cache.js';
import { median } from './processes.js';
import {
  inkOneLineFirstPaint,
  menuFirstPaint,
  oneLineFirstPaint,
  playFirstPaint,
} from './pty-timings.js';
import type { ReferenceRow } from './reference-row.js';

/**
 * The Nodes the first paint is measured on: this one, and those
 * TOBIKOE_BENCH_NODES names (paths to node, separated as PATH is), else the
 * Node 22 and 24 that CI fetched (.ci/run keeps them), where they are.
 */
const benchNodes = (): string[] => {
  const named = process.env.TOBIKOE_BENCH_NODES;
  if (named) return [process.execPath, ...named.split(delimiter).filter(Boolean)];
  const cache =
    process.getuid?.() === 0
      ? '/var/tmp/tobikoe-ci'
      : join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'tobikoe-ci');
  const fetched = [22, 24]
    .map((major) => join(cache, `node-${process.platform}-${process.arch}-${major}`, 'bin', 'node'))
    .filter((path) => existsSync(path));
  return [process.execPath, ...fetched];
};

const versionOf = (node: string): string =>
  spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();

/** A start keeps its first frame just after drawing it: the first start of each kind runs on this long. */
const KEEP_MS = 500;

const ms = (values: readonly number[]): string => `${median(values).toFixed(0)} ms`;
const best = (values: readonly number[]): string => `${Math.min(...values).toFixed(0)}`;

/**
 * The menu's first paint and `play line-3`'s first board, each on every Node,
 * against Node printing one line in the same pseudo-terminal (80×24), in
 * turns so a busy moment hits all; medians of `runs`, best beside them. Each
 * Node's first start of each kind finds no kept frame (the first start after
 * a build, or after a game was played): said beside the row.
 */
export const paintRows = async (runs: number): Promise<ReferenceRow[]> => {
  const rows: ReferenceRow[] = [];
  const kept = join(storeFoldersOf().cache, FIRST_FRAMES_FILE);
  for (const node of benchNodes()) {
    rmSync(kept, { force: true });
    const missed = {
      menu: await menuFirstPaint(node, KEEP_MS),
      play: await playFirstPaint(node, KEEP_MS),
    };
    const line: number[] = [];
    const ink: number[] = [];
    const menu: number[] = [];
    const play: number[] = [];
    for (let run = 0; run < runs; run++) {
      line.push(await oneLineFirstPaint(node));
      ink.push(await inkOneLineFirstPaint(node));
      menu.push(await menuFirstPaint(node));
      play.push(await playFirstPaint(node));
    }
    const version = versionOf(node);
    const reference = `node printing one line: ${ms(line)} (best ${best(line)}; Ink alone: ${ms(ink)})`;
    for (const [what, times, miss] of [
      ["the menu's first paint", menu, missed.menu],
      ["play line-3's first board", play, missed.play],
    ] as const) {
      rows.push({
        what: `${what}, Node ${version} (pty 80×24, wall, median of ${runs})`,
        tobikoe: `${ms(times)} (best ${best(times)}; no frame kept: ${miss.toFixed(0)} ms)`,
        reference,
        ratio: median(times) / median(line),
        target: 1.5,
      });
    }
  }
  return rows;
};

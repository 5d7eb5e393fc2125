import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../source/search/replay.js';
import type { IterationEvent, TickEvent } from '../source/search/search-events.js';
import { startWorkersFromBuild } from '../source/util/worker-entries.js';
import {
  liveWorkers,
  startAnalysis,
  startBounds,
  startSearch,
  startWatch,
} from '../source/worker/client.js';
import { makePuzzle, until, WAIT_MS, workersGone } from './support.js';

/**
 * The real worker threads and their protocol, tested once here (the screens'
 * tests search in process; what a job computes is in worker-jobs.test.ts).
 * The workers start from the build of these sources (the run's set-up makes
 * it afresh when a source differs), as the installed program starts them: a
 * worker from the sources would first register tsx, about a second of CPU
 * each (its loader thread compiling every module), more than the jobs here.
 */
beforeAll(() => startWorkersFromBuild(new URL('../dist/', import.meta.url)));

/** Threads of this process, as Linux counts them (a worker is one). */
const osThreads = (): number => {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(/^Threads:\s+(\d+)/m.exec(status)?.[1]);
};

/** A safety net for a worker to end, under the test timeout. */
const GONE_MS = WAIT_MS;

describe('search worker', () => {
  it('streams each iteration, then one outcome, and ends itself', async () => {
    const puzzle = makePuzzle('knights');
    const seen: IterationEvent[] = [];
    const job = startSearch(
      { id: 'knights', options: {}, board: puzzle.start, algorithm: 'ida' },
      { onIteration: (event) => seen.push(event) },
    );
    expect(liveWorkers()).toBe(1);
    const outcome = await job.result;
    if (outcome.kind !== 'solved') throw new Error(outcome.kind);
    expect(outcome.moves).toHaveLength(16);
    expect(seen.map((event) => event.depth)).toEqual([14, 16]);
    expect(seen).toEqual(outcome.iterations);
    expect(seen.every((event) => event.cutoffs !== undefined)).toBe(true);
    expect(() => replay(puzzle, puzzle.start, outcome.moves)).not.toThrow();
    // A finished worker is ended too, not left idle.
    await workersGone(GONE_MS);
  });

  it('cancel settles the result at once and terminates the thread', async () => {
    await workersGone(GONE_MS);
    const before = osThreads();
    const puzzle = makePuzzle('line-3');
    const ticks: TickEvent[] = [];
    const job = startSearch(
      { id: 'line-3', options: {}, board: puzzle.start, algorithm: 'iddfs' },
      { onTick: (event) => ticks.push(event) },
    );
    await until(() => ticks.length >= 2, GONE_MS);
    expect(liveWorkers()).toBe(1);
    expect(osThreads()).toBeGreaterThan(before);
    // Each tick reports the search further on (how often they come is the clock's business).
    expect(ticks[1].totalNodes).toBeGreaterThan(ticks[0].totalNodes);
    job.cancel();
    expect(await job.result).toEqual({ kind: 'cancelled' });
    await workersGone(GONE_MS);
    await until(
      () => osThreads() <= before,
      GONE_MS,
      () => 'the thread to go',
    );
  });

  it('keeps its tables in the data folder, as the command line does', async () => {
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-worker-home-'));
    const before = process.env.TOBIKOE_HOME;
    process.env.TOBIKOE_HOME = home;
    try {
      const puzzle = makePuzzle('line-1');
      // The default bound starts with the walking distance, whose table is small and quick to build.
      const job = startSearch({
        id: 'line-1',
        options: {},
        board: puzzle.start,
        algorithm: 'ida',
      });
      const outcome = await job.result;
      expect(outcome.kind).toBe('solved');
      expect(readdirSync(join(home, 'tables')).some((name) => name.startsWith('line-walk-'))).toBe(
        true,
      );
    } finally {
      process.env.TOBIKOE_HOME = before;
    }
    await workersGone(GONE_MS);
  });

  it('lives on after its answer until the tables it began for a new goal are kept', async () => {
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-worker-home-'));
    const before = process.env.TOBIKOE_HOME;
    process.env.TOBIKOE_HOME = home;
    try {
      // A goal with no tables, and a start far enough that the search begins them.
      const [start, goal] = ['ADBBDABDADA.CCCC', 'BCCDCBADACA.DDBA'];
      const board = makePuzzle('line', { start, goal }).start;
      const job = startSearch({ id: 'line', options: { start, goal }, board, algorithm: 'ida' });
      const outcome = await job.result;
      expect(outcome.kind).toBe('solved');
      const kept = (): string[] =>
        readdirSync(join(home, 'tables')).filter(
          (name) => name.includes(goal) && name.endsWith('.table'),
        );
      await until(
        () => kept().length === 2,
        GONE_MS,
        () => `both tables (${kept()})`,
      );
      expect(kept().sort()).toEqual([`line-pdb-1-${goal}-AB.table`, `line-pdb-1-${goal}-CD.table`]);
    } finally {
      process.env.TOBIKOE_HOME = before;
    }
    await workersGone(GONE_MS);
  });

  it('reports a bad job as a failure, and analyses in a worker too', async () => {
    const failed = await startSearch({
      id: 'no-such-puzzle',
      options: {},
      board: new Uint8Array(3),
      algorithm: 'bfs',
    }).result;
    expect(failed).toEqual({ kind: 'failed', message: "unknown puzzle 'no-such-puzzle'" });
    const options = { hole: 0 };
    const puzzle = makePuzzle('peg-star-2', options);
    const ticks: TickEvent[] = [];
    const outcome = await startAnalysis(
      { id: 'peg-star-2', options, board: puzzle.start },
      { onTick: (event) => ticks.push(event) },
    ).result;
    if (outcome.kind !== 'analysed') throw new Error(outcome.kind);
    expect(outcome.analysis.complete).toBe(true);
    expect(outcome.start.kind).toBe('unsolvable');
    await workersGone(GONE_MS);
  });

  it('watches a search as far as asked, frame by frame, until cancelled', async () => {
    const puzzle = makePuzzle('knights');
    const watching = startWatch({
      id: 'knights',
      options: {},
      board: puzzle.start,
      algorithm: 'iddfs',
    });
    const first = await watching.advance(1);
    expect([first.advanced, first.depth, first.totalNodes]).toEqual([1, 0, 1]);
    const later = await watching.advance(500);
    expect(later.advanced).toBe(500);
    expect(later.totalNodes).toBe(501);
    // The worker waits between requests: asked for nothing, it runs nothing.
    expect(liveWorkers()).toBe(1);
    watching.cancel();
    await expect(watching.advance(1)).rejects.toThrow('cancelled');
    await workersGone(GONE_MS);
  });

  it('compares the bounds in a worker, a row as each finishes', async () => {
    const puzzle = makePuzzle('frog-mini-1');
    const rows: string[] = [];
    const outcome = await startBounds(
      { id: 'frog-mini-1', options: {}, board: puzzle.start, limitMs: 20_000 },
      { onRow: (row) => rows.push(row.bound) },
    ).result;
    if (outcome.kind !== 'compared') throw new Error(outcome.kind);
    expect(rows).toEqual(outcome.rows.map((row) => row.bound));
    expect(rows.at(-1)).toBe('none');
    expect(new Set(outcome.rows.map((row) => row.length))).toEqual(new Set([8]));
    await workersGone(GONE_MS);
  });
});

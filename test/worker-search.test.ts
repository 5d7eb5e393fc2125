import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../source/search/replay.js';
import type { IterationEvent, TickEvent } from '../source/search/types.js';
import { liveWorkers, startAnalysis, startSearch } from '../source/worker/client.js';
import { makePuzzle, until, workersGone } from './support.js';

/** Threads of this process, as Linux counts them (a worker is one). */
const osThreads = (): number => {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(/^Threads:\s+(\d+)/m.exec(status)?.[1]);
};

describe('search worker', () => {
  it('streams plain iterative deepening depth by depth and answers 18 for Flip It Star', async () => {
    const puzzle = makePuzzle('flip-star');
    const seen: IterationEvent[] = [];
    const job = startSearch(
      { id: 'flip-star', options: {}, board: puzzle.start, algorithm: 'iddfs' },
      { onIteration: (event) => seen.push(event) },
    );
    const outcome = await job.result;
    expect(outcome.kind).toBe('solved');
    if (outcome.kind !== 'solved') return;
    expect(outcome.moves).toHaveLength(18);
    const depths = seen.map((event) => event.depth);
    expect(depths.length).toBeGreaterThanOrEqual(3);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    expect(new Set(depths).size).toBe(depths.length);
    expect(depths[depths.length - 1]).toBe(18);
    expect(seen).toEqual(outcome.iterations);
    expect(() => replay(puzzle, puzzle.start, outcome.moves)).not.toThrow();
  });

  it('solves Knights with IDA* in 16, bounds rising, from a position other than the start', async () => {
    const puzzle = makePuzzle('knights');
    const job = startSearch({ id: 'knights', options: {}, board: puzzle.start, algorithm: 'ida' });
    const outcome = await job.result;
    if (outcome.kind !== 'solved') throw new Error(outcome.kind);
    expect(outcome.moves).toHaveLength(16);
    expect(outcome.iterations.map((event) => event.depth)).toEqual([14, 16]);
    expect(outcome.iterations.every((event) => event.cutoffs !== undefined)).toBe(true);
    // One move in, the answer is one shorter.
    const board = puzzle.start.slice();
    puzzle.apply(board, outcome.moves[0]);
    const next = await startSearch({ id: 'knights', options: {}, board, algorithm: 'bfs' }).result;
    expect(next.kind === 'solved' && next.moves.length).toBe(15);
  });

  it('counts and lists all 56 optimal Peg Star answers, 28 beginning [7, 0]', async () => {
    const puzzle = makePuzzle('peg-star');
    const outcome = await startSearch({
      id: 'peg-star',
      options: {},
      board: puzzle.start,
      algorithm: 'ida',
      all: true,
    }).result;
    if (outcome.kind !== 'solved') throw new Error(outcome.kind);
    expect(outcome.solutions).toBe(56);
    const answers = outcome.answers ?? [];
    expect(answers).toHaveLength(56);
    expect(new Set(answers.map((answer) => answer.join())).size).toBe(56);
    for (const answer of answers) {
      expect(answer).toHaveLength(7);
      expect(() => replay(puzzle, puzzle.start, answer)).not.toThrow();
    }
    const beginning = answers.filter((answer) => puzzle.notation(answer[0]).join() === '7,0');
    expect(beginning).toHaveLength(28);
  });

  it('says why a position has no answer, and reports bad jobs as failures', async () => {
    const options = { hole: 0 };
    const puzzle = makePuzzle('peg-star-2', options);
    const outcome = await startSearch({
      id: 'peg-star-2',
      options,
      board: puzzle.start,
      algorithm: 'ida',
    }).result;
    expect(outcome.kind).toBe('unsolvable');
    if (outcome.kind === 'unsolvable') expect(outcome.reason).toMatch(/parity/);
    const failed = await startSearch({
      id: 'no-such-puzzle',
      options: {},
      board: new Uint8Array(3),
      algorithm: 'bfs',
    }).result;
    expect(failed).toEqual({ kind: 'failed', message: "unknown puzzle 'no-such-puzzle'" });
    // A finished worker is ended too, not left idle.
    await workersGone(1000);
  });

  it('cancel terminates the worker at once: the thread is gone', async () => {
    await workersGone(2000);
    const before = osThreads();
    const puzzle = makePuzzle('line-3');
    const ticks: TickEvent[] = [];
    const job = startSearch(
      { id: 'line-3', options: {}, board: puzzle.start, algorithm: 'iddfs' },
      { onTick: (event) => ticks.push(event) },
    );
    await until(() => ticks.length >= 2, 10_000);
    expect(liveWorkers()).toBe(1);
    expect(osThreads()).toBeGreaterThan(before);
    // Ticks are rate-limited to about ten a second.
    expect(ticks[1].ms - ticks[0].ms).toBeGreaterThanOrEqual(90);
    const cancelledAt = performance.now();
    job.cancel();
    expect(await job.result).toEqual({ kind: 'cancelled' });
    await workersGone(1000);
    await until(() => osThreads() <= before, 1000);
    expect(performance.now() - cancelledAt).toBeLessThan(1000);
  });

  it('analyses Flip It Star: 24,576 positions, diameter 21, 24 farthest', async () => {
    const puzzle = makePuzzle('flip-star');
    const outcome = await startAnalysis({ id: 'flip-star', options: {}, board: puzzle.start })
      .result;
    if (outcome.kind !== 'analysed') throw new Error(outcome.kind);
    const { analysis } = outcome;
    expect(analysis.states).toBe(24_576);
    expect(analysis.diameter).toBe(21);
    expect(analysis.histogram.reduce((sum, value) => sum + value, 0)).toBe(24_576);
    expect(analysis.farthest).toHaveLength(24);
    expect(outcome.start).toEqual({ kind: 'solvable', length: 18 });
  });

  it('analysis of an unsolvable start says why', async () => {
    const options = { hole: 0 };
    const puzzle = makePuzzle('peg-star-2', options);
    const outcome = await startAnalysis({ id: 'peg-star-2', options, board: puzzle.start }).result;
    if (outcome.kind !== 'analysed') throw new Error(outcome.kind);
    expect(outcome.start.kind).toBe('unsolvable');
  });
});

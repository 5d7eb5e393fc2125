/**
 * The proof that a new family is one module and one test: the sliding-tile
 * fixture, registered here, goes through `list`, `solve` with every algorithm,
 * `analyze`, the play screen and the solve panel, with nothing under
 * source/ui, source/search, source/board or source/commands made for it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerEntry } from '../source/puzzles/catalogue.js';
import { replay } from '../source/search/replay.js';
import { availableAlgorithms } from '../source/search/solver.js';
import { startSearch } from '../source/worker/client.js';
import { tobikoeHere } from './cli-here.js';
import { slidingEntry } from './fixtures/sliding.js';
import { legalMoves, WAIT_MS, workersGone } from './support.js';
import {
  counterLine,
  KEYS,
  playByKeys,
  type Session,
  startApp,
  unmountAfterEach,
} from './ui-support.js';

let unregister = (): void => {};
beforeAll(() => {
  // Where worker threads can import it from, so their searches know it too.
  const module = new URL('./fixtures/sliding.ts', import.meta.url).href;
  unregister = registerEntry(slidingEntry, { module, name: 'slidingEntry' });
});
afterAll(() => unregister());

/** Runs a command line in this process, as `tobikoe` does. */
const run = tobikoeHere;

type Answer = { length: number; moves: number[][]; algorithm: string };

describe('a sixth family on the command line', () => {
  it('is listed with its options', async () => {
    const { code, stdout } = await run('list', '--json');
    expect(code).toBe(0);
    const { puzzles } = JSON.parse(stdout) as { puzzles: { id: string; options: string[] }[] };
    const slide = puzzles.find((entry) => entry.id === 'tiles');
    expect(slide?.options).toEqual(['shape', 'start', 'goal']);
    // Each command's page lists the puzzles' options.
    const help = await run('help', 'solve');
    expect(help.stdout).toContain('--shape');
  });

  it('solves the 2×3 with every algorithm that applies, all to the same length', async () => {
    const puzzle = slidingEntry.create({});
    const algorithms = availableAlgorithms(puzzle);
    expect(algorithms).toEqual(['bfs', 'bidir', 'iddfs', 'ida', 'astar', 'greedy']);
    const lengths = new Set<number>();
    for (const algo of algorithms) {
      const { code, stdout, stderr } = await run('solve', 'tiles', '--algo', algo, '--json');
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const answer = JSON.parse(stdout) as Answer;
      expect(answer.moves).toHaveLength(answer.length);
      lengths.add(answer.length);
    }
    expect(lengths.size).toBe(1);
  });

  it('solves the 4×4 (too wide for a one-number key) under IDA* with the Manhattan bound, and bidirectionally', async () => {
    const ida = await run('solve', 'tiles-4x4', '--json');
    expect(ida.stderr).toBe('');
    expect(ida.code).toBe(0);
    const answer = JSON.parse(ida.stdout) as Answer;
    expect(answer.algorithm).toBe('ida');
    const bidir = await run('solve', 'tiles-4x4', '--algo', 'bidir', '--json');
    expect(bidir.code).toBe(0);
    expect((JSON.parse(bidir.stdout) as Answer).length).toBe(answer.length);
  });

  it('analyzes the 2×3: half of the 6! arrangements, as parity allows', async () => {
    const { code, stdout } = await run('analyze', 'tiles', '--json');
    expect(code).toBe(0);
    const analysis = JSON.parse(stdout) as {
      states: number;
      complete: boolean;
      histogram: number[];
    };
    const arrangements = [1, 2, 3, 4, 5, 6].reduce((product, factor) => product * factor, 1);
    expect(analysis.complete).toBe(true);
    expect(analysis.states).toBe(arrangements / 2);
    expect(analysis.histogram.reduce((sum, count) => sum + count, 0)).toBe(analysis.states);
  });

  it('refuses a bad code and an odd permutation the way it refuses any puzzle', async () => {
    const bad = await run('solve', 'tiles-3x3');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/bad code 'tiles-3x3'/);
    const odd = await run('solve', 'tiles:21345.');
    expect(odd.code).toBe(1);
    expect(odd.stderr).toMatch(/odd permutation/);
  });
});

describe('a sixth family in a worker thread', () => {
  it('is solved by a real search worker, as the screens ask for it', async () => {
    const shape = { shape: '2x3' };
    const puzzle = slidingEntry.create(shape);
    const job = startSearch(
      { id: 'tiles', options: shape, board: puzzle.start, algorithm: 'ida' },
      {},
    );
    const outcome = await job.result;
    expect(outcome.kind, outcome.kind === 'failed' ? outcome.message : '').toBe('solved');
    if (outcome.kind !== 'solved') return;
    expect(() => replay(puzzle, puzzle.start, outcome.moves)).not.toThrow();
    await workersGone(WAIT_MS);
  });
});

describe('a sixth family on the screens', () => {
  unmountAfterEach();
  let session: Session | undefined;
  afterEach(() => {
    session?.unmount();
    session = undefined;
  });

  it('is in the menu, with its shape on ← →', async () => {
    session = await startApp();
    // The list wraps: up from the first entry is the last, the one registered.
    await session.press(KEYS.up);
    await session.waitFor('Sliding tiles (2x3)');
    await session.press(KEYS.right);
    await session.waitFor('tobikoe play tiles --shape 4x4');
  });

  it('plays a move by keys and solves from there in the panel', async () => {
    session = await startApp({ id: 'tiles' });
    await session.waitFor(/optimal \d+/);
    const puzzle = slidingEntry.create({});
    const [first] = legalMoves(puzzle, puzzle.start);
    await playByKeys(session, puzzle, puzzle.start, 0, puzzle.notation(first));
    expect(counterLine(session.frame())).toMatch(/^moves 1 · optimal \d+$/);
    await session.press('s');
    await session.waitFor(/optimal \d+ moves/);
  });
});

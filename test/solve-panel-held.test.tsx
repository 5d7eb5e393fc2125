import { describe, expect, it } from 'vitest';
import type { PuzzleOptions } from '../source/puzzles/puzzle.js';
import { SolvePanel } from '../source/ui/solve/solve-panel.js';
import { heldSearch } from './search-services.js';
import { openPuzzle } from './support.js';
import { KEYS, unmountAfterEach } from './ui-support.js';

/**
 * The panel over searches the test holds: what it draws while a search is
 * under way, and that Esc, another algorithm or leaving ends it. No clock:
 * each search reports what the test says, when the test says it.
 */
const held = heldSearch();
const { mount, unmountAll } = unmountAfterEach(held.service);

const openPanel = (id: string, options: PuzzleOptions = {}) => {
  const opened = openPuzzle(id, options);
  const { puzzle } = opened;
  let closed = 0;
  const panel = mount(
    <SolvePanel
      opened={opened}
      board={puzzle.start}
      onAdopt={() => undefined}
      onClose={() => {
        closed++;
      }}
      width={64}
      height={22}
    />,
  );
  return { puzzle, closed: () => closed, ...panel };
};

const latestSolve = () => {
  const solve = held.solves[held.solves.length - 1];
  if (!solve) throw new Error('no search was started');
  return solve;
};

describe('solve panel, while a search runs', () => {
  it('streams each depth and a live line; Esc cancels the search, and Esc again closes', async () => {
    const first = held.solves.length;
    const panel = openPanel('line-3');
    const search = latestSolve();
    expect(held.solves.length).toBe(first + 1);
    expect(search.job).toMatchObject({ id: 'line-3', algorithm: 'ida', all: false });
    search.listeners.onIteration?.({ depth: 30, nodes: 1234, totalNodes: 1234, ms: 5 });
    search.listeners.onTick?.({ depth: 32, nodes: 5678, totalNodes: 6912, ms: 250 });
    const shown = await panel.waitFor(/bound 32\s+nodes 5,678/);
    expect(shown).toMatch(/bound +nodes +time +elapsed/);
    expect(shown).toMatch(/30 +1,234 +- +5\.0 ms/);
    expect(shown).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] bound 32\s+nodes 5,678\s+[\d,]+\/s\s+[\d.]+ m?s/);
    expect(shown).toContain('Esc cancel');

    await panel.press(KEYS.escape);
    expect(search.cancelled).toBe(true);
    expect(panel.frame()).toMatch(/cancelled after [\d.]+ m?s at bound 32/);
    expect(panel.closed()).toBe(0);
    await panel.press(KEYS.escape);
    expect(panel.closed()).toBe(1);
  });

  it('another algorithm ends the search before; leaving the panel ends the one running', async () => {
    const panel = openPanel('line-3');
    const first = latestSolve();
    await panel.press('1');
    expect(first.cancelled).toBe(true);
    const plain = latestSolve();
    expect(plain.job).toMatchObject({ algorithm: 'iddfs', all: false });
    expect(panel.frame()).toContain('Solve: plain iterative deepening');
    // A late word from the ended search changes nothing.
    first.finish({ kind: 'solved', moves: [], nodes: 1, ms: 1, iterations: [] });
    plain.listeners.onIteration?.({ depth: 12, nodes: 99, totalNodes: 99, ms: 1 });
    await panel.waitFor(/^│? *12 +99 +- +1\.0 ms/m);
    expect(panel.frame()).not.toContain('already a goal');
    unmountAll();
    expect(plain.cancelled).toBe(true);
  });

  it('a comparison runs one search at a time, and Esc stops it', async () => {
    const panel = openPanel('knights');
    latestSolve().finish({ kind: 'unsolvable', reason: 'held' });
    await panel.waitFor('no solution: held');
    const before = held.solves.length;
    await panel.press('c');
    expect(held.solves.length).toBe(before + 1);
    const iddfs = latestSolve();
    expect(iddfs.job.algorithm).toBe('iddfs');
    iddfs.finish({ kind: 'solved', moves: [], nodes: 7, ms: 1, iterations: [] });
    await panel.waitFor(/IDA\*\s+[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/);
    const ida = latestSolve();
    expect(ida.job.algorithm).toBe('ida');
    expect(held.solves.length).toBe(before + 2);
    await panel.press(KEYS.escape);
    expect(ida.cancelled).toBe(true);
    const stopped = await panel.waitFor(/IDA\*\s+stopped/);
    expect(stopped).toMatch(/BFS\s+waiting/);
    expect(held.solves.length).toBe(before + 2);
    await panel.press(KEYS.escape);
    await panel.waitFor('no solution: held');
  });

  it('predicts the depth under way from the growth of the last two, and warns when it is likely minutes', async () => {
    const panel = openPanel('line-3');
    await panel.press('1');
    const search = latestSolve();
    // Nodes ×4 a depth, 1,000,000 nodes a second: depth 24 takes about 4 × 16 s.
    search.listeners.onIteration?.({
      depth: 20,
      nodes: 4_000_000,
      totalNodes: 5_000_000,
      ms: 5_000,
    });
    search.listeners.onIteration?.({
      depth: 22,
      nodes: 16_000_000,
      totalNodes: 21_000_000,
      ms: 21_000,
    });
    search.listeners.onTick?.({ depth: 24, nodes: 1_000_000, totalNodes: 22_000_000, ms: 22_000 });
    const shown = await panel.waitFor('depth 24: about 64,000,000 nodes');
    const said = shown.replace(/\s+/g, ' ');
    expect(said).toContain('1.1 min (nodes ×4 a depth)');
    expect(said).toContain('depth 24 will likely take 1.1 min: 2 IDA* is far faster · Esc cancels');
    // A key for the answer, which is not there yet, is not lost without a word.
    await panel.press(KEYS.right);
    expect(panel.frame()).toContain('searching… Esc cancels');
  });

  it('says so when a bidirectional answer is counted with another algorithm', async () => {
    const panel = openPanel('knights');
    await panel.press('4');
    latestSolve().finish({ kind: 'solved', moves: [1, 2], nodes: 10, ms: 1, iterations: [] });
    await panel.waitFor('optimal 2 moves');
    await panel.press('a');
    expect(latestSolve().job).toMatchObject({ algorithm: 'ida', all: true });
    const said = panel.frame().replace(/\s+/g, ' ');
    expect(said).toContain(
      'bidirectional breadth-first search cannot count answers: counting with IDA*',
    );
  });
});

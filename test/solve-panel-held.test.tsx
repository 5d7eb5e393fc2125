import { describe, expect, it } from 'vitest';
import type { PuzzleOptions } from '../source/puzzles/types.js';
import { SolvePanel } from '../source/ui/solve/solve-panel.js';
import { heldSearch } from './search-services.js';
import { makePuzzle } from './support.js';
import { KEYS, unmountAfterEach } from './ui-support.js';

/**
 * The panel over searches the test holds: what it draws while a search is
 * under way, and that Esc, another algorithm or leaving ends it. No clock:
 * each search reports what the test says, when the test says it.
 */
const held = heldSearch();
const { mount, unmountAll } = unmountAfterEach(held.service);

const openPanel = (id: string, options: PuzzleOptions = {}) => {
  const puzzle = makePuzzle(id, options);
  let closed = 0;
  const panel = mount(
    <SolvePanel
      puzzle={puzzle}
      id={id}
      options={options}
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
    expect(shown).toMatch(/bound 30\s+nodes 1,234/);
    expect(shown).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] bound 32\s+nodes 5,678\s+[\d,]+\/s\s+[\d.]+ s/);
    expect(shown).toContain('Esc cancel');

    await panel.press(KEYS.escape);
    expect(search.cancelled).toBe(true);
    expect(panel.frame()).toMatch(/cancelled after [\d.]+ s at bound 32/);
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
    await panel.waitFor(/depth 12\s+nodes 99/);
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
});

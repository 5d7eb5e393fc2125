import { describe, expect, it } from 'vitest';
import type { Board, Puzzle } from '../source/puzzles/puzzle.js';
import { findBound } from '../source/search/bound-choice.js';
import { comparedBounds } from '../source/search/compare-bounds.js';
import { deepening } from '../source/search/deepening.js';
import { SolvePanel } from '../source/ui/solve/solve-panel.js';
import { openPuzzle, until } from './support.js';
import { KEYS, unmountAfterEach } from './ui-support.js';

const { mount } = unmountAfterEach();

/** The solve panel on `id`'s start, with what it shows on the board beside it. */
const openPanel = (id: string) => {
  const opened = openPuzzle(id);
  const { puzzle } = opened;
  const previews: string[] = [];
  const panel = mount(
    <SolvePanel
      opened={opened}
      board={puzzle.start}
      onAdopt={() => {}}
      onClose={() => {}}
      onPreview={(board) => previews.push(board ? board.join('') : 'game')}
      width={64}
      height={22}
    />,
  );
  return { puzzle, previews, ...panel };
};

/** The positions deepening visits, in order (it asks for moves, or checks the goal, at each). */
const expansionOrder = (puzzle: Puzzle): string[] => {
  const visits: string[] = [];
  const note = (board: Board): void => {
    visits.push(board.join(''));
  };
  deepening(
    {
      ...puzzle,
      moves: (board, out) => {
        note(board);
        return puzzle.moves(board, out);
      },
      isGoal: (board) => {
        note(board);
        return puzzle.isGoal(board);
      },
    },
    puzzle.start,
    findBound(puzzle, undefined),
    {},
  );
  return visits;
};

describe('watch mode in the solve panel', () => {
  it('shows flip-line IDA* node by node on the board beside, in the order the search expands them', async () => {
    const panel = openPanel('flip-line');
    await panel.waitFor(/optimal \d+ moves/);
    await panel.press('w');
    await panel.waitFor('Watch: IDA* with the bound turns');
    await panel.press(' ');
    await panel.waitFor('paused');
    // What has been shown so far, then one node a `.`.
    const order = expansionOrder(panel.puzzle);
    for (let step = 0; step < 12; step++) {
      const before = panel.previews.length;
      await panel.press('.');
      await until(
        () => panel.previews.length > before,
        10_000,
        () => 'the next node',
      );
    }
    const shown = panel.previews.filter((board) => board !== 'game');
    expect(shown.length).toBeGreaterThanOrEqual(12);
    expect(shown).toEqual(order.slice(0, shown.length));
    expect(panel.frame()).toMatch(/g \d+ \+ h \d+ = f \d+ ≤ limit \d+/);
    expect(panel.frame()).toMatch(/nodes per depth/);
  });

  it('at the goal hands the answer to the stepping view, its rows those of the search', async () => {
    const panel = openPanel('flip-line');
    await panel.waitFor(/optimal \d+ moves/);
    const solvedLine = /optimal (\d+) moves/.exec(panel.frame())?.[0] ?? '';
    // Fastest: 10,000 nodes a frame.
    await panel.press('w', ...Array<string>(13).fill('+'));
    const back = await panel.waitFor(/step 0\/\d+/);
    expect(back).toContain('Solve: IDA*');
    expect(back).toContain(solvedLine.replace(/ · .*/, ''));
    const found = deepening(panel.puzzle, panel.puzzle.start, findBound(panel.puzzle, undefined));
    for (const iteration of found.iterations) {
      expect(back).toMatch(
        new RegExp(`^${iteration.depth} +${iteration.nodes.toLocaleString('en-US')} `, 'm'),
      );
    }
    // The board beside is the game's again.
    expect(panel.previews.at(-1)).toBe('game');
  });

  it('Esc stops watching; breadth-first shows its layers, bidirectional both sides', async () => {
    const panel = openPanel('knights');
    await panel.waitFor('optimal 16 moves');
    await panel.press('3');
    await panel.waitFor(/optimal 16 moves/);
    await panel.press('w');
    await panel.waitFor(/layer \d+: [\d,]+ to expand, [\d,]+ next, [\d,]+ stored/);
    await panel.press(KEYS.escape);
    await panel.waitFor('Solve: breadth-first');
    expect(panel.previews.at(-1)).toBe('game');
    // Bidirectional: both frontiers, each side's layer.
    await panel.press('4');
    await panel.waitFor(/optimal 16 moves/);
    await panel.press('w');
    const both = await panel.waitFor(/goal side, layer \d+: [\d,]+ to expand/);
    expect(both).toMatch(/start side, layer \d+: [\d,]+ to expand, [\d,]+ next, [\d,]+ stored/);
    expect(both).toMatch(/layer \d+ of both sides · [\d,]+ positions expanded/);
    await panel.press(KEYS.escape);
    await panel.waitFor('Solve: bidirectional');
  });
});

describe('the bound comparison in the solve panel', () => {
  it('b fills in a row per bound, then none, each to the same length', async () => {
    const panel = openPanel('frog-mini-1');
    await panel.waitFor('optimal 8 moves');
    await panel.press('b');
    await panel.waitFor('Lower bounds: IDA* with each');
    const names = comparedBounds(panel.puzzle).map((bound) => bound.name);
    const table = await panel.waitFor(new RegExp(`${names.at(-1)}\\s+\\d+\\s+8\\s`));
    for (const name of names) expect(table).toMatch(new RegExp(`${name}\\s+\\d+\\s+8\\s+[\\d,]+`));
    await panel.press(KEYS.escape);
    await panel.waitFor('optimal 8 moves');
  });
});

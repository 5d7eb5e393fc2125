import { describe, expect, it } from 'vitest';
import type { Board, PuzzleOptions } from '../source/puzzles/types.js';
import { solve } from '../source/search/solve.js';
import { AnalysisScreen } from '../source/ui/analysis/analysis-screen.js';
import { makePuzzle } from './support.js';
import { unmountAfterEach } from './ui-support.js';

const { mount } = unmountAfterEach();

const openScreen = (id: string, options: PuzzleOptions = {}) => {
  const puzzle = makePuzzle(id, options);
  const loaded: Board[] = [];
  let closed = 0;
  const screen = mount(
    <AnalysisScreen
      puzzle={puzzle}
      id={id}
      options={options}
      onLoad={(board) => loaded.push(board)}
      onClose={() => {
        closed++;
      }}
    />,
  );
  return { puzzle, loaded, closed: () => closed, ...screen };
};

describe('analysis screen', () => {
  it('shows Flip It Star whole: 24,576 positions, diameter 21, the histogram, 24 farthest', async () => {
    const screen = openScreen('flip-star');
    const shown = await screen.waitFor('24,576 positions');
    expect(shown).toContain('farthest 21 moves from the goal');
    expect(shown).toContain('the start is 18 moves from the goal');
    expect(shown).toContain('depth 11: 2,814'); // the peak, chosen first
    expect(shown).toMatch(/█/); // the bars
    expect(shown).toMatch(/^0 +5 +10 +15 +20$/m); // the depth axis
    expect(shown).toContain('24 positions 21 moves from the goal');
    expect(shown.split('\n').length).toBeLessThanOrEqual(23);
    await screen.press('\u001B[A');
    await screen.waitFor('depth 12: 2,742');

    await screen.press('\u001B[C', '\u001B[C', '\r');
    expect(screen.loaded).toHaveLength(1);
    const [board] = screen.loaded;
    expect(solve(screen.puzzle, board, 'bfs').moves).toHaveLength(21);
    await screen.press('\u001B');
    expect(screen.closed()).toBe(1);
  });

  it('says why an unsolvable start cannot reach the goal', async () => {
    const screen = openScreen('peg-star-2', { hole: 0 });
    const shown = await screen.waitFor('cannot reach the goal');
    expect(shown).toMatch(/parity/);
    expect(shown).toMatch(/positions · farthest \d+ moves from the start/);
  });

  it('stops a space too large to walk and says so', async () => {
    const screen = openScreen('line-1');
    const shown = await screen.waitFor('too large to walk whole');
    expect(shown).toContain('the start is 30 moves from the goal');
  });
});

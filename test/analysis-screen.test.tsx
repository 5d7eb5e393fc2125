import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { findEntry } from '../source/puzzles/catalogue.js';
import type { Board, Puzzle, PuzzleOptions } from '../source/puzzles/types.js';
import { solve } from '../source/search/solve.js';
import { AnalysisScreen } from '../source/ui/analysis/analysis-screen.js';
import { DisplayContext } from '../source/ui/common/display.js';
import { liveWorkers } from '../source/worker/client.js';

const makePuzzle = (id: string, options: PuzzleOptions = {}): Puzzle => {
  const entry = findEntry(id);
  if (!entry) throw new Error(`no puzzle ${id}`);
  return entry.create(options);
};

const settle = async (turns = 5): Promise<void> => {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
};

const until = async (test: () => boolean, ms: number, what: () => string): Promise<void> => {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
};

const mounted: (() => void)[] = [];
afterEach(async () => {
  for (const unmount of mounted.splice(0)) unmount();
  await until(
    () => liveWorkers() === 0,
    2000,
    () => 'workers to exit',
  );
});

const openScreen = (id: string, options: PuzzleOptions = {}) => {
  const puzzle = makePuzzle(id, options);
  const loaded: Board[] = [];
  let closed = 0;
  const { stdin, lastFrame, unmount } = render(
    <DisplayContext.Provider
      value={{ color: false, ascii: false, size: { columns: 80, rows: 24 } }}
    >
      <AnalysisScreen
        puzzle={puzzle}
        id={id}
        options={options}
        onLoad={(board) => loaded.push(board)}
        onClose={() => {
          closed++;
        }}
      />
    </DisplayContext.Provider>,
  );
  mounted.push(unmount);
  const frame = (): string => lastFrame() ?? '';
  return {
    puzzle,
    loaded,
    frame,
    closed: () => closed,
    press: async (...keys: string[]) => {
      for (const key of keys) {
        stdin.write(key);
        await settle(key === '\u001B' ? 10 : 5);
      }
    },
    waitFor: async (text: string | RegExp, ms = 10_000): Promise<string> => {
      const found = (): boolean =>
        typeof text === 'string' ? frame().includes(text) : text.test(frame());
      await until(found, ms, () => `${String(text)} in\n${frame()}`);
      return frame();
    },
  };
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

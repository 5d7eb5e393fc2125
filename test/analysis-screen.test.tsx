import { describe, expect, it } from 'vitest';
import { legalMoves } from '../source/game/game.js';
import { catalogue } from '../source/puzzles/catalogue.js';
import type { Board, PuzzleOptions } from '../source/puzzles/puzzle.js';
import { solve } from '../source/search/solver.js';
import { AnalysisScreen, analysisNeed } from '../source/ui/analysis/analysis-screen.js';
import { fits } from '../source/ui/common/size-guard.js';
import { makePuzzle, openPuzzle } from './support.js';
import { unmountAfterEach } from './ui-support.js';

const { mount } = unmountAfterEach();

const openScreen = (id: string, options: PuzzleOptions = {}) => {
  const opened = openPuzzle(id, options);
  const { puzzle } = opened;
  const loaded: Board[] = [];
  let closed = 0;
  const screen = mount(
    <AnalysisScreen
      opened={opened}
      onLoad={(board) => loaded.push(board)}
      onClose={() => {
        closed++;
      }}
    />,
  );
  return { puzzle, loaded, closed: () => closed, ...screen };
};

const UP = '\u001B[A';
const DOWN = '\u001B[B';
const RIGHT = '\u001B[C';

describe('analysis screen', () => {
  it('shows Flip It Star whole: 24,576 positions, diameter 21, the histogram, the farthest first', async () => {
    const screen = openScreen('flip-star');
    const shown = await screen.waitFor('24,576 positions');
    expect(shown).toContain('the farthest 21 moves from the goal');
    expect(shown).toContain('the start is 18 moves from the goal');
    expect(shown).toMatch(/█/); // the bars
    expect(shown).toMatch(/^0 +5 +10 +15 +20$/m); // the depth axis
    expect(shown).toContain('24 positions 21 moves from the goal');
    expect(shown.split('\n').length).toBeLessThanOrEqual(23);
    await screen.press(RIGHT, RIGHT, '\r');
    expect(screen.loaded).toHaveLength(1);
    expect(solve(screen.puzzle, screen.loaded[0], 'bfs').moves).toHaveLength(21);
    await screen.press('\u001B');
    expect(screen.closed()).toBe(1);
  });

  it('↑ ↓ show the positions of the chosen depth, and Enter plays one of them', async () => {
    const screen = openScreen('flip-star');
    await screen.waitFor('24,576 positions');
    await screen.press(DOWN, DOWN);
    const shown = await screen.waitFor('300 positions 19 moves from the goal');
    expect(shown).toContain('1–');
    await screen.press(RIGHT, '\r');
    expect(solve(screen.puzzle, screen.loaded[0], 'bfs').moves).toHaveLength(19);
    await screen.press(UP);
    await screen.waitFor('96 positions 20 moves from the goal');
    await screen.press('\r');
    expect(solve(screen.puzzle, screen.loaded[1], 'bfs').moves).toHaveLength(20);
    // The boards drawn are of that depth: the two played differ.
    expect([...screen.loaded[0]]).not.toEqual([...screen.loaded[1]]);
  });

  it('one-way puzzles offer the positions farthest from the goal that can still reach it', async () => {
    const screen = openScreen('frog-line');
    const shown = await screen.waitFor('can still reach the goal');
    expect(shown).toContain('72 positions from the start: 30 can still reach the goal');
    expect(shown).toContain('42 are dead ends');
    expect(shown).toContain('1 position 15 moves from the goal');
    await screen.press('\r');
    expect(solve(screen.puzzle, screen.loaded[0], 'bfs').moves).toHaveLength(15);
    await screen.press(DOWN, DOWN);
    await screen.waitFor('2 positions 13 moves from the goal');
    await screen.press(RIGHT, '\r');
    const [, board] = screen.loaded;
    expect(screen.puzzle.isGoal(board)).toBe(false);
    expect(solve(screen.puzzle, board, 'bfs').moves).toHaveLength(13);
  });

  it('says why an unsolvable start cannot reach the goal', async () => {
    const screen = openScreen('peg-star-2', { hole: 0 });
    const shown = await screen.waitFor('cannot reach the goal');
    expect(shown).toMatch(/parity/);
    expect(shown).toMatch(/positions from the start, and none of them can reach the goal/);
  });

  it('stops a space too large to walk and says so, and still shows its deepest positions', async () => {
    const screen = openScreen('line-1');
    const shown = await screen.waitFor('too large to walk whole');
    expect(shown).toContain('the start is 30 moves from the goal');
    expect(shown).toMatch(/[\d,]+ positions \d+ moves from the goal · 1–\d+ of the first 60/);
  });
});

describe('analysis screen over a game under way', () => {
  it('says how far the board in play is from the goal, not the start', async () => {
    const knights = makePuzzle('knights');
    const move = legalMoves(knights, knights.start).find(
      (one) => knights.notation(one).join() === '0,5',
    );
    if (move === undefined) throw new Error('no move 0→5');
    const board = knights.start.slice();
    knights.apply(board, move);
    const far = solve(knights, board, 'bfs').moves?.length;
    const screen = mount(
      <AnalysisScreen
        opened={openPuzzle('knights')}
        board={board}
        onLoad={() => {}}
        onClose={() => {}}
      />,
    );
    const frame = await screen.waitFor('18,480 positions');
    await screen.waitFor(`the board in play is ${far} moves from the goal`);
    expect(frame).not.toContain('the start is 16 moves');
  });
});

describe('analysis screen in a small window', () => {
  it('fits every puzzle at 80×24', () => {
    for (const entry of catalogue) {
      const need = analysisNeed(makePuzzle(entry.id));
      expect(fits(need, { columns: 80, rows: 24 }), entry.id).toBe(true);
    }
  });
});

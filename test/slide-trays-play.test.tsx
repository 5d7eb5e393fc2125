/**
 * `tobikoe play slide --rows 3 --cols 4`: the tray played by keys to the end,
 * the counter's optimum found for it, and the 5×5 tray drawn in 80×24.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Board, Puzzle } from '../source/puzzles/puzzle.js';
import { solve } from '../source/search/solver.js';
import { makePuzzle } from './support.js';
import { counterLine, playByKeys, type Session, startApp } from './ui-support.js';

let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
});

const played = (puzzle: Puzzle, board: Board, move: number): Board => {
  const after = board.slice();
  puzzle.apply(after, move);
  return after;
};

describe('play slide on a 3×4 tray', () => {
  it('opens its usual start, knows its optimum, and ends an optimal game solved', async () => {
    const options = { rows: 3, cols: 4 };
    const puzzle = makePuzzle('slide', options);
    const answer = solve(puzzle, puzzle.start, 'ida', { limitNodes: 5_000_000 }).moves ?? [];
    expect(answer.length).toBeGreaterThan(0);
    session = await startApp({ id: 'slide', options });
    expect(session.frame()).toContain('3×4 sliding tiles');
    await session.waitFor(`optimal ${answer.length}`);
    let board = puzzle.start;
    let cursor = 0;
    for (const move of answer) {
      cursor = await playByKeys(session, puzzle, board, cursor, puzzle.notation(move));
      board = played(puzzle, board, move);
    }
    expect(counterLine(session.frame())).toBe(`moves ${answer.length} · optimal ${answer.length}`);
    expect(session.frame()).toContain(
      `Solved in ${answer.length} moves — optimal is ${answer.length}`,
    );
  });

  it('draws the 5×5 tray with its two-digit tiles in an 80×24 window', async () => {
    session = await startApp({
      id: 'slide',
      options: { rows: 5, cols: 5, start: '123456789ABCDEFGHIJKLMNO.' },
    });
    const frame = session.frame();
    expect(frame).toContain('5×5 sliding tiles');
    expect(frame).toMatch(/21 +│ +22 +│ +23 +│ +24/);
    expect(frame).not.toMatch(/make the window/);
  });
});

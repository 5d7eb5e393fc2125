import { afterEach, describe, expect, it } from 'vitest';
import { boardLines, boardSize } from '../source/board/board.js';
import type { Board } from '../source/puzzles/puzzle.js';
import { solve } from '../source/search/solver.js';
import type { Settings, SettingsStore } from '../source/ui/common/settings-store.js';
import { answerPositions } from '../source/ui/solve/answer-view.js';
import { heldSearch } from './search-services.js';
import { makePuzzle } from './support.js';
import { KEYS, type Session, startApp } from './ui-support.js';

let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
});

const SIZES = [
  { columns: 80, rows: 24 },
  { columns: 120, rows: 36 },
  { columns: 140, rows: 45 },
];
const lines = (frame: string): string[] => frame.split('\n');
/** The frame fits the window: no line wider, no more lines. */
const fits = (frame: string, size: { columns: number; rows: number }): void => {
  const rows = lines(frame);
  expect(rows.length).toBeLessThanOrEqual(size.rows);
  for (const row of rows) expect(row.trimEnd().length).toBeLessThanOrEqual(size.columns);
};

describe('presentation size (z): boards drawn larger in a large window', () => {
  it('draws the 8-puzzle larger at 140×45 than at 80×24, and z toggles it', async () => {
    const eight = makePuzzle('eight');
    const small = boardLines(eight, eight.start);
    const large = await startApp({ id: 'eight', size: { columns: 140, rows: 45 } });
    session = large;
    const frame = large.frame();
    fits(frame, { columns: 140, rows: 45 });
    // Its top wall is as wide as the board drawn three times larger.
    const wide = boardLines(eight, eight.start, { scale: 3 });
    expect(frame).toContain(wide[0]);
    expect(frame).not.toContain(`  ${small[0]}\n`);
    await large.press('z');
    await large.waitFor(`  ${small[0]}`);
    expect(large.frame()).not.toContain(wide[0]);
    await large.press('z');
    await large.waitFor(wide[0]);
    large.unmount();
    session = await startApp({ id: 'eight', size: { columns: 80, rows: 24 } });
    expect(session.frame()).toContain(`  ${small[0]}`);
    expect(session.frame()).not.toContain(boardLines(eight, eight.start, { scale: 2 })[0]);
  });

  it.each(['frog-a', 'line-3', 'fifteen'])(
    '%s: never overflows at 80×24, 120×36 and 140×45, with the solve panel too',
    async (id) => {
      const puzzle = makePuzzle(id);
      for (const size of SIZES) {
        session = await startApp({ id, size, search: heldSearch().service });
        fits(session.frame(), size);
        if (size.columns >= 120) {
          // The board is drawn larger than its plain drawing.
          const drawn = lines(session.frame()).filter((line) => /[─│┌└╭╰●○□]/.test(line));
          expect(drawn.length).toBeGreaterThan(boardSize(puzzle).height);
        }
        await session.press('s');
        await session.waitFor('Solve: ');
        fits(session.frame(), size);
        // `z` in the panel too: the board goes back to its plain size, the panel stays.
        await session.press('z');
        await session.waitFor('Solve: ');
        fits(session.frame(), size);
        session.unmount();
        session = undefined;
      }
    },
  );

  it('keeps the larger board with the panel beside it at 140×45, and in watch mode', async () => {
    const eight = makePuzzle('eight');
    session = await startApp({ id: 'eight', size: { columns: 140, rows: 45 } });
    await session.press('s');
    await session.waitFor('optimal');
    const wide = boardLines(eight, eight.start, { scale: 3 });
    expect(session.frame()).toContain(wide[0]);
    await session.press('w');
    await session.waitFor('node');
    fits(session.frame(), { columns: 140, rows: 45 });
    expect(session.frame()).toContain(wide[0]);
  });

  it('at 140×45 beside the panel, digits in the block font and the large board following →', async () => {
    const eight = makePuzzle('eight');
    session = await startApp({ id: 'eight', size: { columns: 140, rows: 45 } });
    await session.press('s');
    await session.waitFor('optimal');
    const moves = solve(eight, eight.start, 'ida').moves ?? [];
    const positions = answerPositions(eight, eight.start, moves);
    const drawnAt = (board: Board): string[] => boardLines(eight, board, { scale: 3 });
    /** How many of the board's lines the frame shows as they are (marks change a few). */
    const shown = (board: Board): number =>
      drawnAt(board).filter((line) => line.trim() && session?.frame().includes(line)).length;
    // The board's rows between its walls hold no digit written small: each is three rows of strokes.
    const boardRows = lines(session.frame()).filter((line) => line.startsWith('  │'));
    expect(boardRows.length).toBeGreaterThan(0);
    for (const row of boardRows)
      expect(row.slice(0, drawnAt(eight.start)[0].length + 2)).not.toMatch(/[0-9]/);
    expect(boardRows.join('\n')).toMatch(/[┏┓┗┛╺╸]/);
    const before = shown(positions[2]);
    await session.press(KEYS.right, KEYS.right);
    await session.waitFor('step 2/');
    expect(shown(positions[2])).toBeGreaterThan(before);
    expect(shown(positions[2])).toBeGreaterThan(shown(eight.start));
  });

  it('keeps z in the settings: the next game opens with presentation size off', async () => {
    const eight = makePuzzle('eight');
    let kept: Settings = { coach: false, mouse: true };
    const store: SettingsStore = {
      load: () => ({ settings: kept }),
      save: (settings) => {
        kept = settings;
      },
    };
    const size = { columns: 140, rows: 45 };
    const wide = boardLines(eight, eight.start, { scale: 3 });
    session = await startApp({ id: 'eight', size, settingsStore: store });
    expect(session.frame()).toContain(wide[0]);
    await session.press('z');
    expect(kept.large).toBe(false);
    session.unmount();
    session = await startApp({ id: 'eight', size, settingsStore: store });
    expect(session.frame()).not.toContain(wide[0]);
    expect(session.frame()).toContain(`  ${boardLines(eight, eight.start)[0]}`);
  });
});

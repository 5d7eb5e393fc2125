import { afterEach, describe, expect, it } from 'vitest';
import { boardLines, boardSize, numberFigure, plainLines } from '../source/board/board.js';
import { catalogue } from '../source/puzzles/catalogue.js';
import { heldSearch } from './search-services.js';
import { makePuzzle } from './support.js';
import { type Session, startApp } from './ui-support.js';

let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
});

const WIDTH = 80;
const lines = (frame: string): string[] => frame.split('\n').map((line) => line.trimEnd());
const fitsWidth = (frame: string): boolean => lines(frame).every((line) => line.length <= WIDTH);

describe('the solve panel never squeezes beside a wide board at 80 columns', () => {
  it.each([5, 6, 7, 8])('frog-line n = %i: the panel goes below the whole board', async (n) => {
    const frog = makePuzzle('frog-line', { n });
    session = await startApp({ id: 'frog-line', options: { n } });
    await session.press('s');
    const frame = await session.waitFor(`optimal ${n * n + 2 * n} moves`, 15_000);
    expect(fitsWidth(frame)).toBe(true);
    const rows = lines(frame);
    const board = boardLines(frog, frog.start)[0].trim().replace(/[[\]]/g, ' ');
    const boardRow = rows.findIndex((line) => line.includes('──') && line.includes('□'));
    // The whole board, every one of its 2n+1 cells, on its row…
    expect(rows[boardRow].replace(/[[\]()]/g, ' ').trim().length).toBe(board.trim().length);
    // …and the panel under it, from the board's left edge, at full width.
    const heading = rows.findIndex((line) => line.includes('Solve: '));
    expect(heading).toBeGreaterThan(boardRow);
    expect(rows[heading].indexOf('Solve: ')).toBe(2);
    expect(rows[heading]).toContain('Solve: IDA* (iterative deepening with a lower bound)');
  });

  it('Line Puzzle: the board shrinks to its small drawing so the compare table keeps its columns', async () => {
    const line = makePuzzle('line-1');
    session = await startApp({ id: 'line-1', search: heldSearch().service });
    await session.press('s', 'c');
    const frame = await session.waitFor('Compare the algorithms');
    expect(fitsWidth(frame)).toBe(true);
    // Only the iterations and held columns may give way: memory stays beside time.
    expect(frame).toMatch(/algorithm\s+length(\s+iterations)?\s+nodes\s+time(\s+held)?\s+memory$/m);
    // The full board is not drawn; its small drawing (the film strip's) is.
    expect(frame).not.toContain(boardLines(line, line.start)[0]);
    const small = boardLines(line, line.start, { compact: true });
    expect(small.length).toBe(boardSize(line, { compact: true }).height);
    for (const row of small.slice(1)) expect(frame).toContain(row.trim());
  });

  it('keeps the panel beside boards that leave it its width (knights)', async () => {
    session = await startApp({ id: 'knights' });
    await session.press('s');
    const frame = await session.waitFor('optimal 16 moves', 15_000);
    expect(fitsWidth(frame)).toBe(true);
    const top = lines(frame).find((line) => line.includes('Solve: ')) ?? '';
    expect(top.startsWith('  ┌───┬───┬───┐')).toBe(true);
  });
});

describe('cell numbers', () => {
  it('# shows the numbered board beside the board, and # again the goal', async () => {
    const knights = makePuzzle('knights');
    session = await startApp({ id: 'knights', search: heldSearch().service });
    expect(session.frame()).toMatch(/ goal$/m);
    await session.press('#');
    const frame = session.frame();
    expect(fitsWidth(frame)).toBe(true);
    // As tall as the board, so beside it without its label.
    for (const row of plainLines(numberFigure(knights))) expect(frame).toContain(row);
    expect(frame).not.toMatch(/^\s+goal$/m);
    await session.press('#');
    expect(session.frame()).not.toContain('│ 9 │ 10│ 11│');
    expect(session.frame()).toMatch(/ goal$/m);
  });

  it('the ? screen shows the page’s numbering figure for every puzzle', async () => {
    for (const entry of catalogue.filter((each) =>
      ['flip-star', 'frog-c', 'line'].includes(each.id),
    )) {
      const puzzle = makePuzzle(entry.id);
      session = await startApp({
        id: entry.id,
        search: heldSearch().service,
        // Tall enough for every line of the help, the figure last.
        size: { columns: 80, rows: 240 },
      });
      await session.press('?');
      const frame = session.frame();
      expect(frame).toContain('Cells, numbered as on the page');
      for (const row of plainLines(numberFigure(puzzle))) expect(frame).toContain(row);
      session.unmount();
      session = undefined;
    }
  });
});

describe('the goal goes with every board whose goal is one board', () => {
  it('frog line: on the board’s row, labelled, while it fits; below the board when it does not', async () => {
    session = await startApp({ id: 'frog-line', search: heldSearch().service });
    const row = lines(session.frame()).find((line) => line.includes('[●]')) ?? '';
    expect(row).toMatch(/goal {2}○ ○ ○ □ ● ● ●$/);
    session.unmount();
    session = await startApp({ id: 'frog-line', options: { n: 8 }, search: heldSearch().service });
    const rows = lines(session.frame());
    const boardRow = rows.findIndex((line) => line.includes('[●]'));
    expect(rows[boardRow + 2].trim()).toBe('goal');
    expect(rows[boardRow + 3].trim()).toBe('○ ○ ○ ○ ○ ○ ○ ○ □ ● ● ● ● ● ● ● ●');
  });
});

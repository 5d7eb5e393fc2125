import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { numberFigure, plainLines } from '../source/board/board.js';
import { cli, launch } from './pty.js';
import { makePuzzle } from './support.js';
import { arrowsTo } from './ui-support.js';

const KEYS = { enter: '\r', end: '\u001B[F' } as const;

describe('one whole session at 80×24, as a player has it', () => {
  it('knights: cell numbers, a tip played, help, the panel adopted, the solved summary, the menu', async () => {
    expect(existsSync(cli), 'dist/cli.js is missing: run npm run build first').toBe(true);
    const knights = makePuzzle('knights');
    const app = launch(['play', 'knights'], {
      env: { TOBIKOE_HOME: mkdtempSync(join(tmpdir(), 'tobikoe-session-')) },
    });
    try {
      let screen = await app.waitFor('moves 0 · optimal 16');
      // The key bar keeps redo and the way back to the menu.
      expect(screen).toContain('r redo');
      expect(screen).toContain('q menu');

      await app.type('#');
      screen = await app.waitFor('│ 9 │ 10│ 11│');
      for (const row of plainLines(numberFigure(knights))) expect(screen).toContain(row);
      await app.type('#');
      await app.waitFor(/ goal$/m);

      // A tip, then its move played by hand: the move counts as helped.
      await app.type('t');
      screen = await app.waitFor(/tip: (\d+)→(\d+)/);
      const [, from, to] = /tip: (\d+)→(\d+)/.exec(screen)?.map(Number) ?? [];
      await app.type(...arrowsTo(knights, 0, from), KEYS.enter, ...arrowsTo(knights, from, to));
      await app.type(KEYS.enter);
      await app.waitFor('moves 1 with help · optimal 16');

      await app.type('?');
      screen = await app.waitFor('Keys while playing');
      await app.type('x');
      await app.waitFor('moves 1 with help · optimal 16');

      // The solve panel beside the board, its answer adopted to the end.
      await app.type('s');
      await app.waitFor('optimal 15 moves');
      await app.type(KEYS.end, KEYS.enter);
      screen = await app.waitFor('new best with help for Knights Exchange: 16 moves');
      expect(screen).toMatch(/★ Solved in 16 moves with help — optimal is 16 · \d+ s/);
      expect(screen).toMatch(/u undo · R play again · q menu/);

      await app.type('q');
      screen = await app.waitFor(/❯\s+(Knights\s+)?Knights Exchange/);
      expect(screen).toContain('best 16 with help');
      await app.type('q');
      expect(await app.exited).toBe(0);
      expect(app.term.buffer.active.type).toBe('normal');
    } finally {
      app.child.kill();
    }
  });
});

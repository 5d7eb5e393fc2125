import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';
import { cli, launch } from './pty.js';

const KEYS = { enter: '\r', right: '\u001B[C', down: '\u001B[B' } as const;

describe('the game in a real terminal', () => {
  it('menu → knights → a move → undo → q q, and the terminal is given back', async () => {
    expect(existsSync(cli), 'dist/cli.js is missing: run npm run build first').toBe(true);
    // Records go to a folder of this test's own, not the player's.
    const app = launch([], { env: { TOBIKOE_HOME: mkdtempSync(join(tmpdir(), 'tobikoe-e2e-')) } });
    try {
      const menu = await app.waitFor('Flip It Star');
      expect(menu).toMatch(/❯ Flip It\s/);

      // Each arrow waits for its redraw, as a person sees each step.
      const knights = catalogue.findIndex((entry) => entry.id === 'knights');
      for (const entry of catalogue.slice(1, knights + 1)) {
        await app.type(KEYS.down);
        await app.waitFor(new RegExp(`^❯.*${entry.title.replace(/[()]/g, '.')}`, 'm'));
      }
      await app.type(KEYS.enter);
      let screen = await app.waitFor('optimal 16');
      expect(screen).toContain('┌───┬───┬───┐');
      expect(screen).toContain('│[●]│ ● │ ● │');
      expect(screen).toContain('│ ○ │ ○ │ ○ │');
      expect(screen).toContain('moves 0 · optimal 16');

      await app.type(KEYS.enter, KEYS.right, KEYS.right, KEYS.down, KEYS.enter);
      screen = await app.waitFor('moves 1 · optimal 16');
      expect(screen).toContain('│   │ ● │ ● │');
      expect(screen).toContain('│   │   │[●]│');

      await app.type('u');
      screen = await app.waitFor('moves 0 · optimal 16');
      expect(screen).toContain('│ ● │ ● │ ● │');

      await app.type('q');
      screen = await app.waitFor(/❯\s+(Knights\s+)?Knights Exchange/);
      expect(screen).toContain('tobikoe play knights');

      await app.type('q');
      expect(await app.exited).toBe(0);
      // The alternate screen is left and the cursor shown again.
      expect(app.term.buffer.active.type).toBe('normal');
      const raw = app.raw();
      expect(raw.lastIndexOf('\u001B[?25h')).toBeGreaterThan(raw.lastIndexOf('\u001B[?25l'));
    } finally {
      app.child.kill();
    }
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';
import { launch } from './pty.js';

/**
 * Keys that arrive together in one read (`tmux send-keys Down Enter`, a
 * paste, fast typing) are applied in order, each to what the one before left.
 */
describe('keys in one read', () => {
  it('Down and Enter in the menu open the entry Down reached', async ({ expect }) => {
    const app = launch([], {
      env: { TOBIKOE_HOME: mkdtempSync(join(tmpdir(), 'tobikoe-ahead-')) },
    });
    try {
      await app.waitFor(`tobikoe play ${catalogue[0].id}`);
      app.child.write('\u001B[B\r');
      const second = catalogue[1];
      const screen = await app.waitFor(/ · \S+\s*$/m);
      expect(screen.split('\n')[0]).toBe(`${second.title} · ${second.id}`);
    } finally {
      app.child.kill();
    }
  });
});

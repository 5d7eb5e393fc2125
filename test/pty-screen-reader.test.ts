import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { launch } from './pty.js';

/**
 * `--screen-reader` in a real terminal (#34 item 11): Ink's screen-reader
 * output, the board read as rows of words, no box drawing, the status line
 * last; a key's answer is read there.
 */
describe('--screen-reader in a terminal', () => {
  it('reads the board as rows of words and the status line last', async ({ expect }) => {
    const app = launch(['play', 'knights', '--screen-reader'], {
      env: { TOBIKOE_HOME: mkdtempSync(join(tmpdir(), 'tobikoe-reader-')) },
    });
    try {
      const first = await app.waitFor('cursor on cell 0: black');
      const lines = first.split('\n').filter((line) => line.trim() !== '');
      expect(lines).toContain('row 1: 0 black, 1 black, 2 black');
      expect(lines).toContain('row 4: 9 white, 10 white, 11 white');
      expect(first).not.toMatch(/[\u2500-\u257f]/);
      expect(lines.at(-1)?.trim()).toBe('cursor on cell 0: black');
      app.child.write('\r');
      const picked = await app.waitFor('it can go to cells 5, 7');
      expect(
        picked
          .split('\n')
          .filter((line) => line.trim() !== '')
          .at(-1)
          ?.trim(),
      ).toBe('cursor on cell 0: black, picked · it can go to cells 5, 7');
      // No colour says anything: the layout asks for none.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: a colour's escape
      expect(app.raw()).not.toMatch(/\u001B\[(?:3[0-7]|9[0-7]|38;)[0-9;]*m/);
    } finally {
      app.child.kill();
    }
  });
});

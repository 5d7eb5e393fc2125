import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import xterm from '@xterm/headless';
import pty from 'node-pty';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';

const { Terminal } = xterm;
const root = fileURLToPath(new URL('..', import.meta.url));
const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

const KEYS = { enter: '\r', right: '\u001B[C', down: '\u001B[B' } as const;

/** The real app in a real pseudo-terminal, read through a headless xterm. */
const launch = (args: readonly string[], columns = 80, rows = 24) => {
  // Ink draws nothing until exit when CI is set.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      (pair): pair is [string, string] => pair[0] !== 'CI' && pair[1] !== undefined,
    ),
  );
  const child = pty.spawn(process.execPath, [cli, ...args], {
    name: 'xterm-256color',
    cols: columns,
    rows,
    cwd: root,
    // Records go to a folder of this test's own, not the player's.
    env: {
      ...env,
      TERM: 'xterm-256color',
      TOBIKOE_HOME: mkdtempSync(join(tmpdir(), 'tobikoe-e2e-')),
    },
  });
  const term = new Terminal({ cols: columns, rows, allowProposedApi: true });
  let raw = '';
  child.onData((data) => {
    raw += data;
    term.write(data);
  });
  const exited = new Promise<number>((resolve) =>
    child.onExit(({ exitCode }) => resolve(exitCode)),
  );
  const screen = async (): Promise<string> => {
    await new Promise<void>((resolve) => term.write('', resolve));
    const buffer = term.buffer.active;
    const lines: string[] = [];
    for (let y = 0; y < rows; y++) {
      lines.push(buffer.getLine(buffer.viewportY + y)?.translateToString(true) ?? '');
    }
    return lines.join('\n');
  };
  const waitFor = async (text: string | RegExp, ms = 8000): Promise<string> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const now = await screen();
      if (typeof text === 'string' ? now.includes(text) : text.test(now)) return now;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${String(text)}:\n${now}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const type = async (...keys: string[]): Promise<void> => {
    for (const key of keys) {
      child.write(key);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  };
  return { child, term, screen, waitFor, type, exited, raw: () => raw };
};

describe('the game in a real terminal', () => {
  it('menu → knights → a move → undo → q q, and the terminal is given back', async () => {
    expect(existsSync(cli), 'dist/cli.js is missing: run npm run build first').toBe(true);
    const app = launch([]);
    try {
      const menu = await app.waitFor('Knights Exchange');
      expect(menu).toContain('Flip It Star');
      expect(menu).toMatch(/❯ Flip It\s/);

      // ink-select-input loses arrows that arrive in one read, so each waits for its redraw.
      for (const entry of catalogue.slice(1)) {
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

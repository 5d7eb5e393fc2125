/**
 * Starting in a tiny window: the size message fits the window (at 10×5 its
 * first line scrolled off), and after growing the window and quitting the
 * shell gets a clean screen back (tmux kept lines of the last frame beside
 * the prompt, because the alternate screen was left uncleared).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readScreen, waitForScreen } from '../scripts/screen-reader.js';
import { cli, launch } from './pty.js';
import { until } from './support.js';

const LEAVE = '\u001B[?1049l';
const CLEAR = '\u001B[2J';
/** Control sequences (CSI, and the two-character ones such as ESC > for the keypad): what is left is text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal escapes
const ESCAPES = /\u001B(\[[?0-9;]*[A-Za-z]|[=>78])/g;
const data = mkdtempSync(join(tmpdir(), 'tobikoe-window-'));
afterAll(() => rmSync(data, { recursive: true, force: true }));

const flat = (screen: string): string => screen.split(/\s+/).join(' ');

describe('a window too small at the start', () => {
  it.each([
    [10, 5],
    [20, 8],
  ])('at %i×%i says the size it needs, then leaves nothing behind', async (columns, rows) => {
    expect(existsSync(cli), 'dist/cli.js is missing: run npm run build first').toBe(true);
    const app = launch(['play', 'knights'], { columns, rows, env: { XDG_DATA_HOME: data } });
    try {
      const small = await app.waitFor(/now \d+×\d+/);
      // The first words of the message are on the screen: nothing scrolled off.
      expect(flat(small)).toMatch(/(make the window at least|need) \d+×\d+/);
      app.child.resize(80, 24);
      app.term.resize(80, 24);
      // The whole grown window, read again.
      const grown = (text: string): Promise<string> =>
        waitForScreen(
          () => readScreen(app.term, 24),
          text,
          40_000,
          (now) => new Error(`timed out waiting for ${text}:\n${now}`),
        );
      await grown('moves 0');
      await app.type('q');
      await grown('q quit');
      await app.type('q');
      expect(await app.exited).toBe(0);
      const raw = app.raw();
      const left = raw.lastIndexOf(LEAVE);
      expect(left).toBeGreaterThan(0);
      // The alternate screen is emptied before it is left, and nothing is drawn after.
      expect(raw.lastIndexOf(CLEAR)).toBeGreaterThan(raw.lastIndexOf('moves 0'));
      expect(raw.lastIndexOf(CLEAR)).toBeLessThan(left);
      expect(raw.slice(left).replace(ESCAPES, '').trim()).toBe('');
    } finally {
      app.child.kill();
    }
  });

  const tmux = spawnSync('tmux', ['-V']).status === 0;
  it.skipIf(!tmux)('in tmux, the prompt after quitting stands on a clean screen', async () => {
    const socket = `tobikoe-test-${process.pid}`;
    const run = (...args: string[]): string =>
      execFileSync('tmux', ['-L', socket, '-f', '/dev/null', ...args], { encoding: 'utf8' });
    const screen = (): string => run('capture-pane', '-p', '-t', 'a');
    const env = Object.entries({ XDG_DATA_HOME: data, TERM: 'xterm-256color' })
      .map(([key, value]) => `${key}=${value}`)
      .join(' ');
    try {
      run(
        'new-session',
        '-d',
        '-x',
        '10',
        '-y',
        '5',
        '-s',
        'a',
        `env -u CI ${env} ${process.execPath} ${cli} play knights; printf 'PROMPT>'; sleep 60`,
      );
      await until(
        () => /\d+×\d+/.test(screen()),
        20_000,
        () => `the size message:\n${screen()}`,
      );
      run('resize-window', '-t', 'a', '-x', '80', '-y', '24');
      await until(
        () => screen().includes('moves 0'),
        20_000,
        () => `the board:\n${screen()}`,
      );
      run('send-keys', '-t', 'a', 'q');
      await until(
        () => screen().includes('q quit'),
        20_000,
        () => `the menu:\n${screen()}`,
      );
      run('send-keys', '-t', 'a', 'q');
      await until(
        () => screen().includes('PROMPT>'),
        20_000,
        () => `the prompt:\n${screen()}`,
      );
      const lines = screen()
        .split('\n')
        .filter((line) => line.trim() !== '');
      expect(lines).toEqual(['PROMPT>']);
    } finally {
      spawnSync('tmux', ['-L', socket, 'kill-server']);
    }
  });
});

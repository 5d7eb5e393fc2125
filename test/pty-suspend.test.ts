/**
 * Ctrl-Z suspends and `fg` brings the app back, as in any careful terminal
 * program. The app runs under a shell with job control (bash, `set -m`), in a
 * pseudo-terminal read through a headless xterm: a process the shell did not
 * start in a job of its own would not be stopped at all (its process group is
 * orphaned, and the kernel drops SIGTSTP for those). While the app is stopped
 * the shell says how it found the terminal (`stty`) and which process it
 * stopped, and waits for Enter before `fg`.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pty from '@lydell/node-pty';
import xterm from '@xterm/headless';
import { describe, it } from 'vitest';
import { readScreen, type Wanted, waitForScreen } from '../scripts/screen-reader.js';
import { cli } from './pty.js';

/**
 * 148: how the shell says a job stopped (128 + SIGTSTP). No loop: bash
 * breaks out of a loop when a job in it stops.
 */
const SCRIPT = `set -m
stops=0
stopped() {
  stops=$((stops + 1))
  printf '\\033[H\\033[2JMODES'; stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo|isig)$' | tr '\\n' ' '; echo
  echo "STOPPED $stops $(jobs -p)"
  read -r _
  fg > /dev/null
  code=$?
}
"$@"
code=$?
[ "$code" = 148 ] && stopped
[ "$code" = 148 ] && stopped
[ "$code" = 148 ] && stopped
echo "EXIT $code"
`;

const launchInShell = (args: readonly string[]) => {
  const home = mkdtempSync(join(tmpdir(), 'tobikoe-suspend-'));
  const script = join(home, 'suspend.sh');
  writeFileSync(script, SCRIPT);
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      (pair): pair is [string, string] => pair[0] !== 'CI' && pair[1] !== undefined,
    ),
  );
  let stops = 0;
  /** The app's process: a test that fails while it is stopped must not leave it stopped. */
  const stopped = new Set<number>();
  const child = pty.spawn(
    'bash',
    ['--norc', '--noprofile', script, process.execPath, cli, ...args],
    {
      name: 'xterm-256color',
      cols: 80,
      rows: 24,
      env: { ...env, TERM: 'xterm-256color', TOBIKOE_HOME: home },
    },
  );
  const term = new xterm.Terminal({ cols: 80, rows: 24, allowProposedApi: true });
  child.onData((data) => term.write(data));
  const exited = new Promise<number>((resolve) =>
    child.onExit(({ exitCode }) => resolve(exitCode)),
  );
  const screen = (): Promise<string> => readScreen(term, 24);
  // A safety net under the test timeout, never an expectation of speed.
  const waitFor = (wanted: Wanted, what = String(wanted)): Promise<string> =>
    waitForScreen(
      screen,
      wanted,
      40_000,
      (now) => new Error(`timed out waiting for ${what}:\n${now}`),
    );
  /** Ctrl-Z (or a SIGTSTP sent by `stop`), then what the shell saw: the terminal's modes and the stopped process's state. */
  const suspend = async (stop: () => void = () => child.write('\u001A')) => {
    stop();
    // The shell counts its stops: an earlier one's lines may still be on the main screen.
    stops++;
    const shown = await waitFor(new RegExp(`STOPPED ${stops} \\d+`), `stop ${stops}`);
    const pid = Number(new RegExp(`STOPPED ${stops} (\\d+)`).exec(shown)?.[1]);
    stopped.add(pid);
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0];
    const modes = /MODES(.*)/.exec(shown)?.[1].trim().split(' ') ?? [];
    return { shown, pid, state, modes };
  };
  /** Enter: the shell's `fg` (SIGCONT, the terminal given back to the app). */
  const resume = (): void => {
    child.write('\r');
  };
  const type = (key: string): void => {
    child.write(key);
  };
  const end = (): void => {
    child.kill();
    for (const pid of stopped) {
      try {
        // Only the app, still stopped (its name is its title): never a process that took its number since.
        if (/^\d+ \(tobikoe\) T /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) {
          process.kill(pid, 'SIGKILL');
        }
      } catch {
        // gone already, as it should be
      }
    }
  };
  return { child, screen, waitFor, suspend, resume, type, exited, end };
};

/** Nothing of the shell's lines left: the app drew its whole screen again. */
const redrawn = (text: string) => (screen: string) =>
  screen.includes(text) && !screen.includes('STOPPED') && !screen.includes('MODES');

/** From the game: q to the menu, q out of the app; the exit status the shell saw. */
const quitFromGame = async (app: ReturnType<typeof launchInShell>): Promise<number> => {
  app.type('q');
  await app.waitFor(redrawn('q quit'), 'the menu');
  app.type('q');
  await app.waitFor('EXIT 0');
  return app.exited;
};

describe.skipIf(!existsSync('/proc/self/stat'))('Ctrl-Z and fg', () => {
  it('in the menu: the terminal is given back in cooked mode and the process stops; fg redraws the menu and q quits with 0', async ({
    expect,
  }) => {
    expect(existsSync(cli), 'dist/cli.js is missing: run npm run build first').toBe(true);
    const app = launchInShell([]);
    try {
      await app.waitFor('q quit');
      const stopped = await app.suspend();
      expect(stopped.state).toBe('T');
      // Cooked: line editing, echo and the signal keys back.
      expect(stopped.modes).toEqual(['isig', 'icanon', 'echo']);
      // The main screen: only the shell's lines.
      expect(stopped.shown).not.toContain('q quit');
      app.resume();
      await app.waitFor(redrawn('q quit'), 'the menu drawn again');
      app.type('q');
      await app.waitFor('EXIT 0');
      expect(await app.exited).toBe(0);
    } finally {
      app.end();
    }
  });

  it('in play, by Ctrl-Z and by kill -TSTP from outside: each time redrawn, the game as it was, and keys work', async ({
    expect,
  }) => {
    const app = launchInShell(['play', 'knights']);
    try {
      await app.waitFor('moves 0');
      const first = await app.suspend();
      expect([first.state, first.modes]).toEqual(['T', ['isig', 'icanon', 'echo']]);
      app.resume();
      await app.waitFor(redrawn('moves 0'), 'the game drawn again');
      app.type('\r');
      await app.waitFor(redrawn('picked up'), 'a key after fg');
      const second = await app.suspend(() => process.kill(first.pid, 'SIGTSTP'));
      expect([second.pid, second.state, second.modes]).toEqual([
        first.pid,
        'T',
        ['isig', 'icanon', 'echo'],
      ]);
      app.resume();
      await app.waitFor(redrawn('picked up'), 'the game drawn again after kill -TSTP');
      expect(await quitFromGame(app)).toBe(0);
    } finally {
      app.end();
    }
  });

  it('mid-search (the watch of a search under way): after fg the search goes on from where it stood', async ({
    expect,
  }) => {
    const app = launchInShell(['watch', 'knights']);
    const nodes = (screen: string): number =>
      Number(/node \d+ · (\d+) in all/.exec(screen)?.[1] ?? Number.NaN);
    try {
      const before = nodes(await app.waitFor(/node \d+ · \d+ in all/));
      const stopped = await app.suspend();
      expect(stopped.state).toBe('T');
      app.resume();
      const after = await app.waitFor(
        (screen) => redrawn('Watch:')(screen) && nodes(screen) > before,
        'the watch going on',
      );
      expect(after).toMatch(/g \d+ \+ h \d+ = f \d+/);
      app.type('\u001B');
      await app.waitFor(redrawn('Esc close'), 'the solve panel');
      app.type('\u001B');
      await app.waitFor(redrawn('q menu'), 'the game');
      expect(await quitFromGame(app)).toBe(0);
    } finally {
      app.end();
    }
  });

  it('in replay: the recording is drawn again where it stood, and q quits with 0', async ({
    expect,
  }) => {
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-suspend-cast-'));
    const cast = join(home, 'two.cast');
    writeFileSync(
      cast,
      `${JSON.stringify({ version: 2, width: 40, height: 5 })}\n${JSON.stringify([0, 'o', 'first line'])}\n${JSON.stringify([0.2, 'o', '\r\nsecond line'])}\n`,
    );
    const app = launchInShell(['replay', cast]);
    try {
      await app.waitFor('paused');
      const stopped = await app.suspend();
      expect([stopped.state, stopped.modes]).toEqual(['T', ['isig', 'icanon', 'echo']]);
      app.resume();
      const back = await app.waitFor(redrawn('second line'), 'the recording drawn again');
      expect(back).toMatch(/^first line\nsecond line\n/);
      app.type('q');
      await app.waitFor('EXIT 0');
      expect(await app.exited).toBe(0);
    } finally {
      app.end();
    }
  });
});

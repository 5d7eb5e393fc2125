import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pty from '@lydell/node-pty';
import { describe, it } from 'vitest';
import { findEntry } from '../source/puzzles/catalogue.js';
import { gamePath, variantKey } from '../source/store/games.js';
import { cli, launch } from './pty.js';
import { until, WAIT_MS } from './support.js';

/**
 * Clean exits in a real pseudo-terminal: Ctrl-C anywhere gives 130, SIGTERM
 * 143, the terminal is given back (alternate screen left, cursor shown, raw
 * mode off so echo is on), no search outlives the app, and the game is on disk.
 */

const KEYS = { enter: '\r', right: '\u001B[C', down: '\u001B[B', end: '\u001B[F', ctrlC: '\u0003' };
const root = fileURLToPath(new URL('..', import.meta.url));
const freshHome = (): string => mkdtempSync(join(tmpdir(), 'tobikoe-exit-'));
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escapes
const ANSI = /\u001B\[[0-9;?]*[A-Za-z]/g;

type App = ReturnType<typeof launch>;

/**
 * What is wrong with the terminal after the app ended, if anything: it must be
 * on the normal screen, the alternate screen left and the cursor shown after
 * the app last hid it, with no stack trace anywhere.
 */
const terminalProblems = async (app: App): Promise<string[]> => {
  // The headless terminal parses what it is given a little later: let it catch up first.
  await app.screen();
  const raw = app.raw();
  const problems: string[] = [];
  if (app.term.buffer.active.type !== 'normal') problems.push('still on the alternate screen');
  if (raw.lastIndexOf('\u001B[?25h') < raw.lastIndexOf('\u001B[?25l'))
    problems.push('cursor hidden');
  if (raw.lastIndexOf('\u001B[?1049l') < raw.lastIndexOf('\u001B[?1049h')) {
    problems.push('alternate screen not left');
  }
  if (/\n\s+at /.test(raw)) problems.push('a stack trace');
  if (app.term.modes.mouseTrackingMode !== 'none') problems.push('mouse reporting left on');
  return problems;
};

/** The first move in knights: the knight on 0 goes to 5. */
const firstMove = async (app: App): Promise<void> => {
  await app.waitFor('moves 0');
  // h j k l are plain characters: keys that arrive together in one read are still each applied.
  await app.type(KEYS.enter, 'l', 'l', 'j', KEYS.enter);
  await app.waitFor('moves 1');
};

const savedSteps = (home: string): unknown => {
  const path = gamePath(home, variantKey(findEntry('knights')!, {}));
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')).steps : undefined;
};

/** `tobikoe play knights` after one move, with its own data folder; `then` goes on from there. */
const afterOneMove = async (then: (app: App) => Promise<void>) => {
  const home = freshHome();
  const app = launch(['play', 'knights'], { env: { TOBIKOE_HOME: home } });
  try {
    await firstMove(app);
    await then(app);
    return { home, app };
  } catch (error) {
    app.child.kill();
    throw error;
  }
};

/** Runs `command` under sh in a pseudo-terminal and collects everything it prints. */
const inShell = (command: string, env: Record<string, string>) => {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      (pair): pair is [string, string] => pair[0] !== 'CI' && pair[1] !== undefined,
    ),
  );
  const child = pty.spawn('/bin/sh', ['-c', command], {
    name: 'xterm-256color',
    cols: 80,
    rows: 24,
    cwd: root,
    env: { ...clean, TERM: 'xterm-256color', ...env },
  });
  let output = '';
  child.onData((data) => {
    output += data;
  });
  const exited = new Promise<number>((resolve) =>
    child.onExit(({ exitCode }) => resolve(exitCode)),
  );
  return { child, output: () => output, exited };
};

/** `stty -a` lists `echo` (not `-echo`) and `icanon` once raw mode is off. */
const cooked = (stty: string): boolean =>
  /(^|\s)echo(\s|$)/m.test(stty) && /(^|\s)icanon(\s|$)/m.test(stty);

/** Runs the module source in $SCRIPT from the sources (through tsx), then reports its exit code and the tty. */
const RUN_SCRIPT = 'node --import tsx --input-type=module -e "$SCRIPT"; echo "exit=$?"; stty -a';

// Each test waits on its own child process, so they run side by side.
describe.concurrent('clean exits', () => {
  it('SIGTERM exits with 143, with a search running, and the game is on disk', async ({
    expect,
  }) => {
    const { home, app } = await afterOneMove(async (app) => {
      // A tip's search is running: it must not keep the process alive.
      await app.type('t');
      app.child.kill('SIGTERM');
    });
    // A search left running would keep the process alive: the test's own timeout is the net.
    expect(await app.exited).toBe(143);
    expect(await terminalProblems(app)).toEqual([]);
    expect(savedSteps(home)).toEqual([[0, 5]]);
  });

  it('Ctrl-C in the menu: 130', async ({ expect }) => {
    const menu = launch([], { env: { TOBIKOE_HOME: freshHome() } });
    try {
      await menu.waitFor('tobikoe play flip-line');
      menu.child.write(KEYS.ctrlC);
      expect(await menu.exited).toBe(130);
      expect(await terminalProblems(menu)).toEqual([]);
    } finally {
      menu.child.kill();
    }
  });

  it('Ctrl-C with a piece picked up: 130, and the game is kept', async ({ expect }) => {
    const { home, app } = await afterOneMove(async (app) => {
      // The knight now on 5 can go to 0 or 6: it is picked up and waits.
      await app.type(KEYS.enter);
      await app.waitFor('cell 5 (black) picked up');
      app.child.write(KEYS.ctrlC);
    });
    expect(await app.exited).toBe(130);
    expect(await terminalProblems(app)).toEqual([]);
    expect(savedSteps(home)).toEqual([[0, 5]]);
  });

  it('Ctrl-C while the answer plays itself: 130, and the game is kept', async ({ expect }) => {
    const { home, app } = await afterOneMove(async (app) => {
      await app.type('s');
      await app.waitFor('optimal 15 moves');
      await app.type(' ');
      await app.waitFor('step 1/15');
      app.child.write(KEYS.ctrlC);
    });
    expect(await app.exited).toBe(130);
    expect(await terminalProblems(app)).toEqual([]);
    expect(savedSteps(home)).toEqual([[0, 5]]);
  });

  it('Ctrl-C while a search runs: exit 130, and stty shows echo', async ({ expect }) => {
    expect(existsSync(cli), 'dist/cli.js is missing: run npm run build first').toBe(true);
    const shell = inShell(
      `node ${JSON.stringify(cli)} play knights; echo "exit=$?"; stty -a; echo done`,
      { TOBIKOE_HOME: freshHome() },
    );
    /**
     * Waits until the output since `from` shows `text`; the deadline is a safety net under
     * the test timeout.
     */
    const waitFor = async (text: string | RegExp, from = 0): Promise<void> => {
      const shows = (): boolean => {
        const output = shell.output().slice(from).replace(ANSI, '');
        return typeof text === 'string' ? output.includes(text) : text.test(output);
      };
      await until(shows, WAIT_MS, () => {
        const tail = shell.output().slice(-1500).replace(ANSI, '');
        return `${String(text)}; the output ends:\n${tail}`;
      });
    };
    try {
      await waitFor('moves 0');
      shell.child.write('s');
      await waitFor('optimal 16 moves');
      // Plain deepening on knights runs for many seconds: it is running when Ctrl-C comes.
      const pressed = shell.output().length;
      shell.child.write('1');
      await waitFor(/depth \d+ +nodes/, pressed);
      await waitFor('Esc cancel', pressed);
      shell.child.write(KEYS.ctrlC);
      await waitFor('exit=');
      await shell.exited;
      const output = shell.output();
      const after = output.slice(output.lastIndexOf('exit='));
      expect(after).toMatch(/^exit=130/);
      expect(cooked(after), after).toBe(true);
      // The alternate screen was left and the cursor shown, after the app last drew.
      expect(output.lastIndexOf('\u001B[?1049l')).toBeGreaterThan(
        output.lastIndexOf('\u001B[?1049h'),
      );
      expect(output.lastIndexOf('\u001B[?25h')).toBeGreaterThan(output.lastIndexOf('\u001B[?25l'));
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      shell.child.kill();
    }
  });

  it('an exception inside the UI, and one outside React: a short message, exit 70, the terminal restored', async ({
    expect,
  }) => {
    // The real app and loader in one process, run twice: first given a search that throws
    // while the play screen mounts (the error boundary ends the app), then a callback that
    // throws once the app is up (the process-wide handler ends the process).
    const script = `
      const { execFileSync } = await import('node:child_process');
      const { runInTerminal } = await import('./source/ui/terminal-run.ts');
      const { appElement } = await import('./source/ui/app.tsx');
      const { findEntry } = await import('./source/puzzles/catalogue.ts');
      const { openEntry } = await import('./source/ui/common/opened.ts');
      const { render } = await import('ink');
      const code = await runInTerminal({
        mount: () => render(appElement({
          display: { color: false, ascii: false },
          initial: openEntry(findEntry('knights')),
          search: {
            solve: () => { throw new Error('a bug in the play screen'); },
            analyze: () => { throw new Error('a bug in the play screen'); },
          },
        }), { exitOnCtrlC: false }),
        stopWorkers: () => undefined,
      });
      const stty = execFileSync('stty', ['-a'], { stdio: ['inherit', 'pipe', 'inherit'] });
      process.stdout.write('first=' + code + '\\n' + stty + 'second\\n');
      await runInTerminal({
        mount: () => {
          const app = render(appElement({ display: { color: false, ascii: false } }), { exitOnCtrlC: false });
          // Thrown once the app is up, outside React: no clock decides whether it is.
          setImmediate(() => { throw new Error('a bug in a timer'); });
          return app;
        },
        stopWorkers: () => undefined,
      });
    `;
    const shell = inShell(RUN_SCRIPT, { TOBIKOE_HOME: freshHome(), SCRIPT: script });
    try {
      await shell.exited;
      const output = shell.output();
      const first = output.slice(0, output.indexOf('second'));
      const second = output.slice(output.indexOf('second'));
      expect(first).toContain(
        'tobikoe: something went wrong and the game had to stop: Error: a bug in the play screen',
      );
      expect(first.slice(first.indexOf('first='))).toMatch(/^first=70/);
      expect(cooked(first.slice(first.indexOf('first='))), first).toBe(true);
      expect(first.lastIndexOf('\u001B[?1049l')).toBeGreaterThan(
        first.lastIndexOf('\u001B[?1049h'),
      );

      expect(second).toContain(
        'tobikoe: something went wrong and the game had to stop: Error: a bug in a timer',
      );
      const after = second.slice(second.lastIndexOf('exit='));
      expect(after).toMatch(/^exit=70/);
      expect(cooked(after), after).toBe(true);
      expect(second.lastIndexOf('\u001B[?1049l')).toBeGreaterThan(
        second.lastIndexOf('\u001B[?1049h'),
      );
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      shell.child.kill();
    }
  });
});

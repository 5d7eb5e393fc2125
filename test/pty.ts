import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pty from '@lydell/node-pty';
import xterm from '@xterm/headless';
import { readScreen, waitForScreen } from '../scripts/screen-reader.js';
import { distForOthers } from './dist-copy.js';

const { Terminal } = xterm;
const root = fileURLToPath(new URL('..', import.meta.url));

/** The built app; the e2e tests check it exists before they launch it. */
export const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

export type LaunchOptions = {
  readonly columns?: number;
  readonly rows?: number;
  /** Added to the child's environment (after CI is taken out and TERM set). */
  readonly env?: Readonly<Record<string, string>>;
  /** Run as this user and group (the test must be root to ask). */
  readonly user?: { readonly uid: number; readonly gid: number };
};

/** The built app in a real pseudo-terminal, read through a headless xterm. */
export const launch = (args: readonly string[], options: LaunchOptions = {}) => {
  const { columns = 80, rows = 24 } = options;
  // Ink draws nothing until exit when CI is set.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      (pair): pair is [string, string] => pair[0] !== 'CI' && pair[1] !== undefined,
    ),
  );
  // Another user runs a copy it can read, from a folder it can enter.
  const others = options.user ? distForOthers() : undefined;
  const child = pty.spawn(process.execPath, [others ? join(others, 'cli.js') : cli, ...args], {
    name: 'xterm-256color',
    cols: columns,
    rows,
    cwd: others ?? root,
    env: { ...env, TERM: 'xterm-256color', ...options.env },
    ...(options.user ?? {}),
  });
  const term = new Terminal({ cols: columns, rows, allowProposedApi: true });
  let raw = '';
  let lastOutput = 0;
  child.onData((data) => {
    raw += data;
    lastOutput = performance.now();
    term.write(data);
  });
  const exited = new Promise<number>((resolve) =>
    child.onExit(({ exitCode }) => resolve(exitCode)),
  );
  const screen = (): Promise<string> => readScreen(term, rows);
  // `ms` is a safety net under the test timeout (60 s), never an expectation of speed.
  const waitFor = (text: string | RegExp, ms = 40_000): Promise<string> =>
    waitForScreen(
      screen,
      text,
      ms,
      (now) => new Error(`timed out waiting for ${String(text)}:\n${now}`),
    );
  const type = async (...keys: string[]): Promise<void> => {
    for (const key of keys) {
      child.write(key);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  };
  /**
   * Resolves once the app has written nothing for `quietMs`: a frame already
   * on its way (a watch paused mid-request draws the node it asked for) has
   * landed. A wait, never a measure of speed.
   */
  const settled = async (quietMs = 500): Promise<void> => {
    lastOutput = performance.now();
    while (performance.now() - lastOutput < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, quietMs / 5));
    }
  };
  return { child, term, screen, waitFor, type, settled, exited, raw: () => raw };
};

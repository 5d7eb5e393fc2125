/**
 * Plays a scene of the built app in a real pseudo-terminal, recorded by the
 * app itself (`tobikoe play … --record FILE.cast`, the recorder every user's
 * recording goes through), driven by a script of waits, keys and pauses. A
 * headless xterm reads the screen so the script can wait for what the app
 * draws. What is particular to the readme is done here, on the recording:
 * it opens on the first drawn screen, and the rows the app never drew on are
 * counted so the picture can be cut to the rest.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pty from '@lydell/node-pty';
import xterm from '@xterm/headless';
import { type Cast, type CastEvent, parseCast } from '../../source/record/cast.js';
import { readScreen, waitForScreen } from '../screen-reader.js';

const { Terminal } = xterm;
const root = fileURLToPath(new URL('../..', import.meta.url));
export const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

export const KEYS = {
  enter: '\r',
  escape: '\u001B',
  right: '\u001B[C',
  down: '\u001B[B',
  left: '\u001B[D',
  up: '\u001B[A',
} as const;

/** One step of a scene: wait until the screen shows text, type keys, or let it run. */
export type Step =
  | { readonly wait: string | RegExp }
  | { readonly keys: readonly string[]; readonly gap?: number }
  | { readonly hold: number };

export type Scene = {
  readonly title: string;
  readonly args: readonly string[];
  readonly steps: readonly Step[];
};

export type Recording = {
  readonly cast: Cast;
  /** Rows of the screen the app ever drew on (at least one). */
  readonly rows: number;
};

/** How long a wait may take before the scene is given up (the app is stuck or the text wrong). */
const WAIT_LIMIT_MS = 60_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The environment of the recorded app: no CI (Ink would draw nothing), no NO_COLOR, its own `home`. */
const appEnv = (home: string): Record<string, string> => {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && name !== 'CI' && name !== 'NO_COLOR') env[name] = value;
  }
  return { ...env, TERM: 'xterm-256color', COLORTERM: '', TOBIKOE_HOME: home };
};

type Term = InstanceType<typeof Terminal>;

/** The rows of the screen that show something, counted from the top to the last one. */
const rowsShown = (term: Term): number => {
  const buffer = term.buffer.active;
  for (let y = term.rows - 1; y >= 0; y--) {
    if ((buffer.getLine(buffer.viewportY + y)?.translateToString(true) ?? '').trim()) return y + 1;
  }
  return 0;
};

/**
 * The recording from its first drawn screen on, at time 0 (what came before,
 * the screen cleared, is folded into that first event, so a picture never
 * opens on an empty terminal), and the rows it ever used.
 */
const fromFirstDrawn = async (cast: Cast): Promise<Recording> => {
  const term = new Terminal({
    cols: cast.header.width,
    rows: cast.header.height,
    allowProposedApi: true,
  });
  let first: number | undefined;
  let used = 1;
  for (const [index, [, , text]] of cast.events.entries()) {
    await new Promise<void>((resolve) => term.write(text, resolve));
    const shown = rowsShown(term);
    used = Math.max(used, shown);
    if (first === undefined && shown > 0) first = index;
  }
  term.dispose();
  const start = first ?? 0;
  const at = cast.events[start]?.[0] ?? 0;
  const opening: CastEvent = [
    0,
    'o',
    cast.events
      .slice(0, start + 1)
      .map((event) => event[2])
      .join(''),
  ];
  const rest = cast.events
    .slice(start + 1)
    .map(([time, kind, text]): CastEvent => [Math.round((time - at) * 1000) / 1000, kind, text]);
  return { cast: { header: cast.header, events: [opening, ...rest] }, rows: used };
};

export const record = async (scene: Scene, columns: number, rows: number): Promise<Recording> => {
  const home = mkdtempSync(join(tmpdir(), 'tobikoe-media-'));
  const file = join(home, 'scene.cast');
  const child = pty.spawn(process.execPath, [cli, ...scene.args, '--record', file], {
    name: 'xterm-256color',
    cols: columns,
    rows,
    cwd: root,
    env: appEnv(home),
  });
  const exited = new Promise<void>((resolve) => child.onExit(() => resolve()));
  const term = new Terminal({ cols: columns, rows, allowProposedApi: true });
  child.onData((data) => term.write(data));
  const waitFor = (text: string | RegExp): Promise<string> =>
    waitForScreen(
      () => readScreen(term, rows),
      text,
      WAIT_LIMIT_MS,
      (shown) => new Error(`${scene.title}: no ${String(text)} on screen:\n${shown}`),
    );
  try {
    for (const step of scene.steps) {
      if ('wait' in step) await waitFor(step.wait);
      else if ('hold' in step) await sleep(step.hold);
      else {
        for (const key of step.keys) {
          child.write(key);
          await sleep(step.gap ?? 150);
        }
      }
    }
    // Ended as a window closed would end it (SIGHUP): the app finishes the recording and goes.
    child.kill();
    await exited;
    const cast = parseCast(readFileSync(file, 'utf8'));
    return await fromFirstDrawn({
      header: { ...cast.header, title: scene.title },
      events: cast.events,
    });
  } finally {
    child.kill();
    await exited;
    rmSync(home, { recursive: true, force: true });
  }
};

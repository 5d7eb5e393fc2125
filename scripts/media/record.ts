/**
 * Records the built app in a real pseudo-terminal as an asciicast (version 2:
 * a header line, then one `[seconds, "o", text]` line per chunk of output),
 * driven by a script of waits, keys and pauses. A headless xterm reads the
 * screen so the script can wait for what the app draws, and measures how many
 * rows the recording ever used (the picture is cut to them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pty from '@lydell/node-pty';
import xterm from '@xterm/headless';
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
  /** The asciicast, one JSON value a line. */
  readonly cast: string;
  /** Seconds from the start to the last step's end. */
  readonly seconds: number;
  /** Rows of the screen the app ever drew on (at least one). */
  readonly rows: number;
};

/** Longest pause kept in a recording (asciinema's idle time limit): waits for a search are cut to it. */
const IDLE_LIMIT_S = 1.5;
/** How long a wait may take before the scene is given up (the app is stuck or the text wrong). */
const WAIT_LIMIT_MS = 60_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The environment of the recorded app: no CI (Ink would draw nothing), no NO_COLOR, its own `home`. */
const appEnv = (home: string): Record<string, string> => {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && name !== 'CI' && name !== 'NO_COLOR') env[name] = value;
  }
  return {
    ...env,
    TERM: 'xterm-256color',
    COLORTERM: '',
    TOBIKOE_HOME: home,
  };
};

type Event = [number, 'o', string];

/** Whether any row of the screen shows something. */
const drawn = (term: InstanceType<typeof Terminal>, rows: number): boolean => {
  const buffer = term.buffer.active;
  for (let y = 0; y < rows; y++) {
    if ((buffer.getLine(buffer.viewportY + y)?.translateToString(true) ?? '').trim()) return true;
  }
  return false;
};

/**
 * The events from the first drawn screen on, at time 0: what came before it
 * (the switch to the alternate screen, the app starting) is folded into that
 * first event, so a picture never opens on an empty terminal.
 */
const startOnDrawn = (events: readonly Event[], first: number): Event[] => {
  const start = events[first]?.[0] ?? 0;
  const opening = events
    .slice(0, first + 1)
    .map((event) => event[2])
    .join('');
  return [
    [0, 'o', opening],
    ...events
      .slice(first + 1)
      .map(([time, kind, text]): Event => [Number((time - start).toFixed(3)), kind, text]),
  ];
};

export const record = async (scene: Scene, columns: number, rows: number): Promise<Recording> => {
  const home = mkdtempSync(join(tmpdir(), 'tobikoe-media-'));
  const child = pty.spawn(process.execPath, [cli, ...scene.args], {
    name: 'xterm-256color',
    cols: columns,
    rows,
    cwd: root,
    env: appEnv(home),
  });
  const exited = new Promise<void>((resolve) => child.onExit(() => resolve()));
  const term = new Terminal({ cols: columns, rows, allowProposedApi: true });
  const started = performance.now();
  const events: Event[] = [];
  // Time as the viewer sees it: real time, with each pause longer than IDLE_LIMIT_S cut to it.
  let shifted = 0;
  let last = 0;
  const now = (): number => {
    const real = (performance.now() - started) / 1000 - shifted;
    if (real - last > IDLE_LIMIT_S) shifted += real - last - IDLE_LIMIT_S;
    last = (performance.now() - started) / 1000 - shifted;
    return last;
  };
  let used = 1;
  const usedRows = (): number => {
    const buffer = term.buffer.active;
    for (let y = rows - 1; y >= 0; y--) {
      if ((buffer.getLine(buffer.viewportY + y)?.translateToString(true) ?? '').trim())
        return y + 1;
    }
    return 1;
  };
  // The first event after which the screen shows anything: the picture starts there.
  let firstDrawn: number | undefined;
  child.onData((data) => {
    const index = events.push([Number(now().toFixed(3)), 'o', data]) - 1;
    term.write(data, () => {
      used = Math.max(used, usedRows());
      if (firstDrawn === undefined && drawn(term, rows)) firstDrawn = index;
    });
  });
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
    await new Promise<void>((resolve) => term.write('', resolve));
    // The last frame is held until the scene's end.
    events.push([Number(now().toFixed(3)), 'o', '']);
    const opening = startOnDrawn(events, firstDrawn ?? events.length - 1);
    const header = { version: 2, width: columns, height: rows, title: scene.title };
    const cast = [header, ...opening].map((line) => JSON.stringify(line)).join('\n');
    return { cast: `${cast}\n`, seconds: opening.at(-1)?.[0] ?? 0, rows: used };
  } finally {
    child.kill();
    await exited;
    rmSync(home, { recursive: true, force: true });
  }
};

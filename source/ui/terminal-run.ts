import { constants } from 'node:os';
import { words } from '../words/words.js';
import { crashText } from './common/error-boundary.js';
import { exitCodeOf } from './common/exit.js';

/**
 * Mouse reporting off (every mode a terminal may have been left in: clicks,
 * drags, any motion, SGR and urxvt coordinates), the cursor shown, the
 * alternate screen left. Safe to write more than once.
 */
const RESTORE =
  '\u001B[?1000l\u001B[?1002l\u001B[?1003l\u001B[?1006l\u001B[?1015l\u001B[?25h\u001B[?1049l';
const ENTER = '\u001B[?1049h\u001B[H';
/** Clicks and the wheel reported, in SGR's form (any column, press and release told apart). */
const MOUSE_ON = '\u001B[?1000h\u001B[?1006h';
/**
 * Cleared before it is left: a terminal resized while on the alternate screen
 * (tmux) keeps the alternate screen's rows past the normal screen's old height
 * when it gives the normal screen back, and the last frame's lines stood
 * beside the shell's prompt. Only while on it: cleared after, it would wipe
 * the player's own screen.
 */
const CLEAR = '\u001B[2J\u001B[H';
let onAlternateScreen = false;

/** The exit code for a bug: EX_SOFTWARE, as the headless commands use. */
export const CRASHED = 70;

/** The part of an Ink instance this needs. */
export type Mounted = {
  waitUntilExit(): Promise<unknown>;
  unmount(): void;
};

export type TerminalRun = {
  /** Renders the app (Ink's `render`); called once the screen is ready. */
  readonly mount: () => Mounted;
  /** Stops every search worker; called on every way out. */
  readonly stopWorkers: () => void;
  /** Waits, briefly, for the stopped workers to be gone. */
  readonly workersGone?: () => Promise<void>;
  /** Mouse reporting on while the app runs (off on every way out). */
  readonly mouse?: boolean;
  /**
   * A recording of the screen: closed on every way out, before the terminal is
   * given back (so the recording ends on the app's last frame), and waited for.
   */
  readonly recorder?: { close(): Promise<void> };
};

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
type Signal = (typeof SIGNALS)[number];

/** The shell's convention: 128 + the signal's number (SIGINT 130, SIGTERM 143, SIGHUP 129). */
const signalCode = (signal: Signal): number => 128 + constants.signals[signal];

const write = (stream: NodeJS.WriteStream, text: string): void => {
  try {
    stream.write(text);
  } catch {
    // The terminal may be gone (SIGHUP); there is no one left to tell.
  }
};

/** Raw mode off (echo and line editing back), the mouse left to the terminal, the cursor shown, the alternate screen left. */
export const restoreTerminal = (): void => {
  try {
    if (process.stdin.isTTY) process.stdin.setRawMode(false);
  } catch {
    // stdin already closed
  }
  write(process.stdout, onAlternateScreen ? CLEAR + RESTORE : RESTORE);
  onAlternateScreen = false;
};

const crashMessage = (error: unknown): string =>
  `${words().common.crashed(crashText(error))}\n${words().common.crashedSaved}\n`;

/**
 * Runs the app in the alternate screen (with mouse reporting when asked) and always gives the terminal back as
 * it was, however the app ends: `q` (0), Ctrl-C (130), SIGTERM (143), SIGHUP
 * (129), SIGINT (130), an exception in the UI or anywhere else in the process
 * (70, with one short line instead of a stack trace). The game itself is saved
 * as each change is committed, so nothing is left to save here. Signals and
 * process-wide errors end the process at once; otherwise the exit code is returned.
 */
export const runInTerminal = async ({
  mount,
  stopWorkers,
  workersGone,
  mouse = false,
  recorder,
}: TerminalRun): Promise<number> => {
  let instance: Mounted | undefined;
  let ended = false;

  const endNow = (code: number, message?: string): void => {
    if (!ended) {
      ended = true;
      try {
        instance?.unmount();
      } catch {
        // a broken tree may not unmount cleanly; the terminal is restored below all the same
      }
      stopWorkers();
      const closing = recorder?.close();
      restoreTerminal();
      if (message) write(process.stderr, message);
      if (closing) {
        // What was recorded is written out before the process ends.
        void closing.finally(() => process.exit(code));
        return;
      }
    }
    process.exit(code);
  };
  const onSignal = (signal: Signal): void => endNow(signalCode(signal));
  const onError = (error: unknown): void => endNow(CRASHED, crashMessage(error));

  for (const signal of SIGNALS) process.on(signal, onSignal);
  process.on('uncaughtException', onError);
  process.on('unhandledRejection', onError);
  process.on('exit', restoreTerminal);

  let code = 0;
  let crash: unknown;
  write(process.stdout, mouse ? ENTER + MOUSE_ON : ENTER);
  onAlternateScreen = true;
  try {
    // Raw mode before the first frame: Ink turns it on only once its input
    // hook has mounted, and a key typed in between would be echoed onto the
    // screen and, in line mode, lost (Enter arrives as a newline).
    if (process.stdin.isTTY) process.stdin.setRawMode(true);
    instance = mount();
    code = exitCodeOf(await instance.waitUntilExit());
  } catch (error) {
    // The error boundary caught an exception while drawing and ended the app with it.
    crash = error;
    code = CRASHED;
  } finally {
    ended = true;
    stopWorkers();
    const closing = recorder?.close();
    restoreTerminal();
    await closing;
    if (crash !== undefined) write(process.stderr, crashMessage(crash));
    for (const signal of SIGNALS) process.off(signal, onSignal);
    process.off('uncaughtException', onError);
    process.off('unhandledRejection', onError);
    process.off('exit', restoreTerminal);
  }
  await workersGone?.();
  return code;
};

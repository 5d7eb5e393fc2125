import { words } from '../words/words.js';
import { crashText } from './common/error-boundary.js';
import { ENDING_SIGNALS, type EndingSignal, exitCodeOf, signalCode } from './common/exit.js';
import { holdTerminal } from './suspend.js';
import {
  ALTERNATE_SCREEN_OFF,
  ALTERNATE_SCREEN_ON,
  LEAVE_ALTERNATE_SCREEN,
  MODES_RESET,
} from './terminal-modes.js';

const ENTER = `${ALTERNATE_SCREEN_ON}\u001B[H`;
/** Clicks and the wheel reported, in SGR's form (any column, press and release told apart). */
const MOUSE_ON = '\u001B[?1000h\u001B[?1006h';
/** Taken back after a stop: the alternate screen blank, the cursor hidden again (Ink hides it once only). */
const RETAKE = '\u001B[2J\u001B[H\u001B[?25l';
let onAlternateScreen = false;

/** The exit code for a bug: EX_SOFTWARE, as the headless commands use. */
export const CRASHED = 70;

/** The part of an Ink instance this needs. */
export type Mounted = {
  waitUntilExit(): Promise<unknown>;
  unmount(): void;
};

export type TerminalRun = {
  /** Renders the app (Ink's `render`); called once the screen is ready, with the frame on it if one was drawn before the app loaded. */
  readonly mount: (onScreen: string | undefined) => Mounted;
  /** A frame drawn before the app loaded holds the terminal: taken over here. */
  readonly early?: { readonly takeOver: () => string | undefined };
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

const write = (stream: NodeJS.WriteStream, text: string): void => {
  try {
    stream.write(text);
  } catch {
    // The terminal may be gone (SIGHUP); there is no one left to tell.
  }
};

/**
 * Raw mode off (echo and line editing back), the alternate screen left and
 * every mode reset (see MODES_RESET): mouse reports, the cursor, insert mode,
 * the keypad, autowrap, the scroll region. Safe to call more than once.
 */
export const restoreTerminal = (): void => {
  try {
    if (process.stdin.isTTY) process.stdin.setRawMode(false);
  } catch {
    // stdin already closed
  }
  write(
    process.stdout,
    onAlternateScreen ? LEAVE_ALTERNATE_SCREEN : ALTERNATE_SCREEN_OFF + MODES_RESET,
  );
  onAlternateScreen = false;
};

/** The terminal taken again after a stop (Ctrl-Z, then `fg`): raw mode, the alternate screen, the mouse if it was on. */
const retakeTerminal = (mouse: boolean, redraw: () => void): void => {
  try {
    if (process.stdin.isTTY) process.stdin.setRawMode(true);
  } catch {
    // stdin already closed
  }
  write(process.stdout, ENTER + RETAKE + (mouse ? MOUSE_ON : ''));
  onAlternateScreen = true;
  if (!process.stdout.isTTY) {
    redraw();
    return;
  }
  // The window may have been resized while stopped: Node reads the size again
  // on SIGWINCH, and its listener (added first) has said 'resize', if the size
  // changed, before this one hears it.
  process.once('SIGWINCH', redraw);
  process.kill(process.pid, 'SIGWINCH');
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
  early,
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
  const onSignal = (signal: EndingSignal): void => endNow(signalCode(signal));
  const onError = (error: unknown): void => endNow(CRASHED, crashMessage(error));

  for (const signal of ENDING_SIGNALS) process.on(signal, onSignal);
  const letGo = holdTerminal({
    release: restoreTerminal,
    retake: (redraw) => retakeTerminal(mouse, redraw),
  });
  process.on('uncaughtException', onError);
  process.on('unhandledRejection', onError);
  process.on('exit', restoreTerminal);

  let code = 0;
  let crash: unknown;
  // A frame drawn before the app loaded is on the alternate screen already, the cursor where it ended.
  const onScreen = early?.takeOver();
  write(process.stdout, (onScreen === undefined ? ENTER : '') + (mouse ? MOUSE_ON : ''));
  onAlternateScreen = true;
  try {
    // Raw mode before the first frame: Ink turns it on only once its input
    // hook has mounted, and a key typed in between would be echoed onto the
    // screen and, in line mode, lost (Enter arrives as a newline).
    if (process.stdin.isTTY) process.stdin.setRawMode(true);
    instance = mount(onScreen);
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
    for (const signal of ENDING_SIGNALS) process.off(signal, onSignal);
    letGo();
    process.off('uncaughtException', onError);
    process.off('unhandledRejection', onError);
    process.off('exit', restoreTerminal);
  }
  await workersGone?.();
  return code;
};

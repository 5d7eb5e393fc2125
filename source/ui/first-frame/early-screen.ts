import type { ProbeAnswer } from '../ambiguous-probe.js';
import { ENDING_SIGNALS, type EndingSignal, signalCode } from '../common/exit.js';
import { holdTerminal } from '../suspend.js';
import { ALTERNATE_SCREEN_ON, LEAVE_ALTERNATE_SCREEN } from '../terminal-modes.js';
import type { FrameStart } from './frame-start.js';

/**
 * The screen between the first module and the app, for a start whose first
 * frame is kept: the frame an earlier start kept, if one was, drawn before
 * Ink is loaded, and the terminal held meanwhile as the app holds it (raw
 * mode, so a key typed waits unread and unechoed for the app; the alternate
 * screen; Ctrl-Z and the ending signals give it back) until the app takes it
 * over.
 */
export type EarlyScreen = {
  readonly start: FrameStart;
  /** What the terminal said when asked, before the frame, how wide it draws ambiguous signs. */
  readonly probed: ProbeAnswer | undefined;
  /**
   * The app takes the terminal over: the early hold and handlers go (the app
   * sets its own). Returns the frame on the alternate screen, the cursor where
   * it ended, if one is.
   */
  readonly takeOver: () => string | undefined;
  /** Gives the terminal back while the early frame holds it (a start that ends, or must ask the terminal, before the app). */
  readonly release: () => void;
};

const ENTER = `${ALTERNATE_SCREEN_ON}\u001B[H`;

const write = (text: string): void => {
  try {
    process.stdout.write(text);
  } catch {
    // the terminal is gone
  }
};

const rawMode = (on: boolean): void => {
  try {
    process.stdin.setRawMode(on);
  } catch {
    // stdin already closed
  }
};

/** The terminal as the shell had it: cooked mode, the main screen, every mode reset. */
const giveBack = (): void => {
  rawMode(false);
  write(LEAVE_ALTERNATE_SCREEN);
};

/** A kept start with nothing drawn: the key, for the app to keep its first frame under. */
export const nothingDrawn = (start: FrameStart, probed?: ProbeAnswer): EarlyScreen => ({
  start,
  probed,
  takeOver: () => undefined,
  release: () => undefined,
});

/** Takes the terminal (raw mode first: a key typed from here on waits unechoed) and draws `frame` on the alternate screen. */
export const drawEarly = (start: FrameStart, frame: string, probed?: ProbeAnswer): EarlyScreen => {
  rawMode(true);
  write(ENTER + frame);
  let held = true;
  const onSignal = (signal: EndingSignal): void => {
    release();
    process.exit(signalCode(signal));
  };
  const letGo = holdTerminal({
    release: giveBack,
    retake: (redraw) => {
      rawMode(true);
      write(ENTER + frame);
      redraw();
    },
  });
  const stopHolding = (): boolean => {
    if (!held) return false;
    held = false;
    for (const signal of ENDING_SIGNALS) process.off(signal, onSignal);
    letGo();
    process.off('exit', release);
    return true;
  };
  const release = (): void => {
    if (stopHolding()) giveBack();
  };
  for (const signal of ENDING_SIGNALS) process.on(signal, onSignal);
  process.on('exit', release);
  return {
    start,
    probed,
    takeOver: () => (stopHolding() ? frame : undefined),
    release,
  };
};

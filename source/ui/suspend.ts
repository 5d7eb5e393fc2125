/**
 * Ctrl-Z and SIGTSTP. In raw mode the terminal sends no signal for Ctrl-Z
 * (ISIG is off): the key reaches the app as a byte, and stopping is the app's
 * own job. Whoever holds the terminal (the app, `replay`, the width probe)
 * says how to give it back and take it again; Ctrl-Z read as a key and a
 * SIGTSTP sent from outside (`kill -TSTP`) take the same path: the terminal
 * given back, the process stopped by SIGTSTP's default action, and once
 * continued (SIGCONT, as the shell's `fg` sends it) the terminal taken back
 * and the screen drawn again. Search workers are threads of this process:
 * they stop and go on with it.
 */

export type TerminalHold = {
  /** The terminal as a shell wants it: cooked mode, mouse off, main screen, cursor shown. */
  readonly release: () => void;
  /**
   * The terminal taken back (raw mode, mouse, alternate screen); `redraw` is
   * called once the size it has now is known, to draw the screen again at it.
   */
  readonly retake: (redraw: () => void) => void;
};

/** Holders, the latest on top (the width probe runs before the app holds the terminal). */
const holds: TerminalHold[] = [];

const onStopSignal = (): void => suspend();

/** Windows has no job control: no SIGTSTP to hear or send. */
const jobControl = process.platform !== 'win32';

const resumed = new Set<() => void>();

/**
 * Gives the terminal back, stops the process, and takes the terminal back
 * once it is continued. With no one holding a terminal (the app drawn for a
 * test, say), Ctrl-Z is no key at all.
 */
export const suspend = (): void => {
  const hold = holds.at(-1);
  if (!jobControl || !hold) return;
  try {
    hold.release();
  } catch {
    // a terminal already gone: stopping is still right
  }
  // With no listener, SIGTSTP's default action stops the process: the signal
  // is taken as `kill` returns, so the line after it runs once continued.
  process.off('SIGTSTP', onStopSignal);
  try {
    process.kill(process.pid, 'SIGTSTP');
  } finally {
    if (holds.length > 0) process.on('SIGTSTP', onStopSignal);
    hold.retake(() => {
      for (const listener of [...resumed]) listener();
    });
  }
};

/** Holds the terminal until the returned function is called; SIGTSTP is heard while any hold is kept. */
export const holdTerminal = (hold: TerminalHold): (() => void) => {
  holds.push(hold);
  if (holds.length === 1 && jobControl) process.on('SIGTSTP', onStopSignal);
  return () => {
    const at = holds.lastIndexOf(hold);
    if (at >= 0) holds.splice(at, 1);
    if (holds.length === 0) process.off('SIGTSTP', onStopSignal);
  };
};

/** Hears each time the process goes on after a stop (after the hold has taken the terminal back): the app draws its last frame again. */
export const onResume = (listener: () => void): (() => void) => {
  resumed.add(listener);
  return () => resumed.delete(listener);
};

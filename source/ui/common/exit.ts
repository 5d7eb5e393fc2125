import { constants } from 'node:os';

/** How the app ended, as `useApp().exit(result)` hands it to the loader. */
export type ExitResult = { readonly exitCode: number };

/** Ctrl-C: the shell's usual 128 + SIGINT. */
export const INTERRUPTED: ExitResult = { exitCode: 130 };

/** The exit code for what `waitUntilExit()` resolved with: 0 unless the app said otherwise. */
export const exitCodeOf = (result: unknown): number => {
  if (typeof result === 'object' && result !== null && 'exitCode' in result) {
    const { exitCode } = result;
    if (typeof exitCode === 'number' && Number.isInteger(exitCode)) return exitCode;
  }
  return 0;
};

/** The signals that end the app, the terminal given back first. */
export const ENDING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
export type EndingSignal = (typeof ENDING_SIGNALS)[number];

/** The shell's convention: 128 + the signal's number (SIGINT 130, SIGTERM 143, SIGHUP 129). */
export const signalCode = (signal: EndingSignal): number => 128 + constants.signals[signal];

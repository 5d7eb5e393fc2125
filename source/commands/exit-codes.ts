import { oneLine } from '../util/quote.js';

/**
 * What tobikoe's exit status means, one number each (docs/exit-codes.md is
 * the table people read). 74 and 70 are sysexits' EX_IOERR and EX_SOFTWARE,
 * so a script never reads them as "no solution" or "bad input".
 */
export const EXIT = {
  done: 0,
  noSolution: 1,
  badInput: 2,
  stoppedAtLimit: 3,
  internalError: 70,
  outputFailed: 74,
  interrupted: 130,
} as const;

/** Says what went wrong in one line on stderr and returns the exit code to end with. */
export const fail = (message: string, code: number): number => {
  process.stderr.write(`tobikoe: ${oneLine(message)}\n`);
  return code;
};

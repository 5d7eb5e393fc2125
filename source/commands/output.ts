import { fstatSync, readFileSync, statSync } from 'node:fs';
import { displayText } from '../text/ascii-signs.js';
import { words } from '../words/words.js';
import { EXIT } from './exit-codes.js';

/** Why stdout could not be written, in a few words. */
const writeProblem = (error: NodeJS.ErrnoException): string => {
  const say = words().commands.failure;
  switch (error.code) {
    case 'ENOSPC':
      return say.noSpace;
    case 'EDQUOT':
      return say.quota;
    case 'EBADF':
      return say.stdoutClosed;
    case 'EIO':
      return say.ioError;
    default:
      return error.code ?? say.unknownError;
  }
};

/** Set by `guardOutput` when stdout was closed before tobikoe started. */
let stdoutClosed = false;
let failed = false;
/** Set when the reader of stdout went away (EPIPE): nothing printed from then on is read. */
let readerGone = false;

/** One line on stderr (when stderr still takes it) and exit 74: what the run printed is lost. */
const outputFailed = (why: string): never => {
  if (!failed) {
    failed = true;
    process.stderr.write(`${words().commands.failure.cannotWrite(why)}\n`);
  }
  process.exit(EXIT.outputFailed);
};

/**
 * Whether stdout was closed when tobikoe started (`tobikoe … >&-`). Node puts
 * /dev/null, opened for reading and writing, in place of a closed stdout, so
 * writes succeed and the output vanishes; a shell's `>/dev/null` opens it for
 * writing only. Linux shows how a file was opened in /proc; elsewhere this
 * cannot be told and the output goes where Node sent it.
 */
const closedAtStart = (): boolean => {
  if (process.platform !== 'linux') return false;
  try {
    const out = fstatSync(1);
    if (!out.isCharacterDevice() || out.rdev !== statSync('/dev/null').rdev) return false;
    const flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync('/proc/self/fdinfo/1', 'utf8'));
    const O_ACCMODE = 3;
    const O_RDWR = 2;
    return flags !== null && (Number.parseInt(flags[1], 8) & O_ACCMODE) === O_RDWR;
  } catch {
    return false;
  }
};

/**
 * How the process meets output it cannot write (the executable calls this
 * once, before any command runs):
 * - stdout full, closed or failing: one line on stderr, exit 74;
 * - a reader that stopped reading (`… | head`, EPIPE): the rest of the output
 *   is dropped and the exit code is the run's own, never 0 for a failure;
 * - stderr full or closed: nothing more can be said there, so nothing is, and
 *   the exit code still tells (no stack trace written into it).
 * Writes fail asynchronously, so a failure can be met after the command has
 * returned its code.
 */
export const guardOutput = (): void => {
  process.stderr.on('error', () => {});
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') readerGone = true;
    else outputFailed(writeProblem(error));
  });
  stdoutClosed = closedAtStart();
};

/**
 * Whether stdout's reader has gone (`… | head -1`): a command with more to
 * print can stop working for nobody. Write failures are reported a turn of the
 * event loop after the write, so a command asks after yielding to it.
 */
export const outputUnread = (): boolean => readerGone;

let asciiOnly = false;
/**
 * With `--ascii` (and no `--json`: a JSON value is data, written as it is),
 * every line printed spells its signs in plain ASCII as the screens do
 * (`2×3` as `2x3`), whatever part of the program wrote it.
 */
export const printInAscii = (on: boolean): void => {
  asciiOnly = on;
};

/** Writes text on stdout, the one way every command prints. */
export const printText = (text: string): void => {
  if (stdoutClosed) outputFailed(words().commands.failure.stdoutClosed);
  process.stdout.write(displayText(text, asciiOnly));
};

/** Writes one line on stdout. */
export const printLine = (line: string): void => printText(`${line}\n`);

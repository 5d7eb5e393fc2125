import { readFileSync } from 'node:fs';
import { InputError } from '../puzzles/types.js';
import { helpText } from './help.js';
import { parseCommandLine } from './parse.js';
import { namedFromFlags } from './puzzle-from-flags.js';

/**
 * The exit code when stdout cannot be written (a full disk, a closed file):
 * EX_IOERR, so a script never reads it as "no solution" (1) or bad input (2).
 */
export const OUTPUT_FAILED = 74;

/** Why stdout could not be written, in a few words. */
const writeProblem = (error: NodeJS.ErrnoException): string => {
  switch (error.code) {
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EDQUOT':
      return 'the disk quota is used up';
    case 'EBADF':
      return 'stdout is closed';
    case 'EIO':
      return 'an input/output error';
    default:
      return error.code ?? 'unknown error';
  }
};

/**
 * What happens when writing stdout fails: a reader that stops early
 * (`tobikoe solve … | head`, EPIPE) is not an error, exit 0; anything else is
 * one line on stderr and exit 74. Writes fail asynchronously, so this runs
 * after the command has returned.
 */
export const onOutputError = (error: NodeJS.ErrnoException): never => {
  if (error.code === 'EPIPE') process.exit(0);
  try {
    process.stderr.write(`tobikoe: cannot write the output: ${writeProblem(error)}\n`);
  } finally {
    process.exit(OUTPUT_FAILED);
  }
};

const fail = (message: string, code: number): number => {
  process.stderr.write(`tobikoe: ${message}\n`);
  return code;
};

/** The version in package.json, beside dist/ (or two folders up from the sources). */
const version = (): string => {
  for (const path of ['../package.json', '../../package.json']) {
    try {
      const found = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (found.name === 'tobikoe' && typeof found.version === 'string') return found.version;
    } catch {
      // not here
    }
  }
  return 'unknown';
};

/**
 * Runs one command line; returns the exit code. Ink, React and the searches
 * are loaded only by the commands that need them, so `--help` stays quick.
 */
export const main = async (argv: readonly string[]): Promise<number> => {
  try {
    const line = parseCommandLine(argv);
    switch (line.command) {
      case 'help':
        process.stdout.write(helpText());
        return 0;
      case 'version':
        process.stdout.write(`${version()}\n`);
        return 0;
      case 'play': {
        const named =
          line.target === undefined ? undefined : namedFromFlags(line.target, line.puzzleFlags);
        const { startUi } = await import('../ui/start.js');
        return await startUi(named, line.flags.ascii === true);
      }
      default: {
        const named =
          line.target === undefined ? undefined : namedFromFlags(line.target, line.puzzleFlags);
        const { runHeadless } = await import('../commands/run.js');
        return await runHeadless(line.command, named, line.flags);
      }
    }
  } catch (error) {
    if (error instanceof InputError) return fail(error.message, 2);
    const message = error instanceof Error ? error.message : String(error);
    return fail(`internal error: ${message}`, 70);
  }
};

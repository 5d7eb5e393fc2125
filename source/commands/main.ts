import meow from 'meow';
import { helpText } from './help.js';
import { runCommand } from './run.js';

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

const readCommandLine = (argv: readonly string[]) =>
  meow(helpText, {
    importMeta: import.meta,
    argv: [...argv],
    // Help and version are written here, through stdout's error handling, not console.log (which ignores failures).
    autoHelp: false,
    autoVersion: false,
    allowUnknownFlags: true,
    flags: {
      start: { type: 'string' },
      goal: { type: 'string' },
      n: { type: 'number' },
      hole: { type: 'number' },
      anywhere: { type: 'boolean' },
      algo: { type: 'string' },
      all: { type: 'boolean' },
      json: { type: 'boolean' },
      ascii: { type: 'boolean' },
      limitNodes: { type: 'string' },
      limitS: { type: 'string' },
    },
  });

/** Runs one command line (without `node` and the script); returns the exit code. */
export const main = async (argv: readonly string[]): Promise<number> => {
  let cli: ReturnType<typeof readCommandLine>;
  try {
    cli = readCommandLine(argv);
  } catch (error) {
    // meow throws for flags it cannot read (e.g. a flag given twice).
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`tobikoe: ${message.replace(/\.$/, '')}\n`);
    return 2;
  }
  const printHelp = (): number => {
    process.stdout.write(`${cli.help}\n`);
    return 0;
  };
  if (argv.length === 1 && cli.flags.help === true) return printHelp();
  if (argv.length === 1 && cli.flags.version === true) {
    process.stdout.write(`${cli.pkg.version ?? ''}\n`);
    return 0;
  }
  return runCommand(cli.input, cli.flags, cli.unnormalizedFlags, printHelp);
};

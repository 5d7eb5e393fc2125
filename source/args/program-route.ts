import type { CommandName } from '../commands/specs.js';

/**
 * The commands that never draw a screen of their own, each run by the
 * headless program (see `headless-main.ts`); the rest are `SCREEN_COMMANDS`.
 */
export const HEADLESS_COMMANDS = [
  'list',
  'solve',
  'analyze',
  'new',
  'daily',
  'records',
  'review',
  'bounds',
  'completion',
] as const satisfies readonly CommandName[];

/** The commands that draw (`play`, `watch`) or play a recording back (`replay`). */
export const SCREEN_COMMANDS = [
  'play',
  'watch',
  'replay',
] as const satisfies readonly CommandName[];

/** The words besides the commands that begin a headless line: the help (`help solve` too) and the version. */
const HEADLESS_REQUESTS = ['help', '--help', '--version'];

const headless: ReadonlySet<string> = new Set<string>([...HEADLESS_COMMANDS, ...HEADLESS_REQUESTS]);

/**
 * A line the headless program runs: its first word a headless command,
 * `help`, `--help` or `--version`. Anything else (no command, a flag
 * first, a screen) goes to the whole program, which runs every line.
 */
export const runsHeadless = (argv: readonly string[]): boolean =>
  argv.length > 0 && headless.has(argv[0]);

/**
 * What the headless program's code is kept for: the command (or the help
 * or version asked first), and whether the line asks for its help or the
 * version instead: each compiles its own part of the program.
 */
export const headlessCommandOf = (argv: readonly string[]): string => {
  const command = argv[0].replace(/^--/, '');
  const flags = argv.slice(0, argv.includes('--') ? argv.indexOf('--') : argv.length);
  const asks = ['--help', '--version'].find((flag) => flags.slice(1).includes(flag));
  return asks === undefined ? command : `${command}-${asks.slice(2)}`;
};

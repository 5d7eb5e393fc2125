import type { Flags } from '../args/flags.js';
import { InputError } from '../puzzles/types.js';
import { Unsolvable } from '../search/solve.js';
import { SearchCancelled } from '../search/types.js';
import { StoppedAtLimit } from './limits.js';

const knownFlags = new Set([
  'start',
  'goal',
  'n',
  'hole',
  'anywhere',
  'algo',
  'all',
  'json',
  'ascii',
  'limit-nodes',
  'limitNodes',
  'limit-s',
  'limitS',
  'help',
  'version',
]);

/** A search stopped at a limit (given, or the positions breadth-first search may keep). */
const STOPPED_AT_LIMIT = 3;

const fail = (message: string, code: number): number => {
  process.stderr.write(`tobikoe: ${message}\n`);
  return code;
};

/** Runs one command line; returns the exit code. Never lets a stack trace out. */
export const runCommand = async (
  input: readonly string[],
  flags: Flags,
  rawFlags: Readonly<Record<string, unknown>>,
  printHelp: () => number,
): Promise<number> => {
  try {
    const unknown = Object.keys(rawFlags).filter((name) => !knownFlags.has(name));
    if (unknown.length > 0) {
      throw new InputError(`unknown option --${unknown[0]} (tobikoe --help lists them)`);
    }
    const [command, id, ...rest] = input;
    if (rest.length > 0) throw new InputError(`unexpected argument '${rest[0]}'`);
    switch (command) {
      case undefined:
      case 'play': {
        // The game loads Ink and React only here, so --help and the headless commands stay quick.
        const { startUi } = await import('../ui/start.js');
        return await startUi(id, flags);
      }
      case 'list': {
        if (id) throw new InputError(`unexpected argument '${id}'`);
        const { listCommand } = await import('./list.js');
        return listCommand(flags);
      }
      case 'solve': {
        const { solveCommand } = await import('./solve.js');
        return solveCommand(id, flags);
      }
      case 'analyze': {
        const { analyzeCommand } = await import('./analyze.js');
        return analyzeCommand(id, flags);
      }
      case 'help':
        return printHelp();
      default:
        throw new InputError(`unknown command '${command}'; use play, list, solve or analyze`);
    }
  } catch (error) {
    if (error instanceof InputError) return fail(error.message, 2);
    if (error instanceof StoppedAtLimit) return fail(error.message, STOPPED_AT_LIMIT);
    if (error instanceof Unsolvable) return fail(`no solution: ${error.message}`, 1);
    if (error instanceof SearchCancelled) return fail('cancelled', 130);
    const message = error instanceof Error ? error.message : String(error);
    return fail(`internal error: ${message}`, 70);
  }
};

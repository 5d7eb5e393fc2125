import type { Named } from '../puzzles/codes.js';
import { InputError, type OptionValue, type Puzzle } from '../puzzles/puzzle.js';
import { takeFolderNotices } from '../store/folders.js';
import { installDataFolderTables } from '../store/tables.js';
import { oneLine } from '../util/quote.js';
import { fail } from './exit-codes.js';
import { failureOf } from './failure.js';
import type { CommandName, FlagValues } from './specs.js';

const made = (named: Named | undefined): Puzzle => {
  if (!named) throw new InputError('name a puzzle: tobikoe list shows the ids');
  return named.entry.create(named.options);
};

/** Runs a headless command on a checked command line; returns the exit code. Never a stack trace. */
export const runHeadless = async (
  command: Exclude<CommandName, 'play' | 'watch' | 'replay' | 'completion'>,
  named: Named | undefined,
  flags: Readonly<Record<string, OptionValue>>,
): Promise<number> => {
  try {
    // Searches keep the tables they build (pattern databases) in the data folder.
    installDataFolderTables();
    // Files an older tobikoe kept in the data folder were moved first; a move that failed is said.
    for (const notice of takeFolderNotices()) process.stderr.write(`tobikoe: ${oneLine(notice)}\n`);
    switch (command) {
      case 'list': {
        const { listCommand } = await import('./list.js');
        return listCommand(flags as FlagValues<'list'>);
      }
      case 'solve': {
        const solveFlags = flags as FlagValues<'solve'>;
        if (solveFlags.batch !== undefined && named) {
          const { batchCommand } = await import('./batch.js');
          return await batchCommand(named, solveFlags, solveFlags.batch);
        }
        const { solveCommand } = await import('./solve-command.js');
        if (solveFlags.record === undefined) {
          if (solveFlags.size !== undefined) {
            const { checkRecordFlags } = await import('../record/record-flags.js');
            checkRecordFlags(solveFlags.record, solveFlags.size);
          }
          return await solveCommand(made(named), solveFlags);
        }
        const puzzle = made(named);
        const [{ recordedRun }, { recordingSize }] = await Promise.all([
          import('../record/record-run.js'),
          import('../record/record-flags.js'),
        ]);
        const title = `tobikoe solve ${puzzle.id}`;
        return await recordedRun(solveFlags.record, recordingSize(solveFlags.size), title, (size) =>
          solveCommand(puzzle, solveFlags, size.columns),
        );
      }
      case 'bounds': {
        const { boundsCommand } = await import('./bounds-command.js');
        return boundsCommand(made(named), flags as FlagValues<'bounds'>);
      }
      case 'analyze': {
        const { analyzeCommand } = await import('./analyze-command.js');
        return await analyzeCommand(made(named), flags as FlagValues<'analyze'>);
      }
      case 'new': {
        const { newCommand } = await import('./new.js');
        return await newCommand(named, flags as FlagValues<'new'>);
      }
      case 'daily': {
        const { dailyCommand } = await import('./daily-command.js');
        return dailyCommand(named, flags as FlagValues<'daily'>);
      }
      case 'records': {
        const { recordsCommand } = await import('./records-command.js');
        return recordsCommand(flags as FlagValues<'records'>);
      }
      case 'review': {
        const { reviewCommand } = await import('./review-command.js');
        return reviewCommand(made(named), flags as FlagValues<'review'>);
      }
    }
  } catch (error) {
    const failure = failureOf(error);
    return fail(failure.message, failure.code);
  }
};

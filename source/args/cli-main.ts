import type { EarlyScreen } from '../ui/first-frame/early-screen.js';
import { mainWith, runProgramWith, type ScreenCommands } from './program.js';

/** The screens loaded from the split build's chunks when their command runs. */
const screens: ScreenCommands = {
  startUi: async () => (await import('../ui/start.js')).startUi,
  replayCommand: async () => (await import('../record/replay-command.js')).replayCommand,
};

/** Runs one command line, any command; returns the exit code (see `mainWith`). */
export const main = (argv: readonly string[], early?: EarlyScreen): Promise<number> =>
  mainWith(screens, argv, early);

/** The whole program, every command (see `runProgramWith`). */
export const runProgram = (argv: readonly string[], early?: EarlyScreen): Promise<number> =>
  runProgramWith(screens, argv, early);

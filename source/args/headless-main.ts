import { runProgramWith, type ScreenCommands } from './program.js';

const noScreen = (): Promise<never> =>
  Promise.reject(new Error('a screen command reached the headless program'));

/** Built without the screens (see `runsHeadless`): a line that needs one never comes here. */
const screens: ScreenCommands = { startUi: noScreen, replayCommand: noScreen };

/** The program for the commands without a screen, built as one CommonJS file (see `code-cache.ts`). */
export const runHeadlessProgram = (argv: readonly string[]): Promise<number> =>
  runProgramWith(screens, argv);

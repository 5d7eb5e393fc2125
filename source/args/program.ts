import { isThemeName } from '../board/themes.js';
import { EXIT, fail } from '../commands/exit-codes.js';
import { guardOutput, printInAscii, printLine, printText } from '../commands/output.js';
import { type FlagValues, takesPuzzle } from '../commands/specs.js';
import { InputError } from '../puzzles/puzzle.js';
import type { replayCommand } from '../record/replay-command.js';
import { setAmbiguousWide } from '../text/ambiguous.js';
import type { EarlyScreen } from '../ui/first-frame/early-screen.js';
import type { startUi } from '../ui/start.js';
import { language } from '../words/language.js';
import { chooseLanguage, words } from '../words/words.js';
import { languageOf } from './language-flag.js';
import { parseCommandLine } from './parse.js';

/**
 * The commands that draw a screen of their own (`play`, `watch`) or a
 * recording (`replay`), each loaded when its command runs: a program that
 * never runs them (see `headless-main.ts`) is built without them.
 */
export type ScreenCommands = {
  readonly startUi: () => Promise<typeof startUi>;
  readonly replayCommand: () => Promise<typeof replayCommand>;
};

/**
 * Runs one command line; returns the exit code. Ink, React and the searches
 * are loaded only by the commands that need them, so `--help` stays quick.
 */
export const mainWith = async (
  screens: ScreenCommands,
  argv: readonly string[],
  early?: EarlyScreen,
): Promise<number> => {
  await chooseLanguage(languageOf(argv));
  printInAscii(false);
  try {
    const line = await parseCommandLine(argv);
    if (line.command === 'help') {
      printText(line.text);
      return EXIT.done;
    }
    // Checked before anything is printed, so --help or --version never hides a bad argument.
    const named =
      line.target === undefined || !takesPuzzle(line.command)
        ? undefined
        : (await import('./puzzle-from-flags.js')).namedFromFlags(line.target, line.puzzleFlags);
    if (line.asks === 'help') {
      printText(line.text ?? '');
      return EXIT.done;
    }
    if (line.asks === 'version') {
      printLine(line.text ?? '');
      return EXIT.done;
    }
    // Plain ASCII has no ambiguous-width signs to widen.
    setAmbiguousWide(line.flags.ambiguous === 'wide' && line.flags.ascii !== true);
    printInAscii(line.flags.ascii === true && line.flags.json !== true);
    if (line.command === 'completion') {
      const { completionScript } = await import('../commands/completion-script.js');
      printText(completionScript(line.target));
      return EXIT.done;
    }
    if (line.command === 'replay') {
      const replayCommand = await screens.replayCommand();
      return await replayCommand(line.target ?? '');
    }
    if (line.command === 'play' || line.command === 'watch') {
      const startUi = await screens.startUi();
      const watchFlags = line.flags as FlagValues<'watch'>;
      return await startUi(named, {
        ascii: line.flags.ascii === true,
        noColor: line.flags['no-color'] === true,
        ...(isThemeName(line.flags.theme) ? { theme: line.flags.theme } : {}),
        screenReader: line.flags['screen-reader'] === true,
        mouse: line.flags['no-mouse'] !== true,
        language: line.flags.lang === undefined ? undefined : language(),
        wide: line.flags.ambiguous === undefined ? undefined : line.flags.ambiguous === 'wide',
        record: typeof line.flags.record === 'string' ? line.flags.record : undefined,
        size: typeof line.flags.size === 'string' ? line.flags.size : undefined,
        ...(early ? { early } : {}),
        ...(line.command === 'watch'
          ? {
              watch: {
                ...(watchFlags.algo === undefined ? {} : { algorithm: watchFlags.algo }),
                ...(watchFlags.speed === undefined ? {} : { speed: String(watchFlags.speed) }),
                ...(watchFlags.nodes === undefined ? {} : { nodes: watchFlags.nodes }),
              },
            }
          : {}),
      });
    }
    const { runHeadless } = await import('../commands/run.js');
    return await runHeadless(line.command, named, line.flags);
  } catch (error) {
    // A frame drawn before the app loaded gives the terminal back before the message.
    early?.release();
    if (error instanceof InputError) return fail(error.message, EXIT.badInput);
    const message = error instanceof Error ? error.message : String(error);
    return fail(words().cli.internalError(message), EXIT.internalError);
  }
};

/**
 * The program: stdout guarded (see `guardOutput`), one command line run, and
 * the terminal given back if a frame drawn before the app still holds it.
 */
export const runProgramWith = async (
  screens: ScreenCommands,
  argv: readonly string[],
  early?: EarlyScreen,
): Promise<number> => {
  guardOutput();
  const code = await mainWith(screens, argv, early);
  early?.release();
  return code;
};

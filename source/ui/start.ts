import type { Flags } from '../commands/run.js';
import { InputError, type PuzzleOptions } from '../puzzles/types.js';

/** Show the cursor, leave the alternate screen. Safe to write more than once. */
const RESTORE = '\u001B[?25h\u001B[?1049l';
const ENTER = '\u001B[?1049h\u001B[H';

const PUZZLE_FLAGS = ['start', 'goal', 'n', 'hole', 'anywhere'] as const;
const SOLVER_FLAGS = ['algo', 'all', 'json'] as const;

/**
 * `tobikoe` and `tobikoe play <id>`: checks the flags and the terminal before
 * Ink and React are loaded, then runs the app until it quits. Returns the exit code.
 */
export const startUi = async (id: string | undefined, flags: Flags): Promise<number> => {
  const given = (name: keyof Flags): boolean => flags[name] !== undefined && flags[name] !== false;
  for (const name of SOLVER_FLAGS) {
    if (given(name)) {
      throw new InputError(`--${name} is for tobikoe solve; the game does not take it`);
    }
  }
  let initial: { id: string; options: PuzzleOptions } | undefined;
  if (id === undefined) {
    const stray = PUZZLE_FLAGS.find(given);
    if (stray) throw new InputError(`--${stray} needs a puzzle: tobikoe play <id> --${stray} …`);
  } else {
    const { puzzleFromFlags } = await import('../commands/puzzle-from-flags.js');
    puzzleFromFlags(id, flags); // throws InputError with one line for bad flags
    initial = {
      id,
      options: Object.fromEntries(PUZZLE_FLAGS.filter(given).map((name) => [name, flags[name]])),
    };
  }

  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    process.stderr.write(
      'tobikoe: the game needs a terminal (stdin and stdout must be a TTY); for plain output use tobikoe solve <id>\n',
    );
    return 2;
  }

  const [
    { render },
    { appElement },
    { colorFromEnv },
    { findEntry },
    { openEntry },
    { recordStoreIn },
    { dataDirectory },
  ] = await Promise.all([
    import('ink'),
    import('./app.js'),
    import('./common/display.js'),
    import('../puzzles/catalogue.js'),
    import('./common/opened.js'),
    import('./common/records.js'),
    import('../store/paths.js'),
  ]);
  const recordStore = await recordStoreIn(dataDirectory());
  const entry = initial ? findEntry(initial.id) : undefined;
  const opened = entry && initial ? openEntry(entry, initial.options) : undefined;

  const restore = (): void => {
    process.stdout.write(RESTORE);
    if (process.stdin.isTTY) process.stdin.setRawMode(false);
  };
  process.stdout.write(ENTER);
  process.once('exit', restore);
  const instance = render(
    appElement({
      display: { color: colorFromEnv(), ascii: flags.ascii === true },
      initial: opened,
      recordStore,
    }),
    { exitOnCtrlC: false, maxFps: 30, patchConsole: true },
  );
  try {
    await instance.waitUntilExit();
  } finally {
    // No search may outlive the app.
    const { cancelAll } = await import('../worker/client.js');
    cancelAll();
    restore();
    process.removeListener('exit', restore);
  }
  return 0;
};

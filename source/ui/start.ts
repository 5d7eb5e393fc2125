import type { Flags } from '../args/flags.js';
import { InputError, type PuzzleOptions } from '../puzzles/types.js';

/** How long quitting waits for stopped search workers to be gone. */
const WORKERS_GRACE_MS = 1000;

const PUZZLE_FLAGS = ['start', 'goal', 'n', 'hole', 'anywhere'] as const;
const SOLVER_FLAGS = ['algo', 'all', 'json', 'limitNodes', 'limitS'] as const;

/**
 * `tobikoe` and `tobikoe play <id>`: checks the flags and the terminal before
 * Ink and React are loaded, then runs the app until it quits (see
 * `runInTerminal` for every way out). Returns the exit code.
 */
export const startUi = async (id: string | undefined, flags: Flags): Promise<number> => {
  const given = (name: keyof Flags): boolean => flags[name] !== undefined && flags[name] !== false;
  for (const name of SOLVER_FLAGS) {
    if (given(name)) {
      throw new InputError(
        `--${name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)} is for tobikoe solve; the game does not take it`,
      );
    }
  }
  let initial: { id: string; options: PuzzleOptions } | undefined;
  if (id === undefined) {
    const stray = PUZZLE_FLAGS.find(given);
    if (stray) throw new InputError(`--${stray} needs a puzzle: tobikoe play <id> --${stray} …`);
  } else {
    const { puzzleFromFlags } = await import('../args/puzzle-from-flags.js');
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
    { gameStoreIn },
    { dataDirectory },
    { removeStaleTemporaries },
    { gamesFolder },
    { runInTerminal },
    { cancelAll, liveWorkers },
  ] = await Promise.all([
    import('ink'),
    import('./app.js'),
    import('./common/display.js'),
    import('../puzzles/catalogue.js'),
    import('./common/opened.js'),
    import('./common/records.js'),
    import('./common/saved-games.js'),
    import('../store/paths.js'),
    import('../store/temporaries.js'),
    import('../store/games.js'),
    import('./terminal.js'),
    import('../worker/client.js'),
  ]);
  const folder = dataDirectory();
  // Writers killed mid-write (kill -9) leave their temporaries behind.
  removeStaleTemporaries([folder, gamesFolder(folder)]);
  const [recordStore, gameStore] = await Promise.all([recordStoreIn(folder), gameStoreIn(folder)]);
  const entry = initial ? findEntry(initial.id) : undefined;
  const opened = entry && initial ? openEntry(entry, initial.options) : undefined;

  return runInTerminal({
    mount: () =>
      render(
        appElement({
          display: { color: colorFromEnv(), ascii: flags.ascii === true },
          initial: opened,
          recordStore,
          gameStore,
        }),
        { exitOnCtrlC: false, maxFps: 30, patchConsole: true },
      ),
    // No search may outlive the app.
    stopWorkers: cancelAll,
    workersGone: async () => {
      const deadline = Date.now() + WORKERS_GRACE_MS;
      while (liveWorkers() > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  });
};

import type { Named } from '../puzzles/codes.js';
import { setAmbiguousWide } from '../text/ambiguous.js';
import { type Language, language as languageNow, setLanguage } from '../words/language.js';
import { words } from '../words/words.js';
import { probeAmbiguousWide } from './ambiguous-probe.js';
import { INTERRUPTED } from './common/exit.js';

/** How long quitting waits for stopped search workers to be gone. */
const WORKERS_GRACE_MS = 1000;

/**
 * `tobikoe` and `tobikoe play <id|code>`: makes the puzzle (bad options are an
 * InputError before any terminal work) and checks the terminal before Ink and
 * React are loaded, then runs the app until it quits (see `runInTerminal` for
 * every way out). Returns the exit code.
 */
export type UiOptions = {
  /** `--ascii`. */
  readonly ascii: boolean;
  /** Mouse reporting, unless `--no-mouse` (the setting can still turn it off). */
  readonly mouse: boolean;
  /** `--lang`, when given: it wins over the setting and the locale. */
  readonly language?: Language;
  /** `--ambiguous`, when given: it wins over the setting. */
  readonly wide?: boolean;
};

export const startUi = async (
  named: Named | undefined,
  { ascii, mouse, language, wide }: UiOptions,
): Promise<number> => {
  const puzzle = named?.entry.create(named.options);

  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    process.stderr.write(`${words().common.noTerminal}\n`);
    return 2;
  }

  const [
    { render },
    { appElement },
    { colorFromEnv },
    { openEntry },
    { recordStoreIn },
    { gameStoreIn },
    { settingsStoreIn },
    { dataDirectory },
    { removeStaleTemporaries },
    { gamesFolder },
    { runInTerminal },
    { cancelAll, liveWorkers },
  ] = await Promise.all([
    import('ink'),
    import('./app.js'),
    import('./common/display.js'),
    import('./common/opened.js'),
    import('./common/record-store.js'),
    import('./common/saved-games.js'),
    import('./common/settings-store.js'),
    import('../store/paths.js'),
    import('../store/temporaries.js'),
    import('../store/games.js'),
    import('./terminal-run.js'),
    import('../worker/client.js'),
  ]);
  const folder = dataDirectory();
  // Writers killed mid-write (kill -9) leave their temporaries behind.
  removeStaleTemporaries([folder, gamesFolder(folder)]);
  const [recordStore, gameStore, settingsStore] = await Promise.all([
    recordStoreIn(folder),
    gameStoreIn(folder),
    settingsStoreIn(folder),
  ]);
  // Read once: the mouse is decided before the app starts, and a damaged file is set aside (and said) once.
  const kept = settingsStore.load();
  const chosen = language ?? kept.settings.language;
  if (chosen) setLanguage(chosen);
  // Asked of the terminal only where it matters (a Japanese screen) and nothing else says.
  const asked =
    wide === undefined && kept.settings.wide === undefined && !ascii && languageNow() === 'ja'
      ? await probeAmbiguousWide(process.stdin, process.stdout)
      : undefined;
  // Ctrl-C typed while the terminal was asked quits before the app starts, as it would after.
  if (asked?.interrupted) return INTERRUPTED.exitCode;
  setAmbiguousWide((wide ?? kept.settings.wide ?? asked?.wide ?? false) && !ascii);
  const opened = named && puzzle ? openEntry(named.entry, named.options, puzzle) : undefined;

  return runInTerminal({
    mouse: mouse && kept.settings.mouse,
    mount: () =>
      render(
        appElement({
          display: { color: colorFromEnv(), ascii },
          initial: opened,
          recordStore,
          gameStore,
          settingsStore: { ...settingsStore, load: () => kept },
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

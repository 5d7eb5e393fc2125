import { join } from 'node:path';
import type { ThemeName } from '../board/themes.js';
import type { Named } from '../puzzles/codes.js';
import type { Puzzle } from '../puzzles/puzzle.js';
import type { RecordingSize } from '../record/recording.js';
import type { Algorithm } from '../search/search-events.js';
import { setAmbiguousWide } from '../text/ambiguous.js';
import {
  LANGUAGES,
  type Language,
  language as languageNow,
  localeLanguage,
  setLanguage,
} from '../words/language.js';
import { loadWords, words } from '../words/words.js';
import { probeAmbiguousWide } from './ambiguous-probe.js';
import { INTERRUPTED } from './common/exit.js';
import type { EarlyScreen } from './first-frame/early-screen.js';

/**
 * `--size`: the terminal reads as this size to the app, whatever the window's
 * (Ink lays out for stdout's columns and rows).
 */
const holdSize = ({ columns, rows }: RecordingSize): void => {
  // Node sets both on each SIGWINCH: a getter alone made that throw (a resize ended the app).
  const held = (value: number): PropertyDescriptor => ({
    get: () => value,
    set: () => undefined,
    configurable: true,
  });
  Object.defineProperty(process.stdout, 'columns', held(columns));
  Object.defineProperty(process.stdout, 'rows', held(rows));
};

/** `tobikoe watch`'s flags, the algorithm one the puzzle can run (else bad input). */
const watchOf = async (
  watch: NonNullable<UiOptions['watch']>,
  puzzle: Puzzle,
): Promise<{ algorithm?: Algorithm; speed?: string; nodes?: number }> => {
  const [{ availableAlgorithms }, { InputError }] = await Promise.all([
    import('../search/solver.js'),
    import('../puzzles/puzzle.js'),
  ]);
  const available = availableAlgorithms(puzzle);
  const algorithm = available.find((name) => name === watch.algorithm);
  if (watch.algorithm !== undefined && !algorithm) {
    const say = words().commands.solve;
    throw new InputError(say.cannotUse(puzzle.id, watch.algorithm, say.either(available)));
  }
  return {
    ...(algorithm ? { algorithm } : {}),
    ...(watch.speed === undefined ? {} : { speed: watch.speed }),
    ...(watch.nodes === undefined ? {} : { nodes: watch.nodes }),
  };
};

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
  /** `--no-color`. */
  readonly noColor: boolean;
  /** `--theme`: wins over the setting for this run. */
  readonly theme?: ThemeName;
  /** `--screen-reader`: on for this run whatever the setting says. */
  readonly screenReader?: boolean;
  /** Mouse reporting, unless `--no-mouse` (the setting can still turn it off). */
  readonly mouse: boolean;
  /** `--lang`, when given: it wins over the setting and the locale. */
  readonly language?: Language;
  /** `--ambiguous`, when given: it wins over the setting. */
  readonly wide?: boolean;
  /** `--record FILE`: the session recorded from its first frame. */
  readonly record?: string;
  /** `--size COLSxROWS`: the app drawn (and recorded) at this size. */
  readonly size?: string;
  /** A start whose first frame is kept: what was drawn before the app loaded, and where to keep the frame. */
  readonly early?: EarlyScreen;
  /** `tobikoe watch`: the puzzle opened in the solve panel's watch mode. */
  readonly watch?: {
    /** `--algo`, checked here against what the puzzle can run. */
    readonly algorithm?: string;
    /** `--speed`, as it names a pace of `WATCH_SPEEDS`. */
    readonly speed?: string;
    readonly nodes?: number;
  };
};

export const startUi = async (
  named: Named | undefined,
  {
    ascii,
    mouse,
    language,
    wide,
    record,
    size,
    watch,
    noColor,
    theme,
    screenReader,
    early,
  }: UiOptions,
): Promise<number> => {
  const puzzle = named?.entry.create(named.options);
  const watched = watch && puzzle ? await watchOf(watch, puzzle) : undefined;
  const { checkRecordFlags, recordingSize } = await import('../record/record-flags.js');
  checkRecordFlags(record, size);
  // Checked before the terminal is touched: a bad size or file is one line and exit 2.
  const fixedSize = size === undefined ? undefined : recordingSize(size);

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
    { statsStoreIn },
    { storeFolders, takeFolderNotices },
    { removeStaleTemporaries },
    { gamesFolder },
    { runInTerminal },
    { cancelAll, liveWorkers },
    { screenRecorder },
    { openRecording },
    { drawFirstFrame },
    { keepNextFirstFrame },
    { frameStartOf },
  ] = await Promise.all([
    import('ink'),
    import('./app.js'),
    import('./common/display.js'),
    import('./common/opened.js'),
    import('./common/record-store.js'),
    import('./common/saved-games.js'),
    import('./common/settings-store.js'),
    import('./common/stats-store.js'),
    import('../store/folders.js'),
    import('../store/temporaries.js'),
    import('../store/games.js'),
    import('./terminal-run.js'),
    import('../worker/client.js'),
    import('../record/screen-recorder.js'),
    import('../record/recording.js'),
    import('./first-frame/draw-first-frame.js'),
    import('./first-frame/next-first-frame.js'),
    import('./first-frame/frame-start.js'),
    // `L` switches the language at once, from any screen: every language's messages are there.
    loadWords(...LANGUAGES),
  ]);
  // Settings in the config folder, the rest in the data folder (an older tobikoe's moved first).
  const { config, data: folder } = storeFolders();
  // Writers killed mid-write (kill -9) leave their temporaries behind.
  removeStaleTemporaries([config, folder, gamesFolder(folder)]);
  /** The stores as a start reads them, the language the settings choose set (a start's, and the next start's at the end). */
  const readStores = async () => {
    const [recordStore, gameStore, settingsStore, statsStore] = await Promise.all([
      recordStoreIn(folder),
      gameStoreIn(folder),
      settingsStoreIn(config),
      statsStoreIn(folder),
    ]);
    // Read once: the mouse is decided before the app starts, and a damaged file is set aside (and said) once.
    const read = settingsStore.load();
    // A file that could not be moved to its folder is said with the settings' word, in the menu and the first game.
    const notices = [read.notice, ...takeFolderNotices()].filter(Boolean).join('; ');
    const kept = notices === '' ? read : { ...read, notice: notices };
    const chosen = language ?? kept.settings.language;
    setLanguage(chosen ?? localeLanguage(process.env));
    // `L` kept in the settings outweighs the locale: said at each start it does, in the language it chose.
    const overLocale =
      language === undefined && chosen !== undefined && chosen !== localeLanguage(process.env)
        ? words().common.languageKept
        : undefined;
    return { recordStore, gameStore, settingsStore, statsStore, kept, overLocale };
  };
  const stores = await readStores();
  const { kept } = stores;
  // Asked of the terminal only where it matters (a Japanese screen) and nothing else says;
  // asked already when the first frame kept was drawn after the same question.
  const asks =
    wide === undefined && kept.settings.wide === undefined && !ascii && languageNow() === 'ja';
  const askedEarly = early?.probed;
  // The question is written on the screen's line: never over a frame drawn early.
  if (asks && !askedEarly) early?.release();
  const asked = asks
    ? (askedEarly ?? (await probeAmbiguousWide(process.stdin, process.stdout)))
    : undefined;
  // Ctrl-C typed while the terminal was asked quits before the app starts, as it would after.
  if (asked?.interrupted) return INTERRUPTED.exitCode;
  setAmbiguousWide((wide ?? kept.settings.wide ?? asked?.wide ?? false) && !ascii);
  const opened = named && puzzle ? openEntry(named.entry, named.options, puzzle) : undefined;
  if (fixedSize) holdSize(fixedSize);
  const title = `tobikoe${opened ? ` play ${opened.entry.id}` : ''}`;
  // Opened before the terminal is touched: a bad path is one line and exit 2.
  const first =
    record === undefined ? undefined : openRecording(record, { ...recordingSize(size), title });
  const recorderOn = (stream: NodeJS.WriteStream) =>
    screenRecorder({
      stream,
      size: () => recordingSize(size),
      folder: join(folder, 'recordings'),
      title,
    });
  const recorder = recorderOn(process.stdout);
  const element = (
    { recordStore, statsStore, gameStore, settingsStore, kept: read, overLocale }: typeof stores,
    drawnBy: typeof recorder,
  ) =>
    appElement({
      display: {
        color: colorFromEnv(process.env, noColor),
        ascii,
        ...(theme ? { theme } : {}),
        ...(screenReader ? { screenReader: true } : {}),
      },
      initial: opened,
      recordStore,
      statsStore,
      gameStore,
      settingsStore: { ...settingsStore, load: () => read },
      ...(overLocale ? { startNotice: overLocale } : {}),
      recorder: drawnBy,
      // A recorded watch ends the app once it has ended: the recording is done.
      ...(watched ? { watch: { ...watched, quitAtEnd: record !== undefined } } : {}),
    });
  const inkOptions = { exitOnCtrlC: false, maxFps: 30 } as const;

  // The flag or the setting (the app reads it too); INK_SCREEN_READER=true turns the linear layout on as well.
  const linear = screenReader === true || kept.settings.screenReader === true;
  const code = await runInTerminal({
    recorder,
    mouse: mouse && kept.settings.mouse,
    early,
    mount: (onScreen) => {
      // Opened once the screen is ready, before the first frame.
      if (first) recorder.startWith(first);
      return drawFirstFrame(
        () =>
          render(element(stores, recorder), {
            ...inkOptions,
            patchConsole: true,
            ...(linear ? { isScreenReaderEnabled: true } : {}),
          }),
        {
          onScreen,
          // Not for a screen reader: its start is never drawn early.
          ...(early && !linear
            ? { keep: { ...early.start, probed: asked ? (asked.wide ?? null) : undefined } }
            : {}),
        },
      );
    },
    // No search may outlive the app.
    stopWorkers: cancelAll,
    workersGone: async () => {
      const deadline = Date.now() + WORKERS_GRACE_MS;
      while (liveWorkers() > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  });
  // The menu's next start: drawn now, from the files as this run left them (records
  // and stats change with a game played), so that start finds its frame kept. Not a
  // game's: a game drawn opens its save and starts its searches.
  if (early && !linear && !opened && code === 0) {
    try {
      const next = await readStores();
      const { columns, rows } = process.stdout;
      keepNextFirstFrame(
        frameStartOf(early.start.argv, columns, rows),
        ({ stdout, stdin }) =>
          render(element(next, recorderOn(stdout)), { ...inkOptions, stdout, stdin }),
        asked ? (asked.wide ?? null) : undefined,
      );
    } catch {
      // the next start draws its own frame
    }
  }
  const after = recorder.state();
  // A recording that could not be written is said once the terminal is back (exit 74, like stdout).
  if (after.kind === 'failed') {
    process.stderr.write(`tobikoe: ${after.message}\n`);
    return code === 0 ? 74 : code;
  }
  if (record !== undefined && after.kind === 'saved') {
    process.stderr.write(`tobikoe: ${words().commands.record.saved(after.paths.join(', '))}\n`);
  }
  return code;
};

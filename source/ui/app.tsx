import { useApp } from 'ink';
import { type ReactNode, useEffect, useState } from 'react';
import { type Features, type Game, newGame } from '../game/game.js';
import { catalogue } from '../puzzles/catalogue.js';
import type { ScreenRecorder } from '../record/screen-recorder.js';
import { variantKey } from '../store/games.js';
import { statsKey } from '../store/stats.js';
import { words } from '../words/words.js';
import type { OracleService } from '../worker/oracle-protocol.js';
import type { MapService, SearchService } from '../worker/protocol.js';
import { useRecordBook } from './app-records.js';
import { nextSerial, opening, type Screen } from './app-screens.js';
import { useAppSettings } from './app-settings.js';
import { type Display, DisplayContext } from './common/display.js';
import { ErrorBoundary } from './common/error-boundary.js';
import { KeyRouter } from './common/key-router.js';
import type { Opened } from './common/opened.js';
import { bestText, type RecordStore } from './common/record-store.js';
import { RecorderProvider } from './common/recorder-context.js';
import type { GameStore } from './common/saved-games.js';
import type { SettingsStore } from './common/settings-store.js';
import { type StatsStore, statsText } from './common/stats-store.js';
import { JobScope, JobsProvider } from './common/use-job.js';
import { LessonsList } from './menu/lessons-list.js';
import { MenuScreen } from './menu/menu-screen.js';
import { RecordsScreen } from './menu/records-screen.js';
import { ResumeScreen } from './menu/resume-screen.js';
import { PlayScreen } from './play/play-screen.js';
import { WatchFirstProvider, type WatchOpening } from './solve/watch-first.js';

export type AppProps = {
  readonly display: Display;
  /** A puzzle to open at once (`tobikoe play <id>`); `q` still leads to the menu. */
  readonly initial?: Opened;
  /** Where the screens' searches run: worker threads by default; tests run them in process. */
  readonly search?: SearchService;
  /** Where the screens' distance oracle runs: a worker thread by default; tests run it in process. */
  readonly oracle?: OracleService;
  /** Where whole maps are read and made: worker threads by default. */
  readonly maps?: MapService;
  /** Later screens wired into play (solve panel, hint, analysis). */
  readonly features?: Features;
  /** The player's records (best solves); without one nothing is remembered. */
  readonly recordStore?: RecordStore;
  /** Saved games: every change is saved, and reopening a puzzle resumes it. Without one nothing is saved. */
  readonly gameStore?: GameStore;
  /** The player's stats per puzzle (games begun, solved, the daily streak); without one nothing is counted. */
  readonly statsStore?: StatsStore;
  /** The player's settings (the coach on or off); without one nothing is kept. */
  readonly settingsStore?: SettingsStore;
  /** Said on the menu until the player moves in it (the language kept by L outweighing the locale). */
  readonly startNotice?: string;
  /** The record key's recorder (Ctrl-R); without one the key does nothing. */
  readonly recorder?: ScreenRecorder;
  /** `tobikoe watch`: `initial` opens from its own start (no saved game resumed or saved over), watched. */
  readonly watch?: WatchOpening;
};

/** The solve panel, the tip, the analysis and the coach are all wired in. */
const ALL_FEATURES: Features = { solve: true, hint: true, analysis: true, coach: true };

/** The Ink root: the menu, or a puzzle being played. Ctrl-C quits from anywhere. */
export const App = ({
  display,
  initial,
  search,
  oracle,
  maps,
  features = ALL_FEATURES,
  recordStore,
  gameStore,
  settingsStore,
  statsStore,
  startNotice,
  recorder,
  watch,
}: AppProps): ReactNode => {
  const { exit } = useApp();
  const services = { ...(search && { search }), ...(oracle && { oracle }), ...(maps && { maps }) };
  const {
    settings,
    settingsNotice,
    onCoach,
    coachOnIn,
    onLarge,
    onPlainWalls,
    onLanguage,
    shownDisplay,
  } = useAppSettings(settingsStore, display);
  const { book, tally, onSolved, onClearRecords, onStats } = useRecordBook(recordStore, statsStore);
  // What was said about damaged files set aside: in the menu, and in the game a command opens first.
  const filesNotice =
    [settingsNotice, book.notice, tally.notice].filter(Boolean).join('; ') || undefined;
  const [screen, setScreen] = useState<Screen>(() => {
    if (!initial) return { kind: 'menu' };
    if (watch) return { kind: 'play', opened: initial, serial: nextSerial(), writable: false };
    const first = opening(initial, gameStore, 'resume');
    if (first.kind !== 'play' || !filesNotice) return first;
    return { ...first, notice: first.notice ? `${filesNotice}; ${first.notice}` : filesNotice };
  });
  // The game on screen is held open while it is there; the cleanup lets go of it when the screen
  // goes (a passive effect: after the play screen's last save on leaving).
  const heldOpen = screen.kind === 'play' || screen.kind === 'ask' ? screen.release : undefined;
  useEffect(() => heldOpen, [heldOpen]);
  // The first game opened is the one watched; a game opened later is played as usual.
  const [watchSerial] = useState(() => (watch && screen.kind === 'play' ? screen.serial : -1));
  const [highlight, setHighlight] = useState(initial?.entry.id ?? catalogue[0].id);
  const [firstNotice, setFirstNotice] = useState(startNotice);
  const [choices, setChoices] = useState<Readonly<Record<string, readonly number[]>>>({});

  // `n` in the menu: the puzzle opens (resumed or asked, as Enter) with the new-position dialog.
  const [dealFirst, setDealFirst] = useState(false);
  const open = (opened: Opened, deal = false): void => {
    setDealFirst(deal);
    // `n` opens the dialog at once (over the saved game, if any): the question would take its keys.
    setScreen(opening(opened, gameStore, deal ? 'resume' : 'ask'));
  };
  const toMenu = (opened: Opened): void => {
    setHighlight(opened.entry.id);
    setScreen({ kind: 'menu' });
  };

  const body = ((): ReactNode => {
    switch (screen.kind) {
      case 'ask': {
        const { opened, saved } = screen;
        // The game stays held from the question into the play screen.
        const held = screen.release ? { release: screen.release } : {};
        return (
          <ResumeScreen
            opened={opened}
            saved={saved}
            onResume={() =>
              setScreen({
                kind: 'play',
                opened,
                serial: nextSerial(),
                game: saved,
                writable: true,
                ...held,
              })
            }
            onNew={() => {
              let notice: string | undefined;
              try {
                gameStore?.save(opened, newGame(opened.puzzle));
              } catch (problem) {
                const reason = problem instanceof Error ? problem.message : String(problem);
                notice = words().common.gameNotSaved(reason);
              }
              setScreen({
                kind: 'play',
                opened,
                serial: nextSerial(),
                notice,
                writable: true,
                ...held,
              });
            }}
            onBack={() => toMenu(opened)}
          />
        );
      }
      case 'play': {
        const { opened, writable } = screen;
        // A watched search or a lesson is shown, not played: its stats are neither counted nor shown.
        const counted = screen.serial !== watchSerial && !screen.lesson;
        // What the player starts in this game lives in its scope, and ends with it.
        return (
          <JobScope key={screen.serial} name={`play:${screen.serial}`}>
            <WatchFirstProvider watch={screen.serial === watchSerial ? watch : undefined}>
              <PlayScreen
                opened={opened}
                resumed={screen.game}
                notice={screen.notice}
                features={features}
                onBack={() => toMenu(opened)}
                onOpen={open}
                onSolved={(moves, assisted, ms) => onSolved(opened, moves, assisted, ms)}
                onStats={counted ? (event) => onStats(opened, event) : undefined}
                stats={
                  counted
                    ? statsText(tally.stats[statsKey(opened.entry, opened.options)])
                    : undefined
                }
                startWith={
                  screen.lesson || screen.serial === watchSerial
                    ? 'solve'
                    : dealFirst
                      ? 'new'
                      : undefined
                }
                lesson={screen.lesson}
                large={{ on: settings.large !== false, onChange: onLarge }}
                onlyMove={settings.onlyMove !== false}
                onPlainWalls={onPlainWalls}
                coachOn={coachOnIn(screen.serial)}
                onCoach={(on) => onCoach(screen.serial, on)}
                heldElsewhere={screen.heldElsewhere === true}
                onChange={
                  gameStore && writable
                    ? (game: Game, played: number | null) => gameStore.save(opened, game, played)
                    : undefined
                }
              />
            </WatchFirstProvider>
          </JobScope>
        );
      }
      case 'lessons':
        return (
          <LessonsList
            onOpen={(lesson) => {
              // A demonstration: a fresh game of its position, saved over nothing.
              setDealFirst(false);
              const { opened, script } = lesson;
              setScreen({
                kind: 'play',
                opened,
                serial: nextSerial(),
                writable: false,
                lesson: script,
              });
            }}
            onBack={() => setScreen({ kind: 'menu' })}
          />
        );
      case 'records':
        return (
          <RecordsScreen
            records={book.records}
            stats={tally.stats}
            onClear={onClearRecords}
            onBack={() => setScreen({ kind: 'menu' })}
          />
        );
      case 'menu':
        return (
          <MenuScreen
            highlight={highlight}
            onHighlight={(id) => {
              setHighlight(id);
              setFirstNotice(undefined);
            }}
            choices={choices}
            onChoice={(id, chosen) => setChoices((now) => ({ ...now, [id]: chosen }))}
            onOpen={open}
            onNew={(opened) => open(opened, true)}
            onQuit={() => exit()}
            onLessons={() => setScreen({ kind: 'lessons' })}
            onRecords={() => setScreen({ kind: 'records' })}
            onLanguage={onLanguage}
            features={features}
            // Menu entries take no start or goal, so their key is the plain variant key.
            bestOf={(entry, options) => bestText(book.records[variantKey(entry, options)])}
            statsOf={(entry, options) => statsText(tally.stats[statsKey(entry, options)])}
            notice={
              [settingsNotice, book.notice, tally.notice, firstNotice].filter(Boolean).join('; ') ||
              undefined
            }
          />
        );
    }
  })();

  return (
    <DisplayContext.Provider value={shownDisplay}>
      <ErrorBoundary onCrash={(error) => exit(error)}>
        <JobsProvider services={services}>
          <RecorderProvider recorder={recorder}>
            <KeyRouter>{body}</KeyRouter>
          </RecorderProvider>
        </JobsProvider>
      </ErrorBoundary>
    </DisplayContext.Provider>
  );
};

/** The root element, made here so the loader needs no React of its own. */
export const appElement = (props: AppProps): ReactNode => <App {...props} />;

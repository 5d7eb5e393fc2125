import { useApp } from 'ink';
import { type ReactNode, useState } from 'react';
import type { Features } from '../game/index.js';
import { catalogue } from '../puzzles/catalogue.js';
import { variantKey } from '../store/games.js';
import { type Records, withSolve } from '../store/records.js';
import { startSearch } from '../worker/client.js';
import { type Display, DisplayContext } from './common/display.js';
import { KeyRouter } from './common/keys.js';
import type { Opened } from './common/opened.js';
import { bestText, type RecordStore } from './common/records.js';
import { MenuScreen } from './menu/menu-screen.js';
import type { FindOptimum } from './play/optimum.js';
import { PlayScreen } from './play/play-screen.js';

export type AppProps = {
  readonly display: Display;
  /** A puzzle to open at once (`tobikoe play <id>`); `q` still leads to the menu. */
  readonly initial?: Opened;
  /** How the optimum of a start is found: in a worker by default; tests may solve in-process. */
  readonly findOptimum?: FindOptimum;
  /** Later screens wired into play (solve panel, hint, analysis). */
  readonly features?: Features;
  /** The player's records (best solves); without one nothing is remembered. */
  readonly recordStore?: RecordStore;
};

/** The solve panel, the tip and the analysis are all wired in. */
const ALL_FEATURES: Features = { solve: true, hint: true, analysis: true };

type Playing = { readonly opened: Opened; readonly serial: number };

/** The Ink root: the menu, or a puzzle being played. Ctrl-C quits from anywhere. */
export const App = ({
  display,
  initial,
  findOptimum = startSearch,
  features = ALL_FEATURES,
  recordStore,
}: AppProps): ReactNode => {
  const { exit } = useApp();
  const [playing, setPlaying] = useState<Playing | null>(
    initial ? { opened: initial, serial: 0 } : null,
  );
  const [highlight, setHighlight] = useState(initial?.entry.id ?? catalogue[0].id);
  const [choices, setChoices] = useState<Readonly<Record<string, number>>>({});
  const [book, setBook] = useState<{ records: Records; notice?: string }>(
    () => recordStore?.load() ?? { records: {} },
  );

  const onSolved = (opened: Opened, moves: number, assisted: boolean): void => {
    const key = variantKey(opened.entry.id, opened.options);
    const records = withSolve(book.records, key, moves, assisted);
    try {
      recordStore?.save(records);
      setBook({ records });
    } catch (problem) {
      const reason = problem instanceof Error ? problem.message : String(problem);
      setBook({ records, notice: `your record could not be saved: ${reason}` });
    }
  };

  return (
    <DisplayContext.Provider value={display}>
      <KeyRouter>
        {playing ? (
          <PlayScreen
            key={playing.serial}
            opened={playing.opened}
            findOptimum={findOptimum}
            features={features}
            onBack={() => {
              setHighlight(playing.opened.entry.id);
              setPlaying(null);
            }}
            onOpen={(opened) => setPlaying((now) => ({ opened, serial: (now?.serial ?? 0) + 1 }))}
            onSolved={(moves, assisted) => onSolved(playing.opened, moves, assisted)}
          />
        ) : (
          <MenuScreen
            highlight={highlight}
            onHighlight={setHighlight}
            choices={choices}
            onChoice={(id, value) => setChoices((now) => ({ ...now, [id]: value }))}
            onOpen={(opened) => setPlaying((now) => ({ opened, serial: (now?.serial ?? 0) + 1 }))}
            onQuit={() => exit()}
            features={features}
            bestOf={(id, options) => bestText(book.records[variantKey(id, options)])}
            notice={book.notice}
          />
        )}
      </KeyRouter>
    </DisplayContext.Provider>
  );
};

/** The root element, made here so the loader needs no React of its own. */
export const appElement = (props: AppProps): ReactNode => <App {...props} />;

import { render } from 'ink-testing-library';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, expect } from 'vitest';
import { cellCentres, type Direction, nextCells } from '../source/board/board.js';
import type { ThemeName } from '../source/board/themes.js';
import { movesFrom, newPlay, type Play, reducePlay } from '../source/game/game.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import type { Board, Puzzle, PuzzleOptions } from '../source/puzzles/puzzle.js';
import { App, type AppProps } from '../source/ui/app.js';
import { DisplayContext, type TerminalSize } from '../source/ui/common/display.js';
import { openEntry } from '../source/ui/common/opened.js';
import type { SettingsStore } from '../source/ui/common/settings-store.js';
import { JobsProvider } from '../source/ui/common/use-job.js';
import { liveWorkers } from '../source/worker/client.js';
import type { SearchService } from '../source/worker/protocol.js';
import { oracleHere, searchHere } from './search-services.js';
import { until, WAIT_MS } from './support.js';

export const KEYS = {
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  home: '\u001B[H',
  end: '\u001B[F',
  enter: '\r',
  escape: '\u001B',
  space: ' ',
  ctrlC: '\u0003',
} as const;

const ARROW: Readonly<Record<Direction, string>> = {
  up: KEYS.up,
  down: KEYS.down,
  left: KEYS.left,
  right: KEYS.right,
};

const LETTER: Readonly<Record<Direction, string>> = { up: 'k', down: 'j', left: 'h', right: 'l' };

/** Ink redraws a few event-loop turns after a key; five turns between keys is reliable. */
export const settle = async (turns = 5): Promise<void> => {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escapes
const ANSI = /\u001B\[[0-9;?]*[A-Za-z]/g;

export type Keys = {
  /** Types each key, letting Ink redraw before the next. */
  press(...keys: string[]): Promise<void>;
  /** Waits until the frame shows `text`; returns that frame. */
  waitFor(text: string | RegExp, ms?: number): Promise<string>;
};

/** Keys and waits over an ink-testing-library render, read through `frame`. */
export const inkKeys = (
  stdin: { write(data: string): void },
  frame: () => string,
  waitMs: number,
): Keys => ({
  press: async (...keys) => {
    for (const key of keys) {
      stdin.write(key);
      // Escape is told apart from an escape sequence a turn later.
      await settle(key === KEYS.escape ? 10 : 5);
    }
  },
  waitFor: async (text, ms = waitMs) => {
    let now = '';
    const shown = (): boolean => {
      now = frame();
      return typeof text === 'string' ? now.includes(text) : text.test(now);
    };
    await until(shown, ms, () => `${String(text)}; the screen:\n${now}`);
    return now;
  },
});

/**
 * Unmounts what a test `keep`s or `mount`s after each test (or at `unmountAll`);
 * screens search in process (`search`, default `searchHere`), so no worker
 * thread may be running then. Call once at the top of a test file.
 */
export const unmountAfterEach = (search: SearchService = searchHere) => {
  const mounted: (() => void)[] = [];
  const unmountAll = (): void => {
    for (const unmount of mounted.splice(0)) unmount();
  };
  afterEach(() => {
    unmountAll();
    expect(liveWorkers(), 'worker threads started by a screen test').toBe(0);
  });
  const keep = (unmount: () => void): void => {
    mounted.push(unmount);
  };
  /** Renders one screen on a plain 80 × 24 display; its frame and keys. */
  const mount = (screen: ReactNode): Keys & { frame(): string } => {
    const { stdin, lastFrame, unmount } = render(
      <DisplayContext.Provider
        value={{ color: false, ascii: false, size: { columns: 80, rows: 24 } }}
      >
        <JobsProvider services={{ search, oracle: oracleHere }}>{screen}</JobsProvider>
      </DisplayContext.Provider>,
    );
    keep(unmount);
    const frame = (): string => lastFrame() ?? '';
    return { frame, ...inkKeys(stdin, frame, WAIT_MS) };
  };
  return { keep, mount, unmountAll };
};

export type Session = Keys & {
  frame(): string;
  unmount(): void;
  /** Draws the same app in a window of another size (a terminal resized). */
  resize(size: TerminalSize): Promise<void>;
};

export type StartOptions = Partial<Omit<AppProps, 'display' | 'initial'>> & {
  readonly id?: string;
  readonly options?: PuzzleOptions;
  readonly size?: TerminalSize;
  readonly color?: boolean;
  readonly ascii?: boolean;
  /** `--screen-reader`: the board as rows of words. */
  readonly screenReader?: boolean;
  readonly theme?: ThemeName;
};

/** Renders the app (the menu, or a puzzle when `id` is given) and gives keys and frames. */
export const startApp = async (options: StartOptions = {}): Promise<Session> => {
  const entry = options.id ? findEntry(options.id) : undefined;
  const app = (size: TerminalSize): ReactElement => (
    <App
      display={{
        color: options.color ?? false,
        ascii: options.ascii ?? false,
        size,
        ...(options.screenReader ? { screenReader: true } : {}),
        ...(options.theme ? { theme: options.theme } : {}),
      }}
      initial={entry ? openEntry(entry, options.options ?? {}) : undefined}
      search={options.search ?? searchHere}
      oracle={options.oracle ?? oracleHere}
      features={options.features}
      recordStore={options.recordStore}
      statsStore={options.statsStore}
      settingsStore={options.settingsStore}
      gameStore={options.gameStore}
    />
  );
  const { stdin, lastFrame, unmount, rerender } = render(
    app(options.size ?? { columns: 80, rows: 24 }),
  );
  const frame = (): string => (lastFrame() ?? '').replace(ANSI, '');
  const resize = async (size: TerminalSize): Promise<void> => {
    rerender(app(size));
    await settle(10);
  };
  const session: Session = { frame, ...inkKeys(stdin, frame, WAIT_MS), unmount, resize };
  await settle(10);
  return session;
};

/**
 * The keys (arrows, or h j k l where the arrows slide) that take the cursor from one cell to another, as the app
 * moves it. Where two cells tie the app leans on where the cursor came from
 * and takes turns, which the caller does not track: the path is searched over
 * every such history at once, and ends on `to` whichever it was.
 */
export const arrowsTo = (puzzle: Puzzle, from: number, to: number): string[] => {
  const paths = knownPaths.get(puzzle) ?? new Map<string, string[]>();
  knownPaths.set(puzzle, paths);
  const known = paths.get(`${from} ${to}`);
  if (known) return [...known];
  const path = searchArrows(puzzle, from, to);
  paths.set(`${from} ${to}`, path);
  return [...path];
};
const knownPaths = new WeakMap<Puzzle, Map<string, string[]>>();

const searchArrows = (puzzle: Puzzle, from: number, to: number): string[] => {
  const play = newPlay(puzzle, cellCentres(puzzle));
  const directions: Direction[] = ['up', 'down', 'left', 'right'];
  // The cell the cursor came from is one an arrow leads from to here (or none yet).
  const centres = cellCentres(puzzle);
  const before = Array.from({ length: puzzle.cellCount }, (_, cell) => cell).filter((cell) =>
    directions.some((direction) => nextCells(centres, cell, direction).includes(from)),
  );
  const histories = [undefined, ...before].flatMap((cursorCame) =>
    [0, 1].map((cursorTies): Play => ({ ...play, cursor: from, cursorCame, cursorTies })),
  );
  const keyOf = (states: readonly Play[]): string =>
    [
      ...new Set(
        states.map((state) => `${state.cursor},${state.cursorCame},${state.cursorTies % 2}`),
      ),
    ]
      .sort()
      .join(' ');
  type Node = { readonly states: readonly Play[]; readonly keys: readonly string[] };
  const seen = new Set([keyOf(histories)]);
  let layer: Node[] = [{ states: histories, keys: [] }];
  while (layer.length > 0) {
    const next: Node[] = [];
    for (const node of layer) {
      if (node.states.every((state) => state.cursor === to)) return [...node.keys];
      for (const direction of directions) {
        const states = node.states.map((state) => reducePlay(state, { type: 'cursor', direction }));
        const key = keyOf(states);
        if (seen.has(key)) continue;
        seen.add(key);
        // Where the arrows slide pieces (`arrowMove`), h j k l move the cursor.
        const pressed = puzzle.arrowMove ? LETTER[direction] : ARROW[direction];
        next.push({ states, keys: [...node.keys, pressed] });
      }
    }
    layer = next;
  }
  throw new Error(`cell ${to} cannot be reached from ${from}`);
};

/**
 * Plays one move, written as the pages write it ([from, to] or a peg chain),
 * by keys; returns where the cursor ends. `board` is the position before it.
 */
export const playByKeys = async (
  session: Keys,
  puzzle: Puzzle,
  board: Board,
  cursor: number,
  cells: readonly number[],
): Promise<number> => {
  const [from, ...rest] = cells;
  await session.press(...arrowsTo(puzzle, cursor, from), KEYS.enter);
  cursor = from;
  // A piece with a single legal move moves at once.
  if (movesFrom(puzzle, board, from).length === 1) return cursor;
  for (const cell of rest) {
    await session.press(...arrowsTo(puzzle, cursor, cell), KEYS.enter);
    cursor = cell;
  }
  // A peg chain that could go on ends with Enter on the peg itself.
  const longer = movesFrom(puzzle, board, from).some(
    (move) =>
      puzzle.notation(move).length > cells.length &&
      cells.every((cell, index) => puzzle.notation(move)[index] === cell),
  );
  if (longer) await session.press(KEYS.enter);
  return cursor;
};

/** The line of the frame that holds the counter, e.g. `moves 3 · optimal 16`. */
export const counterLine = (frame: string): string =>
  frame.split('\n').find((line) => line.startsWith('moves ')) ?? '';

/** Every later screen wired in. */
export const ALL_FEATURES = { solve: true, hint: true, analysis: true, coach: true } as const;

/** Settings with the coach on (and the mouse left to the terminal). */
export const COACH_ON: SettingsStore = {
  load: () => ({ settings: { coach: true, coachCarries: true, mouse: false } }),
  save: () => {},
};

/** `startApp`, each session unmounted after its test. */
export const appPerTest = (): ((options?: StartOptions) => Promise<Session>) => {
  let session: Session | undefined;
  afterEach(() => {
    session?.unmount();
    session = undefined;
  });
  return async (options) => {
    session = await startApp(options);
    return session;
  };
};

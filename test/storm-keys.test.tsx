import fc from 'fast-check';
import { render } from 'ink-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Game, gameFromRecords, newGame, stepRecords } from '../source/game/history.js';
import type { Features } from '../source/game/key-table.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { App } from '../source/ui/app.js';
import { type Opened, openEntry } from '../source/ui/common/opened.js';
import { type GameStore, variantName } from '../source/ui/common/saved-games.js';
import { liveWorkers } from '../source/worker/client.js';
import type { SearchService } from '../source/worker/protocol.js';
import { searchHere, searchNever } from './search-services.js';
import { EXTRA, key, keysFor, moveKeys, PLAY_AWAY, playing, type Token } from './storm-tokens.js';
import { counterLine, KEYS, settle } from './ui-support.js';

/**
 * Key storms: random key sequences typed into every screen never crash the
 * app, and every game it saves is a legal position reachable from the start
 * (its history replays through the rules to the same board). Fixed seeds keep
 * the runs the same everywhere.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escapes
const ANSI = /\u001B\[[0-9;?]*[A-Za-z]/g;

const { up, down, left, right, enter, space, escape: esc } = KEYS;

/** Remembers every game the app saves and checks each replays from the start to the same board. */
const checkingStore = () => {
  const problems: string[] = [];
  let saves = 0;
  const games = new Map<string, Game>();
  const store: GameStore = {
    load: (opened) => ({ game: games.get(variantName(opened)), writable: true }),
    save: (opened: Opened, game: Game) => {
      saves++;
      totalSaves++;
      games.set(variantName(opened), game);
      const replayed = gameFromRecords(opened.puzzle, stepRecords(game), game.at);
      if (typeof replayed === 'string') {
        problems.push(`save ${saves}: ${replayed}`);
        return;
      }
      const board = opened.puzzle.start.slice();
      for (const move of game.moves) opened.puzzle.apply(board, move);
      if (replayed.board.join() !== game.board.join() || board.join() !== game.board.join()) {
        problems.push(`save ${saves}: the board is not the one its history reaches`);
      }
      if (replayed.moves.length !== game.moves.length) {
        problems.push(`save ${saves}: the counter does not match the history`);
      }
    },
  };
  return { store, problems, saves: () => saves, games };
};

let errors: unknown[] = [];
beforeEach(() => {
  errors = [];
  // React reports an error it caught (or an update on a broken tree) here.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' ').slice(0, 300));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(liveWorkers(), 'worker threads started by a storm').toBe(0);
});

type Storm = {
  /** The puzzle opened at once, or the menu when absent. */
  readonly id?: string;
  readonly features?: Features;
  /** Keys typed before the storm to reach the screen under test. */
  readonly before?: readonly string[];
  /** A line the screen under test shows once it is up. */
  readonly shows?: RegExp;
  /** Where its searches run: by default they never end, so none competes with the keys. */
  readonly search?: SearchService;
};

/** Types `keys` into a fresh app at the storm's screen; fails on a crash or a bad game. */
const storm = async (
  { id, features = {}, before = [], shows, search = searchNever }: Storm,
  tokens: readonly Token[],
) => {
  const entry = id ? findEntry(id) : undefined;
  const checking = checkingStore();
  const { stdin, lastFrame, unmount } = render(
    <App
      display={{ color: false, ascii: false, size: { columns: 80, rows: 24 } }}
      initial={entry ? openEntry(entry) : undefined}
      search={search}
      features={features}
      gameStore={checking.store}
    />,
  );
  const frame = (): string => (lastFrame() ?? '').replace(ANSI, '');
  try {
    await settle(10);
    for (const key of before) {
      stdin.write(key);
      await settle(10);
    }
    if (shows) expect(frame()).toMatch(shows);
    const type = async (keys: readonly string[]): Promise<void> => {
      for (const one of keys) {
        stdin.write(one);
        await settle(one.startsWith('\u001B') ? 10 : 5);
      }
    };
    const opened = entry ? openEntry(entry) : undefined;
    for (const token of tokens) {
      if (typeof token === 'string') {
        await type([token]);
      } else if (opened) {
        // Drop a pick first (it may end a peg chain, which is saved), then play from the game now.
        await type([esc]);
        const game = checking.games.get(variantName(opened)) ?? newGame(opened.puzzle);
        await type(moveKeys(game, token.move));
      }
    }
    await settle(10);
    expect(frame()).not.toContain('ran into a problem');
    expect(errors).toEqual([]);
    expect(checking.problems).toEqual([]);
    // On the storm's play screen, the counter is the saved (and replayed) game's.
    const screen = frame();
    const game = entry && checking.games.get(variantName(openEntry(entry)));
    if (entry && game && screen.split('\n')[0].endsWith(`· ${entry.id}`) && counterLine(screen)) {
      expect(counterLine(screen)).toMatch(new RegExp(`^moves ${game.moves.length} `));
    }
  } finally {
    unmount();
  }
};

const ALL: Features = { solve: true, hint: true, analysis: true };
const settings = (seed: number, numRuns: number) => ({ seed, numRuns, endOnFailure: true });

/** Saves made over all the runs of one storm: proof that the storm really played. */
let totalSaves = 0;

describe('key storms never crash the app, and every saved game replays', () => {
  it('the menu (and whatever it opens)', async () => {
    const menu = fc.oneof(
      { weight: 6, arbitrary: key(up, down, left, right, 'j', 'k') },
      { weight: 1, arbitrary: key(enter, '?', esc, space) },
      { weight: 3, arbitrary: playing },
    );
    await fc.assert(
      fc.asyncProperty(
        keysFor(menu, key('q', 'n', 'r'), { minLength: 10, maxLength: 40 }),
        (keys) => storm({ shows: /tobikoe play flip-line/ }, keys),
      ),
      settings(6001, 8),
    );
  });

  // One board of each family, each its own test: a storm is a few seconds of work at most.
  const families = ['knights', 'peg-star', 'frog-a', 'flip-star', 'line-1'];
  it.each(families.map((id, index) => [id, index] as const))('play on %s', async (id, index) => {
    totalSaves = 0;
    await fc.assert(
      fc.asyncProperty(keysFor(playing, PLAY_AWAY, { minLength: 10, maxLength: 30 }), (keys) =>
        storm({ id, shows: /moves 0/ }, keys),
      ),
      settings(6002 + index, 3),
    );
    // The storms really played: moves, undos and restarts were saved and replayed.
    expect(totalSaves).toBeGreaterThan(5);
  });

  it('help', async () => {
    const help = key(up, down, 'j', 'k', space, EXTRA.pageUp, EXTRA.pageDown, '?');
    await fc.assert(
      fc.asyncProperty(keysFor(help, playing, { minLength: 5, maxLength: 25 }), (keys) =>
        storm({ id: 'frog-c', before: ['?'], shows: /Keys while playing/ }, keys),
      ),
      settings(6010, 8),
    );
  });

  it('the solve panel (its searches run in process)', async () => {
    const panel = fc.oneof(
      { weight: 3, arbitrary: key(left, right, up, down, 'h', 'l', EXTRA.home, EXTRA.end) },
      { weight: 2, arbitrary: key(space, '+', '-', enter, 's') },
      { weight: 1, arbitrary: key('1', '2', '3', '4', 'c', 'a', esc) },
    );
    await fc.assert(
      fc.asyncProperty(keysFor(panel, playing, { minLength: 10, maxLength: 30 }), (keys) =>
        storm(
          { id: 'frog-mini-2', features: ALL, before: ['s'], shows: /Solve: /, search: searchHere },
          keys,
        ),
      ),
      settings(6011, 8),
    );
  });

  it('the analysis', async () => {
    const analysis = fc.oneof(
      {
        weight: 3,
        arbitrary: key(left, right, up, down, 'h', 'j', 'k', 'l', EXTRA.home, EXTRA.end),
      },
      { weight: 1, arbitrary: key(enter, esc, 'a') },
    );
    await fc.assert(
      fc.asyncProperty(keysFor(analysis, playing, { minLength: 10, maxLength: 30 }), (keys) =>
        storm(
          {
            id: 'frog-mini-1',
            features: ALL,
            before: ['a'],
            shows: /whole state space/,
            search: searchHere,
          },
          keys,
        ),
      ),
      settings(6012, 8),
    );
  });
});

describe('keys that come faster than the screen', () => {
  it('a read that arrives while a burst is being handed out waits its turn', async () => {
    const knights = findEntry('knights');
    if (!knights) throw new Error('no knights');
    const { stdin, lastFrame, unmount } = render(
      <App
        display={{ color: false, ascii: false, size: { columns: 80, rows: 24 } }}
        initial={openEntry(knights)}
        search={searchNever}
        features={{}}
      />,
    );
    try {
      await settle(10);
      // Pick the knight on 0; `llj` comes in one read and Enter right behind it, before
      // the burst is handed out: Enter must land on 5, after the j, and move the knight.
      stdin.write(enter);
      await settle();
      stdin.write('llj');
      stdin.write(enter);
      await settle(30);
      expect(counterLine(lastFrame() ?? '')).toMatch(/^moves 1 /);
    } finally {
      unmount();
    }
  });
});

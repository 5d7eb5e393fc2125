import type { Game } from '../../game/history.js';
import { essentialOptions } from '../../puzzles/params.js';
import type { GameClaim, LockOwner } from '../../store/game-lock.js';
import { storageKey } from '../../store/games.js';
import { words } from '../../words/words.js';
import { dealtOrigin } from './dealt-origins.js';
import type { Opened } from './opened.js';

/** What opening a puzzle found on disk. */
export type StoredGame = {
  /** The saved game, replayed through the rules. */
  readonly game?: Game;
  /** A sentence for the player: the file was damaged and set aside, or is from a newer tobikoe. */
  readonly notice?: string;
  /** False when the file must be left as it is (a newer format, open in another window): this game is not saved. */
  readonly writable: boolean;
  /** Lets go of the game, which this process holds open while it is played (see `claimGame`). */
  readonly release?: () => void;
  /** Another window holds the game open: it is shown, and not saved (`writable` is false). */
  readonly heldElsewhere?: true;
};

/** Where games are saved and resumed from; the app works without one (tests). */
export type GameStore = {
  load(opened: Opened): StoredGame;
  /** Writes the game atomically, with the time played on it (timeRule); throws when it cannot. */
  save(opened: Opened, game: Game, played?: number | null): void;
};

/** How the player knows the variant: `knights`, `frog-line n=4`. */
/** The variant in words, for the player: its title, and whether it starts or aims elsewhere than the page. */
export const variantName = (opened: Opened): string => {
  const origin = dealtOrigin(opened);
  if (origin) return `${opened.puzzle.title}, ${words().records.origin[origin]}`;
  const given = essentialOptions(opened.entry.params, opened.options)
    .filter(([param]) => param.kind === 'board')
    .map(([param]) => words().common.boardName(param.name));
  return given.length === 0
    ? opened.puzzle.title
    : words().common.ownBoards(opened.puzzle.title, given);
};

/** The key its game and records are kept under: a given board as normalised, never as typed. */
export const openedKey = (opened: Opened): string =>
  storageKey(opened.entry, opened.options, opened.puzzle);

/** Where another window holds the game, and since when, in a few words. */
const openElsewhere = (owner: LockOwner, host: string, today: Date): string => {
  const say = words().common;
  const since = new Date(owner.since);
  const two = (value: number): string => String(value).padStart(2, '0');
  const time = `${two(since.getHours())}:${two(since.getMinutes())}`;
  const sameDay = since.toDateString() === today.toDateString();
  const day = `${since.getFullYear()}-${two(since.getMonth() + 1)}-${two(since.getDate())}`;
  return say.openElsewhere(
    owner.host === host ? say.processHere(owner.pid) : say.processOn(owner.pid, owner.host),
    sameDay ? time : `${day} ${time}`,
  );
};

/**
 * The saved games in the data directory, with damaged or newer files
 * reported. Loading claims the game for this process while it is open: a game
 * another window holds is played here without saving (two windows writing one
 * file would lose the moves of one of them).
 */
export const gameStoreIn = async (folder: string): Promise<GameStore> => {
  const [{ gamePath, loadGame, saveGame }, { claimGame, thisSystem }] = await Promise.all([
    import('../../store/games.js'),
    import('../../store/game-lock.js'),
  ]);
  return {
    load: (opened) => {
      const key = openedKey(opened);
      const system = thisSystem();
      let claim: GameClaim | undefined;
      try {
        claim = claimGame(gamePath(folder, key), system);
      } catch {
        // A folder this process cannot write in: no save can be written either, and the save says so.
      }
      const stored = loadGame(folder, key, opened.puzzle);
      if (claim?.kind === 'elsewhere') {
        return {
          ...(stored.kind === 'ok' ? { game: stored.value } : {}),
          notice: openElsewhere(claim.owner, system.host, new Date()),
          writable: false,
          heldElsewhere: true,
        };
      }
      const release = claim?.release;
      const held = release ? { release } : {};
      switch (stored.kind) {
        case 'ok':
          return { game: stored.value, writable: true, ...held };
        case 'none':
          return { writable: true, ...held };
        case 'damaged':
          return {
            notice: words().common.savedSetAside(stored.reason),
            writable: true,
            ...held,
          };
        case 'newer':
          release?.();
          return {
            notice: words().common.savedNewer,
            writable: false,
          };
        case 'stuck':
          release?.();
          return {
            notice: words().common.savedStuck(stored.reason),
            writable: false,
          };
      }
    },
    save: (opened, game, played) => saveGame(folder, openedKey(opened), game, played),
  };
};

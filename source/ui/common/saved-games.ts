import type { Game } from '../../game/history.js';
import { essentialOptions } from '../../puzzles/params.js';
import { storageKey } from '../../store/games.js';
import { words } from '../../words/words.js';
import type { Opened } from './opened.js';

/** What opening a puzzle found on disk. */
export type StoredGame = {
  /** The saved game, replayed through the rules. */
  readonly game?: Game;
  /** A sentence for the player: the file was damaged and set aside, or is from a newer tobikoe. */
  readonly notice?: string;
  /** False when the file must be left as it is (a newer format): this game is not saved. */
  readonly writable: boolean;
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

/** The saved games in the data directory, with damaged or newer files reported. */
export const gameStoreIn = async (folder: string): Promise<GameStore> => {
  const { loadGame, saveGame } = await import('../../store/games.js');
  return {
    load: (opened) => {
      const stored = loadGame(folder, openedKey(opened), opened.puzzle);
      switch (stored.kind) {
        case 'ok':
          return { game: stored.value, writable: true };
        case 'none':
          return { writable: true };
        case 'damaged':
          return {
            notice: words().common.savedSetAside(stored.reason),
            writable: true,
          };
        case 'newer':
          return {
            notice: words().common.savedNewer,
            writable: false,
          };
        case 'stuck':
          return {
            notice: words().common.savedStuck(stored.reason),
            writable: false,
          };
      }
    },
    save: (opened, game, played) => saveGame(folder, openedKey(opened), game, played),
  };
};

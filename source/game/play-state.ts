import type { Point } from '../board/board.js';
import type { Board } from '../puzzles/puzzle.js';
import type { Game } from './history.js';

/** The play screen's state, apart from what its keys do to it (`play.ts`). */

/**
 * A picked piece. `path` is the move so far as the pages write it: `[from]`
 * right after the pick, `[from, to1, …]` while a peg chain is being built.
 */
export type Pick = { readonly path: readonly number[] };

/**
 * A line for the status area about the last thing the player did; `spoken`,
 * the same said in words for a screen reader where the text writes a move as signs.
 */
export type Note = {
  readonly kind: 'info' | 'error';
  readonly text: string;
  readonly spoken?: string;
  /** Said only to a screen reader (`spoken`): the board shows the rest, and the status line stays as it was. */
  readonly quiet?: boolean;
};

/**
 * The play screen's state. `game` is what undo restores; the cursor, the pick
 * and the note are never undo steps.
 */
export type Play = {
  readonly game: Game;
  /** Where each cell lies on the screen, for moving the cursor. */
  readonly centres: readonly Point[];
  readonly cursor: number;
  /** The cell the cursor was on before, and how many ties it has broken: see `nextCell`. */
  readonly cursorCame?: number;
  readonly cursorTies: number;
  readonly pick: Pick | null;
  readonly note: Note | null;
  /** Where the last move (or the chain so far) ended, for the board's 'moved' mark. */
  readonly moved: readonly number[];
  /**
   * The position a tip was asked for (`t`), while the game stands there: the
   * move played from it counts as aided. Any change of position ends it.
   */
  readonly tipFor: Board | null;
  /**
   * Help on show besides the tip (see helpRule): the coach is on. Every move
   * played while it is counts as aided; so does every move once the solve
   * panel has shown the game an answer (`Game.answerSeen`).
   */
  readonly shown: { readonly coach: boolean };
  /**
   * A piece with one legal move plays it when picked (the `onlyMove` setting);
   * unset means on. Off, it is picked like any other, to be put where it goes.
   */
  readonly onlyMove?: boolean;
};

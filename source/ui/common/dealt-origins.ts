import { formatBoard } from '../../puzzles/board-text.js';
import type { Board, PuzzleEntry, PuzzleOptions } from '../../puzzles/puzzle.js';
import { storageKey } from '../../store/games.js';
import { type DealtOrigin, originKey } from '../../store/record-keys.js';
import { statsKey } from '../../store/stats.js';
import type { Opened } from './opened.js';

/*
 * The positions dealt in this process (`n`: a difficulty, random, shuffle, or
 * the daily): a game of one is recorded with its kind of start, apart from the
 * puzzle's standard start and from starts the player gave. Known only while
 * the process runs: a dealt game resumed in a later one is its own start.
 */
const dealt = new Map<string, DealtOrigin>();

const placeOf = (
  entry: Pick<PuzzleEntry, 'id' | 'params'>,
  options: PuzzleOptions,
  start: string,
) => `${statsKey(entry, options)}\n${start}`;

/** `board` was dealt for `opened`'s variant, as the daily or another deal. */
export const noteDealt = (opened: Opened, board: Board, origin: DealtOrigin): void => {
  dealt.set(
    placeOf(opened.entry, opened.options, formatBoard(board, opened.puzzle.pieces)),
    origin,
  );
};

/** How `opened`'s start came: dealt as the daily or another deal, or undefined (the standard start, or given). */
export const dealtOrigin = (opened: Opened): DealtOrigin | undefined =>
  dealt.get(
    placeOf(opened.entry, opened.options, formatBoard(opened.puzzle.start, opened.puzzle.pieces)),
  );

/** The key a solve of `opened` is recorded under: a dealt start's kind, else the position's own key. */
export const recordKeyOf = (opened: Opened): string => {
  const origin = dealtOrigin(opened);
  return origin
    ? originKey(statsKey(opened.entry, opened.options), origin)
    : storageKey(opened.entry, opened.options, opened.puzzle);
};

import { seededRandom } from '../../util/random.js';
import { formatBoard } from '../board-text.js';
import { TILE_CHARS, type Tray } from './tray.js';

/**
 * The start a tray without a named one opens on: the ordered tray after a
 * walk of the blank, two slides per cell, that never steps straight back,
 * from a seed fixed per size, so that every player meets the same start and
 * it takes a few minutes by hand (the 8- and 15-puzzle keep their own).
 */
export const usualStart = (tray: Tray): string => {
  const board = Uint8Array.from({ length: tray.cells }, (_, cell) =>
    cell === tray.cells - 1 ? 0 : cell + 1,
  );
  const random = seededRandom(tray.rows * 10 + tray.cols);
  let blank = tray.cells - 1;
  let previous = -1;
  for (let step = 0; step < 2 * tray.cells; step++) {
    const choices = tray.neighbours[blank].filter((cell) => cell !== previous);
    const next = choices[Math.floor(random() * choices.length)];
    board[blank] = board[next];
    board[next] = 0;
    previous = blank;
    blank = next;
  }
  return formatBoard(board, tray.pieces);
};

/** The ordered tray's board string, blank last (`12345.` on 2×3). */
export const orderedText = (tray: Tray): string => `${TILE_CHARS.slice(0, tray.cells - 1)}.`;

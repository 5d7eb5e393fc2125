import type { Point } from './board-view.js';

export type Direction = 'up' | 'down' | 'left' | 'right';

/** A text line is about twice as tall as a column is wide. */
const LINE_ASPECT = 2;

/**
 * The cells the cursor may go to from `from` when an arrow key is pressed: the
 * nearest cells that lie in that direction on the screen, favouring cells
 * straight ahead over cells off to the side. More than one when they tie (Down
 * from the hexagram's top point); none at the board's edge.
 */
export const nextCells = (
  centres: readonly Point[],
  from: number,
  direction: Direction,
): number[] => {
  const origin = centres[from];
  let best: number[] = [];
  let bestScore = Number.POSITIVE_INFINITY;
  let bestDistance = Number.POSITIVE_INFINITY;
  centres.forEach((centre, cell) => {
    const dx = centre.x - origin.x;
    const dy = (centre.y - origin.y) * LINE_ASPECT;
    const ahead =
      direction === 'left' ? -dx : direction === 'right' ? dx : direction === 'up' ? -dy : dy;
    const aside = Math.abs(direction === 'left' || direction === 'right' ? dy : dx);
    if (ahead <= 0) return;
    const score = ahead + 2 * aside;
    const distance = dx * dx + dy * dy;
    if (score < bestScore || (score === bestScore && distance < bestDistance)) {
      best = [cell];
      bestScore = score;
      bestDistance = distance;
    } else if (score === bestScore && distance === bestDistance) {
      best.push(cell);
    }
  });
  return best;
};

/** How far `point` lies to the side of `origin`, across `direction` (negative: left or up). */
const sideOf = (origin: Point, point: Point, direction: Direction): number =>
  direction === 'up' || direction === 'down' ? point.x - origin.x : point.y - origin.y;

/**
 * The cell the cursor goes to from `from`; stays put at the board's edge. Ties
 * break toward the side the cursor came from (`came`, the cell it was on
 * before), so Up then Down returns; with no side to lean to, `turn` alternates
 * them (even: the first in reading order, odd: the last), so every cell is
 * reached in the natural way.
 */
export const nextCell = (
  centres: readonly Point[],
  from: number,
  direction: Direction,
  came?: number,
  turn = 0,
): number => {
  const tied = nextCells(centres, from, direction);
  if (tied.length === 0) return from;
  if (tied.length === 1) return tied[0];
  const origin = centres[from];
  const lean = came === undefined ? 0 : Math.sign(sideOf(origin, centres[came], direction));
  if (lean !== 0) {
    const toward = tied.filter(
      (cell) => Math.sign(sideOf(origin, centres[cell], direction)) === lean,
    );
    if (toward.length > 0) return lean < 0 ? toward[toward.length - 1] : toward[0];
  }
  return turn % 2 === 0 ? tied[0] : tied[tied.length - 1];
};

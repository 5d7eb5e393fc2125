import type { Point } from './types.js';

export type Direction = 'up' | 'down' | 'left' | 'right';

/** A text line is about twice as tall as a column is wide. */
const LINE_ASPECT = 2;

/**
 * The cell the cursor goes to from `from` when an arrow key is pressed: the
 * nearest cell that lies in that direction on the screen, favouring cells
 * straight ahead over cells off to the side. Stays put at the board's edge.
 */
export const nextCell = (centres: readonly Point[], from: number, direction: Direction): number => {
  const origin = centres[from];
  let best = from;
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
      best = cell;
      bestScore = score;
      bestDistance = distance;
    }
  });
  return best;
};

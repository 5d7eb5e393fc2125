import { columns } from '../text/wrap.js';
import type { Segment } from './board-view.js';

/** The segment drawn at column `x` of line `y`, if any. */
export const segmentAt = (
  rows: readonly (readonly Segment[])[],
  x: number,
  y: number,
): Segment | undefined => {
  let left = 0;
  for (const segment of rows[y] ?? []) {
    const width = columns(segment.text);
    if (x >= left && x < left + width) return segment;
    left += width;
  }
  return undefined;
};

/**
 * The cell a click at column `x` of line `y` of a drawing means: the cell drawn
 * there, or one drawn a column beside it (a graph's cells are one character
 * wide, a click is easily one off); none on a wall, a link or blank space.
 */
export const cellAt = (
  rows: readonly (readonly Segment[])[],
  x: number,
  y: number,
): number | undefined =>
  segmentAt(rows, x, y)?.cell ?? segmentAt(rows, x - 1, y)?.cell ?? segmentAt(rows, x + 1, y)?.cell;

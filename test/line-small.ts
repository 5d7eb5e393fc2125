import { parseBoard } from '../source/puzzles/board-text.js';
import { makeGrid } from '../source/puzzles/cell-grid.js';
import { linePieces } from '../source/puzzles/line/pieces.js';
import type { Board, PositionSpace } from '../source/puzzles/puzzle.js';
import { markAt, markOf } from '../source/search/map-layer.js';

/** Line Puzzle helpers for tests on small boards with the same rules. */

/** Every position of a small board with the same rules, by plain breadth-first search from `goal`. */
export const plainDistances = (rows: number, cols: number, goal: string): Map<string, number> => {
  const grid = makeGrid(rows, cols);
  const distance = new Map([[goal, 0]]);
  let layer = [goal];
  for (let steps = 1; layer.length > 0; steps++) {
    const next: string[] = [];
    for (const position of layer) {
      const empty = position.indexOf('.');
      for (let slot = empty * 4; slot < empty * 4 + 4 && grid.neighbours[slot] >= 0; slot++) {
        const from = grid.neighbours[slot];
        const cells = [...position];
        [cells[empty], cells[from]] = [cells[from], '.'];
        const moved = cells.join('');
        if (distance.has(moved)) continue;
        distance.set(moved, steps);
        next.push(moved);
      }
    }
    layer = next;
  }
  return distance;
};

/** A Line Puzzle board of any size from its text (`AB.CDABCD`). */
export const small = (text: string): Board => parseBoard(text, linePieces, text.length, 'test');

/**
 * A map against a plain search's distances (`plainDistances`): the histogram
 * they make, and how many positions the map marks otherwise.
 */
export const againstPlain = (
  words: Int32Array,
  space: PositionSpace,
  truth: ReadonlyMap<string, number>,
): { histogram: number[]; wrong: number } => {
  const histogram: number[] = [];
  let wrong = 0;
  for (const [text, distance] of truth) {
    histogram[distance] = (histogram[distance] ?? 0) + 1;
    if (markAt(words, space.rank(small(text))) !== markOf(distance)) wrong++;
  }
  return { histogram, wrong };
};

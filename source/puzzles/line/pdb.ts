import type { Board } from '../types.js';
import { KindRanking } from './ranking.js';

/** The largest distance a table can hold; no position of a 4×4 board comes near it. */
const UNSEEN = 0xff;

/** A grid of rows × cols cells, numbered row by row, and each cell's neighbours. */
export type Grid = {
  readonly rows: number;
  readonly cols: number;
  readonly cells: number;
  /** neighbours[cell * 4 + i], -1 past the last. */
  readonly neighbours: Int8Array;
  /** The cells of `free` joined to `seed` through neighbouring cells of `free`. */
  flood(seed: number, free: number): number;
};

export const makeGrid = (rows: number, cols: number): Grid => {
  const cells = rows * cols;
  const neighbours = new Int8Array(cells * 4).fill(-1);
  let firstCol = 0;
  let lastCol = 0;
  for (let cell = 0; cell < cells; cell++) {
    const row = Math.floor(cell / cols);
    const col = cell % cols;
    if (col === 0) firstCol |= 1 << cell;
    if (col === cols - 1) lastCol |= 1 << cell;
    const around = [
      row > 0 ? cell - cols : -1,
      col > 0 ? cell - 1 : -1,
      col < cols - 1 ? cell + 1 : -1,
      row < rows - 1 ? cell + cols : -1,
    ].filter((other) => other >= 0);
    around.forEach((other, slot) => {
      neighbours[cell * 4 + slot] = other;
    });
  }
  const all = (1 << cells) - 1;
  const notFirst = all & ~firstCol;
  const notLast = all & ~lastCol;
  const flood = (seed: number, free: number): number => {
    let region = seed;
    for (;;) {
      const grown =
        (region |
          (region << cols) |
          (region >>> cols) |
          ((region << 1) & notFirst) |
          ((region >>> 1) & notLast)) &
        (free | seed);
      if (grown === region) return region;
      region = grown;
    }
  };
  return { rows, cols, cells, neighbours, flood };
};

/** The cells of `goal` holding `code`, as a mask. */
export const cellsOf = (board: Board, code: number): number => {
  let mask = 0;
  for (let cell = 0; cell < board.length; cell++) if (board[cell] === code) mask |= 1 << cell;
  return mask;
};

/**
 * An additive pattern database: for every place of the empty cell and of the
 * pieces of `codes` (the other pieces unnamed), the fewest moves of those
 * pieces that bring them onto their goal cells. Moves of unnamed pieces cost
 * nothing here, so the empty cell wanders freely through them; databases over
 * disjoint kinds count disjoint moves and add up to an admissible bound.
 *
 * Built by breadth-first search from the goal (moves are reversible) over
 * "regions": every place the empty cell reaches through unnamed pieces has
 * the same distance, so a region is filled whole when first reached, and only
 * moves of named pieces are followed.
 */
export const buildPatternDatabase = (
  grid: Grid,
  goal: Board,
  codes: readonly number[],
): { readonly ranking: KindRanking; readonly table: Uint8Array } => {
  const { cells, neighbours } = grid;
  const all = (1 << cells) - 1;
  const kinds = codes.length;
  const ranking = new KindRanking(
    cells,
    codes.map((code) => goal.filter((value) => value === code).length),
  );
  const table = new Uint8Array(ranking.size).fill(UNSEEN);
  // Each index enters one layer, once, when its region is reached.
  let layer = new Int32Array(ranking.size);
  let next = new Int32Array(ranking.size);
  let nextLength = 0;
  const masks = new Int32Array(kinds);
  const named = (): number => {
    let union = 0;
    for (let kind = 0; kind < kinds; kind++) union |= masks[kind];
    return union;
  };
  /** Marks the region of `empty` (masks as they are) at `distance`, queueing it in `next`. */
  const fill = (empty: number, distance: number): void => {
    for (let rest = grid.flood(1 << empty, all & ~named()); rest !== 0; rest &= rest - 1) {
      const cell = 31 - Math.clz32(rest & -rest);
      const index = ranking.rank(cell, masks);
      if (table[index] !== UNSEEN) continue;
      table[index] = distance;
      next[nextLength++] = index;
    }
  };
  masks.set(Int32Array.from(codes, (code) => cellsOf(goal, code)));
  fill(goal.indexOf(0), 0);
  for (let distance = 0; nextLength > 0; distance++) {
    [layer, next] = [next, layer];
    const layerLength = nextLength;
    nextLength = 0;
    let decoded = -1;
    for (let at = 0; at < layerLength; at++) {
      const index = layer[at];
      const empty = index % cells;
      const sequence = (index - empty) / cells;
      for (let slot = empty * 4; slot < empty * 4 + 4; slot++) {
        const from = neighbours[slot];
        if (from < 0) break;
        if (decoded !== index) {
          ranking.unrankSequence(sequence, empty, masks);
          decoded = index;
        }
        const fromBit = 1 << from;
        let kind = 0;
        while (kind < kinds && (masks[kind] & fromBit) === 0) kind++;
        // An unnamed piece: its region is this one, already filled.
        if (kind === kinds) continue;
        // A sideways slide keeps the sequence: the target is index - empty + from.
        const sideways = from === empty - 1 || from === empty + 1;
        const both = fromBit | (1 << empty);
        masks[kind] ^= both;
        const target = sideways ? index - empty + from : ranking.rank(from, masks);
        if (table[target] === UNSEEN) fill(from, distance + 1);
        masks[kind] ^= both;
      }
    }
  }
  return { ranking, table };
};

import type { Grid } from '../cell-grid.js';
import type { Board } from '../puzzle.js';
import { bitTables } from './bits.js';
import { KindRanking } from './ranking.js';

/** The largest distance a table can hold; no position of a 4×4 board comes near it. */
export const UNSEEN = 0xff;

/** The cells of `goal` holding `code`, as a mask. */
export const cellsOf = (board: Board, code: number): number => {
  let mask = 0;
  for (let cell = 0; cell < board.length; cell++) if (board[cell] === code) mask |= 1 << cell;
  return mask;
};

/**
 * `ranking.rank` for two kinds, written out (it runs for every move of a
 * build and of a stored table's check): the first kind's cell mask `a`, the
 * second's `b`, the empty cell.
 */
export const pairIndexer = (
  ranking: KindRanking,
): ((a: number, b: number, empty: number) => number) => {
  const { cells } = ranking;
  const radix = ranking.radix[0];
  const slots = (1 << (cells - 1)) - 1;
  const { colex, pext8, pop8 } = bitTables();
  return (a, b, empty) => {
    const low = (1 << empty) - 1;
    const placesA = (a & low) | ((a >>> 1) & ~low);
    const placesB = (b & low) | ((b >>> 1) & ~low);
    const free = slots & ~placesA;
    const packedB =
      pext8[((free & 255) << 8) | (placesB & 255)] |
      (pext8[(free & 0xff00) | ((placesB >> 8) & 255)] << pop8[free & 255]);
    return (colex[placesA] * radix + colex[packedB]) * cells + empty;
  };
};

const MASK_VALUES = 1 << 16;

/**
 * Sorts the first `length` ints of `queue`, regions of two ints each (both
 * kinds' masks, the first kind's low; the region's cells), by the first
 * kind's mask, then the second's (the order of the table's indexes): a radix
 * sort, one pass a mask, through `scratch`.
 */
const sortRegions = (queue: Int32Array, length: number, scratch: Int32Array): void => {
  if (length <= 2) return;
  const counts = new Int32Array(MASK_VALUES);
  const pass = (from: Int32Array, to: Int32Array, shift: number): void => {
    counts.fill(0);
    for (let at = 0; at < length; at += 2) counts[(from[at] >>> shift) & 0xffff]++;
    for (let mask = 0, sum = 0; mask < MASK_VALUES; mask++) {
      const count = counts[mask];
      counts[mask] = sum;
      sum += count * 2;
    }
    for (let at = 0; at < length; at += 2) {
      const masks = from[at];
      const place = counts[(masks >>> shift) & 0xffff];
      counts[(masks >>> shift) & 0xffff] = place + 2;
      to[place] = masks;
      to[place + 1] = from[at + 1];
    }
  };
  pass(queue, scratch, 16);
  pass(scratch, queue, 0);
};

/** The two kinds (piece codes) one pattern database counts. */
export type KindPair = readonly [number, number];

/**
 * An additive pattern database: for every place of the empty cell and of the
 * pieces of the two kinds `codes` (the other pieces unnamed), the fewest moves
 * of those pieces that bring them onto their goal cells. Moves of unnamed
 * pieces cost nothing here, so the empty cell wanders freely through them;
 * databases over disjoint kinds count disjoint moves and add up to an
 * admissible bound.
 *
 * Built by breadth-first search from the goal (moves are reversible) over
 * "regions": every place the empty cell reaches through unnamed pieces has
 * the same distance, so a region is filled whole when first reached and
 * queued once, as the two kinds' cell masks and the region's cells; only
 * moves of named pieces are followed. Nothing is unranked: the queue holds
 * cells, and an index is computed only to read or mark the table.
 */
export const buildPatternDatabase = (
  grid: Grid,
  goal: Board,
  codes: KindPair,
): { readonly ranking: KindRanking; readonly table: Uint8Array } => {
  const { cells, neighbours } = grid;
  const all = (1 << cells) - 1;
  const ranking = new KindRanking(
    cells,
    codes.map((code) => goal.filter((value) => value === code).length),
  );
  const table = new Uint8Array(ranking.size).fill(UNSEEN);
  const indexOf = pairIndexer(ranking);
  // Two ints per region: both kinds' masks (16 bits each), then the region's cells.
  let layer = new Int32Array(1 << 16);
  let next = new Int32Array(1 << 16);
  let nextLength = 0;
  let scratch = new Int32Array(0);
  // The cells beside each cell, as a mask.
  const around = new Int32Array(cells);
  for (let cell = 0; cell < cells; cell++) {
    for (let slot = cell * 4; slot < cell * 4 + 4 && neighbours[slot] >= 0; slot++) {
      around[cell] |= 1 << neighbours[slot];
    }
  }
  const fill = (a: number, b: number, region: number, distance: number): void => {
    for (let rest = region; rest !== 0; rest &= rest - 1) {
      table[indexOf(a, b, 31 - Math.clz32(rest & -rest))] = distance;
    }
    if (nextLength + 2 > next.length) {
      const larger = new Int32Array(next.length * 2);
      larger.set(next);
      next = larger;
    }
    next[nextLength++] = a | (b << 16);
    next[nextLength++] = region;
  };
  const goalA = cellsOf(goal, codes[0]);
  const goalB = cellsOf(goal, codes[1]);
  fill(goalA, goalB, grid.flood(1 << goal.indexOf(0), all & ~(goalA | goalB)), 0);
  for (let distance = 0; nextLength > 0; distance++) {
    [layer, next] = [next, layer];
    const layerLength = nextLength;
    nextLength = 0;
    // Taken in the order of their masks, the layer's moves read and mark the
    // table in rising sweeps instead of all over it: the same entries, a
    // 7.2 MB table in some 60% of the time.
    if (scratch.length < layerLength) scratch = new Int32Array(layer.length);
    sortRegions(layer, layerLength, scratch);
    for (let at = 0; at < layerLength; at += 2) {
      const a = layer[at] & 0xffff;
      const b = layer[at] >>> 16;
      const named = a | b;
      for (let rest = layer[at + 1]; rest !== 0; rest &= rest - 1) {
        const empty = 31 - Math.clz32(rest & -rest);
        // Only a named neighbour's slide costs; an unnamed one is in this region, already filled.
        for (let near = around[empty] & named; near !== 0; near &= near - 1) {
          const fromBit = near & -near;
          const from = 31 - Math.clz32(fromBit);
          const both = fromBit | (1 << empty);
          const movedA = a & fromBit ? a ^ both : a;
          const movedB = movedA === a ? b ^ both : b;
          if (table[indexOf(movedA, movedB, from)] === UNSEEN) {
            fill(movedA, movedB, grid.flood(fromBit, all & ~(named ^ both)), distance + 1);
          }
        }
      }
    }
  }
  return { ranking, table };
};

import type { Grid } from '../cell-grid.js';
import { tableBuildGoesOn } from '../table-cache.js';
import { pairIndexer, UNSEEN } from './pdb.js';
import type { KindRanking } from './ranking.js';

/**
 * Whether a pattern database of two kinds (`buildPatternDatabase`) can be
 * trusted as a lower bound whatever was written into its file: 0 at the
 * goal's index, a distance everywhere, and across every move of the empty
 * cell the entries equal where the piece moved is of neither kind (such a
 * move costs nothing) and at most one apart where it is of one (it costs
 * one). Any real sequence of moves is such a path through the table's
 * indexes, costing the moves of the two kinds' pieces in it; the entries,
 * 0 at the goal and rising by no more than each move costs, are then never
 * above what any solution spends on those pieces: the table is admissible.
 * A table built by breadth-first search passes (its entries are those very
 * costs). Each move is looked at once, from the end with the lower empty
 * cell: a sideways one leaves the pieces' sequence as it is (the index moves
 * by one), an up-down one is ranked.
 */
export const provedPairTable = (
  grid: Grid,
  ranking: KindRanking,
  goalIndex: number,
  table: Uint8Array,
): boolean => {
  if (table.length !== ranking.size || table[goalIndex] !== 0) return false;
  // Buffer's search is memchr: ten times a typed array's `includes` on these megabytes.
  if (Buffer.from(table.buffer, table.byteOffset, table.byteLength).includes(UNSEEN)) return false;
  const { cells, cols } = grid;
  const indexOf = pairIndexer(ranking);
  const places = new Int32Array(2);
  for (let sequence = 0; sequence < ranking.sequences; sequence++) {
    if ((sequence & 0x3fff) === 0) tableBuildGoesOn();
    ranking.sequenceMasks(sequence, places);
    const placesA = places[0];
    const placesB = places[1];
    const base = sequence * cells;
    for (let empty = 0, col = 0; empty < cells; empty++, col = col === cols - 1 ? 0 : col + 1) {
      const low = (1 << empty) - 1;
      const a = (placesA & low) | ((placesA & ~low) << 1);
      const b = (placesB & low) | ((placesB & ~low) << 1);
      const here = table[base + empty];
      if (col < cols - 1) {
        const step = table[base + empty + 1] - here;
        const costs = ((a | b) & (2 << empty)) !== 0;
        if (costs ? step > 1 || step < -1 : step !== 0) return false;
      }
      const below = empty + cols;
      if (below < cells) {
        const bit = 1 << below;
        const both = bit | (1 << empty);
        const costs = ((a | b) & bit) !== 0;
        const after =
          (a & bit) !== 0
            ? indexOf(a ^ both, b, below)
            : (b & bit) !== 0
              ? indexOf(a, b ^ both, below)
              : indexOf(a, b, below);
        const step = table[after] - here;
        if (costs ? step > 1 || step < -1 : step !== 0) return false;
      }
    }
  }
  return true;
};

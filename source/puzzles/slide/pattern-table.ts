import { sha256 } from '../../util/sha256.js';
import { makeGrid } from '../cell-grid.js';
import { cachedTable, isTableCached, tableBuildGoesOn } from '../table-cache.js';
import { BUILT_DIGESTS } from './table-digests.js';

/*
 * Additive pattern databases for sliding tiles (Korf and Felner, 2002). A
 * pattern is a few goal cells; its table gives, for every placing of the
 * tiles that belong there, the fewest moves of those tiles that bring them
 * home, the other tiles free to be passed through (their moves cost nothing).
 * The table does not depend on which tiles those are, nor on where the blank
 * belongs: tables over disjoint patterns add up to an admissible bound for
 * any goal. A placing is indexed sparsely, four bits per tile (slot i at bit
 * 4i), so a move changes an index by a shift and an add.
 */

/** Marks a placing no search reached (two tiles on one cell). */
export const UNSEEN = 0xff;

/** Bump when the tables' contents change: stored tables of another version are not read. */
const VERSION = 1;

export const tableLength = (tiles: number): number => 16 ** tiles;

/** Bits of a queued entry (a placing, then a cell) each pass of `sortQueued` sorts by. */
const SORT_BITS = 14;
const SORT_BUCKETS = 1 << SORT_BITS;

/**
 * Sorts the first `length` entries of `queue` (placing << 4 | cell, below
 * 2^28) in rising order: two passes of a radix sort through `scratch`.
 */
const sortQueued = (queue: Int32Array, length: number, scratch: Int32Array): void => {
  if (length < 2) return;
  const counts = new Int32Array(SORT_BUCKETS);
  for (const [shift, from, to] of [
    [0, queue, scratch],
    [SORT_BITS, scratch, queue],
  ] as const) {
    counts.fill(0);
    for (let at = 0; at < length; at++) counts[(from[at] >>> shift) & (SORT_BUCKETS - 1)]++;
    for (let bucket = 0, sum = 0; bucket < SORT_BUCKETS; bucket++) {
      const count = counts[bucket];
      counts[bucket] = sum;
      sum += count;
    }
    for (let at = 0; at < length; at++) {
      const value = from[at];
      to[counts[(value >>> shift) & (SORT_BUCKETS - 1)]++] = value;
    }
  }
};

/** Breadth-first search from the pattern's goal over (placing, the blank's region). */
export const buildPatternTable = (side: number, home: readonly number[]): Uint8Array => {
  const grid = makeGrid(side, side);
  const cells = side * side;
  const tiles = home.length;
  const all = (1 << cells) - 1;
  const table = new Uint8Array(tableLength(tiles)).fill(UNSEEN);
  // Per placing, a bit per blank cell: where the blank's region was already reached.
  const reached = new Uint16Array(tableLength(tiles));
  const isReached = (placing: number, blank: number): boolean =>
    (reached[placing] & (1 << blank)) !== 0;
  let layer = new Int32Array(1 << 16);
  let next = new Int32Array(1 << 16);
  let nextLength = 0;
  let scratch = new Int32Array(0);
  // How far the build is, for a class watching it: the placings given a distance, of all there are.
  let placed = 0;
  let placings = 1;
  for (let tile = 0; tile < tiles; tile++) placings *= cells - tile;
  /** Marks the blank's whole region reached, and queues it once. */
  const enter = (placing: number, region: number, distance: number): void => {
    reached[placing] |= region;
    if (table[placing] === UNSEEN) {
      table[placing] = distance;
      placed++;
    }
    if (nextLength === next.length) {
      const larger = new Int32Array(next.length * 2);
      larger.set(next);
      next = larger;
    }
    next[nextLength++] = (placing << 4) | (31 - Math.clz32(region & -region));
  };
  // The cells beside each cell, as a mask.
  const around = new Int32Array(cells);
  for (let cell = 0; cell < cells; cell++) {
    for (let way = cell * 4; way < cell * 4 + 4 && grid.neighbours[way] >= 0; way++) {
      around[cell] |= 1 << grid.neighbours[way];
    }
  }
  let start = 0;
  let occupied = 0;
  home.forEach((cell, slot) => {
    start += cell * 16 ** slot;
    occupied |= 1 << cell;
  });
  // The blank anywhere outside the pattern: every free region is a start.
  for (let free = all & ~occupied; free !== 0; ) {
    const seed = free & -free;
    const region = grid.flood(seed, all & ~occupied);
    enter(start, region, 0);
    free &= ~region;
  }
  for (let distance = 0; nextLength > 0; distance++) {
    [layer, next] = [next, layer];
    const layerLength = nextLength;
    nextLength = 0;
    // Taken in the order of their placings, the layer's moves read and mark
    // the tables in a few rising sweeps instead of all over them (50 MB for
    // six tiles): the same entries, the 6-tile table in a third of the time.
    if (scratch.length < layerLength) scratch = new Int32Array(layer.length);
    sortQueued(layer, layerLength, scratch);
    for (let at = 0; at < layerLength; at++) {
      if ((at & 0xfff) === 0) tableBuildGoesOn(placed / placings);
      const placing = layer[at] >> 4;
      const seed = layer[at] & 15;
      let tileCells = 0;
      for (let slot = 0, rest = placing; slot < tiles; slot++, rest >>= 4) {
        tileCells |= 1 << (rest & 15);
      }
      const region = grid.flood(1 << seed, all & ~tileCells);
      // Each tile beside the blank's region slides into each of its cells there.
      for (let slot = 0, rest = placing; slot < tiles; slot++, rest >>= 4) {
        const from = rest & 15;
        for (let near = around[from] & region; near !== 0; near &= near - 1) {
          const blank = 31 - Math.clz32(near & -near);
          const moved = placing + ((blank - from) << (slot * 4));
          if (isReached(moved, from)) continue;
          const free = all & ~(tileCells ^ (1 << from) ^ (1 << blank));
          enter(moved, grid.flood(1 << from, free), distance + 1);
        }
      }
    }
  }
  return table;
};

/** How many moves deep `trustedTable` follows a walled-off blank for a bound on its cost. */
const TRUST_DEPTH = 6;
/**
 * The most tiles a table may have for `trustedTable` to be asked to prove it
 * whole: past it the walled-off blanks are too many and too deep (the
 * 15-puzzle's 6-tile table: 138,418 moves still unproven 4 deep, after 2 s),
 * and a stored table is used only when its bytes are the build's (see
 * `vouchedFor`). Some of 4 tiles fail it too, and are listed there as well.
 */
export const PROVEN_TILES = 4;

/**
 * Whether `table` can be trusted as a lower bound whatever was done to its
 * file: 0 at home, a distance for every placing, and no entry more than one
 * above what a move of a pattern tile leads to. An entry is the fewest moves
 * over every place of the blank, so where a move leaves the blank walled off
 * from the rest of the free cells, the entry after it may lie lower than that
 * move's true cost: there the check goes on through the moves the walled-off
 * blank allows (up to `TRUST_DEPTH` deep) for a bound on that cost. By
 * induction on the moves left, every entry is then at most the fewest moves
 * home from any place of the blank: the table is admissible. Tables built
 * here of up to `PROVEN_TILES` tiles pass (a test holds every such pattern to
 * it); one that fails is built again. A true answer is a proof at any size;
 * past `PROVEN_TILES` it is mostly false, and slow.
 */
export const trustedTable = (side: number, home: readonly number[], table: Uint8Array): boolean => {
  const grid = makeGrid(side, side);
  const cells = side * side;
  const all = (1 << cells) - 1;
  const tiles = home.length;
  let homeIndex = 0;
  home.forEach((cell, slot) => {
    homeIndex += cell * 16 ** slot;
  });
  if (table[homeIndex] !== 0) return false;
  /** The cells a placing's tiles hold, or -1 for an index that is no placing. */
  const heldBy = (placing: number): number => {
    let held = 0;
    for (let slot = 0, rest = placing; slot < tiles; slot++, rest >>>= 4) {
      const cell = rest & 15;
      if (cell >= cells || (held & (1 << cell)) !== 0) return -1;
      held |= 1 << cell;
    }
    return held;
  };
  /**
   * Whether the moves home from `placing`, the blank in `region`, are at
   * least `need`, by what the table says of it and of the placings its moves
   * lead to, `depth` moves on.
   */
  const costsAtLeast = (placing: number, region: number, need: number, depth: number): boolean => {
    if (need <= 0) return true;
    if (placing === homeIndex) return false;
    if (table[placing] >= need) return true;
    const held = heldBy(placing);
    const free = all & ~held;
    if (region === free) return false;
    if (depth === 0) return false;
    for (let blanks = region; blanks !== 0; blanks &= blanks - 1) {
      const blank = 31 - Math.clz32(blanks & -blanks);
      for (let way = blank * 4; way < blank * 4 + 4; way++) {
        const from = grid.neighbours[way];
        if (from < 0) break;
        if ((held & (1 << from)) === 0) continue;
        let slot = 0;
        while (((placing >>> (slot * 4)) & 15) !== from) slot++;
        const next = placing + ((blank - from) << (slot * 4));
        const nextRegion = grid.flood(1 << from, free ^ (1 << blank) ^ (1 << from));
        if (!costsAtLeast(next, nextRegion, need - 1, depth - 1)) return false;
      }
    }
    return true;
  };
  /**
   * Each pair of neighbouring cells once, the lower first (a move and the
   * move back are one edge): two a cell, the cell itself where there are
   * fewer, which its own tile always holds.
   */
  const onward = new Int8Array(cells * 2);
  for (let cell = 0; cell < cells; cell++) {
    onward.fill(cell, cell * 2, cell * 2 + 2);
    let count = 0;
    for (let way = cell * 4; way < cell * 4 + 4; way++) {
      const to = grid.neighbours[way];
      if (to > cell) onward[cell * 2 + count++] = to;
    }
  }
  /**
   * Whether the move between `placing` and `moved` (the tile on `cell` in
   * `placing` on `to` in `moved`) holds both ways: each side's entry at most
   * one above the other's, or the move's true cost proved high enough where
   * it walls the blank off.
   */
  const edgeHolds = (
    placing: number,
    free: number,
    moved: number,
    cell: number,
    to: number,
  ): boolean => {
    const here = table[placing];
    const there = table[moved];
    // From `placing` to `moved`: the blank was at `to`, and is at `cell` after.
    if (there + 1 < here) {
      const region = grid.flood(1 << cell, free ^ (1 << to) ^ (1 << cell));
      if (!costsAtLeast(moved, region, here - 1, TRUST_DEPTH)) return false;
    }
    // Back: the blank was at `cell`, and is at `to` after, among `placing`'s free cells.
    if (here + 1 < there) {
      if (!costsAtLeast(placing, grid.flood(1 << to, free), there - 1, TRUST_DEPTH)) return false;
    }
    return true;
  };
  /** Each slot's cell in the placing under way. */
  const cellOf = new Int8Array(tiles);
  let visited = 0;
  const placingHolds = (placing: number, held: number): boolean => {
    if ((visited++ & 0xffff) === 0) tableBuildGoesOn();
    const here = table[placing];
    if (here === UNSEEN) return false;
    const free = all & ~held;
    for (let slot = 0; slot < tiles; slot++) {
      const cell = cellOf[slot];
      for (let way = cell * 2; way < cell * 2 + 2; way++) {
        const to = onward[way];
        const moved = placing + ((to - cell) << (slot * 4));
        const step = table[moved] - here;
        // One test, not a branch on each (whether `to` is free is anyone's
        // guess, and the wrong guesses cost a third of the check): the sign
        // bit is set when the entries differ by more than one and `to` is
        // free (its bit moved up to the sign).
        const far = (1 - step) | (step + 1);
        if ((far & (free << (31 - to))) < 0 && !edgeHolds(placing, free, moved, cell, to)) {
          return false;
        }
      }
    }
    return true;
  };
  /**
   * Every placing of the slots up to `slot` with the others where `placing`
   * puts them (on the cells `held`): the last slot chosen first, so slot 0,
   * the index's lowest digit, runs innermost and the table is read in order.
   * Indices that are no placing (two tiles on one cell) are never visited.
   */
  const placingsHold = (slot: number, placing: number, held: number): boolean => {
    for (let cell = 0; cell < cells; cell++) {
      if ((held & (1 << cell)) !== 0) continue;
      cellOf[slot] = cell;
      const next = placing + (cell << (slot * 4));
      const holds =
        slot === 0
          ? placingHolds(next, held | (1 << cell))
          : placingsHold(slot - 1, next, held | (1 << cell));
      if (!holds) return false;
    }
    return true;
  };
  return placingsHold(tiles - 1, 0, 0);
};

/** Tables already in this process, by name. */
const loaded = new Map<string, Uint8Array>();

/** A table's tray and cells, as `BUILT_DIGESTS` names it. */
export const tableKey = (side: number, home: readonly number[]): string =>
  `${side}x${side}-${home.map((cell) => cell.toString(16)).join('')}`;

const tableName = (side: number, home: readonly number[]): string =>
  `slide-pdb-${VERSION}-${tableKey(side, home)}`;

/**
 * Whether a stored table can be used: its bytes the very ones this version
 * builds, for the tables `BUILT_DIGESTS` lists (a SHA-256, 9 ms for the
 * 6-tile table's 16.8 MB where its proof would take seconds), else proved
 * admissible (up to `PROVEN_TILES` tiles, milliseconds). A table neither
 * listed nor provable is never used from a file: it is built.
 */
export const vouchedFor = (side: number, home: readonly number[], table: Uint8Array): boolean => {
  const key = tableKey(side, home);
  if (Object.hasOwn(BUILT_DIGESTS, key)) return sha256(table) === BUILT_DIGESTS[key];
  return home.length <= PROVEN_TILES && trustedTable(side, home, table);
};

/** Where the tables of these patterns can be had from without building: memory, else the data folder. */
export const patternTablesAt = (
  side: number,
  homes: readonly (readonly number[])[],
): 'memory' | 'stored' | 'none' => {
  const names = homes.map((home) => tableName(side, home));
  if (names.every((name) => loaded.has(name))) return 'memory';
  return names.every((name) => loaded.has(name) || isTableCached(name)) ? 'stored' : 'none';
};

/** The table of the pattern `home` on a `side`-wide tray: from memory, the data folder, or built. */
export const patternTable = (side: number, home: readonly number[]): Uint8Array => {
  const name = tableName(side, home);
  const known = loaded.get(name);
  if (known) return known;
  const table = cachedTable(
    name,
    tableLength(home.length),
    () => buildPatternTable(side, home),
    (stored) => vouchedFor(side, home, stored),
  );
  loaded.set(name, table);
  return table;
};

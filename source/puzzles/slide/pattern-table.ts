import { makeGrid } from '../cell-grid.js';
import { cachedTable, isTableCached } from '../table-cache.js';

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

/** How many placings of `tiles` distinct tiles a `cells`-cell tray has. */
const placings = (cells: number, tiles: number): number => {
  let count = 1;
  for (let i = 0; i < tiles; i++) count *= cells - i;
  return count;
};

/** Breadth-first search from the pattern's goal over (placing, the blank's region). */
export const buildPatternTable = (side: number, home: readonly number[]): Uint8Array => {
  const grid = makeGrid(side, side);
  const cells = side * side;
  const tiles = home.length;
  const all = (1 << cells) - 1;
  const table = new Uint8Array(tableLength(tiles)).fill(UNSEEN);
  // One bit per placing and blank cell: where the blank's region was already reached.
  const reached = new Uint32Array((tableLength(tiles) * 16) >>> 5);
  const isReached = (placing: number, blank: number): boolean => {
    const bit = placing * 16 + blank;
    return (reached[bit >>> 5] & (1 << (bit & 31))) !== 0;
  };
  let layer = new Int32Array(1 << 16);
  let next = new Int32Array(1 << 16);
  let nextLength = 0;
  /** Marks the blank's whole region reached, and queues it once. */
  const enter = (placing: number, region: number, distance: number): void => {
    for (let rest = region; rest !== 0; rest &= rest - 1) {
      const bit = placing * 16 + (31 - Math.clz32(rest & -rest));
      reached[bit >>> 5] |= 1 << (bit & 31);
    }
    if (table[placing] === UNSEEN) table[placing] = distance;
    if (nextLength === next.length) {
      const larger = new Int32Array(next.length * 2);
      larger.set(next);
      next = larger;
    }
    next[nextLength++] = (placing << 4) | (31 - Math.clz32(region & -region));
  };
  const slotAt = new Int8Array(cells);
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
    for (let at = 0; at < layerLength; at++) {
      const placing = layer[at] >> 4;
      const seed = layer[at] & 15;
      let tileCells = 0;
      slotAt.fill(-1);
      for (let slot = 0, rest = placing; slot < tiles; slot++, rest >>= 4) {
        const cell = rest & 15;
        tileCells |= 1 << cell;
        slotAt[cell] = slot;
      }
      const region = grid.flood(1 << seed, all & ~tileCells);
      for (let rest = region; rest !== 0; rest &= rest - 1) {
        const blank = 31 - Math.clz32(rest & -rest);
        for (let way = blank * 4; way < blank * 4 + 4; way++) {
          const from = grid.neighbours[way];
          if (from < 0) break;
          const slot = slotAt[from];
          if (slot < 0) continue;
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

/** Whether `table` is what a build gives: 0 at home, and every placing reached. */
const soundTable = (side: number, home: readonly number[], table: Uint8Array): boolean => {
  let start = 0;
  home.forEach((cell, slot) => {
    start += cell * 16 ** slot;
  });
  if (table[start] !== 0) return false;
  let seen = 0;
  for (let index = 0; index < table.length; index++) if (table[index] !== UNSEEN) seen++;
  return seen === placings(side * side, home.length);
};

/** Tables already in this process, by name. */
const loaded = new Map<string, Uint8Array>();

const tableName = (side: number, home: readonly number[]): string =>
  `slide-pdb-${VERSION}-${side}x${side}-${home.map((cell) => cell.toString(16)).join('')}`;

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
    (stored) => soundTable(side, home, stored),
  );
  loaded.set(name, table);
  return table;
};

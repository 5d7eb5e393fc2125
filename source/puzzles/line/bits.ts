/*
 * Sets of cells as 16-bit masks, and the small tables that rank them: colex
 * rank of a subset, parallel bit extract/deposit (pext/pdep) through byte
 * tables, and dropping or restoring the empty cell's bit. Boards have at most
 * 16 cells, so the tables are a few hundred kilobytes, built on first use
 * (never while a command that does not search is loading).
 */

export const MASK_BITS = 16;
const MASKS = 1 << MASK_BITS;

export const binomial = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
};

export type BitTables = {
  /** colex[mask]: the subset's rank among subsets of its size (independent of the width). */
  readonly colex: Uint16Array;
  /** unrankColex[k][rank]: the k-subset of that colex rank. */
  readonly unrankColex: readonly Uint16Array[];
  /** pop8[byte]: its set bits. */
  readonly pop8: Uint8Array;
  /** pext8[(select << 8) | value]: the bits of `value` under `select`, packed low. */
  readonly pext8: Uint8Array;
  /** pdep8[(select << 8) | value]: the low bits of `value` spread onto `select`. */
  readonly pdep8: Uint8Array;
};

const buildTables = (): BitTables => {
  const choose = Array.from({ length: MASK_BITS + 1 }, (_, n) =>
    Array.from({ length: MASK_BITS + 1 }, (_, k) => binomial(n, k)),
  );
  const colex = new Uint16Array(MASKS);
  const unrankColex = Array.from(
    { length: MASK_BITS + 1 },
    (_, k) => new Uint16Array(choose[MASK_BITS][k]),
  );
  for (let mask = 0; mask < MASKS; mask++) {
    let rank = 0;
    let taken = 0;
    for (let rest = mask; rest !== 0; rest &= rest - 1) {
      rank += choose[31 - Math.clz32(rest & -rest)][++taken];
    }
    colex[mask] = rank;
    unrankColex[taken][rank] = mask;
  }
  const pop8 = new Uint8Array(256);
  const pext8 = new Uint8Array(MASKS);
  const pdep8 = new Uint8Array(MASKS);
  for (let select = 0; select < 256; select++) {
    for (let value = 0; value < 256; value++) {
      let extracted = 0;
      let deposited = 0;
      let packed = 0;
      for (let bit = 0; bit < 8; bit++) {
        if (!((select >> bit) & 1)) continue;
        if ((value >> bit) & 1) extracted |= 1 << packed;
        if ((value >> packed) & 1) deposited |= 1 << bit;
        packed++;
      }
      pext8[(select << 8) | value] = extracted;
      pdep8[(select << 8) | value] = deposited;
    }
    pop8[select] = popcount(select);
  }
  return { colex, unrankColex, pop8, pext8, pdep8 };
};

export const popcount = (mask: number): number => {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
};

let tables: BitTables | undefined;

export const bitTables = (): BitTables => {
  tables ??= buildTables();
  return tables;
};

/** The bits of `value` under `select` (16 bits), packed low. */
export const pext = ({ pext8, pop8 }: BitTables, value: number, select: number): number =>
  pext8[((select & 255) << 8) | (value & 255)] |
  (pext8[(select & 0xff00) | ((value >> 8) & 255)] << pop8[select & 255]);

/** The low bits of `value` spread onto the set bits of `select` (16 bits). */
export const pdep = ({ pdep8, pop8 }: BitTables, value: number, select: number): number =>
  pdep8[((select & 255) << 8) | (value & 255)] |
  (pdep8[(select & 0xff00) | ((value >> pop8[select & 255]) & 255)] << 8);

/** Drops bit `cell` (which must be clear) from `mask`: the cells after it move down one. */
export const dropBit = (mask: number, cell: number): number => {
  const low = (1 << cell) - 1;
  return (mask & low) | ((mask >>> 1) & ~low);
};

/** Opens a clear bit at `cell`: the inverse of `dropBit`. */
export const openBit = (mask: number, cell: number): number => {
  const low = (1 << cell) - 1;
  return (mask & low) | ((mask & ~low) << 1);
};

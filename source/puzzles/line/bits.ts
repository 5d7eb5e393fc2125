/*
 * Sets of cells as 16-bit masks, and the small tables that rank them: colex
 * rank of a subset, parallel bit extract/deposit (pext/pdep) through byte
 * tables, and dropping or restoring the empty cell's bit. Boards have at most
 * 16 cells, so every table here is a few tens of kilobytes, built once.
 */

export const MASK_BITS = 16;
const MASKS = 1 << MASK_BITS;

export const binomial = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
};

export const popcount = (mask: number): number => {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
};

/** colex[mask]: the subset's rank among subsets of its size (independent of the width). */
export const colex = new Uint16Array(MASKS);
/** unrankColex[k][rank]: the k-subset of that colex rank. */
export const unrankColex: Uint16Array[] = Array.from(
  { length: MASK_BITS + 1 },
  (_, k) => new Uint16Array(binomial(MASK_BITS, k)),
);
for (let mask = 0; mask < MASKS; mask++) {
  let rank = 0;
  let taken = 0;
  for (let bit = 0; bit < MASK_BITS; bit++) {
    if ((mask >> bit) & 1) rank += binomial(bit, ++taken);
  }
  colex[mask] = rank;
  unrankColex[taken][rank] = mask;
}

/** POP8[byte]: its set bits. */
export const POP8 = new Uint8Array(256);
for (let byte = 0; byte < 256; byte++) POP8[byte] = popcount(byte);

/** PEXT8[(select << 8) | value]: the bits of `value` under `select`, packed low. */
export const PEXT8 = new Uint8Array(MASKS);
/** PDEP8[(select << 8) | value]: the low bits of `value` spread onto `select`. */
export const PDEP8 = new Uint8Array(MASKS);
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
    PEXT8[(select << 8) | value] = extracted;
    PDEP8[(select << 8) | value] = deposited;
  }
}

/** The bits of `value` under `select` (16 bits), packed low. */
export const pext = (value: number, select: number): number =>
  PEXT8[((select & 255) << 8) | (value & 255)] |
  (PEXT8[(select & 0xff00) | ((value >> 8) & 255)] << POP8[select & 255]);

/** The low bits of `value` spread onto the set bits of `select` (16 bits). */
export const pdep = (value: number, select: number): number =>
  PDEP8[((select & 255) << 8) | (value & 255)] |
  (PDEP8[(select & 0xff00) | ((value >> POP8[select & 255]) & 255)] << 8);

/** LOW[cell]: the bits below `cell`. */
export const LOW = new Int32Array(MASK_BITS + 1);
for (let cell = 0; cell <= MASK_BITS; cell++) LOW[cell] = (1 << cell) - 1;

/** Drops bit `cell` (which must be clear) from `mask`: the cells after it move down one. */
export const dropBit = (mask: number, cell: number): number =>
  (mask & LOW[cell]) | ((mask >>> 1) & ~LOW[cell]);

/** Opens a clear bit at `cell`: the inverse of `dropBit`. */
export const openBit = (mask: number, cell: number): number =>
  (mask & LOW[cell]) | ((mask & ~LOW[cell]) << 1);

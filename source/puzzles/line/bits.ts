/*
 * Sets of cells as 16-bit masks, and the small tables that rank them: colex
 * rank of a subset, parallel bit extract/deposit (pext/pdep) through byte
 * tables, and dropping or restoring the empty cell's bit. Boards have at most
 * 16 cells, so the tables are a few hundred kilobytes, built on first use
 * (never while a command that does not search is loading).
 */

import { sameBytes } from '../../util/same-bytes.js';
import { cachedTable } from '../table-cache.js';
import { BIT_TABLES_DIGEST } from './table-digests.js';

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

// Each table in a function of its own: a loop's compiled code (V8 compiles a
// long loop while it runs) then never meets a step it has not seen, as the
// pext loop's arrays were after the ranks' loop, which cost a deoptimization
// and a second compile at the start of every Line solve.
const rankTables = (): Pick<BitTables, 'colex' | 'unrankColex'> => {
  const choose = Array.from({ length: MASK_BITS + 1 }, (_, n) =>
    Array.from({ length: MASK_BITS + 1 }, (_, k) => binomial(n, k)),
  );
  const colex = new Uint16Array(MASKS);
  const unrankColex = Array.from(
    { length: MASK_BITS + 1 },
    (_, k) => new Uint16Array(choose[MASK_BITS][k]),
  );
  // A mask's rank is its rank without its highest bit plus that bit's term:
  // one step a mask, from masks below it (bit by bit, the loop ran cold at
  // the start of every Line solve for 10-15 ms).
  const sizes = new Uint8Array(MASKS);
  unrankColex[0][0] = 0;
  for (let mask = 1; mask < MASKS; mask++) {
    const high = 31 - Math.clz32(mask);
    const rest = mask ^ (1 << high);
    const taken = sizes[rest] + 1;
    const rank = colex[rest] + choose[high][taken];
    sizes[mask] = taken;
    colex[mask] = rank;
    unrankColex[taken][rank] = mask;
  }
  return { colex, unrankColex };
};

const extractTables = (): Pick<BitTables, 'pop8' | 'pext8' | 'pdep8'> => {
  const pop8 = new Uint8Array(256);
  for (let select = 1; select < 256; select++) pop8[select] = popcount(select);
  const pext8 = new Uint8Array(MASKS);
  const pdep8 = new Uint8Array(MASKS);
  // Per `select`, the values with `bit` as their highest are those below it
  // with `bit` added: copies of the entries before (copyWithin, where it adds
  // nothing) or them with one bit more. Built at the start of a Line solve,
  // before the code is compiled: bit by bit for each entry cost 6-13 ms, this ~3.
  for (let select = 0; select < 256; select++) {
    const row = select << 8;
    let packed = 0;
    for (let bit = 0; bit < 8; bit++) {
      const below = row;
      const above = row + (1 << bit);
      fillAbove(pext8, below, above, (select >> bit) & 1 ? 1 << packed++ : 0);
      fillAbove(pdep8, below, above, bit < pop8[select] ? 1 << selectedBit(select, bit) : 0);
    }
  }
  return { pop8, pext8, pdep8 };
};

/** The bit tables built (`bitTables` reads them stored where it can). */
export const buildBitTables = (): BitTables => ({ ...rankTables(), ...extractTables() });

/** table[above + v] = table[below + v] | add, for every v below `above - below`. */
const fillAbove = (table: Uint8Array, below: number, above: number, add: number): void => {
  if (add === 0) {
    table.copyWithin(above, below, above);
    return;
  }
  for (let at = below; at < above; at++) table[at + above - below] = table[at] | add;
};

/** The cell of the `nth` set bit of `select` (counting from 0). */
const selectedBit = (select: number, nth: number): number => {
  let rest = select;
  for (let skip = 0; skip < nth; skip++) rest &= rest - 1;
  return 31 - Math.clz32(rest & -rest);
};

export const popcount = (mask: number): number => {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
};

/** The name the bit tables are stored under (the same for every goal). */
export const BIT_TABLES_NAME = 'line-bits-1';

/** The sizes of `unrankColex`'s arrays: C(16, k) for k = 0 … 16. */
const UNRANK_SIZES = Array.from({ length: MASK_BITS + 1 }, (_, k) => binomial(MASK_BITS, k));
const RANK_BYTES = 2 * MASKS;
/** The tables in one run of bytes, as stored: colex, each unrankColex, pop8, pext8, pdep8. */
export const BIT_TABLE_BYTES = 2 * RANK_BYTES + 256 + 2 * MASKS;

/** `tables` as the bytes they are stored as (this machine's byte order). */
export const bitTableBytes = (tables: BitTables): Uint8Array => {
  const bytes = new Uint8Array(BIT_TABLE_BYTES);
  let at = 0;
  for (const part of [
    tables.colex,
    ...tables.unrankColex,
    tables.pop8,
    tables.pext8,
    tables.pdep8,
  ]) {
    bytes.set(new Uint8Array(part.buffer, part.byteOffset, part.byteLength), at);
    at += part.byteLength;
  }
  return bytes;
};

/** The tables over `bytes` (`bitTableBytes`'s layout; its start on an even byte), not copied. */
const tablesOver = (bytes: Uint8Array): BitTables => {
  let at = bytes.byteOffset;
  const words = (length: number): Uint16Array => {
    const part = new Uint16Array(bytes.buffer, at, length);
    at += 2 * length;
    return part;
  };
  const octets = (length: number): Uint8Array => {
    const part = new Uint8Array(bytes.buffer, at, length);
    at += length;
    return part;
  };
  const colex = words(MASKS);
  const unrankColex = UNRANK_SIZES.map(words);
  return { colex, unrankColex, pop8: octets(256), pext8: octets(MASKS), pdep8: octets(MASKS) };
};

/** Whether `stored` holds what this version builds (the proof of a stored copy without the digest). */
const sameAsBuilt = (stored: Uint8Array): boolean =>
  sameBytes(stored, bitTableBytes(buildBitTables()));

let tables: BitTables | undefined;

/**
 * The bit tables, once per process: read from the table cache where a
 * stored copy has `BIT_TABLES_DIGEST` (building them and V8 compiling their
 * loops cost a Line solve some 5 ms of CPU), else built (and stored).
 */
export const bitTables = (): BitTables => {
  tables ??= tablesOver(
    cachedTable(
      BIT_TABLES_NAME,
      BIT_TABLE_BYTES,
      () => bitTableBytes(buildBitTables()),
      sameAsBuilt,
      BIT_TABLES_DIGEST,
    ),
  );
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

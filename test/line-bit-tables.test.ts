import { describe, expect, it } from 'vitest';
import { binomial, bitTables } from '../source/puzzles/line/bits.js';

/*
 * The bit tables are built row by row from the entries before; here every
 * entry is worked out on its own, bit by bit, as its definition says, and
 * the tables must agree whole.
 */

const bitsOf = (mask: number, width: number): number[] =>
  Array.from({ length: width }, (_, bit) => bit).filter((bit) => (mask >> bit) & 1);

describe('the Line Puzzle bit tables', () => {
  const tables = bitTables();

  it('extract and deposit bits under every byte, and count every byte', () => {
    const wrong: number[][] = [];
    for (let select = 0; select < 256; select++) {
      const chosen = bitsOf(select, 8);
      if (tables.pop8[select] !== chosen.length) wrong.push([select, tables.pop8[select]]);
      for (let value = 0; value < 256; value++) {
        let extracted = 0;
        let deposited = 0;
        chosen.forEach((bit, index) => {
          extracted |= ((value >> bit) & 1) << index;
          deposited |= ((value >> index) & 1) << bit;
        });
        const at = (select << 8) | value;
        if (tables.pext8[at] !== extracted || tables.pdep8[at] !== deposited) {
          wrong.push([select, value, tables.pext8[at], tables.pdep8[at]]);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('rank every subset colex, and unrank every rank back', () => {
    const wrong: number[][] = [];
    for (let mask = 0; mask < 1 << 16; mask++) {
      const cells = bitsOf(mask, 16);
      const rank = cells.reduce((sum, cell, index) => sum + binomial(cell, index + 1), 0);
      if (tables.colex[mask] !== rank || tables.unrankColex[cells.length][rank] !== mask) {
        wrong.push([mask, tables.colex[mask]]);
      }
    }
    expect(wrong).toEqual([]);
  });
});

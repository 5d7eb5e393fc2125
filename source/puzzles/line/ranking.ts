import { type BitTables, binomial, bitTables, dropBit, openBit, pdep, pext } from './bits.js';

/**
 * A compact index of "where the empty cell is, and which cells hold each of
 * some kinds of interchangeable pieces" on a board of `cells` cells. The
 * pieces are read in cell order skipping the empty cell, as a sequence: the
 * first kind's places in it (a colex rank), the next kind's among those left,
 * and so on; index = sequence rank × cells + empty cell. Cells of kinds not
 * ranked are left unsaid. With every kind but the last ranked it numbers every
 * position (the whole map); with two kinds it numbers a pattern database.
 *
 * Sliding a piece sideways leaves the sequence as it was, so a horizontal
 * move changes only the empty cell: the neighbour's index is index ± 1.
 */
export class KindRanking {
  /** How many indexes there are: cells × sequences. */
  readonly size: number;
  /** Sequences: Π C(left, count) over the ranked kinds. */
  readonly sequences: number;
  /** radix[k]: indexes of the kinds after kind k, for each arrangement of kind k. */
  readonly radix: Int32Array;
  private readonly counts: Int32Array;
  private readonly slots: number;
  private readonly bits: BitTables = bitTables();

  constructor(
    readonly cells: number,
    counts: readonly number[],
  ) {
    this.counts = Int32Array.from(counts);
    this.slots = (1 << (cells - 1)) - 1;
    const choices: number[] = [];
    let left = cells - 1;
    for (const count of counts) {
      choices.push(binomial(left, count));
      left -= count;
    }
    this.radix = new Int32Array(counts.length);
    let product = 1;
    for (let kind = counts.length - 1; kind >= 0; kind--) {
      this.radix[kind] = product;
      product *= choices[kind];
    }
    this.sequences = product;
    this.size = cells * product;
  }

  /** The sequence rank of the kinds' cell masks (`masks[k]` for kind k) around `empty`. */
  sequence(empty: number, masks: ArrayLike<number>): number {
    let free = this.slots;
    let sequence = 0;
    for (let kind = 0; kind < this.counts.length; kind++) {
      const mask = dropBit(masks[kind], empty);
      sequence += this.bits.colex[pext(this.bits, mask, free)] * this.radix[kind];
      free &= ~mask;
    }
    return sequence;
  }

  /** The index of `empty` and the kinds' cell masks. */
  rank(empty: number, masks: ArrayLike<number>): number {
    return this.sequence(empty, masks) * this.cells + empty;
  }

  /** Writes the kinds' masks of `index` into `masks`; returns the empty cell. */
  unrank(index: number, masks: Int32Array): number {
    const empty = index % this.cells;
    this.unrankSequence((index - empty) / this.cells, empty, masks);
    return empty;
  }

  /** Writes the kinds' masks of sequence `sequence` around `empty` into `masks`. */
  unrankSequence(sequence: number, empty: number, masks: Int32Array): void {
    this.sequenceMasks(sequence, masks);
    for (let kind = 0; kind < this.counts.length; kind++) masks[kind] = openBit(masks[kind], empty);
  }

  /**
   * Writes the kinds' places in sequence `sequence` into `places`: masks over
   * the cells-1 places of the sequence, before the empty cell is put back
   * (`openBit(places[k], empty)` gives the cells).
   */
  sequenceMasks(sequence: number, places: Int32Array): void {
    let rest = sequence;
    let free = this.slots;
    for (let kind = 0; kind < this.counts.length; kind++) {
      const rank = Math.floor(rest / this.radix[kind]);
      rest -= rank * this.radix[kind];
      const mask = pdep(this.bits, this.bits.unrankColex[this.counts[kind]][rank], free);
      free &= ~mask;
      places[kind] = mask;
    }
  }
}

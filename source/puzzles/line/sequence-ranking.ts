import { binomial } from './bits.js';

/** Places a code's low part holds: its table has 4^8 entries. */
const LOW_PLACES = 8;

/** The number of sequences with `counts[k]` pieces of each kind k. */
const multinomial = (counts: readonly number[]): number => {
  let left = counts.reduce((sum, count) => sum + count, 0);
  let product = 1;
  for (const count of counts) {
    product *= binomial(left, count);
    left -= count;
  }
  return product;
};

/** Pieces of each kind in `code`'s `places` places (two bits a place). */
const countsOf = (code: number, places: number, kinds: number): number[] => {
  const counts = new Array<number>(kinds).fill(0);
  for (let place = 0; place < places; place++) {
    const kind = (code >>> (2 * place)) & 3;
    if (kind >= kinds) return [];
    counts[kind]++;
  }
  return counts;
};

const keyOf = (counts: readonly number[]): number =>
  counts.reduce((key, count, kind) => key + count * 16 ** kind, 0);

/**
 * Numbers every sequence of pieces of up to four kinds (`counts[k]` of kind
 * k, in `places` places) 0 … sequences-1, from its code: two bits a place,
 * place 0 lowest. The code is cut in two: the first eight places and the
 * rest. Every valid low part owns a block of consecutive numbers, as many as
 * the high parts its remaining pieces make, so
 *
 *   rank(code) = lowOffset[low part] + highRank[high part]
 *
 * two table reads. A move that carries a piece past others rotates a few
 * places of the code, a shift and a mask, so the rank of a neighbour costs
 * two reads too.
 */
export class SequenceRanking {
  readonly sequences: number;
  private readonly lowBits: number;
  private readonly lowMask: number;
  /** By low part: the first number of its block, -1 when it holds too many of a kind. */
  private readonly lowOffset: Int32Array;
  /** By high part: its rank among the high parts with its counts. */
  private readonly highRank: Int32Array;
  /** Valid low parts in block order, and each one's block. */
  private readonly lows: Int32Array;
  private readonly lowStarts: Int32Array;
  /** For each valid low part (in block order), the high parts that complete it, in rank order. */
  private readonly highsOf: readonly Int32Array[];
  /** The sequence last unranked: its block and its place in the block. */
  private at = 0;
  private block = 0;
  private within = 0;
  private code = -1;

  constructor(
    readonly places: number,
    counts: readonly number[],
  ) {
    const kinds = counts.length;
    if (kinds > 4 || places > 15 || counts.reduce((sum, count) => sum + count, 0) !== places) {
      throw new Error('a sequence ranking takes up to four kinds filling up to 15 places');
    }
    const lowPlaces = Math.min(LOW_PLACES, places);
    const highPlaces = places - lowPlaces;
    this.lowBits = 2 * lowPlaces;
    this.lowMask = 2 ** this.lowBits - 1;
    this.highRank = new Int32Array(4 ** highPlaces).fill(-1);
    const highsByCounts = new Map<number, number[]>();
    const shared = new Map<number, Int32Array>();
    for (let high = 0; high < this.highRank.length; high++) {
      const highCounts = countsOf(high, highPlaces, kinds);
      if (highCounts.length === 0) continue;
      const key = keyOf(highCounts);
      const list = highsByCounts.get(key) ?? [];
      this.highRank[high] = list.length;
      list.push(high);
      highsByCounts.set(key, list);
    }
    this.lowOffset = new Int32Array(4 ** lowPlaces).fill(-1);
    const lows: number[] = [];
    const starts: number[] = [];
    const highsOf: Int32Array[] = [];
    let offset = 0;
    for (let low = 0; low < this.lowOffset.length; low++) {
      const lowCounts = countsOf(low, lowPlaces, kinds);
      if (lowCounts.length === 0) continue;
      const rest = counts.map((count, kind) => count - lowCounts[kind]);
      if (rest.some((count) => count < 0)) continue;
      this.lowOffset[low] = offset;
      lows.push(low);
      starts.push(offset);
      // Blocks with the same pieces left share one list (copies would take 4 bytes a sequence).
      const key = keyOf(rest);
      let highs = shared.get(key);
      if (!highs) {
        highs = Int32Array.from(highsByCounts.get(key) ?? [0]);
        shared.set(key, highs);
      }
      highsOf.push(highs);
      offset += multinomial(rest);
    }
    this.sequences = offset;
    this.lows = Int32Array.from(lows);
    this.lowStarts = Int32Array.from(starts);
    this.highsOf = highsOf;
    this.code = this.lows[0] | (highsOf[0][0] << this.lowBits);
  }

  /** The number of the sequence `code`. */
  rank(code: number): number {
    return this.lowOffset[code & this.lowMask] + this.highRank[code >>> this.lowBits];
  }

  /**
   * The block (in block order) holding sequence `sequence`: galloping on
   * from the block last used when it lies ahead (a scan's next sequence is
   * seldom far), else a binary search.
   */
  private blockOf(sequence: number): number {
    const starts = this.lowStarts;
    let lo = 0;
    let hi = starts.length - 1;
    if (sequence >= starts[this.block]) {
      lo = this.block;
      let step = 1;
      while (lo + step <= hi && starts[lo + step] <= sequence) {
        lo += step;
        step *= 2;
      }
      hi = Math.min(hi, lo + step - 1);
    }
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid] <= sequence) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /**
   * The code of sequence `sequence`. Scans ask for sequences in order, so the
   * one after the last asked for is a step, not a search.
   */
  unrank(sequence: number): number {
    if (sequence === this.at) return this.code;
    if (sequence === this.at + 1 && this.within + 1 < this.highsOf[this.block].length) {
      this.within++;
    } else if (sequence === this.at + 1 && this.block + 1 < this.lows.length) {
      this.block++;
      this.within = 0;
    } else {
      this.block = this.blockOf(sequence);
      this.within = sequence - this.lowStarts[this.block];
    }
    this.at = sequence;
    this.code = this.lows[this.block] | (this.highsOf[this.block][this.within] << this.lowBits);
    return this.code;
  }
}

import { binomial } from './bits.js';

/** Places a code's low part holds: its table has 4^8 entries. */
const LOW_PLACES = 8;

/** Each kind's count in four bits: `counts[k]` at bits 4k (at most 15 places, so no carry). */
const keyOf = (counts: readonly number[]): number =>
  counts.reduce((key, count, kind) => key + count * 16 ** kind, 0);

/** Kinds a key may count. */
const KINDS = 4;
/** Every key: four kinds of four bits. */
const KEYS = 16 ** KINDS;

/** The number of sequences with the counts `key` holds (see `keyOf`). */
const multinomial = (key: number): number => {
  let left = 0;
  for (let kind = 0; kind < KINDS; kind++) left += (key >>> (4 * kind)) & 15;
  let product = 1;
  for (let kind = 0; kind < KINDS; kind++) {
    const count = (key >>> (4 * kind)) & 15;
    product *= binomial(left, count);
    left -= count;
  }
  return product;
};

/** Whether key `part` counts no kind more often than key `whole`. */
const within = (part: number, whole: number): boolean => {
  for (let kind = 0; kind < KINDS; kind++) {
    if (((part >>> (4 * kind)) & 15) > ((whole >>> (4 * kind)) & 15)) return false;
  }
  return true;
};

/**
 * Per code of `places` places, the key of its counts (see `keyOf`), -1 when a
 * place holds a kind past `kinds`: from the code's first place and the key of
 * the rest (the code shifted, one place of kind 0 more), so a code costs an
 * add and no array (this runs for 4^8 codes in every thread that ranks).
 */
const keysOf = (places: number, kinds: number): Int32Array => {
  const keys = new Int32Array(4 ** places);
  keys[0] = places;
  for (let code = 1; code < keys.length; code++) {
    const kind = code & 3;
    const rest = keys[code >>> 2];
    keys[code] = kind >= kinds || rest < 0 ? -1 : rest - 1 + 16 ** kind;
  }
  return keys;
};

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
  /**
   * The high parts, grouped by the pieces they hold and in rank order in a
   * group; blocks with the same pieces left share a group (copies would take
   * 4 bytes a sequence).
   */
  private readonly highs: Int32Array;
  /** For each block, where in `highs` its group starts (its size is the block's). */
  private readonly highFirst: Int32Array;
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
    const full = keyOf(counts);
    const highKeys = keysOf(highPlaces, kinds);
    // The high parts of each count key, in code order (which is rank order).
    const perKey = new Int32Array(KEYS);
    this.highRank = new Int32Array(highKeys.length).fill(-1);
    for (let high = 0; high < highKeys.length; high++) {
      const key = highKeys[high];
      if (key >= 0) this.highRank[high] = perKey[key]++;
    }
    const keyFirst = new Int32Array(KEYS);
    for (let key = 1; key < KEYS; key++) keyFirst[key] = keyFirst[key - 1] + perKey[key - 1];
    this.highs = new Int32Array(keyFirst[KEYS - 1] + perKey[KEYS - 1]);
    for (let high = 0; high < highKeys.length; high++) {
      const key = highKeys[high];
      if (key >= 0) this.highs[keyFirst[key] + this.highRank[high]] = high;
    }
    const lowKeys = keysOf(lowPlaces, kinds);
    this.lowOffset = new Int32Array(lowKeys.length).fill(-1);
    const lows = new Int32Array(lowKeys.length);
    const starts = new Int32Array(lowKeys.length);
    const highFirst = new Int32Array(lowKeys.length);
    let blocks = 0;
    let offset = 0;
    for (let low = 0; low < lowKeys.length; low++) {
      const key = lowKeys[low];
      if (key < 0 || !within(key, full)) continue;
      const rest = full - key;
      this.lowOffset[low] = offset;
      lows[blocks] = low;
      starts[blocks] = offset;
      highFirst[blocks] = keyFirst[rest];
      blocks++;
      offset += multinomial(rest);
    }
    this.sequences = offset;
    this.lows = lows.slice(0, blocks);
    this.lowStarts = starts.slice(0, blocks);
    this.highFirst = highFirst.slice(0, blocks);
    this.code = this.lows[0] | (this.highs[this.highFirst[0]] << this.lowBits);
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
    if (sequence === this.at + 1) {
      if (this.block + 1 < this.lowStarts.length && sequence === this.lowStarts[this.block + 1]) {
        this.block++;
        this.within = 0;
      } else {
        this.within++;
      }
    } else {
      this.block = this.blockOf(sequence);
      this.within = sequence - this.lowStarts[this.block];
    }
    this.at = sequence;
    this.code =
      this.lows[this.block] |
      (this.highs[this.highFirst[this.block] + this.within] << this.lowBits);
    return this.code;
  }
}

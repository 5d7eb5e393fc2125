import type { PositionSpace, StepPairs } from '../puzzles/puzzle.js';
import type { Reservoir } from './map-reservoir.js';

/*
 * A whole map keeps two bits per position in Int32 words (16 positions a
 * word): 0 not reached yet, else 1 + distance mod 3. Neighbours of a position
 * at distance d lie at d-1, d or d+1, three different marks, so the marks
 * alone tell a layer apart from the ones beside it, and a walk that always
 * steps to the mark one lower reaches the goal in exactly d steps.
 */

export const POSITIONS_PER_WORD = 16;

/** The mark of layer `layer`. */
export const markOf = (layer: number): number => (layer % 3) + 1;

/** The mark of position `index`. */
export const markAt = (words: Int32Array, index: number): number =>
  (words[index >>> 4] >>> ((index & 15) << 1)) & 3;

const REPEATED = [0, 0x55555555, 0xaaaaaaaa | 0, 0xffffffff | 0];

/** How a layer is searched: from its positions out, or from the unreached positions back. */
export type Direction = 'out' | 'back';

/** What one thread did for one layer in a range of words. */
export type LayerWork = {
  /** Positions it marked with the next layer. */
  found: number;
  /** Positions whose neighbours it made: expanded (out) or tested (back). */
  looked: number;
};

/**
 * Layer `layer` → layer + 1 in words [from, to).
 *
 * Out: every position with layer's mark gives each unreached neighbour the
 * next mark (an atomic or, so two threads on one word never lose a mark, and
 * exactly one of them counts it). The mark repeats every third layer, so this
 * expands layers `layer - 3`, `layer - 6`, … again: cheap while the layers
 * grow, wasteful once they shrink.
 *
 * Back: every position not reached yet takes the next mark when a neighbour
 * has layer's mark. Such a neighbour is exactly `layer` moves away (an
 * unreached position is more than `layer` away, and neighbours differ by one
 * at most), so nothing is expanded twice; each thread writes only its own
 * words. Cheap once few positions are left.
 */
export const layerWords = (direction: Direction, scan: LayerScan): void => {
  if (direction === 'out') expandOut(scan);
  else gatherBack(scan);
};

/** One thread's share of a layer: words [from, to) of the map. */
export type LayerScan = MapArrays & {
  readonly space: PositionSpace;
  readonly from: number;
  readonly to: number;
  readonly layer: number;
  /** Where the positions marked with the next layer are sampled. */
  readonly samples: Reservoir;
  readonly work: LayerWork;
};

/** The map and, per layer, which groups of positions gained one (see `fresh`). */
export type MapArrays = {
  readonly words: Int32Array;
  /**
   * Two bit sets of groups of four positions (a quarter word: on the 4×4
   * board, one sequence with the empty cell in one row), one per layer
   * parity: bit g of half (layer & 1) says group g holds a position of
   * `layer`. Searching out reads only those groups, so a position of layer -
   * 3 is expanded again only where it shares a group with one of layer's.
   */
  readonly fresh: Int32Array;
};

const GROUP = 4;
/** The bit sets' Int32s for a map of `words` words (both halves). */
export const freshLength = (words: number): number =>
  2 * Math.ceil((words * POSITIONS_PER_WORD) / GROUP / 32);

/** Marks the group of position `index` as holding a position of `layer`. */
export const markFresh = (fresh: Int32Array, layer: number, index: number): void => {
  const group = (index / GROUP) | 0;
  const slot = (layer & 1) * (fresh.length >>> 1) + (group >>> 5);
  const bit = 1 << (group & 31);
  if ((fresh[slot] & bit) === 0) Atomics.or(fresh, slot, bit);
};

/** Clears the bit set that will hold `layer`'s groups. */
export const clearFresh = (fresh: Int32Array, layer: number): void => {
  const half = fresh.length >>> 1;
  fresh.fill(0, (layer & 1) * half, (layer & 1) * half + half);
};

/** For a word's four group bits, the mask of the marks of their positions. */
const GROUP_MARKS = Int32Array.from({ length: 16 }, (_, groups) => {
  let mask = 0;
  for (let group = 0; group < 4; group++) if ((groups >> group) & 1) mask |= 0xff << (8 * group);
  return mask;
});

/** The most neighbours a position may have, for the buffers (`PositionSpace.neighbours`). */
const MOST_NEIGHBOURS = 8;

/** The low bit of every position's mark in a word. */
const LOW = 0x55555555;

/** Positions of a word (low bits) with no mark yet. */
const unreachedIn = (value: number): number => ~(value | (value >>> 1)) & LOW;

/** Positions of a word (low bits) whose mark is the one `pattern` repeats. */
const markedIn = (value: number, pattern: number): number => {
  const differs = value ^ pattern;
  return ~(differs | (differs >>> 1)) & LOW;
};

/** `mark` at each of `positions` (low bits). */
const marksAt = (positions: number, mark: number): number =>
  mark === 1 ? positions : mark === 2 ? positions << 1 : positions | (positions << 1);

const bitCount = (bits: number): number => {
  let v = bits - ((bits >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

/** A space's pairs as positions of a word: bit 2o for each pair (o, o + 1). */
const pairsIn = (pairs: StepPairs): number => {
  let low = 0;
  for (let offset = 0; offset < POSITIONS_PER_WORD; offset++)
    if ((pairs.mask >>> offset) & 1) low |= 1 << (2 * offset);
  return low;
};

/** Positions one pair away from `positions` (low bits), given the pairs' low bits. */
const acrossPairs = (positions: number, pairs: number): number =>
  ((positions & pairs) << 2) | ((positions >>> 2) & pairs);

/** A space that numbers no neighbours one apart: each one made one by one. */
const pairsOf = (space: PositionSpace): StepPairs =>
  space.pairs ?? { mask: 0, others: (index, out) => space.neighbours(index, out) };

/** Each of `positions` (low bits) of `word` into the sample. */
const sampleAll = (samples: Reservoir, word: number, positions: number): void => {
  let rest = positions;
  while (rest !== 0) {
    const bit = 31 - Math.clz32(rest & -rest);
    rest &= rest - 1;
    samples.add(word * POSITIONS_PER_WORD + (bit >>> 1));
  }
};

/**
 * Out: the pairs of a word's matching positions are marked at once; their
 * other neighbours are made first and then looked up, so the reads of the
 * map (most of them far apart) do not wait on each other.
 */
const expandOut = (scan: LayerScan): void => {
  const { space, words, fresh, from, to, layer, samples, work } = scan;
  const pairs = pairsOf(space);
  const pairBits = pairsIn(pairs);
  const pattern = REPEATED[markOf(layer)];
  const next = markOf(layer + 1);
  const out = new Int32Array(MOST_NEIGHBOURS);
  const made = new Int32Array(POSITIONS_PER_WORD * MOST_NEIGHBOURS);
  const read = new Int32Array(made.length);
  const current = (layer & 1) * (fresh.length >>> 1);
  let found = 0;
  let looked = 0;
  for (let word = from; word < to; word++) {
    const flags = fresh[current + (word >>> 3)];
    if (flags === 0) {
      word |= 7;
      continue;
    }
    const groups = (flags >>> ((word & 7) << 2)) & 15;
    if (groups === 0) continue;
    const value = words[word];
    let match = markedIn(value, pattern) & GROUP_MARKS[groups];
    const beside = acrossPairs(match, pairBits) & unreachedIn(value);
    if (beside !== 0) {
      const gained = beside & unreachedIn(Atomics.or(words, word, marksAt(beside, next)));
      found += bitCount(gained);
      sampleAll(samples, word, gained);
      for (let group = 0; group < 4; group++) {
        if ((gained >>> (8 * group)) & 0xff) markFresh(fresh, layer + 1, word * 16 + group * 4);
      }
    }
    let count = 0;
    while (match !== 0) {
      const bit = 31 - Math.clz32(match & -match);
      match &= match - 1;
      looked++;
      const some = pairs.others(word * POSITIONS_PER_WORD + (bit >>> 1), out);
      for (let at = 0; at < some; at++) made[count++] = out[at];
    }
    // The reads first, with no branch between them to wait on.
    for (let at = 0; at < count; at++) read[at] = words[made[at] >>> 4];
    for (let at = 0; at < count; at++) {
      const neighbour = made[at];
      const shift = (neighbour & 15) << 1;
      if (((read[at] >>> shift) & 3) !== 0) continue;
      const before = Atomics.or(words, neighbour >>> 4, next << shift);
      if (((before >>> shift) & 3) === 0) {
        found++;
        samples.add(neighbour);
        markFresh(fresh, layer + 1, neighbour);
      }
    }
  }
  work.found += found;
  work.looked += looked;
};

/**
 * Back: positions with a pair of layer's mark are found at once, the others
 * one by one. No fresh groups are marked, as only backward layers follow a
 * backward one.
 */
const gatherBack = (scan: LayerScan): void => {
  const { space, words, from, to, layer, samples, work } = scan;
  const pairs = pairsOf(space);
  const pairBits = pairsIn(pairs);
  const mark = markOf(layer);
  const pattern = REPEATED[mark];
  const next = markOf(layer + 1);
  const out = new Int32Array(MOST_NEIGHBOURS);
  const { positions: size } = space;
  const lastWord = Math.floor(size / POSITIONS_PER_WORD);
  // The last word's places past the last position are never positions.
  const lastPlaces = LOW & ((1 << (2 * (size % POSITIONS_PER_WORD))) - 1);
  let found = 0;
  let looked = 0;
  for (let word = from; word < to; word++) {
    const value = words[word];
    let unreached = unreachedIn(value);
    if (word === lastWord) unreached &= lastPlaces;
    if (unreached === 0) continue;
    let added = acrossPairs(markedIn(value, pattern), pairBits) & unreached;
    looked += bitCount(added);
    let rest = unreached & ~added;
    while (rest !== 0) {
      const bit = 31 - Math.clz32(rest & -rest);
      rest &= rest - 1;
      looked++;
      const count = pairs.others(word * POSITIONS_PER_WORD + (bit >>> 1), out);
      for (let at = 0; at < count; at++) {
        const neighbour = out[at];
        if (((words[neighbour >>> 4] >>> ((neighbour & 15) << 1)) & 3) === mark) {
          added |= 1 << bit;
          break;
        }
      }
    }
    if (added === 0) continue;
    // Only this thread writes this word in a backward layer; the or keeps it whole for readers.
    Atomics.or(words, word, marksAt(added, next));
    found += bitCount(added);
    sampleAll(samples, word, added);
  }
  work.found += found;
  work.looked += looked;
};

/**
 * The distance of `index` read from a finished map: steps down the marks to a
 * goal (a position whose mark is layer 0's and which is one of `goals`).
 */
export const distanceOnMap = (
  space: PositionSpace,
  words: Int32Array,
  goals: ReadonlySet<number>,
  index: number,
): number => {
  const out = new Int32Array(8);
  let at = index;
  let steps = 0;
  while (!goals.has(at)) {
    const mark = markAt(words, at);
    if (mark === 0) return -1;
    const lower = mark === 1 ? 3 : mark - 1;
    const count = space.neighbours(at, out);
    let down = -1;
    for (let slot = 0; slot < count; slot++)
      if (markAt(words, out[slot]) === lower) down = out[slot];
    if (down < 0) return -1;
    at = down;
    steps++;
  }
  return steps;
};

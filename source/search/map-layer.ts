import type { PositionSpace } from '../puzzles/puzzle.js';

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

/**
 * Uniform samples of the positions a shard finds in each layer (reservoir
 * sampling), all of them while a layer has at most `capacity`.
 */
export class LayerSamples {
  readonly kept: number[][] = [];
  readonly seen: number[] = [];
  private state: number;

  constructor(
    readonly capacity: number,
    seed: number,
  ) {
    this.state = seed >>> 0 || 1;
  }

  add(layer: number, index: number): void {
    this.kept[layer] ??= [];
    this.seen[layer] = (this.seen[layer] ?? 0) + 1;
    const kept = this.kept[layer];
    if (kept.length < this.capacity) {
      kept.push(index);
      return;
    }
    // xorshift32: cheap, and the sample only has to be fair, not secret.
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    const slot = this.state % this.seen[layer];
    if (slot < this.capacity) kept[slot] = index;
  }
}

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
  readonly samples: LayerSamples;
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

const expandOut = (scan: LayerScan): void => {
  const { space, words, fresh, from, to, layer, samples, work } = scan;
  const pattern = REPEATED[markOf(layer)];
  const next = markOf(layer + 1);
  const out = new Int32Array(8);
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
    const differs = value ^ pattern;
    let match = ~(differs | (differs >>> 1)) & 0x55555555 & GROUP_MARKS[groups];
    while (match !== 0) {
      const bit = 31 - Math.clz32(match & -match);
      match &= match - 1;
      looked++;
      const count = space.neighbours(word * POSITIONS_PER_WORD + (bit >>> 1), out);
      for (let at = 0; at < count; at++) {
        const neighbour = out[at];
        const target = neighbour >>> 4;
        const shift = (neighbour & 15) << 1;
        if (((words[target] >>> shift) & 3) !== 0) continue;
        const before = Atomics.or(words, target, next << shift);
        if (((before >>> shift) & 3) === 0) {
          found++;
          samples.add(layer + 1, neighbour);
          markFresh(fresh, layer + 1, neighbour);
        }
      }
    }
  }
  work.found += found;
  work.looked += looked;
};

const gatherBack = (scan: LayerScan): void => {
  const { space, words, fresh, from, to, layer, samples, work } = scan;
  const mark = markOf(layer);
  const next = markOf(layer + 1);
  const out = new Int32Array(8);
  const { positions: size } = space;
  let found = 0;
  let looked = 0;
  for (let word = from; word < to; word++) {
    const value = words[word];
    let unreached = ~(value | (value >>> 1)) & 0x55555555;
    if (unreached === 0) continue;
    let added = 0;
    while (unreached !== 0) {
      const bit = 31 - Math.clz32(unreached & -unreached);
      unreached &= unreached - 1;
      const index = word * POSITIONS_PER_WORD + (bit >>> 1);
      if (index >= size) break;
      looked++;
      const count = space.neighbours(index, out);
      for (let at = 0; at < count; at++) {
        const neighbour = out[at];
        if (((words[neighbour >>> 4] >>> ((neighbour & 15) << 1)) & 3) === mark) {
          added |= next << bit;
          markFresh(fresh, layer + 1, index);
          found++;
          samples.add(layer + 1, index);
          break;
        }
      }
    }
    // Only this thread writes this word in a backward layer; the or keeps it whole for readers.
    if (added !== 0) Atomics.or(words, word, added);
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

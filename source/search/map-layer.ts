import type { PositionSpace } from '../puzzles/types.js';

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

/**
 * Expands every position of layer `layer` in words [from, to): each neighbour
 * not reached yet gets the next layer's mark (an atomic or, so two threads on
 * the same word never lose a mark, and exactly one of them counts it).
 * Returns how many positions it marked.
 */
export const expandWords = (
  space: PositionSpace,
  words: Int32Array,
  from: number,
  to: number,
  layer: number,
  samples: LayerSamples,
): number => {
  const pattern = REPEATED[markOf(layer)];
  const next = markOf(layer + 1);
  const out = new Int32Array(8);
  let found = 0;
  for (let word = from; word < to; word++) {
    const value = words[word];
    if (value === 0) continue;
    const differs = value ^ pattern;
    let match = ~(differs | (differs >>> 1)) & 0x55555555;
    while (match !== 0) {
      const bit = 31 - Math.clz32(match & -match);
      match &= match - 1;
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
        }
      }
    }
  }
  return found;
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

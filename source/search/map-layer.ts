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

export const REPEATED = [0, 0x55555555, 0xaaaaaaaa | 0, 0xffffffff | 0];

/** How a layer is searched: from its positions out, or from the unreached positions back. */
export type Direction = 'out' | 'back';

/** What one thread did for one layer in a range of words. */
export type LayerWork = {
  /** Positions it marked with the next layer. */
  found: number;
  /** Positions whose neighbours it made: expanded (out) or tested (back). */
  looked: number;
};

/** The map and, per layer, which groups of positions gained one (see `fresh`). */
export type MapArrays = {
  readonly words: Int32Array;
  /**
   * Two bit sets of groups of `GROUP_POSITIONS` positions (half a word: on
   * the 4×4 board, one sequence with the empty cell in two rows), one per
   * layer parity: bit g of half (layer & 1) says group g holds a position of
   * `layer`. Searching out reads only those groups, so a position of layer -
   * 3 is expanded again only where it shares a group with one of layer's.
   */
  readonly fresh: Int32Array;
};

/**
 * Positions a fresh bit stands for: a power of two, 16 at most (a word). 4
 * made the bit sets 16 MB for the Line Puzzle's map; 8 makes them 8 MB and
 * expands more positions of layer - 3 again (nothing new comes of them).
 */
export const GROUP_POSITIONS = 8;
/** A word's groups: the fresh bits one map word takes. */
export const GROUPS_PER_WORD = POSITIONS_PER_WORD / GROUP_POSITIONS;
/** Words whose groups share one Int32 of a fresh bit set (a slot): a shard owns them all. */
export const WORDS_PER_FRESH_SLOT = 32 / GROUPS_PER_WORD;
/** A word's slot is the word shifted by this. */
export const FRESH_SLOT_SHIFT = Math.log2(WORDS_PER_FRESH_SLOT);
/** A position's group is its index shifted by this. */
const GROUP_SHIFT = Math.log2(GROUP_POSITIONS);
/** The bit sets' Int32s for a map of `words` words (both halves). */
export const freshLength = (words: number): number =>
  2 * Math.ceil((words * POSITIONS_PER_WORD) / GROUP_POSITIONS / 32);

/**
 * Marks the group of position `index` as holding a position of `layer`:
 * only the shard that owns the position's word does (see map-mail.ts).
 */
export const markFresh = (fresh: Int32Array, layer: number, index: number): void => {
  const group = index >>> GROUP_SHIFT;
  fresh[(layer & 1) * (fresh.length >>> 1) + (group >>> 5)] |= 1 << (group & 31);
};

/** Marks groups of `word` (bit g for its group g) as holding positions of `layer`, as `markFresh`. */
export const markFreshGroups = (
  fresh: Int32Array,
  layer: number,
  word: number,
  groups: number,
): void => {
  fresh[(layer & 1) * (fresh.length >>> 1) + (word >>> FRESH_SLOT_SHIFT)] |=
    groups << ((word & (WORDS_PER_FRESH_SLOT - 1)) * GROUPS_PER_WORD);
};

/** Clears the bit set that will hold `layer`'s groups. */
export const clearFresh = (fresh: Int32Array, layer: number): void => {
  const half = fresh.length >>> 1;
  fresh.fill(0, (layer & 1) * half, (layer & 1) * half + half);
};

/** For a word's group bits (`GROUPS_PER_WORD` of them), the mask of the marks of their positions. */
export const GROUP_MARKS = Int32Array.from({ length: 1 << GROUPS_PER_WORD }, (_, groups) => {
  const bits = 2 * GROUP_POSITIONS;
  const one = bits === 32 ? -1 : (1 << bits) - 1;
  let mask = 0;
  for (let group = 0; group < GROUPS_PER_WORD; group++)
    if ((groups >> group) & 1) mask |= one << (bits * group);
  return mask;
});

/** A word's groups (bit g for group g) that hold one of `positions` (low bits of marks). */
export const groupsOf = (positions: number): number => {
  let groups = 0;
  for (let group = 0; group < GROUPS_PER_WORD; group++)
    if ((positions & GROUP_MARKS[1 << group]) !== 0) groups |= 1 << group;
  return groups;
};

/** The low bit of every position's mark in a word. */
export const LOW = 0x55555555;

/**
 * The marks of a word where positions of `layer` may lie: on a two-sided
 * space (`StepPairs.sides`) whose goals are all on one side, those of the
 * side `layer` steps away from it; else all of them.
 */
export const layerSide = (
  space: PositionSpace,
  goals: readonly number[],
  layer: number,
): number => {
  const sides = space.pairs?.sides;
  if (sides === undefined || goals.length === 0) return -1;
  const goalSide = (sides >>> (goals[0] % POSITIONS_PER_WORD)) & 1;
  if (goals.some((goal) => ((sides >>> (goal % POSITIONS_PER_WORD)) & 1) !== goalSide)) return -1;
  const side = goalSide ^ (layer & 1);
  let marks = 0;
  for (let offset = 0; offset < POSITIONS_PER_WORD; offset++)
    if (((sides >>> offset) & 1) === side) marks |= 3 << (2 * offset);
  return marks;
};

/** Positions of a word (low bits) with no mark yet. */
export const unreachedIn = (value: number): number => ~(value | (value >>> 1)) & LOW;

/** Positions of a word (low bits) whose mark is the one `pattern` repeats. */
export const markedIn = (value: number, pattern: number): number => {
  const differs = value ^ pattern;
  return ~(differs | (differs >>> 1)) & LOW;
};

/** `mark` at each of `positions` (low bits). */
export const marksAt = (positions: number, mark: number): number =>
  mark === 1 ? positions : mark === 2 ? positions << 1 : positions | (positions << 1);

export const bitCount = (bits: number): number => {
  let v = bits - ((bits >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

/** A space's pairs as positions of a word: bit 2o for each pair (o, o + 1). */
export const pairsIn = (pairs: StepPairs): number => {
  let low = 0;
  for (let offset = 0; offset < POSITIONS_PER_WORD; offset++)
    if ((pairs.mask >>> offset) & 1) low |= 1 << (2 * offset);
  return low;
};

/** Positions one pair away from `positions` (low bits), given the pairs' low bits. */
export const acrossPairs = (positions: number, pairs: number): number =>
  ((positions & pairs) << 2) | ((positions >>> 2) & pairs);

/** A space that numbers no neighbours one apart: each one made one by one. */
export const pairsOf = (space: PositionSpace): StepPairs =>
  space.pairs ?? { mask: 0, others: (index, out) => space.neighbours(index, out) };

/** Each of `positions` (low bits) of `word` into the sample. */
export const sampleAll = (samples: Reservoir, word: number, positions: number): void => {
  let rest = positions;
  while (rest !== 0) {
    const bit = 31 - Math.clz32(rest & -rest);
    rest &= rest - 1;
    samples.add(word * POSITIONS_PER_WORD + (bit >>> 1));
  }
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
  const out = new Int32Array(space.mostNeighbours);
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

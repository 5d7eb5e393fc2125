import type { PositionSpace } from '../puzzles/puzzle.js';
import { words } from '../words/words.js';
import { markAt, markOf, POSITIONS_PER_WORD } from './map-layer.js';

/** What a map must agree with: its layers' sizes and samples (a stored map's header). */
export type MapClaims = {
  readonly goals: readonly number[];
  readonly histogram: readonly number[];
  readonly samples: readonly (readonly number[])[];
};

/**
 * For 8 positions (16 bits of marks): how many hold each mark, 4 bits a
 * count (mark 1 lowest), so a word's counts are two reads.
 */
let markCounts: Uint16Array | undefined;
const countsTable = (): Uint16Array => {
  if (markCounts) return markCounts;
  markCounts = new Uint16Array(1 << 16);
  for (let bits = 0; bits < 1 << 16; bits++) {
    let packed = 0;
    for (let at = 0; at < 16; at += 2) {
      const mark = (bits >>> at) & 3;
      if (mark !== 0) packed += 1 << (4 * (mark - 1));
    }
    markCounts[bits] = packed;
  }
  return markCounts;
};

/**
 * Why `marks` cannot be the map its claims describe, or undefined when they
 * agree: the positions of each mark are as many as the layers with it hold,
 * the goals are layer 0, and each sampled position sits in its layer with a
 * neighbour one layer nearer (a map whose marks were forged, or whose header
 * was, fails one of these). A pass over the map, about a tenth of a second
 * for the Line Puzzle's 63 MB: cheap beside making it again.
 */
export const mapContradiction = (
  space: PositionSpace,
  marks: Int32Array,
  { goals, histogram, samples }: MapClaims,
): string | undefined => {
  const table = countsTable();
  const counted = [0, 0, 0];
  const whole = Math.floor(space.positions / POSITIONS_PER_WORD);
  for (let word = 0; word < whole; word++) {
    const value = marks[word];
    if (value === 0) continue;
    const packed = table[value & 0xffff] + table[value >>> 16];
    counted[0] += packed & 15;
    counted[1] += (packed >>> 4) & 15;
    counted[2] += packed >>> 8;
  }
  for (let index = whole * POSITIONS_PER_WORD; index < space.positions; index++) {
    const mark = markAt(marks, index);
    if (mark !== 0) counted[mark - 1]++;
  }
  const claimed = [0, 0, 0];
  histogram.forEach((size, layer) => {
    claimed[markOf(layer) - 1] += size;
  });
  if (counted.some((count, mark) => count !== claimed[mark])) {
    return words().search.map.layerSizes;
  }
  if (histogram[0] !== goals.length || goals.some((goal) => markAt(marks, goal) !== markOf(0))) {
    return words().search.map.goalsFirst;
  }
  const out = new Int32Array(space.mostNeighbours);
  for (let layer = 1; layer < samples.length; layer++) {
    const lower = markOf(layer - 1);
    for (const index of samples[layer]) {
      if (markAt(marks, index) !== markOf(layer)) return words().search.map.notMarked(layer);
      const count = space.neighbours(index, out);
      let nearer = false;
      for (let at = 0; at < count; at++) if (markAt(marks, out[at]) === lower) nearer = true;
      if (!nearer) return words().search.map.noNearer(layer);
    }
  }
  return undefined;
};

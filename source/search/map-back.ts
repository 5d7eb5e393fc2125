import {
  acrossPairs,
  bitCount,
  type LayerWork,
  markedIn,
  markOf,
  marksAt,
  POSITIONS_PER_WORD,
  pairsIn,
  pairsOf,
  REPEATED,
  sampleAll,
  unreachedIn,
} from './map-layer.js';
import type { Reservoir } from './map-reservoir.js';
import type { ShardContext } from './map-shard-context.js';

/**
 * Layer `layer` → layer + 1 searched back, in words [from, to) of this
 * shard: every position not reached yet takes the next mark when a neighbour
 * has layer's mark. Such a neighbour is exactly `layer` moves away (an
 * unreached position is more than `layer` away, and neighbours differ by one
 * at most), so nothing is expanded twice. Positions with a pair
 * (`StepPairs`) of layer's mark are found a word at a time, the others one
 * by one. No fresh groups are marked: only backward layers follow a
 * backward one.
 */
export const gatherBack = (
  context: ShardContext,
  layer: number,
  from: number,
  to: number,
  samples: Reservoir,
  work: LayerWork,
  /** Room for a position's neighbours (`mostNeighbours`). */
  out: Int32Array,
): void => {
  const { space, words } = context;
  const pairs = pairsOf(space);
  const pairBits = pairsIn(pairs);
  const mark = markOf(layer);
  const pattern = REPEATED[mark];
  const next = markOf(layer + 1);
  const { positions: size } = space;
  const lastWord = Math.floor(size / POSITIONS_PER_WORD);
  // The last word's places past the last position are never positions.
  const lastPlaces = 0x55555555 & ((1 << (2 * (size % POSITIONS_PER_WORD))) - 1);
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
    // This shard alone writes its words (see map-mail.ts).
    words[word] = value | marksAt(added, next);
    found += bitCount(added);
    sampleAll(samples, word, added);
  }
  work.found += found;
  work.looked += looked;
};

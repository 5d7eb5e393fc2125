import type { PositionSpace } from '../puzzles/puzzle.js';
import { sha256 } from '../util/sha256.js';
import { words } from '../words/words.js';
import type { MapClaims } from './map-check.js';
import { MAP_DIGESTS } from './map-digests.js';
import { distanceOnMap, markAt, markOf } from './map-layer.js';

/*
 * A stored map is used only when it is exactly the map of its space: marks
 * two bits a position (1 + distance mod 3) cannot be held to their
 * neighbours (every mark differs from the two beside it), so a forged mark
 * with a forged header to match can lie about a distance. Small spaces are
 * mapped again to prove it; large ones must be, byte for byte, the map this
 * version makes (a SHA-256 of its marks and histogram fixed in the source).
 */

/** Spaces up to this many positions are mapped again when read (a second or less). */
export const PROVED_POSITIONS = 1 << 22;

const sameGoals = (claimed: readonly number[], goals: readonly number[]): boolean => {
  const sorted = [...goals].sort((a, b) => a - b);
  return (
    claimed.length === goals.length &&
    [...claimed].sort((a, b) => a - b).every((goal, at) => goal === sorted[at])
  );
};

/** Each position's distance from `goals`, by breadth-first search (255: not reached), and the layers' sizes. */
const layersOf = (space: PositionSpace, goals: readonly number[]) => {
  const layer = new Uint8Array(space.positions).fill(255);
  for (const goal of goals) layer[goal] = 0;
  const histogram = [goals.length];
  const out = new Int32Array(space.mostNeighbours);
  let frontier: number[] = [...goals];
  for (let distance = 1; frontier.length > 0 && distance < 255; distance++) {
    const next: number[] = [];
    for (const index of frontier) {
      const count = space.neighbours(index, out);
      for (let at = 0; at < count; at++) {
        if (layer[out[at]] !== 255) continue;
        layer[out[at]] = distance;
        next.push(out[at]);
      }
    }
    if (next.length > 0) histogram.push(next.length);
    frontier = next;
  }
  return { layer, histogram };
};

/** The digest a map of `space` is held to: its marks, then its histogram. */
export const mapDigest = (marks: Int32Array, histogram: readonly number[]): string =>
  sha256(
    new Uint8Array(marks.buffer, marks.byteOffset, marks.byteLength),
    new TextEncoder().encode(JSON.stringify(histogram)),
  );

/**
 * Why `marks` and the header's `claims` are not exactly the map of `space`
 * from `goals` (the puzzle's own, ranked), or undefined when they are: the
 * claimed goals the puzzle's; then, for a small space, every mark, layer
 * size and sample as a breadth-first search finds them; for a large one,
 * the marks and histogram the digest of this version's map, and each sample
 * as far from a goal, walking down the marks, as its layer says. (`digests`:
 * the list a large map is held to; tests give their own.)
 */
export const mapNotProved = (
  space: PositionSpace,
  marks: Int32Array,
  claims: MapClaims,
  goals: readonly number[],
  digests: Readonly<Record<string, string>> = MAP_DIGESTS,
): string | undefined => {
  const say = words().search.map;
  if (!sameGoals(claims.goals, goals)) return say.goalsFirst;
  const { histogram, samples } = claims;
  if (space.positions <= PROVED_POSITIONS) {
    const found = layersOf(space, goals);
    for (let index = 0; index < space.positions; index++) {
      const distance = found.layer[index];
      if (markAt(marks, index) !== (distance === 255 ? 0 : markOf(distance))) return say.notExact;
    }
    if (
      found.histogram.length !== histogram.length ||
      found.histogram.some((size, layer) => size !== histogram[layer])
    ) {
      return say.layerSizes;
    }
    for (let layer = 0; layer < samples.length; layer++) {
      if (samples[layer].some((index) => found.layer[index] !== layer)) return say.notMarked(layer);
    }
    return undefined;
  }
  const digest = Object.hasOwn(digests, space.key) ? digests[space.key] : undefined;
  if (digest === undefined) return say.unproved;
  if (mapDigest(marks, histogram) !== digest) return say.notBuilt;
  const goalSet = new Set(goals);
  for (let layer = 0; layer < samples.length; layer++) {
    for (const index of samples[layer]) {
      // Exact marks (the digest holds) lead down to a goal in as many steps as a position is far.
      if (distanceOnMap(space, marks, goalSet, index) !== layer) return say.notMarked(layer);
    }
  }
  return undefined;
};

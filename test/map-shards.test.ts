/**
 * The whole map in shards: this thread and a worker thread, each owning
 * every other chunk and passing the positions it finds in the other's words
 * through rings (map-mail.ts). Chunks of a few words and rings of a few
 * entries make a small map cross between the shards at every layer and fill
 * the rings.
 */
import { describe, expect, it } from 'vitest';
import { makeGrid } from '../source/puzzles/cell-grid.js';
import { GridSpace } from '../source/puzzles/line/space.js';
import { buildWholeMap } from '../source/search/map.js';
import { WORDS_PER_FRESH_SLOT } from '../source/search/map-layer.js';
import { againstPlain, plainDistances, small } from './line-small.js';

/**
 * The Line Puzzle's rules on a 4×4 board with fewer kinds of piece (21,840
 * positions, with `StepPairs`): a map small enough for a test, which the
 * worker makes again from the space's recipe.
 */
const SMALL_LINE_GOAL = 'ABBC.CCCCCCCCCCC';

describe('the whole map in this thread and a worker thread', () => {
  const truth = plainDistances(4, 4, SMALL_LINE_GOAL);
  const space = new GridSpace(makeGrid(4, 4), small(SMALL_LINE_GOAL), 'test-small-line');

  // The smallest chunk: one fresh slot's words (map-layer.ts), which two shards must never share.
  it.each([[2, WORDS_PER_FRESH_SLOT, 16]])(
    'in %i shards, chunks of %i words and rings of %i entries, equals a plain breadth-first search',
    async (threads, chunkWords, ringEntries) => {
      const map = await buildWholeMap(space, [space.rank(small(SMALL_LINE_GOAL))], {
        threads,
        chunkWords,
        ringEntries,
      });
      const { histogram, wrong } = againstPlain(map.words, space, truth);
      expect(map.histogram).toEqual(histogram);
      expect(wrong).toBe(0);
      // Every position of a layer sampled where the layer is small, wherever a shard found it.
      map.samples.forEach((sample, layer) => {
        if (histogram[layer] <= 256) expect(new Set(sample).size).toBe(histogram[layer]);
      });
    },
    60_000,
  );
});

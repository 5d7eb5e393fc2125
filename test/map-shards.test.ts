/**
 * The whole map in shards: this thread and a worker thread, each owning
 * every other chunk and passing the positions it finds in the other's words
 * through rings (map-mail.ts). Chunks of a few words and rings of a few
 * entries make a small map cross between the shards at every layer and fill
 * the rings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerEntry } from '../source/puzzles/catalogue.js';
import { buildWholeMap } from '../source/search/map.js';
import { SMALL_LINE_GOAL, smallLineMapEntry } from './fixtures/small-line-map.js';
import { againstPlain, plainDistances, small } from './line-small.js';

let unregister = (): void => {};
beforeAll(() => {
  const module = new URL('./fixtures/small-line-map.ts', import.meta.url).href;
  unregister = registerEntry(smallLineMapEntry, { module, name: 'smallLineMapEntry' });
});
afterAll(() => unregister());

describe('the whole map in this thread and a worker thread', () => {
  const truth = plainDistances(4, 4, SMALL_LINE_GOAL);
  const space = smallLineMapEntry.create({}).space?.();
  if (!space) throw new Error('no space');

  it.each([[2, 8, 16]])(
    'in %i shards, chunks of %i words and rings of %i entries, equals a plain breadth-first search',
    async (threads, chunkWords, ringEntries) => {
      const map = await buildWholeMap(space, [space.rank(small(SMALL_LINE_GOAL))], {
        source: { id: smallLineMapEntry.id, options: {} },
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

/**
 * The whole map's per-layer sample (map-reservoir.ts): a stored map keeps
 * it and `analyze --full` prints its farthest positions from it, so the
 * positions a seed picks are held here as they were picked when the maps
 * now kept were made.
 */
import { describe, expect, it } from 'vitest';
import { Reservoir } from '../source/search/map-reservoir.js';

const offer = (capacity: number, seed: number, offered: number): Reservoir => {
  const sample = new Reservoir(capacity, seed);
  for (let index = 0; index < offered; index++) sample.add(index * 3);
  return sample;
};

describe('the whole map sample', () => {
  it('keeps every position while there are no more than it holds', () => {
    const sample = offer(256, 7919, 200);
    expect(sample.kept).toEqual(Array.from({ length: 200 }, (_, index) => index * 3));
    expect(sample.seen).toBe(200);
  });

  it('picks the same positions from a seed as the maps already kept', () => {
    expect(offer(16, 7924, 100_000).kept).toEqual([
      73092, 182454, 275019, 87291, 52167, 80385, 267477, 138579, 12279, 101196, 238311, 71478,
      123684, 286971, 19680, 116904,
    ]);
    const large = offer(256, 15843, 2_000_000);
    expect(large.kept.reduce((hash, index) => (hash * 31 + index) % 1_000_000_007, 0)).toBe(
      922893333,
    );
  });
});

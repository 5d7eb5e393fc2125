/**
 * The whole map's estimate (issue 21: "about 1 s left" sat from 3:07 to 5:22,
 * a layer's "(55%)" beside a bar at 16%): revised as work goes, from a fake
 * clock and fake progress — a synthetic map whose layers cost what their work
 * is (a frontier going out, every position left going back) at a fixed pace.
 */
import { describe, expect, it } from 'vitest';
import {
  type LayerDone,
  type MapEstimate,
  mapEstimate,
  shareCells,
  sharePercent,
} from '../source/search/map-estimate.js';

/** Layer sizes of a map shaped like the Line Puzzle's: growing, a peak, a tail. */
const LAYERS = [
  1, 5, 30, 200, 1500, 9000, 40000, 120000, 250000, 260000, 150000, 50000, 9000, 1200, 100, 8, 1,
];
const PACE = 0.05; // ms per position looked at

type Seen = { readonly estimate: MapEstimate; readonly trulyLeft: number };

/** Runs the synthetic map, asking for an estimate at `fractions` of each layer's scan. */
const run = (size: number, fractions: readonly number[], slowLayer = -1, slowBy = 1): Seen[] => {
  const directions: ('out' | 'back')[] = [];
  const costs: number[] = [];
  let reached = 1;
  let direction: 'out' | 'back' = 'out';
  LAYERS.forEach((count, layer) => {
    direction = direction === 'back' || size - reached < count ? 'back' : 'out';
    directions.push(direction);
    const work = direction === 'out' ? count : size - reached;
    costs.push(work * PACE * (layer === slowLayer ? slowBy : 1));
    reached += LAYERS[layer + 1] ?? 0;
  });
  const total = costs.reduce((sum, ms) => sum + ms, 0);
  const done: LayerDone[] = [];
  const seen: Seen[] = [];
  let now = 0;
  reached = 1;
  LAYERS.forEach((_, layer) => {
    for (const fraction of fractions) {
      const ms = now + costs[layer] * fraction;
      const current = { direction: directions[layer], fraction, ms: costs[layer] * fraction };
      const so = {
        positions: size,
        reached,
        histogram: LAYERS.slice(0, layer + 1),
        done,
        current,
        ms,
      };
      seen.push({ estimate: mapEstimate(so), trulyLeft: total - ms });
    }
    now += costs[layer];
    const work = directions[layer] === 'out' ? LAYERS[layer] : size - reached;
    done.push({ found: LAYERS[layer + 1] ?? 0, looked: work, ms: costs[layer] });
    reached += LAYERS[layer + 1] ?? 0;
  });
  return seen;
};

const reachable = LAYERS.reduce((sum, count) => sum + count, 0);

describe('the whole map estimate', () => {
  it.each([
    ['every position reachable', reachable],
    ['a tenth of the space unreachable', Math.round(reachable / 0.9)],
  ])('stays within a factor of four of the truth once it speaks (%s)', (_, size) => {
    const seen = run(size, [0, 0.25, 0.5, 0.75]);
    const spoken = seen.filter(({ estimate }) => estimate.leftMs !== undefined);
    expect(spoken.length).toBeGreaterThan(seen.length / 2);
    for (const { estimate, trulyLeft } of spoken) {
      const left = estimate.leftMs ?? 0;
      if (trulyLeft < 1000) continue;
      expect(left).toBeGreaterThan(trulyLeft / 4);
      expect(left).toBeLessThan(trulyLeft * 4);
    }
  });

  it('a layer slower than foretold grows the estimate instead of leaving it at the end', () => {
    // Layer 10 takes twenty times what its work foretells (a busy machine, a costly tail).
    const seen = run(reachable, [0, 0.25, 0.5, 0.75], 10, 20);
    const [start, ...inSlow] = seen.slice(40, 44);
    for (const { estimate, trulyLeft } of inSlow) {
      expect(estimate.leftMs).toBeGreaterThan(trulyLeft / 2);
      // Revised upward from what the layer's start foretold.
      expect(estimate.leftMs).toBeGreaterThan(start.estimate.leftMs ?? 0);
    }
  });

  it('says the share done as time so far over time so far and left', () => {
    for (const { estimate } of run(reachable, [0.5])) {
      if (estimate.leftMs === undefined) {
        expect(estimate.share).toBeUndefined();
        continue;
      }
      expect(estimate.share).toBeGreaterThanOrEqual(0);
      expect(estimate.share).toBeLessThanOrEqual(1);
    }
  });

  it('fills a bar by the percentage it prints', () => {
    for (const share of [0, 0.004, 0.16, 0.55, 0.999, 1]) {
      expect(shareCells(share, 100)).toBe(sharePercent(share));
      expect(shareCells(share, 20)).toBe(Math.round((sharePercent(share) / 100) * 20));
    }
  });
});

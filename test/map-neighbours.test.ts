import { describe, expect, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';
import type { Puzzle } from '../source/puzzles/puzzle.js';
import { tobikoeHere } from './cli-here.js';
import { makePuzzle } from './support.js';

/*
 * A whole map walks a space by each position's neighbours, into buffers as
 * long as the space says a position's neighbours can be (`mostNeighbours`);
 * a buffer too short drops what is written past its end, silently. Hakoiri
 * with moves along a path has positions with ten neighbours: a map sized for
 * eight counted 53,953 positions and a farthest of 82 moves, exit 0.
 */

/** Positions per distance from the goals, by a plain breadth-first search over the space. */
const referenceHistogram = (puzzle: Puzzle): number[] => {
  const space = puzzle.space?.();
  if (!space) throw new Error(`${puzzle.id} has no space`);
  const board = new Uint8Array(puzzle.cellCount);
  const distance = new Int16Array(space.positions).fill(-1);
  let frontier: number[] = [];
  for (let index = 0; index < space.positions; index++) {
    space.unrank(index, board);
    if (puzzle.isGoal(board)) {
      distance[index] = 0;
      frontier.push(index);
    }
  }
  const histogram: number[] = [];
  const out = new Int32Array(4096);
  for (let depth = 1; frontier.length > 0; depth++) {
    histogram.push(frontier.length);
    const next: number[] = [];
    for (const index of frontier) {
      const count = space.neighbours(index, out);
      for (let at = 0; at < count; at++) {
        if (distance[out[at]] >= 0) continue;
        distance[out[at]] = depth;
        next.push(out[at]);
      }
    }
    frontier = next;
  }
  return histogram;
};

describe('a whole map of a space whose positions have many neighbours', () => {
  it('hakoiri --far --full: every layer as a plain breadth-first search counts it', async () => {
    const puzzle = makePuzzle('hakoiri', { far: true });
    const histogram = referenceHistogram(puzzle);
    const { code, stdout, stderr } = await tobikoeHere(
      'analyze',
      'hakoiri',
      '--far',
      '--full',
      '--json',
    );
    expect(code, stderr).toBe(0);
    const map = JSON.parse(stdout) as { states: number; diameter: number; histogram: number[] };
    expect(map.histogram).toEqual(histogram);
    expect(map.states).toBe(histogram.reduce((sum, count) => sum + count, 0));
    expect(map.diameter).toBe(histogram.length - 1);
  });

  it("no position of a catalogue space has more neighbours than its space says (the map's buffers)", () => {
    let looked = 0;
    for (const entry of catalogue) {
      const space = entry.create({}).space?.();
      if (!space || space.positions > 100_000) continue;
      const out = new Int32Array(4096);
      let most = 0;
      for (let index = 0; index < space.positions; index++) {
        most = Math.max(most, space.neighbours(index, out));
      }
      expect(most, entry.id).toBeLessThanOrEqual(space.mostNeighbours);
      looked++;
    }
    const far = makePuzzle('hakoiri', { far: true }).space?.();
    expect(far?.mostNeighbours).toBeGreaterThanOrEqual(10);
    expect(looked).toBeGreaterThan(0);
  });
});

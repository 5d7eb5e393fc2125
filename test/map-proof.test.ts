import { describe, expect, it } from 'vitest';
import { makeGrid } from '../source/puzzles/cell-grid.js';
import { lineBoards } from '../source/puzzles/line/boards.js';
import { GridSpace } from '../source/puzzles/line/space.js';
import type { PositionSpace } from '../source/puzzles/puzzle.js';
import { rankedGoals } from '../source/search/goal-positions.js';
import { buildWholeMap } from '../source/search/map.js';
import { MAP_DIGESTS } from '../source/search/map-digests.js';
import { markAt } from '../source/search/map-layer.js';
import { mapDigest, mapNotProved, PROVED_POSITIONS } from '../source/search/map-proof.js';
import { small } from './line-small.js';
import { entry } from './line-support.js';

/*
 * A stored map of a large space is used only when it is, marks and
 * histogram, the map this version makes (its digest fixed in the source),
 * and each sample lies in the layer its header says. The mechanism on a
 * 3×3 space standing in for a large one; the Line Puzzle's own digests are
 * made again by scripts/map-digests.ts (40 s of CPU a map).
 */

describe('a large map held to its digest', () => {
  const goalText = 'AB.CDABCD';
  const space = new GridSpace(makeGrid(3, 3), small(goalText), 'test');
  const goals = [space.rank(small(goalText))];
  /** The same space, but past what is mapped again on reading. */
  const large: PositionSpace = Object.create(space, {
    positions: { value: PROVED_POSITIONS + 1 },
  });

  it('takes the map whose digest is listed; turns away a mark, a layer size or a sample changed, an unlisted space, other goals', async () => {
    const map = await buildWholeMap(space, goals);
    const digests = { [space.key]: mapDigest(map.words, map.histogram) };
    const claims = { goals: map.goals, histogram: map.histogram, samples: map.samples };
    expect(mapNotProved(large, map.words, claims, goals, digests)).toBeUndefined();
    const marks = map.words.slice();
    marks[marks.length >> 1] ^= 3;
    expect(mapNotProved(large, marks, claims, goals, digests)).toMatch(/not the map this version/);
    const histogram = map.histogram.slice();
    histogram[3]++;
    histogram[4]--;
    expect(mapNotProved(large, map.words, { ...claims, histogram }, goals, digests)).toMatch(
      /not the map this version/,
    );
    // A position three layers nearer has the same mark: only walking it down tells.
    const samples = map.samples.map((layer) => [...layer]);
    samples[5][0] = map.samples[2][0];
    expect(markAt(map.words, samples[5][0])).toBe(markAt(map.words, map.samples[5][0]));
    expect(mapNotProved(large, map.words, { ...claims, samples }, goals, digests)).toMatch(
      /layer 5/,
    );
    expect(mapNotProved(large, map.words, claims, goals, {})).toMatch(/used only when/);
    expect(mapNotProved(large, map.words, claims, [goals[0] + 1], digests)).toMatch(/goals/);
  });

  it('lists the Line Puzzle maps towards the page boards, under the keys their spaces have', () => {
    const keys = new Set<string>();
    for (const goal of Object.keys(lineBoards)) {
      const puzzle = entry('line').create({ start: 'start1', goal });
      const lineSpace = puzzle.space?.();
      if (!lineSpace) throw new Error('no line space');
      expect(lineSpace.positions).toBeGreaterThan(PROVED_POSITIONS);
      expect(rankedGoals(puzzle, lineSpace)).toHaveLength(1);
      keys.add(lineSpace.key);
    }
    expect([...keys].sort()).toEqual(Object.keys(MAP_DIGESTS).sort());
  });
});

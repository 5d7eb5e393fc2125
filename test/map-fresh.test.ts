/**
 * The fresh bit sets (map-layer.ts): a group's bit set position by position
 * (`markFresh`) and a word's groups at once (`markFreshGroups`, `groupsOf`)
 * land on the same bit; and the sides of a two-sided space (`StepPairs.sides`)
 * that let a layer look for its positions on one side only.
 */
import { describe, expect, it } from 'vitest';
import { makeGrid } from '../source/puzzles/cell-grid.js';
import { GridSpace } from '../source/puzzles/line/space.js';
import {
  clearFresh,
  FRESH_SLOT_SHIFT,
  freshLength,
  GROUP_MARKS,
  GROUP_POSITIONS,
  GROUPS_PER_WORD,
  groupsOf,
  layerSide,
  markFresh,
  markFreshGroups,
  POSITIONS_PER_WORD,
  WORDS_PER_FRESH_SLOT,
} from '../source/search/map-layer.js';
import { small } from './line-small.js';

describe('the fresh bit sets', () => {
  it('have a shape that adds up', () => {
    expect(GROUPS_PER_WORD * GROUP_POSITIONS).toBe(POSITIONS_PER_WORD);
    expect(WORDS_PER_FRESH_SLOT * GROUPS_PER_WORD).toBe(32);
    expect(1 << FRESH_SLOT_SHIFT).toBe(WORDS_PER_FRESH_SLOT);
    // Every mark of a word in exactly one group.
    let all = 0;
    for (let group = 0; group < GROUPS_PER_WORD; group++) {
      expect(all & GROUP_MARKS[1 << group]).toBe(0);
      all |= GROUP_MARKS[1 << group];
    }
    expect(all).toBe(-1);
  });

  it('mark the same bit for a position alone as for its word at once', () => {
    const words = 3 * WORDS_PER_FRESH_SLOT + 1;
    const one = new Int32Array(freshLength(words));
    const many = new Int32Array(freshLength(words));
    for (const layer of [0, 1]) {
      for (let index = 0; index < words * POSITIONS_PER_WORD; index++) {
        for (const half of [0, 1]) {
          clearFresh(one, half);
          clearFresh(many, half);
        }
        markFresh(one, layer, index);
        const word = Math.floor(index / POSITIONS_PER_WORD);
        const low = 1 << (2 * (index % POSITIONS_PER_WORD));
        markFreshGroups(many, layer, word, groupsOf(low));
        expect(many).toEqual(one);
        expect(one.reduce((sum, value) => sum + (value === 0 ? 0 : 1), 0)).toBe(1);
      }
    }
  });
});

describe('the sides of the Line Puzzle on a 4×4 board', () => {
  const goal = 'ABBC.CCCCCCCCCCC';
  const space = new GridSpace(makeGrid(4, 4), small(goal), 'test-small-line');

  it('has every move cross from one side to the other', () => {
    const sides = space.pairs?.sides ?? 0;
    expect(sides).not.toBe(0);
    const side = (index: number) => (sides >>> (index % POSITIONS_PER_WORD)) & 1;
    const out = new Int32Array(space.mostNeighbours);
    for (let index = 0; index < space.positions; index++) {
      const count = space.neighbours(index, out);
      for (let at = 0; at < count; at++) expect(side(out[at])).not.toBe(side(index));
    }
  });

  it("gives a layer the marks of its side, the next layer the others', and all with goals on both", () => {
    const start = space.rank(small(goal));
    const even = layerSide(space, [start], 0);
    expect(layerSide(space, [start], 2)).toBe(even);
    expect(layerSide(space, [start], 1)).toBe(~even);
    expect((even >>> (2 * (start % POSITIONS_PER_WORD))) & 3).toBe(3);
    expect(layerSide(space, [start, start + 1], 0)).toBe(-1);
  });
});

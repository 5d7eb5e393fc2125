import { describe, expect, it } from 'vitest';
import { pegEntries } from '../source/puzzles/peg/entries.js';
import type { Puzzle } from '../source/puzzles/puzzle.js';
import { entry, star, star2, text } from './peg-support.js';
import { expectOneLineInputError } from './support.js';

describe('peg entries', () => {
  it('offers peg-star and peg-star-2 in the Peg Solitaire family', () => {
    expect(pegEntries.map((candidate) => candidate.id)).toEqual(['peg-star', 'peg-star-2']);
    expect(entry('peg-star').params.map((param) => param.name)).toEqual([
      'hole',
      'anywhere',
      'start',
    ]);
    expect(entry('peg-star-2').params.map((param) => param.name)).toEqual(['hole', 'start']);
    for (const candidate of pegEntries) {
      expect(candidate.family).toBe('Peg Solitaire');
      expect(candidate.summary).not.toContain('\n');
      const puzzle = candidate.create({});
      expect(puzzle.id).toBe(candidate.id);
      expect(puzzle.reversible).toBe(false);
      expect(puzzle.inverse).toBeUndefined();
      expect(puzzle.goals).toBeUndefined();
      expect(puzzle.pieces).toEqual([
        { code: 1, char: 'o', name: 'peg', look: { glyph: '●', ascii: 'o', tone: 'bright' } },
      ]);
    }
  });

  it('removes the first peg at --hole, by default 0 (star) and 2 (star 2)', () => {
    expect(text(star(), star().start)).toBe('.oooooooooooo');
    expect(text(star2(), star2().start)).toBe('oo.ooooooooo');
    const fromHole5 = star({ hole: 5 });
    expect(text(fromHole5, fromHole5.start)).toBe('ooooo.ooooooo');
    const star2From11 = star2({ hole: 11 });
    expect(text(star2From11, star2From11.start)).toBe('ooooooooooo.');
  });

  it('says where the last peg must stand', () => {
    expect(star().goalText).toBe('one peg left, in hole 0');
    expect(star({ hole: 2 }).goalText).toBe('one peg left, in hole 2');
    expect(star({ anywhere: true }).goalText).toBe('one peg left, anywhere');
    expect(star({ start: 'ooooo.ooooooo' }).goalText).toBe('one peg left, in hole 5');
    expect(star({ start: 'ooooo.oooo.oo' }).goalText).toBe('one peg left, anywhere');
    expect(star({ start: 'ooooo.oooo.oo', hole: 3 }).goalText).toBe('one peg left, in hole 3');
    expect(star({ start: 'ooooo.ooooooo', anywhere: true }).goalText).toBe(
      'one peg left, anywhere',
    );
    expect(star2().goalText).toBe('one peg left, anywhere');
    expect(star2({ start: 'ooooo.oooooo' }).goalText).toBe('one peg left, anywhere');
  });

  it('accepts S for an empty hole and spaces between rows', () => {
    const puzzle = star({ start: 'S oooo ooo oooo o' });
    expect(text(puzzle, puzzle.start)).toBe('.oooooooooooo');
  });

  it('rejects bad input with one clear line', () => {
    const failures: [() => Puzzle, RegExp][] = [
      [() => star({ start: 'ooo.' }), /start board has 4 cells, this puzzle has 13/],
      [() => star({ start: 'oooooxooooooo' }), /'x' at cell 5/],
      [() => star({ start: '.............' }), /start board has no pegs/],
      // A full board is bad input (exit 2), as a board with no empty cell is for every puzzle.
      [() => star({ start: 'ooooooooooooo' }), /no empty hole; a peg needs one to jump into/],
      [() => star2({ start: 'oooooooooooo' }), /no empty hole/],
      [() => star({ hole: 13 }), /--hole must be a whole number from 0 to 12, not 13/],
      [() => star({ hole: -1 }), /--hole must be a whole number from 0 to 12, not -1/],
      [() => star({ hole: 1.5 }), /--hole must be a whole number from 0 to 12, not 1\.5/],
      [
        () => star({ start: 'ooooo.ooooooo', hole: 20 }),
        /--hole must be a whole number from 0 to 12, not 20/,
      ],
      [() => star2({ hole: 12 }), /--hole must be a whole number from 0 to 11, not 12/],
      [() => star2({ start: 'oo.ooooooooo', hole: 2 }), /--start or --hole, not both/],
    ];
    for (const [create, message] of failures) expectOneLineInputError(create, message);
  });
});

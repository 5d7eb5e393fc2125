import { describe, expect, it } from 'vitest';
import { STAR, STAR_2 } from '../source/puzzles/peg/boards.js';
import { parityReason } from '../source/puzzles/peg/parity.js';
import type { Board } from '../source/puzzles/puzzle.js';
import { everyPosition, pegsAt, star, star2, text, written } from './peg-support.js';
import { legalMoves, lowerBound } from './support.js';

describe('goal and lower bound', () => {
  it('wants one peg, in the target hole when there is one', () => {
    const complementary = star();
    const anywhere = star({ anywhere: true });
    expect(complementary.isGoal(pegsAt(13, [0]))).toBe(true);
    expect(complementary.isGoal(pegsAt(13, [1]))).toBe(false);
    expect(anywhere.isGoal(pegsAt(13, [1]))).toBe(true);
    expect(anywhere.isGoal(pegsAt(13, [0, 1]))).toBe(false);
    expect(star2().isGoal(pegsAt(12, [11]))).toBe(true);
    expect(lowerBound(complementary)(pegsAt(13, [0]))).toBe(0);
    expect(lowerBound(complementary)(pegsAt(13, [0, 2]))).toBe(1);
  });

  it('counts the pegs on the star points, which only leave by jumping, but one that may stay', () => {
    const points = (puzzle: ReturnType<typeof star>, board: Board): number =>
      puzzle.bounds?.find((bound) => bound.name === 'points')?.estimate(board) ?? Number.NaN;
    const full = pegsAt(13, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Hole 0 is empty and the last peg must end there: all five points must jump.
    expect(points(star(), full)).toBe(5);
    // Anywhere, one point peg may be the last one.
    expect(points(star({ anywhere: true }), full)).toBe(4);
    // The target hole 1 holds a point peg that may stay.
    expect(points(star({ hole: 1 }), pegsAt(13, [1, 2, 4, 8]))).toBe(2);
    // No point pegs left, but not yet a goal: one move at least.
    expect(points(star(), pegsAt(13, [2, 3]))).toBe(1);
  });
});

describe('unsolvable positions', () => {
  it("finds star 2's group-0 holes unsolvable and the others not (the page's parity)", () => {
    for (let hole = 0; hole < 12; hole++) {
      const puzzle = star2({ hole });
      const reason = puzzle.unsolvableReason?.(puzzle.start) ?? null;
      if (STAR_2.groups[hole] === 0) {
        expect(reason, `hole ${hole}`).toMatch(/^parity: groups 0\/1\/2 hold 5\/3\/3 of 11 pegs;/);
        expect(reason).toContain('groups 0, 1 and 2 are all odd like the total');
      } else {
        expect(reason, `hole ${hole}`).toBeNull();
      }
    }
  });

  it('passes the parity test for every complementary start of the star', () => {
    const groupOf = Uint8Array.from(STAR.groups);
    for (let hole = 0; hole < 13; hole++) {
      const puzzle = star({ hole });
      expect(parityReason(groupOf, puzzle.start, hole), `hole ${hole}`).toBeNull();
      // No line runs two holes on from the centre, so nothing can jump into it.
      const expected = hole === 6 ? '12 pegs remain and none can jump' : null;
      expect(puzzle.unsolvableReason?.(puzzle.start), `hole ${hole}`).toBe(expected);
    }
  });

  it('shows by parity that star 2 has no complementary solution', () => {
    const groupOf = Uint8Array.from(STAR_2.groups);
    for (let hole = 0; hole < 12; hole++) {
      const start = star2({ hole }).start;
      expect(parityReason(groupOf, start, hole), `hole ${hole}`).not.toBeNull();
    }
  });

  it('explains a wrong target group, a misplaced last peg, a stuck board and no pegs', () => {
    const toHole2 = star({ start: '.oooooooooooo', hole: 2 });
    expect(toHole2.unsolvableReason?.(toHole2.start)).toMatch(
      /only group 0 is even like the total, so the last peg ends in group 0, never in hole 2 \(group 1\)/,
    );
    expect(star().unsolvableReason?.(pegsAt(13, [1]))).toBe(
      'one peg is left, in hole 1, not in hole 0',
    );
    expect(star2().unsolvableReason?.(pegsAt(12, [1, 9]))).toBe('2 pegs remain and none can jump');
    expect(star().unsolvableReason?.(new Uint8Array(13))).toMatch(/no pegs/);
  });

  it('never calls a position unsolvable when a move leads out of that verdict', () => {
    // A reason must hold for every position a move reaches, or it proves nothing.
    const puzzles = [
      star(),
      star({ hole: 2 }),
      star({ hole: 6 }),
      star({ anywhere: true }),
      star2(),
    ];
    for (const puzzle of puzzles) {
      const escapes: string[] = [];
      let unsolvable = 0;
      for (const position of everyPosition(puzzle.cellCount)) {
        if (puzzle.unsolvableReason?.(position) === null) continue;
        unsolvable++;
        const before = text(puzzle, position);
        if (puzzle.isGoal(position)) escapes.push(`${before} is a goal`);
        for (const move of legalMoves(puzzle, position)) {
          puzzle.apply(position, move);
          if (puzzle.isGoal(position) || puzzle.unsolvableReason?.(position) === null) {
            escapes.push(`${written(puzzle.notation(move))} on ${before}`);
          }
          puzzle.undo(position, move);
        }
      }
      expect(escapes.slice(0, 5), puzzle.goalText).toEqual([]);
      expect(unsolvable).toBeGreaterThan(0);
    }
  });
});

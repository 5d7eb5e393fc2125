import { describe, expect, it } from 'vitest';
import { type PegBoard, STAR, STAR_2 } from '../source/puzzles/peg/boards.js';
import type { Board, Puzzle } from '../source/puzzles/puzzle.js';
import { entry, everyPosition, pegsAt, star, star2, text, written } from './peg-support.js';
import { legalMoves } from './support.js';

/** Places two cells apart on a drawn line: a step along a row or a diagonal. */
const areNeighbours = (peg: PegBoard, a: number, b: number): boolean => {
  const rows = Math.abs(peg.layout.cells[a].row - peg.layout.cells[b].row);
  const cols = Math.abs(peg.layout.cells[a].col - peg.layout.cells[b].col);
  return (rows === 0 && cols === 2) || (rows === 1 && cols === 1);
};

/** Every jump the drawing allows: from a hole over a neighbour to the hole just beyond. */
const jumpsOfDrawing = (peg: PegBoard): string[] => {
  const found: string[] = [];
  const { cells } = peg.layout;
  cells.forEach((from, fromHole) => {
    cells.forEach((to, toHole) => {
      const over = cells.findIndex(
        (place) => place.row * 2 === from.row + to.row && place.col * 2 === from.col + to.col,
      );
      if (fromHole !== toHole && over >= 0 && areNeighbours(peg, fromHole, over)) {
        found.push(`${fromHole}>${over}>${toHole}`);
      }
    });
  });
  return found.sort();
};

const jumpsOfTable = (peg: PegBoard): string[] =>
  peg.jumps.flatMap((list, from) => list.map(([over, to]) => `${from}>${over}>${to}`)).sort();

describe.each([
  ['peg-star', STAR, 13, [7, 3, 3]],
  ['peg-star-2', STAR_2, 12, [6, 3, 3]],
] as const)('%s board', (id, peg, size, groupSizes) => {
  it("has the page's jump table, which matches the drawing", () => {
    expect(peg.size).toBe(size);
    expect(peg.layout.cells).toHaveLength(size);
    expect(jumpsOfTable(peg)).toEqual(jumpsOfDrawing(peg));
  });

  it('draws lines only between neighbouring holes, and every jump along them', () => {
    expect(entry(id).create({}).layout.style).toBe('graph');
    const links = new Set(peg.layout.links.map(([a, b]) => `${a}-${b}`));
    for (const [a, b] of peg.layout.links) expect(areNeighbours(peg, a, b)).toBe(true);
    peg.jumps.forEach((list, from) => {
      for (const [over, to] of list) {
        expect(links.has(`${Math.min(from, over)}-${Math.max(from, over)}`)).toBe(true);
        expect(links.has(`${Math.min(over, to)}-${Math.max(over, to)}`)).toBe(true);
      }
    });
  });

  it("puts the three holes of every jump in three different groups (the page's figure)", () => {
    for (const triple of jumpsOfTable(peg)) {
      const groups = triple.split('>').map((hole) => peg.groups[Number(hole)]);
      expect(new Set(groups).size, triple).toBe(3);
    }
    const counts = [0, 1, 2].map((group) => peg.groups.filter((g) => g === group).length);
    expect(counts).toEqual(groupSizes);
  });

  it('lists exactly the chains of every position, each a legal run of jumps', () => {
    const puzzle = entry(id).create({});
    const jumpOver = new Map<string, number>();
    peg.jumps.forEach((list, from) => {
      for (const [over, to] of list) jumpOver.set(`${from}>${to}`, over);
    });
    /** Plays a chain jump by jump; returns the board after it, or null if a jump is illegal. */
    const playJumps = (position: Board, cells: readonly number[]): Board | null => {
      const after = position.slice();
      for (let step = 1; step < cells.length; step++) {
        const over = jumpOver.get(`${cells[step - 1]}>${cells[step]}`);
        if (over === undefined || after[cells[step - 1]] !== 1) return null;
        if (after[over] !== 1 || after[cells[step]] !== 0) return null;
        after[cells[step - 1]] = 0;
        after[over] = 0;
        after[cells[step]] = 1;
      }
      return after;
    };
    // Problems are collected and checked once: an expect per chain would be slow.
    const problems: string[] = [];
    const check = (ok: boolean, problem: string): void => {
      if (!ok) problems.push(problem);
    };
    let most = 0;
    let largestMove = 0;
    for (const position of everyPosition(size)) {
      const before = text(puzzle, position);
      const moves = legalMoves(puzzle, position);
      check(text(puzzle, position) === before, `listing changed ${before}`);
      most = Math.max(most, moves.length);
      const chains = new Set(moves.map((move) => written(puzzle.notation(move))));
      check(chains.size === moves.length, `a chain listed twice on ${before}`);
      for (const move of moves) {
        largestMove = Math.max(largestMove, move);
        const cells = puzzle.notation(move);
        const chain = `${written(cells)} on ${before}`;
        const expected = playJumps(position, cells);
        check(expected !== null, `${chain} is not a legal run of jumps`);
        // Every prefix of a chain is a move, and so is every further jump from its end.
        for (let end = 2; end < cells.length; end++) {
          check(chains.has(written(cells.slice(0, end))), `${chain}: a prefix is missing`);
        }
        for (const [, to] of peg.jumps[cells[cells.length - 1]]) {
          const longer = [...cells, to];
          if (playJumps(position, longer)) {
            check(chains.has(written(longer)), `${chain}: ${written(longer)} is missing`);
          }
        }
        puzzle.apply(position, move);
        check(text(puzzle, position) === text(puzzle, expected ?? position), `${chain}: apply`);
        puzzle.undo(position, move);
        check(text(puzzle, position) === before, `${chain}: undo`);
      }
      for (const [key] of jumpOver) {
        const cells = key.split('>').map(Number);
        if (playJumps(position, cells)) {
          check(chains.has(written(cells)), `jump ${written(cells)} missing on ${before}`);
        }
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(most).toBe(puzzle.maxMoves);
    expect(largestMove).toBeLessThan(2 ** 31);
  });
});

describe('chains', () => {
  it("lists the page's two loops [0, 5, 12, 7, 0] and [0, 7, 12, 5, 0] as different moves", () => {
    const puzzle = star();
    const position = pegsAt(13, [0, 2, 3, 9, 10]);
    const byChain = new Map(
      legalMoves(puzzle, position).map((move) => [written(puzzle.notation(move)), move]),
    );
    const clockwise = byChain.get('[0, 5, 12, 7, 0]');
    const anticlockwise = byChain.get('[0, 7, 12, 5, 0]');
    expect(clockwise).toBeDefined();
    expect(anticlockwise).toBeDefined();
    expect(clockwise).not.toBe(anticlockwise);
    for (const move of [clockwise ?? -1, anticlockwise ?? -1]) {
      puzzle.apply(position, move);
      expect(text(puzzle, position)).toBe('o............');
      puzzle.undo(position, move);
      expect(text(puzzle, position)).toBe('o.oo.....oo..');
    }
  });

  it('opens the star with [5, 0] or [7, 0], and star 2 with [4, 2] or [7, 2]', () => {
    const openings = (puzzle: Puzzle) =>
      legalMoves(puzzle, puzzle.start)
        .map((move) => written(puzzle.notation(move)))
        .sort();
    expect(openings(star())).toEqual(['[5, 0]', '[7, 0]']);
    expect(openings(star2())).toEqual(['[4, 2]', '[7, 2]']);
  });
});

import { describe, expect, it } from 'vitest';
import { formatBoard } from '../source/puzzles/board-text.js';
import { type PegBoard, STAR, STAR_2 } from '../source/puzzles/peg/boards.js';
import { pegEntries } from '../source/puzzles/peg/entries.js';
import { parityReason } from '../source/puzzles/peg/parity.js';
import type { Board, Move, Puzzle, PuzzleEntry, PuzzleOptions } from '../source/puzzles/types.js';
import { bfs } from '../source/search/bfs.js';
import { iddfs } from '../source/search/deepening.js';
import {
  PEG_STAR_2_PAGE_ANSWER as PAGE_STAR_2_ANSWER,
  PEG_STAR_PAGE_SOLUTIONS as PAGE_STAR_SOLUTIONS,
} from './page-answers.js';
import { expectOneLineInputError, legalMoves, lowerBound } from './support.js';

const entry = (id: string): PuzzleEntry => {
  const found = pegEntries.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

const star = (options: PuzzleOptions = {}): Puzzle => entry('peg-star').create(options);
const star2 = (options: PuzzleOptions = {}): Puzzle => entry('peg-star-2').create(options);

const text = (puzzle: Puzzle, position: Board): string => formatBoard(position, puzzle.pieces);
/** A board with pegs in exactly the given holes. */
const pegsAt = (size: number, holes: readonly number[]): Board => {
  const position = new Uint8Array(size);
  for (const hole of holes) position[hole] = 1;
  return position;
};

const written = (cells: readonly number[]): string => `[${cells.join(', ')}]`;

/** Every one of the 2^size positions of a board. */
const everyPosition = function* (size: number): Generator<Board> {
  for (let pattern = 0; pattern < 1 << size; pattern++) {
    yield Uint8Array.from({ length: size }, (_, hole) => (pattern >> hole) & 1);
  }
};

/** Finds the listed move the page writes as `cells`, plays it, and returns it. */
const playWritten = (puzzle: Puzzle, position: Board, cells: readonly number[]): Move => {
  const matching = legalMoves(puzzle, position).filter(
    (move) => written(puzzle.notation(move)) === written(cells),
  );
  expect(matching, `${written(cells)} on ${text(puzzle, position)}`).toHaveLength(1);
  puzzle.apply(position, matching[0]);
  return matching[0];
};

/** Reads the page's lines of moves, e.g. "[7, 0][12, 7][0, 5, 12, 7, 0]". */
const readMoves = (line: string): number[][] =>
  [...line.matchAll(/\[([\d, ]+)\]/g)].map((match) => match[1].split(',').map(Number));

/** Replays a written solution from `position`; returns the notations of the moves played. */
const replay = (puzzle: Puzzle, position: Board, line: string): string[] => {
  const played: string[] = [];
  for (const cells of readMoves(line)) {
    expect(puzzle.isGoal(position), `goal before ${written(cells)}`).toBe(false);
    played.push(written(puzzle.notation(playWritten(puzzle, position, cells))));
  }
  return played;
};

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
      for (const position of everyPosition(puzzle.size)) {
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

describe("the page's answers", () => {
  it('replays all 28 printed complementary solutions for hole 0 in 7 moves', () => {
    const puzzle = star();
    const seen = new Set<string>();
    for (const line of PAGE_STAR_SOLUTIONS) {
      const position = puzzle.start.slice();
      const played = replay(puzzle, position, line);
      expect(played.join('')).toBe(line);
      expect(played).toHaveLength(7);
      expect(puzzle.isGoal(position), line).toBe(true);
      seen.add(line);
    }
    expect(seen.size).toBe(28);
  });

  it("replays Star 2's printed answer from hole 2 in 7 moves", () => {
    const puzzle = star2();
    const position = puzzle.start.slice();
    expect(replay(puzzle, position, PAGE_STAR_2_ANSWER).join('')).toBe(PAGE_STAR_2_ANSWER);
    expect(puzzle.isGoal(position)).toBe(true);
    expect(text(puzzle, position)).toBe('.........o..');
  });
});

describe('search reproduces the page', () => {
  const shortest = (puzzle: Puzzle): number | undefined => bfs(puzzle, puzzle.start).moves?.length;

  it('solves the star from hole 0 in 7, and finds 28 shortest solutions after [7, 0]', () => {
    const puzzle = star();
    expect(shortest(puzzle)).toBe(7);
    const afterFirst = puzzle.start.slice();
    playWritten(puzzle, afterFirst, [7, 0]);
    expect(bfs(puzzle, afterFirst, { all: true })).toMatchObject({ solutions: 28 });
    const deepening = iddfs(puzzle, afterFirst, { all: true });
    expect(deepening.moves).toHaveLength(6);
    expect(deepening.solutions).toBe(28);
  });

  it('solves the star from hole 2, and without the place condition, in 7', () => {
    expect(shortest(star({ hole: 2 }))).toBe(7);
    expect(shortest(star({ anywhere: true }))).toBe(7);
  });

  it('solves star 2 from hole 2 in 7 and finds no solution from a group-0 hole', () => {
    expect(shortest(star2())).toBe(7);
    for (let hole = 0; hole < 12; hole++) {
      if (STAR_2.groups[hole] !== 0) continue;
      const puzzle = star2({ hole });
      expect(bfs(puzzle, puzzle.start).moves, `hole ${hole}`).toBeNull();
    }
  });

  it('returns answers that replay to a goal', () => {
    for (const puzzle of [star(), star({ hole: 2 }), star2()]) {
      const position = puzzle.start.slice();
      for (const move of bfs(puzzle, puzzle.start).moves ?? []) {
        expect(legalMoves(puzzle, position)).toContain(move);
        puzzle.apply(position, move);
      }
      expect(puzzle.isGoal(position)).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { formatBoard, parseBoard } from '../source/puzzles/board-text.js';
import {
  boardA,
  boardB,
  boardC,
  type FrogShape,
  lineShape,
  miniRule1,
  miniRule2,
} from '../source/puzzles/frog/boards.js';
import { frogEntries } from '../source/puzzles/frog/entries.js';
import { deriveFrogGraph, type FrogGraph } from '../source/puzzles/frog/graph.js';
import {
  type Board,
  encodeStep,
  type Move,
  type Puzzle,
  type PuzzleOptions,
} from '../source/puzzles/types.js';
import { analyze } from '../source/search/analyze.js';
import { bfs } from '../source/search/bfs.js';
import { idaStar } from '../source/search/deepening.js';
import { expectOneLineInputError, legalMoves, lowerBound, seededRandom } from './support.js';

const entryOf = (id: string) => {
  const entry = frogEntries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no entry ${id}`);
  return entry;
};
const create = (id: string, options: PuzzleOptions = {}): Puzzle => entryOf(id).create(options);

const text = (puzzle: Puzzle, position: Board): string => formatBoard(position, puzzle.pieces);
const board = (puzzle: Puzzle, written: string): Board =>
  parseBoard(written, puzzle.pieces, puzzle.size, 'test');

const sortedPairs = (pairs: number[][]): string[] => pairs.map((pair) => pair.join('>')).sort();

/** Distinct positions met on seeded random walks from the start (start included). */
const walkPositions = (puzzle: Puzzle, walks: number, steps: number): Board[] => {
  const random = seededRandom(walks * 1000 + puzzle.size);
  const found = new Map<string, Board>([[text(puzzle, puzzle.start), puzzle.start.slice()]]);
  for (let walk = 0; walk < walks; walk++) {
    const position = puzzle.start.slice();
    for (let step = 0; step < steps; step++) {
      const moves = legalMoves(puzzle, position);
      if (moves.length === 0) break;
      puzzle.apply(position, moves[Math.floor(random() * moves.length)]);
      found.set(text(puzzle, position), position.slice());
    }
  }
  return [...found.values()];
};

/**
 * The rules read straight off the cells' grid places, with no tables: every
 * (from, to) pair is tried.
 */
const oracleMoves = (shape: FrogShape, position: Board): number[][] => {
  const cellAt = (row: number, col: number): number =>
    shape.places.findIndex((place) => place.row === row && place.col === col);
  const found: number[][] = [];
  shape.places.forEach((fromPlace, from) => {
    const colour = position[from];
    if (colour === 0) return;
    shape.places.forEach((toPlace, to) => {
      if (position[to] !== 0) return;
      if (!shape.backward && (colour === 1 ? to < from : to > from)) return;
      const dr = toPlace.row - fromPlace.row;
      const dc = toPlace.col - fromPlace.col;
      const straight = dr === 0 || dc === 0;
      if (!straight && !(shape.diagonals && Math.abs(dr) === Math.abs(dc))) return;
      const reach = Math.max(Math.abs(dr), Math.abs(dc));
      if (reach === 1) found.push([from, to]);
      if (reach !== 2) return;
      const over = cellAt(fromPlace.row + dr / 2, fromPlace.col + dc / 2);
      if (over >= 0 && position[over] !== 0 && position[over] !== colour) found.push([from, to]);
    });
  });
  return found;
};

/**
 * The page's move generator (`make_move`): every move lands on the empty cell
 * `s`; a neighbour steps in, or the stone on `j` jumps over `i` when they differ.
 */
const pageTableMoves = (graph: FrogGraph, backward: boolean, position: Board): number[][] => {
  const empty = position.indexOf(0);
  const mayMove = (cell: number): boolean =>
    backward || (position[cell] === 1 ? cell < empty : cell > empty);
  const found: number[][] = [];
  for (const cell of graph.neighbours[empty]) if (mayMove(cell)) found.push([cell, empty]);
  for (const [over, from] of graph.jumps[empty]) {
    if (position[over] !== position[from] && mayMove(from)) found.push([from, empty]);
  }
  return found;
};

const SHAPES: Record<string, FrogShape> = {
  'frog-line': lineShape(3),
  'frog-a': boardA,
  'frog-b': boardB,
  'frog-c': boardC,
  'frog-mini-1': miniRule1,
  'frog-mini-2': miniRule2,
};

// ---- The page's tables (kaeru.py), as [over, from] jump pairs -------------

const PAGE_NEIGHBOUR_C = [
  [1, 3],
  [0, 2, 4],
  [1, 5],
  [0, 4, 6],
  [1, 3, 5, 7],
  [2, 4, 8],
  [3, 7],
  [4, 6, 8],
  [5, 7, 9, 11],
  [8, 10, 12],
  [9, 13],
  [8, 12, 14],
  [9, 11, 13, 15],
  [10, 12, 16],
  [11, 15],
  [12, 14, 16],
  [13, 15],
];
const PAGE_JUMP_C: [number, number][][] = [
  [
    [1, 2],
    [3, 6],
  ],
  [[4, 7]],
  [
    [1, 0],
    [5, 8],
  ],
  [[4, 5]],
  [],
  [
    [4, 3],
    [8, 11],
  ],
  [
    [3, 0],
    [7, 8],
  ],
  [
    [4, 1],
    [8, 9],
  ],
  [
    [5, 2],
    [7, 6],
    [9, 10],
    [11, 14],
  ],
  [
    [8, 7],
    [12, 15],
  ],
  [
    [9, 8],
    [13, 16],
  ],
  [
    [8, 5],
    [12, 13],
  ],
  [],
  [[12, 11]],
  [
    [11, 8],
    [15, 16],
  ],
  [[12, 9]],
  [
    [13, 10],
    [15, 14],
  ],
];
const PAGE_NEIGHBOUR_21 = [
  [1, 2, 3],
  [0, 2, 3, 4],
  [0, 1, 3, 5],
  [0, 1, 2, 4, 5, 6],
  [1, 3, 5, 6],
  [2, 3, 4, 6],
  [3, 4, 5],
];
const PAGE_JUMP_21: [number, number][][] = [
  [[3, 6]],
  [[3, 5]],
  [[3, 4]],
  [],
  [[3, 2]],
  [[3, 1]],
  [[3, 0]],
];
const PAGE_NEIGHBOUR_22 = [
  [1, 2],
  [0, 3],
  [0, 3],
  [1, 2, 4, 5],
  [3, 6],
  [3, 6],
  [4, 5],
];
const PAGE_JUMP_22: [number, number][][] = [[], [[3, 5]], [[3, 4]], [], [[3, 2]], [[3, 1]], []];

// ---- The page's printed answers, one board per position --------------------

const PAGE_ANSWERS: Record<string, string[]> = {
  'frog-line': [
    'BBB.WWW',
    'BB.BWWW',
    'BBWB.WW',
    'BBWBW.W',
    'BBW.WBW',
    'B.WBWBW',
    '.BWBWBW',
    'WB.BWBW',
    'WBWB.BW',
    'WBWBWB.',
    'WBWBW.B',
    'WBW.WBB',
    'W.WBWBB',
    'WW.BWBB',
    'WWWB.BB',
    'WWW.BBB',
  ],
  'frog-a': [
    'BBBBB.WWWWW',
    'BBBBBWWW.WW',
    'BB.BBWWWBWW',
    'BBWBB.WWBWW',
    'BBWBBW.WBWW',
    'BBWB.WBWBWW',
    'BBW.BWBWBWW',
    'BBWWB.BWBWW',
    'BBWWBWBWBW.',
    'BBWWBWBW.WB',
    'BBWWBWBWW.B',
    'BBWWBW.WWBB',
    'BBWW.WBWWBB',
    'B.WWBWBWWBB',
    'BW.WBWBWWBB',
    'BWWWB.BWWBB',
    'BWWWBWB.WBB',
    'BWWWBW.BWBB',
    'BWWW.WBBWBB',
    'BWWWW.BBWBB',
    '.WWWWBBBWBB',
    'WW.WWBBBWBB',
    'WWWWWBBB.BB',
    'WWWWW.BBBBB',
  ],
  'frog-b': [
    'BBBBB.WWWWW',
    'BBBBBWW.WWW',
    'BBB.BWWBWWW',
    'B.BBBWWBWWW',
    'BWBBB.WBWWW',
    'BWBBBW.BWWW',
    'BWBB.WBBWWW',
    'BWBBW.BBWWW',
    'BWBBWWBBW.W',
    'BWBBWWBBWW.',
    'BWBBWW.BWWB',
    'BWBBWWWB.WB',
    'BWBBWWW.BWB',
    'BWB.WWWBBWB',
    'BW.BWWWBBWB',
    '.WBBWWWBBWB',
    'W.BBWWWBBWB',
    'WWBBW.WBBWB',
    'WWB.WBWBBWB',
    'WW.BWBWBBWB',
    'WWWB.BWBBWB',
    'WWWBWB.BBWB',
    'WWWBW.BBBWB',
    'WWWBWWBBB.B',
    'WWWBWWB.BBB',
    'WWW.WWBBBBB',
    'WWWWW.BBBBB',
  ],
  'frog-c': [
    'BBBBBBBB.WWWWWWWW',
    'BBBBB.BBBWWWWWWWW',
    'BBBBBWBBBWW.WWWWW',
    'BBBBBWBB.WWBWWWWW',
    'BBBBBWB.BWWBWWWWW',
    'BBBBBWBWB.WBWWWWW',
    'BBBBBWBWBW.BWWWWW',
    'BBBBBWBW.WBBWWWWW',
    'BB.BBWBWBWBBWWWWW',
    'B.BBBWBWBWBBWWWWW',
    'BWBBBWB.BWBBWWWWW',
    'BWBBBWBWB.BBWWWWW',
    'BWBBBWBWBWBB.WWWW',
    'BWBBBWBWBWB.BWWWW',
    'BWBBBWBWBWBWBW.WW',
    'BWBBBWBW.WBWBWBWW',
    'BW.BBWBWBWBWBWBWW',
    'BWWBB.BWBWBWBWBWW',
    'BWWBBWBWBWB.BWBWW',
    'BWWBBWBWBWBWB.BWW',
    'BWWBBWBWBWBWBWBW.',
    'BWWBBWBWBW.WBWBWB',
    'BWWBBWBW.WBWBWBWB',
    'BWWBBW.WBWBWBWBWB',
    'BWW.BWBWBWBWBWBWB',
    'BWWWB.BWBWBWBWBWB',
    'BWWWBWBWBWB.BWBWB',
    'BWWWBWBWBWBWB.BWB',
    'BWWWBWBWBW.WBBBWB',
    'BWWWBWBW.WBWBBBWB',
    'BWWWBW.WBWBWBBBWB',
    '.WWWBWBWBWBWBBBWB',
    'W.WWBWBWBWBWBBBWB',
    'WWWWBWB.BWBWBBBWB',
    'WWWWBWBWB.BWBBBWB',
    'WWWWBWBWBWBWBBB.B',
    'WWWWBWBWBWBWBB.BB',
    'WWWWBWBW.WBWBBBBB',
    'WWWWBW.WBWBWBBBBB',
    'WWWWBWW.BWBWBBBBB',
    'WWWW.WWBBWBWBBBBB',
    'WWWWW.WBBWBWBBBBB',
    'WWWWWWWBBWB.BBBBB',
    'WWWWWWWB.WBBBBBBB',
    'WWWWWWW.BWBBBBBBB',
    'WWWWWWWWB.BBBBBBB',
    'WWWWWWWW.BBBBBBBB',
  ],
  'frog-mini-1': [
    'BBB.WWW',
    '.BBBWWW',
    'WBBBWW.',
    'WBB.WWB',
    'W.BBWWB',
    'WWBBW.B',
    'WW.BWBB',
    'WWWB.BB',
    'WWW.BBB',
  ],
  'frog-mini-2': [
    'BBB.WWW',
    'B.BBWWW',
    'BWBBW.W',
    'BWB.WBW',
    'BW.BWBW',
    '.WBBWBW',
    'W.BBWBW',
    'WBB.WBW',
    'WBBW.BW',
    'WBBWWB.',
    'WBBWW.B',
    'W.BWWBB',
    'WWB.WBB',
    'WW.BWBB',
    'WWWB.BB',
    'WWW.BBB',
  ],
};

/** The move between two consecutive boards of a printed answer. */
const moveBetween = (before: Board, after: Board): Move => {
  const from = before.findIndex((code, cell) => code !== 0 && after[cell] === 0);
  return encodeStep(from, before.indexOf(0));
};

/** The page's answer replayed through the rules: every move legal, each board as printed. */
const replayPageAnswer = (puzzle: Puzzle, written: readonly string[]): Board[] => {
  const boards = written.map((line) => board(puzzle, line));
  expect(text(puzzle, boards[0])).toBe(text(puzzle, puzzle.start));
  const position = puzzle.start.slice();
  for (let index = 1; index < boards.length; index++) {
    const move = moveBetween(boards[index - 1], boards[index]);
    expect(legalMoves(puzzle, position), `move ${index}`).toContain(move);
    puzzle.apply(position, move);
    expect(text(puzzle, position)).toBe(written[index]);
  }
  expect(puzzle.isGoal(position)).toBe(true);
  return boards;
};

// ---- Tests ------------------------------------------------------------------

describe('frog catalogue entries', () => {
  it('lists the six frog ids in the Frog family', () => {
    expect(frogEntries.map((entry) => entry.id)).toEqual([
      'frog-line',
      'frog-a',
      'frog-b',
      'frog-c',
      'frog-mini-1',
      'frog-mini-2',
    ]);
    for (const entry of frogEntries) {
      expect(entry.family).toBe('Frog');
      expect(entry.params.map((param) => param.name)).toContain('goal');
      expect(entry.summary).not.toContain('\n');
      expect(entry.create({}).id).toBe(entry.id);
    }
    expect(entryOf('frog-line').params.map((param) => param.name)).toContain('n');
  });

  it('makes only the rule-2 board reversible, with an inverse', () => {
    for (const entry of frogEntries) {
      const puzzle = entry.create({});
      const reversible = entry.id === 'frog-mini-2';
      expect(puzzle.reversible, entry.id).toBe(reversible);
      expect(puzzle.inverse === undefined, entry.id).toBe(!reversible);
    }
  });

  it('starts from the usual boards and swaps the colours for the goal', () => {
    const starts: Record<string, string> = {
      'frog-line': 'BBB.WWW',
      'frog-a': 'BBBBB.WWWWW',
      'frog-b': 'BBBBB.WWWWW',
      'frog-c': 'BBBBBBBB.WWWWWWWW',
      'frog-mini-1': 'BBB.WWW',
      'frog-mini-2': 'BBB.WWW',
    };
    for (const [id, start] of Object.entries(starts)) {
      const puzzle = create(id);
      const swapped = start.replace(/[BW]/g, (stone) => (stone === 'B' ? 'W' : 'B'));
      expect(text(puzzle, puzzle.start)).toBe(start);
      expect(puzzle.goals?.map((goal) => text(puzzle, goal))).toEqual([swapped]);
      expect(puzzle.isGoal(board(puzzle, swapped))).toBe(true);
      expect(puzzle.isGoal(puzzle.start)).toBe(false);
    }
  });
});

describe('frog board tables', () => {
  it("derives board C's neighbour and jump tables exactly as the page lists them", () => {
    const graph = deriveFrogGraph(boardC.places, boardC.diagonals);
    expect(graph.neighbours).toEqual(PAGE_NEIGHBOUR_C);
    expect(graph.jumps).toEqual(PAGE_JUMP_C);
  });

  it('derives the small board tables of rule 1 (diagonals) and rule 2 as the page lists them', () => {
    const rule1 = deriveFrogGraph(miniRule1.places, miniRule1.diagonals);
    expect(rule1.neighbours).toEqual(PAGE_NEIGHBOUR_21);
    expect(rule1.jumps).toEqual(PAGE_JUMP_21);
    const rule2 = deriveFrogGraph(miniRule2.places, miniRule2.diagonals);
    expect(rule2.neighbours).toEqual(PAGE_NEIGHBOUR_22);
    expect(rule2.jumps).toEqual(PAGE_JUMP_22);
  });

  it('draws each board as a graph at (row, 2·col) with the neighbour pairs as links', () => {
    for (const [id, shape] of Object.entries(SHAPES)) {
      const puzzle = create(id);
      expect(puzzle.layout.style).toBe('graph');
      expect(puzzle.layout.cells).toEqual(
        shape.places.map(({ row, col }) => ({ row, col: col * 2 })),
      );
      const graph = deriveFrogGraph(shape.places, shape.diagonals);
      const pairs = graph.neighbours.flatMap((next, cell) =>
        next.filter((other) => cell < other).map((other) => [cell, other]),
      );
      expect(sortedPairs(puzzle.layout.links.map((link) => [...link]))).toEqual(sortedPairs(pairs));
    }
    const links = (id: string) => sortedPairs(create(id).layout.links.map((link) => [...link]));
    expect(links('frog-mini-1')).toContain('0>3');
    expect(links('frog-mini-2')).not.toContain('0>3');
  });
});

describe('frog moves', () => {
  it('match the rules read off the grid, on positions from random walks', () => {
    for (const [id, shape] of Object.entries(SHAPES)) {
      const puzzle = create(id);
      for (const position of walkPositions(puzzle, 20, 40)) {
        const ours = legalMoves(puzzle, position).map((move) => puzzle.notation(move));
        expect(sortedPairs(ours), `${id} ${text(puzzle, position)}`).toEqual(
          sortedPairs(oracleMoves(shape, position)),
        );
        expect(ours.length).toBeLessThanOrEqual(puzzle.maxMoves);
      }
    }
  });

  it("match the page's make_move with the page's tables", () => {
    const cases: [string, FrogGraph, boolean][] = [
      ['frog-c', { neighbours: PAGE_NEIGHBOUR_C, jumps: PAGE_JUMP_C }, false],
      ['frog-mini-1', { neighbours: PAGE_NEIGHBOUR_21, jumps: PAGE_JUMP_21 }, false],
      ['frog-mini-2', { neighbours: PAGE_NEIGHBOUR_22, jumps: PAGE_JUMP_22 }, true],
    ];
    for (const [id, graph, backward] of cases) {
      const puzzle = create(id);
      for (const position of walkPositions(puzzle, 20, 40)) {
        const ours = legalMoves(puzzle, position).map((move) => puzzle.notation(move));
        expect(sortedPairs(ours), `${id} ${text(puzzle, position)}`).toEqual(
          sortedPairs(pageTableMoves(graph, backward, position)),
        );
      }
    }
  });

  it('moves black only rightwards and white only leftwards on the line, jumping the other colour', () => {
    const puzzle = create('frog-line', { n: 2 });
    const moves = (written: string) =>
      sortedPairs(legalMoves(puzzle, board(puzzle, written)).map((m) => puzzle.notation(m)));
    expect(moves('BB.WW')).toEqual(
      sortedPairs([
        [1, 2],
        [3, 2],
      ]),
    );
    expect(moves('B.BWW')).toEqual(
      sortedPairs([
        [0, 1],
        [3, 1],
      ]),
    );
    expect(moves('BWB.W')).toEqual(
      sortedPairs([
        [2, 3],
        [4, 3],
      ]),
    );
    expect(moves('.WBBW')).toEqual(['1>0']);
  });

  it('undoes every move and keeps exactly one empty cell', () => {
    for (const id of Object.keys(SHAPES)) {
      const puzzle = create(id);
      for (const position of walkPositions(puzzle, 10, 40)) {
        const before = text(puzzle, position);
        for (const move of legalMoves(puzzle, position)) {
          puzzle.apply(position, move);
          expect(position.filter((code) => code === 0)).toHaveLength(1);
          expect(text(puzzle, position)).not.toBe(before);
          puzzle.undo(position, move);
          expect(text(puzzle, position)).toBe(before);
        }
      }
    }
  });

  it('takes every rule-2 move back with its inverse', () => {
    const puzzle = create('frog-mini-2');
    const inverse = puzzle.inverse;
    if (!inverse) throw new Error('frog-mini-2 has no inverse');
    for (const position of walkPositions(puzzle, 10, 40)) {
      const before = text(puzzle, position);
      for (const move of legalMoves(puzzle, position)) {
        puzzle.apply(position, move);
        expect(legalMoves(puzzle, position)).toContain(inverse(move));
        puzzle.apply(position, inverse(move));
        expect(text(puzzle, position)).toBe(before);
      }
    }
  });
});

describe("the page's answers", () => {
  for (const [id, written] of Object.entries(PAGE_ANSWERS)) {
    it(`replays the page's ${written.length - 1}-move answer for ${id}`, () => {
      const puzzle = create(id);
      const boards = replayPageAnswer(puzzle, written);
      // The bound never promises fewer moves than this answer still needs.
      boards.forEach((position, index) => {
        expect(lowerBound(puzzle)(position), `${id} after ${index}`).toBeLessThanOrEqual(
          boards.length - 1 - index,
        );
      });
    });
  }
});

describe('shortest answers (breadth-first search)', () => {
  const shortest = (puzzle: Puzzle): number | undefined => bfs(puzzle, puzzle.start).moves?.length;

  it('solves the line in n²+2n moves for every n from 1 to 8', () => {
    for (let n = 1; n <= 8; n++) {
      expect(shortest(create('frog-line', { n })), `n = ${n}`).toBe(n * n + 2 * n);
    }
  });

  it('finds 23 for board A, 46 for board C, 8 for rule 1 and 15 for rule 2, as the page', () => {
    expect(shortest(create('frog-a'))).toBe(23);
    expect(shortest(create('frog-c'))).toBe(46);
    expect(shortest(create('frog-mini-1'))).toBe(8);
    expect(shortest(create('frog-mini-2'))).toBe(15);
  });

  it("finds 25 moves for board B, one fewer than the page's 26-move answer", () => {
    const puzzle = create('frog-b');
    const moves = bfs(puzzle, puzzle.start).moves;
    expect(moves).not.toBeNull();
    const position = puzzle.start.slice();
    for (const move of moves ?? []) {
      expect(legalMoves(puzzle, position)).toContain(move);
      puzzle.apply(position, move);
    }
    expect(puzzle.isGoal(position)).toBe(true);
    expect(moves?.length).toBe(PAGE_ANSWERS['frog-b'].length - 2);
  });

  it("reaches 133,864 of board C's 218,790 arrangements from the start", () => {
    const puzzle = create('frog-c');
    const arrangements = puzzle.size * binomial(puzzle.size - 1, 8);
    expect(arrangements).toBe(218_790);
    // The page's program printed 133864 positions seen when it reached the goal.
    expect(analyze(puzzle, puzzle.start).states).toBe(133_864);
  });
});

const binomial = (n: number, k: number): number => {
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
  return value;
};

describe('frog lower bound', () => {
  it('never exceeds the true distance, and is Infinity only with a reason, on random walks', () => {
    for (const id of ['frog-line', 'frog-a', 'frog-b', 'frog-mini-1', 'frog-mini-2']) {
      const puzzle = create(id);
      for (const position of walkPositions(puzzle, 8, 30)) {
        const distance = bfs(puzzle, position).moves?.length;
        const bound = lowerBound(puzzle)(position);
        const reason = puzzle.unsolvableReason?.(position) ?? null;
        expect(bound === Infinity).toBe(reason !== null);
        if (distance === undefined) continue;
        // A position that can be solved is never called unsolvable.
        expect(reason).toBeNull();
        expect(bound, `${id} ${text(puzzle, position)}`).toBeLessThanOrEqual(distance);
      }
    }
  });

  it('is exact on the line', () => {
    for (const n of [2, 3, 5]) {
      const puzzle = create('frog-line', { n });
      for (const position of walkPositions(puzzle, 8, 30)) {
        const distance = bfs(puzzle, position).moves?.length;
        if (distance !== undefined) expect(lowerBound(puzzle)(position)).toBe(distance);
      }
    }
  });

  it('is zero on the goal', () => {
    for (const entry of frogEntries) {
      const puzzle = entry.create({});
      for (const goal of puzzle.goals ?? []) expect(lowerBound(puzzle)(goal)).toBe(0);
    }
  });

  it('lets IDA* find answers as short as breadth-first search', () => {
    for (const id of ['frog-line', 'frog-a', 'frog-b', 'frog-mini-1', 'frog-mini-2']) {
      const puzzle = create(id);
      expect(idaStar(puzzle, puzzle.start).moves?.length, id).toBe(
        bfs(puzzle, puzzle.start).moves?.length,
      );
    }
  });
});

describe('unsolvable positions', () => {
  it('names a stone that can never get home', () => {
    const puzzle = create('frog-line', { start: 'WB.', goal: 'BW.' });
    const reason = puzzle.unsolvableReason?.(puzzle.start);
    expect(reason).toMatch(/white stone on cell 0/);
    expect(lowerBound(puzzle)(puzzle.start)).toBe(Infinity);
    expect(bfs(puzzle, puzzle.start).moves).toBeNull();
  });

  it('sees when two stones of a colour can only reach the same goal cell', () => {
    const puzzle = create('frog-line', { start: '.BBWW', goal: 'BW.BW' });
    expect(puzzle.unsolvableReason?.(puzzle.start)).toMatch(/black stones cannot each reach/);
    expect(bfs(puzzle, puzzle.start).moves).toBeNull();
  });

  it('finds nothing to say about the usual starts', () => {
    for (const entry of frogEntries) {
      const puzzle = entry.create({});
      expect(puzzle.unsolvableReason?.(puzzle.start), entry.id).toBeNull();
    }
  });
});

describe('frog options', () => {
  it('sizes the line with --n or from the length of --start', () => {
    expect(text(create('frog-line', { n: 4 }), create('frog-line', { n: 4 }).start)).toBe(
      'BBBB.WWWW',
    );
    const inferred = create('frog-line', { start: 'B.BWW' });
    expect(inferred.size).toBe(5);
    // A start of one's own still aims at the usual goal.
    expect(inferred.goals?.map((goal) => text(inferred, goal))).toEqual(['WW.BB']);
    expect(create('frog-line', { n: 2, start: 'BW.BW' }).size).toBe(5);
    expect(create('frog-line').size).toBe(7);
  });

  it('takes a goal board and reports it in the goal text', () => {
    const puzzle = create('frog-mini-2', { goal: 'WWWB.BB' });
    expect(text(puzzle, puzzle.goals?.[0] ?? new Uint8Array())).toBe('WWWB.BB');
    expect(puzzle.goalText).toContain('WWWB.BB');
    expect(bfs(puzzle, puzzle.start).moves?.length).toBe(14);
  });

  const rejects = (id: string, options: PuzzleOptions, message: RegExp) =>
    expectOneLineInputError(() => create(id, options), message, JSON.stringify(options));

  it('rejects bad boards with one clear line', () => {
    rejects('frog-a', { start: 'BBBBB.WWWW' }, /start board has 10 cells, this puzzle has 11/);
    rejects('frog-a', { start: 'BBBBBBWWWWW' }, /start board has 0 empty cells/);
    rejects('frog-a', { start: 'BBBB..WWWWW' }, /start board has 2 empty cells/);
    rejects('frog-a', { start: 'BBBBB.WWWWX' }, /'X' at cell 10/);
    rejects('frog-a', { start: 'BBBB.WWWWWW' }, /start board has 4 B \(black\)/);
    rejects('frog-a', { goal: 'WWWW.BBBBBB' }, /goal board has 6 B \(black\), the start has 5/);
    rejects('frog-a', { goal: 'WWWWW..BBBB' }, /goal board has 2 empty cells/);
    rejects('frog-c', { goal: 'WWWWWWWW.BBBBBBB' }, /goal board has 16 cells/);
  });

  it('rejects a bad --n, and a start that does not fit it', () => {
    rejects('frog-line', { n: 0 }, /n must be a whole number from 1 to 8, not 0/);
    rejects('frog-line', { n: 9 }, /not 9/);
    rejects('frog-line', { n: 2.5 }, /not 2.5/);
    rejects('frog-line', { start: 'BB.W' }, /start board has 4 cells; the line needs 2n\+1/);
    rejects('frog-line', { start: `${'B'.repeat(9)}.${'W'.repeat(9)}` }, /has 19 cells/);
    rejects('frog-line', { n: 2, start: 'BBB.WWW' }, /n 2 needs a start board of 5 cells/);
    rejects('frog-line', { n: 3, goal: 'WW.BB' }, /goal board has 5 cells, this puzzle has 7/);
  });
});

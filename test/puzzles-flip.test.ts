import { describe, expect, it } from 'vitest';
import { boardsEqual, formatBoard, parseBoard } from '../source/puzzles/board-text.js';
import { flipEntries } from '../source/puzzles/flip/entries.js';
import {
  type Board,
  encodeStep,
  InputError,
  type Move,
  type Puzzle,
  type PuzzleEntry,
  stepFrom,
  stepTo,
} from '../source/puzzles/types.js';
import { bfs } from '../source/search/bfs.js';
import { legalMoves, lowerBound, seededRandom } from './support.js';

const entry = (id: string): PuzzleEntry => {
  const found = flipEntries.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

const lineFlip = entry('flip-line').create({});
const starFlip = entry('flip-star').create({});

const text = (puzzle: Puzzle, board: Board): string => formatBoard(board, puzzle.pieces);
const board = (puzzle: Puzzle, written: string): Board =>
  parseBoard(written, puzzle.pieces, puzzle.size, 'test');

/** Plays the page's boards one after another, deriving each move from where the empty cell went. */
const replayBoards = (puzzle: Puzzle, written: readonly string[]): Board => {
  const position = board(puzzle, written[0]);
  for (let step = 1; step < written.length; step++) {
    const next = board(puzzle, written[step]);
    const move = encodeStep(next.indexOf(0), position.indexOf(0));
    expect(legalMoves(puzzle, position), `step ${step}`).toContain(move);
    puzzle.apply(position, move);
    expect(text(puzzle, position), `step ${step}`).toBe(text(puzzle, next));
  }
  return position;
};

describe('flip entries', () => {
  it('offers flip-line and flip-star with no options besides start', () => {
    expect(flipEntries.map((candidate) => candidate.id)).toEqual(['flip-line', 'flip-star']);
    for (const candidate of flipEntries) {
      expect(candidate.params.map((param) => param.name)).toEqual(['start']);
      expect(candidate.family).toBe('Flip It');
      const puzzle = candidate.create({});
      expect(puzzle.id).toBe(candidate.id);
      expect(puzzle.goalText).toBe('every piece white');
      expect(puzzle.reversible).toBe(true);
    }
  });

  it('starts from one empty cell followed by black pieces', () => {
    expect(text(lineFlip, lineFlip.start)).toBe('.BBBBB');
    expect(text(starFlip, starFlip.start)).toBe('.BBBBBBBBBBB');
  });

  it('lists every all-white board, one per place of the empty cell, as goals', () => {
    for (const puzzle of [lineFlip, starFlip]) {
      const goals = puzzle.goals ?? [];
      expect(goals).toHaveLength(puzzle.size);
      expect(new Set(goals.map((goal) => goal.indexOf(0))).size).toBe(puzzle.size);
      for (const goal of goals) {
        expect(text(puzzle, goal).replace('.', '')).toBe('W'.repeat(puzzle.size - 1));
        expect(puzzle.isGoal(goal)).toBe(true);
        expect(lowerBound(puzzle)(goal)).toBe(0);
      }
      expect(puzzle.isGoal(puzzle.start)).toBe(false);
    }
  });
});

describe('flip-line rules', () => {
  it('lets only pieces with something to jump move', () => {
    const froms = (written: string) =>
      legalMoves(lineFlip, board(lineFlip, written))
        .map(stepFrom)
        .sort((a, b) => a - b);
    expect(froms('.BBBBB')).toEqual([2, 3, 4, 5]);
    expect(froms('BB.BBB')).toEqual([0, 4, 5]);
    expect(froms('BBBBB.')).toEqual([0, 1, 2, 3]);
  });

  it("plays the page's example 5→0, 2→5, 0→2, 5→0 to all white", () => {
    const position = lineFlip.start.slice();
    const seen: string[] = [];
    for (const [from, to] of [
      [5, 0],
      [2, 5],
      [0, 2],
      [5, 0],
    ]) {
      const move = encodeStep(from, to);
      expect(legalMoves(lineFlip, position)).toContain(move);
      lineFlip.apply(position, move);
      seen.push(text(lineFlip, position));
    }
    // The page draws the first two boards of the example.
    expect(seen.slice(0, 2)).toEqual(['BWWWW.', 'BW.BBW']);
    expect(lineFlip.isGoal(position)).toBe(true);
  });

  it('draws the cells as one row of boxes', () => {
    expect(lineFlip.layout.style).toBe('boxed');
    expect(lineFlip.layout.cells).toEqual([0, 1, 2, 3, 4, 5].map((col) => ({ row: 0, col })));
  });
});

/** The page's `line` table: the hexagram's six lines, cells in ascending order. */
const PAGE_LINES = [
  [0, 2, 5, 7],
  [0, 3, 6, 10],
  [7, 8, 9, 10],
  [1, 2, 3, 4],
  [1, 5, 8, 11],
  [4, 6, 9, 11],
];

/** The page's `jump_table`: for each empty cell, (line number, cell of the piece that jumps). */
const PAGE_JUMP_TABLE: readonly (readonly (readonly [number, number])[])[] = [
  [
    [0, 5],
    [0, 7],
    [1, 6],
    [1, 10],
  ],
  [
    [3, 3],
    [3, 4],
    [4, 8],
    [4, 11],
  ],
  [
    [0, 7],
    [3, 4],
  ],
  [
    [1, 10],
    [3, 1],
  ],
  [
    [3, 1],
    [3, 2],
    [5, 9],
    [5, 11],
  ],
  [
    [0, 0],
    [4, 11],
  ],
  [
    [1, 0],
    [5, 11],
  ],
  [
    [0, 0],
    [0, 2],
    [2, 9],
    [2, 10],
  ],
  [
    [2, 10],
    [4, 1],
  ],
  [
    [2, 7],
    [5, 4],
  ],
  [
    [1, 0],
    [1, 3],
    [2, 7],
    [2, 8],
  ],
  [
    [4, 1],
    [4, 5],
    [5, 4],
    [5, 6],
  ],
];

describe('flip-star rules', () => {
  it("generates exactly the page's jump table", () => {
    for (let empty = 0; empty < starFlip.size; empty++) {
      const position = new Uint8Array(starFlip.size).fill(1);
      position[empty] = 0;
      const moves = legalMoves(starFlip, position);
      expect(moves.map(stepTo).every((to) => to === empty)).toBe(true);
      const froms = moves.map(stepFrom).sort((a, b) => a - b);
      const pageFroms = PAGE_JUMP_TABLE[empty].map(([, from]) => from).sort((a, b) => a - b);
      expect(froms, `empty cell ${empty}`).toEqual(pageFroms);
    }
  });

  it("turns over exactly the pieces between jumper and empty cell on the page's line", () => {
    PAGE_JUMP_TABLE.forEach((jumps, empty) => {
      for (const [line, from] of jumps) {
        const position = new Uint8Array(starFlip.size).fill(1);
        position[empty] = 0;
        starFlip.apply(position, encodeStep(from, empty));
        const low = Math.min(from, empty);
        const high = Math.max(from, empty);
        const between = PAGE_LINES[line].filter((cell) => cell > low && cell < high);
        const white = [...position.keys()].filter((cell) => position[cell] === 2);
        expect(white, `${from} → ${empty}`).toEqual(between);
        expect(position[from]).toBe(0);
        expect(position[empty]).toBe(1);
      }
    });
  });

  it("replays the page's 18-move answer board by board", () => {
    const pageAnswer = [
      'S B B B B B B B B B B B',
      'B B W B B W B S B B B B',
      'B B S B B B B W B B B B',
      'B B B W S B B W B B B B',
      'B B B W B B W W B W B S',
      'B B B W B B S W B B B W',
      'S B B B B B B W B B B W',
      'W B W B B W B S B B B W',
      'W B S B B B B W B B B W',
      'W B B W S B B W B B B W',
      'W B B W W B W W B W B S',
      'W S B W W W W W W W B B',
      'W W W S W W W W W W B B',
      'W W W B W W B W W W S B',
      'S W W W W W W W W W W B',
      'W W B W W S W W W W W B',
      'W W B W W B W W B W W S',
      'W S B W W W W W W W W W',
      'W W W S W W W W W W W W',
    ];
    expect(boardsEqual(board(starFlip, pageAnswer[0]), starFlip.start)).toBe(true);
    const end = replayBoards(starFlip, pageAnswer);
    expect(starFlip.isGoal(end)).toBe(true);
  });

  it('places the cells of every line evenly along a straight line', () => {
    const places = starFlip.layout.cells;
    for (const line of PAGE_LINES) {
      const rowStep = places[line[1]].row - places[line[0]].row;
      const colStep = places[line[1]].col - places[line[0]].col;
      line.forEach((cell, i) => {
        expect(places[cell]).toEqual({
          row: places[line[0]].row + i * rowStep,
          col: places[line[0]].col + i * colStep,
        });
      });
    }
  });

  it('links the consecutive cells of each line', () => {
    const links = starFlip.layout.links.map(([a, b]) => [Math.min(a, b), Math.max(a, b)].join('-'));
    const expected = PAGE_LINES.flatMap((line) =>
      line.slice(1).map((cell, i) => [line[i], cell].join('-')),
    );
    expect(starFlip.layout.style).toBe('graph');
    expect(links.sort()).toEqual(expected.sort());
  });
});

describe('flip moves, undo and bounds', () => {
  for (const puzzle of [lineFlip, starFlip]) {
    it(`${puzzle.id}: undo and the inverse move restore the board along a random walk`, () => {
      const random = seededRandom(puzzle.size);
      const position = puzzle.start.slice();
      for (let step = 0; step < 500; step++) {
        const moves = legalMoves(puzzle, position);
        expect(moves.length).toBeGreaterThan(0);
        expect(moves.length).toBeLessThanOrEqual(puzzle.maxMoves);
        const move = moves[Math.floor(random() * moves.length)];
        const before = position.slice();
        const boundBefore = lowerBound(puzzle)(position);

        puzzle.apply(position, move);
        expect(position.filter((code) => code === 0)).toHaveLength(1);
        expect(puzzle.notation(move)).toEqual([stepFrom(move), stepTo(move)]);
        // A bound that changes by at most one per move and is 0 at goals is admissible.
        expect(Math.abs(lowerBound(puzzle)(position) - boundBefore)).toBeLessThanOrEqual(1);

        const inverse = puzzle.inverse?.(move) ?? -1;
        expect(legalMoves(puzzle, position)).toContain(inverse);
        const viaInverse = position.slice();
        puzzle.apply(viaInverse, inverse);
        expect(boardsEqual(viaInverse, before)).toBe(true);

        puzzle.undo(position, move);
        expect(boardsEqual(position, before)).toBe(true);
        puzzle.apply(position, move);
      }
    });
  }

  it('bounds the star by ceil(blacks / 2): one move there turns over at most two pieces', () => {
    const position = board(starFlip, '.BBBBBBBBBBB');
    expect(lowerBound(starFlip)(position)).toBe(Math.ceil(11 / 2));
    expect(lowerBound(starFlip)(board(starFlip, '.BWWWWWWWWWW'))).toBe(1);
  });
});

describe('flip start boards', () => {
  it('accepts a start board of B, W and one empty cell, with S and spaces', () => {
    const puzzle = entry('flip-star').create({ start: 'WWBB S WWBBWWB' });
    expect(text(puzzle, puzzle.start)).toBe('WWBB.WWBBWWB');
    expect(entry('flip-line').create({ start: 'WWWWW.' }).isGoal(board(lineFlip, 'WWWWW.'))).toBe(
      true,
    );
  });

  const rejects: readonly [string, string, RegExp][] = [
    ['flip-line', '.BBBB', /5 cells, this puzzle has 6/],
    ['flip-star', '.BBBBBBBBBBBB', /13 cells, this puzzle has 12/],
    ['flip-line', '.BBXBB', /'X' at cell 3/],
    ['flip-line', '..BBBB', /2 empty cells; it needs exactly one empty cell/],
    ['flip-star', 'BBBBBBBBBBBB', /0 empty cells; it needs exactly one empty cell/],
  ];
  for (const [id, start, message] of rejects) {
    it(`${id} rejects start ${start}`, () => {
      const create = () => entry(id).create({ start });
      expect(create).toThrow(InputError);
      expect(create).toThrow(message);
    });
  }
});

describe('flip figures by breadth-first search', () => {
  const replayToGoal = (puzzle: Puzzle, moves: readonly Move[]): boolean => {
    const position = puzzle.start.slice();
    for (const move of moves) {
      if (!legalMoves(puzzle, position).includes(move)) return false;
      puzzle.apply(position, move);
    }
    return puzzle.isGoal(position);
  };

  it('solves flip-star in the 18 moves the page gives', () => {
    const { moves } = bfs(starFlip, starFlip.start);
    expect(moves).toHaveLength(18);
    expect(replayToGoal(starFlip, moves ?? [])).toBe(true);
  });

  it("solves flip-line in no more moves than the page's 4-move example", () => {
    const { moves } = bfs(lineFlip, lineFlip.start);
    expect(moves).not.toBeNull();
    expect(moves?.length).toBeLessThanOrEqual(4);
    expect(replayToGoal(lineFlip, moves ?? [])).toBe(true);
  });
});

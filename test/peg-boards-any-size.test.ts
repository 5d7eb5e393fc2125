/**
 * Peg boards of any size: chains are numbered per board (a trie), so the
 * 15-hole triangle and the 33-hole English board play, take back, write and
 * solve their chains, and a board with too many chains is refused by name.
 */
import { describe, expect, it } from 'vitest';
import type { Jump, PegBoard } from '../source/puzzles/peg/boards.js';
import { CHAIN_LIMIT } from '../source/puzzles/peg/chains.js';
import { createPegPuzzle } from '../source/puzzles/peg/puzzle.js';
import { type Board, InputError, type Puzzle } from '../source/puzzles/puzzle.js';
import { defaultAlgorithm, solve } from '../source/search/solver.js';
import { seededRandom } from './support.js';

type Place = readonly [row: number, col: number];

/** A board from its holes' places and the steps a jump takes; groups by (row + col) mod 3. */
const pegBoard = (places: readonly Place[], steps: readonly Place[]): PegBoard => {
  const index = new Map(places.map(([row, col], hole) => [`${row},${col}`, hole]));
  const jumps = places.map(([row, col]) =>
    steps.flatMap(([dr, dc]): Jump[] => {
      const over = index.get(`${row + dr},${col + dc}`);
      const to = index.get(`${row + 2 * dr},${col + 2 * dc}`);
      return over === undefined || to === undefined ? [] : [[over, to]];
    }),
  );
  return {
    size: places.length,
    jumps,
    // Every jump's three holes lie in a line, so (row + col) mod 3 differs along it.
    groups: places.map(([row, col]) => (((row + col) % 3) + 3) % 3),
    layout: { style: 'graph', cells: places.map(([row, col]) => ({ row, col })), links: [] },
  };
};

const triangle = (rows: number): PegBoard => {
  const places: Place[] = [];
  for (let row = 0; row < rows; row++) for (let col = 0; col <= row; col++) places.push([row, col]);
  const steps: Place[] = [
    [0, 1],
    [0, -1],
    [1, 0],
    [-1, 0],
    [1, 1],
    [-1, -1],
  ];
  return pegBoard(places, steps);
};

const english = (): PegBoard => {
  const places: Place[] = [];
  for (let row = 0; row < 7; row++) {
    for (let col = 0; col < 7; col++) {
      if ((row >= 2 && row <= 4) || (col >= 2 && col <= 4)) places.push([row, col]);
    }
  }
  return pegBoard(places, [
    [0, 1],
    [0, -1],
    [1, 0],
    [-1, 0],
  ]);
};

const pegsOf = (board: Board): number => board.reduce((sum, cell) => sum + cell, 0);

/** Walks the puzzle at random, checking every position's chains on the way. */
const walkAndCheck = (puzzle: Puzzle, board: Board, steps: number, seed: number): number => {
  const random = seededRandom(seed);
  const out = new Int32Array(puzzle.maxMoves);
  let checked = 0;
  for (let step = 0; step < steps; step++) {
    const count = puzzle.moves(board, out);
    expect(count).toBeLessThanOrEqual(puzzle.maxMoves);
    if (count === 0) break;
    const written = new Set<string>();
    for (let at = 0; at < count; at++) {
      const before = board.slice();
      const cells = puzzle.notation(out[at]);
      written.add(cells.join(' '));
      puzzle.apply(board, out[at]);
      // A chain of n jumps takes n pegs off.
      expect(pegsOf(board)).toBe(pegsOf(before) - (cells.length - 1));
      expect(board[cells[cells.length - 1]]).toBe(1);
      puzzle.undo(board, out[at]);
      expect(board).toEqual(before);
      checked++;
    }
    expect(written.size).toBe(count);
    puzzle.apply(board, out[Math.floor(random() * count)]);
  }
  return checked;
};

describe('the 15-hole triangle', () => {
  const puzzle = createPegPuzzle(
    { id: 'tri', title: 'Triangle', board: triangle(5), defaultHole: 0, complementary: false },
    {},
  );

  it('lists, plays, takes back and writes its chains (moves within the exact maxMoves)', () => {
    for (let seed = 1; seed <= 6; seed++) {
      expect(walkAndCheck(puzzle, puzzle.start.slice(), 13, seed)).toBeGreaterThan(0);
    }
  });

  it('is solved from the top hole empty down to one peg, the answer replayed by its notation', () => {
    const result = solve(puzzle, puzzle.start, defaultAlgorithm(puzzle));
    const board = puzzle.start.slice();
    const out = new Int32Array(puzzle.maxMoves);
    for (const move of result.moves ?? []) {
      const cells = puzzle.notation(move).join(' ');
      const count = puzzle.moves(board, out);
      const legal = Array.from(out.subarray(0, count), (each) => puzzle.notation(each).join(' '));
      expect(legal).toContain(cells);
      puzzle.apply(board, move);
    }
    expect(puzzle.isGoal(board)).toBe(true);
    expect(pegsOf(board)).toBe(1);
  });
});

describe('the 33-hole English board', () => {
  const board = english();
  const centre = 16;
  const puzzle = createPegPuzzle(
    { id: 'english', title: 'English', board, defaultHole: centre, complementary: true },
    {},
  );

  it('bounds its chains without listing 2^33 positions, and every position keeps within it', () => {
    expect(puzzle.maxMoves).toBeGreaterThan(0);
    expect(walkAndCheck(puzzle, puzzle.start.slice(), 25, 7)).toBeGreaterThan(0);
  });

  it('walks back from one peg in the centre and solves the way forward again', () => {
    const backward = puzzle.backward;
    if (!backward) throw new Error('peg puzzles take moves backward');
    const random = seededRandom(3);
    const position = backward.goals[0].slice();
    const out = new Int32Array(4096);
    let steps = 0;
    for (; steps < 4; steps++) {
      const count = Math.min(out.length, backward.predecessors(position, out));
      if (count === 0) break;
      const move = out[Math.floor(random() * count)];
      const after = position.slice();
      puzzle.undo(position, move);
      const replayed = position.slice();
      puzzle.apply(replayed, move);
      expect(replayed).toEqual(after);
    }
    expect(pegsOf(position)).toBeGreaterThan(steps);
    const result = solve(puzzle, position, defaultAlgorithm(puzzle));
    const moves = result.moves ?? [];
    expect(moves.length).toBeLessThanOrEqual(steps);
    for (const move of moves) puzzle.apply(position, move);
    expect(position[centre]).toBe(1);
    expect(pegsOf(position)).toBe(1);
  });
});

describe('a board past the capacity', () => {
  it('is refused as bad input naming the capacity (the 28-hole triangle)', () => {
    const variant = { id: 'big', title: 'Big', defaultHole: 0, complementary: false };
    let refusal: unknown;
    try {
      createPegPuzzle({ ...variant, board: triangle(7) }, {});
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(InputError);
    expect(String(refusal)).toContain(
      `28-hole board could jump along more than ${CHAIN_LIMIT.toLocaleString('en-US')} different chains`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { PuzzleOptions } from '../source/puzzles/puzzle.js';
import { analyze } from '../source/search/analysis.js';
import { bfs } from '../source/search/bfs.js';
import { defaultAlgorithm, solve } from '../source/search/solver.js';
import { legalMoves, makePuzzle } from './support.js';

const optima = new Map<string, number>();

/**
 * Shortest length with the default algorithm, proved equal by breadth-first
 * search where it fits; found once a puzzle (frog-line's 3 and 4 frogs are
 * asked for twice).
 */
const optimum = (id: string, options: PuzzleOptions = {}): number => {
  const puzzle = makePuzzle(id, options);
  const known = `${puzzle.id} ${puzzle.start.join()} ${puzzle.goalText}`;
  const found = optima.get(known);
  if (found !== undefined) return found;
  const answer = solve(puzzle, puzzle.start, defaultAlgorithm(puzzle)).moves?.length ?? -1;
  if (!id.startsWith('line')) {
    expect(bfs(puzzle, puzzle.start).moves?.length).toBe(answer);
  }
  optima.set(known, answer);
  return answer;
};

/**
 * The catalogue's figures. `page` is what the original page claims; where the
 * program found otherwise, `computed` says so and the readme explains.
 */
const lengths: { id: string; options?: PuzzleOptions; page?: number; computed?: number }[] = [
  { id: 'flip-line', computed: 4 },
  { id: 'flip-star', page: 18 },
  { id: 'frog-line', page: 15 },
  { id: 'frog-line', options: { n: 4 }, page: 24 },
  { id: 'frog-a', page: 23 },
  { id: 'frog-b', page: 26, computed: 25 },
  { id: 'frog-c', page: 46 },
  { id: 'frog-mini-1', page: 8 },
  { id: 'frog-mini-2', page: 15 },
  { id: 'peg-star', page: 7 },
  { id: 'peg-star', options: { hole: 2 }, page: 7 },
  { id: 'peg-star', options: { anywhere: true }, page: 7 },
  { id: 'peg-star-2', options: { hole: 2 }, page: 7 },
  { id: 'line-1', page: 30 },
  { id: 'line-2', page: 32 },
  { id: 'line-3', page: 38 },
  { id: 'knights', page: 16 },
];

describe('optimal lengths of the catalogue', () => {
  for (const { id, options, page, computed } of lengths) {
    it(`${id} ${JSON.stringify(options ?? {})}: ${computed ?? page}`, () => {
      expect(optimum(id, options)).toBe(computed ?? page);
    });
  }

  it('frog-line takes n²+2n moves for every n', () => {
    for (let n = 1; n <= 8; n++) expect(optimum('frog-line', { n })).toBe(n * n + 2 * n);
  });

  it('the Line Puzzle reports the +2 for the corner piece', () => {
    expect(makePuzzle('line-3').lengthNote?.extra).toBe(2);
  });
});

describe('whole state spaces', () => {
  it('flip-star: 24,576 states, all solvable, farthest 21 moves, 24 positions', () => {
    const puzzle = makePuzzle('flip-star');
    const analysis = analyze(puzzle, puzzle.start);
    expect(analysis.complete).toBe(true);
    expect(analysis.positions).toBe(24_576);
    expect(analysis.diameter).toBe(21);
    expect(analysis.farthest).toHaveLength(24);
    // 12 empty cells × 2^11 colourings: every arrangement reaches an all-white goal.
    expect(analysis.positions).toBe(12 * 2 ** 11);
  });

  it('knights: 18,480 states, farthest 22 moves, 3 positions', () => {
    const puzzle = makePuzzle('knights');
    const analysis = analyze(puzzle, puzzle.start);
    expect(analysis.positions).toBe(18_480);
    expect(analysis.diameter).toBe(22);
    expect(analysis.farthest).toHaveLength(3);
  });

  it('frog-c: 218,790 arrangements exist, 133,864 are reachable from the start', () => {
    const puzzle = makePuzzle('frog-c');
    const analysis = analyze(puzzle, puzzle.start);
    expect(17 * 12_870).toBe(218_790);
    expect(analysis.positions).toBe(133_864);
    expect(analysis.diameter).toBe(46);
  });
});

describe('peg solitaire figures', () => {
  it('peg-star from hole 0: 28 minimal complementary solutions begin [7,0]', () => {
    const puzzle = makePuzzle('peg-star');
    const all = bfs(puzzle, puzzle.start, { all: true });
    const afterFirst = puzzle.start.slice();
    const first = legalMoves(puzzle, afterFirst).find(
      (move) => JSON.stringify(puzzle.notation(move)) === '[7,0]',
    );
    expect(first).toBeDefined();
    puzzle.apply(afterFirst, first ?? -1);
    const rest = bfs(puzzle, afterFirst, { all: true });
    expect(rest.moves).toHaveLength(6);
    expect(rest.solutions).toBe(28);
    // The other first jump into hole 0 mirrors these.
    expect(all.solutions).toBe(56);
  });

  it('peg-star-2: exactly the holes outside parity group 0 can be solved', () => {
    const solvable: number[] = [];
    for (let hole = 0; hole < 12; hole++) {
      const puzzle = makePuzzle('peg-star-2', { hole });
      if (bfs(puzzle, puzzle.start).moves) solvable.push(hole);
    }
    // The page's group figure: group 0 is holes 0, 1, 4, 7, 10, 11.
    expect(solvable).toEqual([2, 3, 5, 6, 8, 9]);
  });
});

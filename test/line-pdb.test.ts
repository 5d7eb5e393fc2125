import { beforeAll, describe, expect, it } from 'vitest';
import { formatBoard, parseBoard } from '../source/puzzles/board-text.js';
import { makeGrid } from '../source/puzzles/cell-grid.js';
import { lineBoards } from '../source/puzzles/line/boards.js';
import { buildPatternDatabase, cellsOf } from '../source/puzzles/line/pdb.js';
import { linePieces } from '../source/puzzles/line/pieces.js';
import { KindRanking } from '../source/puzzles/line/ranking.js';
import type { Board, NamedBound, Puzzle } from '../source/puzzles/puzzle.js';
import { bidirectionalBfs } from '../source/search/bidir.js';
import { idaStar } from '../source/search/deepening.js';
import { plainDistances, small } from './line-small.js';
import { legalMoves, makePuzzle, seededRandom } from './support.js';

describe('the kind ranking', () => {
  it('numbers every arrangement of a 3×3 board once, and unranks back', () => {
    const ranking = new KindRanking(9, [2, 2, 2]);
    expect(ranking.size).toBe(9 * 28 * 15 * 6);
    const masks = new Int32Array(3);
    const seen = new Set<string>();
    const wrong: number[] = [];
    for (let index = 0; index < ranking.size; index++) {
      const empty = ranking.unrank(index, masks);
      const all = masks[0] | masks[1] | masks[2];
      const overlaps = (all & (1 << empty)) | (masks[0] & masks[1]) | (masks[1] & masks[2]);
      if (overlaps !== 0 || ranking.rank(empty, masks) !== index) wrong.push(index);
      seen.add(`${empty} ${[...masks]}`);
    }
    expect(wrong).toEqual([]);
    expect(seen.size).toBe(ranking.size);
  });

  it('round-trips random positions of the 4×4 board, the whole map and each database', () => {
    const random = seededRandom(5);
    const whole = new KindRanking(16, [4, 3, 4]);
    expect(whole.size).toBe(252_252_000);
    const pair = new KindRanking(16, [4, 4]);
    const masks = new Int32Array(3);
    for (let sample = 0; sample < 500; sample++) {
      const index = Math.floor(random() * whole.size);
      const empty = whole.unrank(index, masks);
      expect(whole.rank(empty, masks)).toBe(index);
      const pairIndex = pair.rank(empty, [masks[0], masks[2]]);
      const back = new Int32Array(2);
      expect(pair.unrank(pairIndex, back)).toBe(empty);
      expect([...back]).toEqual([masks[0], masks[2]]);
    }
  });

  it('keeps the index of a sideways slide one apart (same sequence)', () => {
    const whole = new KindRanking(16, [4, 3, 4]);
    const board = parseBoard(lineBoards.goal1, linePieces, 16, 'test');
    const masks = [1, 2, 3].map((code) => cellsOf(board, code));
    // The empty cell is 3; the piece on 2 slides right into it.
    const before = whole.rank(3, masks);
    const kind = board[2] - 1;
    const after = [...masks];
    after[kind] ^= (1 << 2) | (1 << 3);
    expect(whole.rank(2, after)).toBe(before - 1);
  });
});

describe('pattern databases on a 3×3 board with the same rules', () => {
  const goalText = 'AB.CDABCD';
  const goal = small(goalText);
  const grid = makeGrid(3, 3);
  const truth = plainDistances(3, 3, goalText);
  const ab = buildPatternDatabase(grid, goal, [1, 2]);
  const cd = buildPatternDatabase(grid, goal, [3, 4]);
  const estimate = (position: Board): number => {
    const empty = position.indexOf(0);
    return (
      ab.table[ab.ranking.rank(empty, [cellsOf(position, 1), cellsOf(position, 2)])] +
      cd.table[cd.ranking.rank(empty, [cellsOf(position, 3), cellsOf(position, 4)])]
    );
  };

  it('reaches every arrangement, and A+B plus C+D never exceeds the true distance', () => {
    expect(truth.size).toBe(9 * 2520);
    expect(ab.table.includes(0xff)).toBe(false);
    expect(cd.table.includes(0xff)).toBe(false);
    let exact = 0;
    const over: string[] = [];
    for (const [text, distance] of truth) {
      const bound = estimate(small(text));
      if (bound > distance) over.push(text);
      if (bound === distance) exact++;
    }
    expect(over).toEqual([]);
    expect(estimate(goal)).toBe(0);
    // Not a bound that is merely admissible by being small.
    expect(exact).toBeGreaterThan(truth.size / 20);
  });

  it('changes by at most one per move (consistent)', () => {
    const jumps: string[] = [];
    for (const [text] of truth) {
      const position = small(text);
      const empty = position.indexOf(0);
      for (let slot = empty * 4; slot < empty * 4 + 4 && grid.neighbours[slot] >= 0; slot++) {
        const moved = position.slice();
        const from = grid.neighbours[slot];
        moved[empty] = moved[from];
        moved[from] = 0;
        if (Math.abs(estimate(moved) - estimate(position)) > 1) jumps.push(text);
      }
    }
    expect(jumps).toEqual([]);
  });
});

describe('the 4×4 pattern databases in search', () => {
  let puzzle: Puzzle;
  let bound: NamedBound;
  beforeAll(() => {
    puzzle = makePuzzle('line', { start: 'start1', goal: 'goal1' });
    const found = puzzle.bounds?.find((candidate) => candidate.name === 'pdb-ab');
    if (!found) throw new Error('no pdb-ab bound');
    bound = found;
    bound.estimate(puzzle.start);
  }, 120_000);

  it('follows every move in its probe exactly as a fresh estimate, never above the moves made', () => {
    const random = seededRandom(41);
    const goal = puzzle.goals?.[0] ?? puzzle.start;
    // The default (cheap until it has seen enough nodes), the databases A+B, C+D, and assignment.
    for (const named of (puzzle.bounds ?? []).filter(({ name }) => name !== 'pdb')) {
      const probe = named.probe?.();
      if (!probe) continue;
      for (let walk = 0; walk < 10; walk++) {
        const board = goal.slice();
        probe.reset(board);
        for (let depth = 0; depth < 40; depth++) {
          const moves = legalMoves(puzzle, board);
          const move = moves[Math.floor(random() * moves.length)];
          const followed = probe.push(board, move, depth);
          puzzle.apply(board, move);
          if (named.name !== 'best') expect(followed, named.name).toBe(named.estimate(board));
          expect(followed).toBeLessThanOrEqual(depth + 1);
        }
      }
    }
  });

  it('makes IDA* as short as bidirectional search on random positions', () => {
    const random = seededRandom(43);
    const goal = puzzle.goals?.[0] ?? puzzle.start;
    for (let sample = 0; sample < 6; sample++) {
      const board = goal.slice();
      for (let step = 0; step < 40; step++) {
        const moves = legalMoves(puzzle, board);
        puzzle.apply(board, moves[Math.floor(random() * moves.length)]);
      }
      const text = formatBoard(board, linePieces);
      const fresh = makePuzzle('line', { start: text, goal: 'goal1' });
      const ida = idaStar(fresh, fresh.start, { bound });
      const plain = bidirectionalBfs(fresh, fresh.start);
      expect(ida.moves?.length, text).toBe(plain.moves?.length);
      expect(bound.estimate(fresh.start)).toBeLessThanOrEqual(plain.moves?.length ?? 0);
    }
  });
});

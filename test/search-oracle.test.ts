import { describe, expect, it } from 'vitest';
import { boardsEqual } from '../source/puzzles/board-text.js';
import type { Board, PositionSpace, Puzzle, PuzzleOptions } from '../source/puzzles/puzzle.js';
import { bfs } from '../source/search/bfs.js';
import { bidirectionalBfs } from '../source/search/bidir.js';
import { dealableLengths, dealStart } from '../source/search/deal.js';
import { buildWholeMap } from '../source/search/map.js';
import { distanceOracle } from '../source/search/oracle.js';
import { PathProver } from '../source/search/prover.js';
import { replay } from '../source/search/replay.js';
import { buildGoalBall } from '../source/search/space-table.js';
import { legalMoves, makePuzzle, randomWalk, seededRandom } from './support.js';

/** Random play from the start (one-way puzzles) or away from a goal (reversible ones). */
const walkedPositions = (puzzle: Puzzle, count: number, steps: number, seed: number): Board[] => {
  const random = seededRandom(seed);
  const origins = puzzle.reversible && puzzle.goals ? puzzle.goals : [puzzle.start];
  return Array.from({ length: count }, () =>
    randomWalk(
      puzzle,
      origins[Math.floor(random() * origins.length)],
      Math.floor(random() * steps),
      random,
    ),
  );
};

/** A shuffle of `board`'s cells: most such boards are unreachable for one-way puzzles. */
const shuffled = (board: Board, random: () => number): Board => {
  const out = board.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

const tabulated: { id: string; options?: PuzzleOptions; steps: number }[] = [
  { id: 'flip-line', steps: 20 },
  { id: 'flip-star', steps: 40 },
  { id: 'knights', steps: 40 },
  { id: 'frog-line', options: { n: 4 }, steps: 24 },
  { id: 'frog-a', steps: 23 },
  { id: 'frog-b', steps: 25 },
  { id: 'frog-mini-1', steps: 8 },
  { id: 'frog-mini-2', steps: 30 },
  { id: 'peg-star', steps: 7 },
  { id: 'peg-star', options: { anywhere: true }, steps: 7 },
  { id: 'peg-star-2', options: { hole: 3 }, steps: 7 },
];

describe('moves taken backward', () => {
  for (const id of ['frog-c', 'frog-mini-1', 'peg-star', 'peg-star-2']) {
    it(`${id}: every predecessor leads forward into the position, and every move is found backward`, () => {
      const puzzle = makePuzzle(id);
      const backward = puzzle.backward;
      if (!backward) throw new Error(`${id} has no backward moves`);
      const random = seededRandom(id.length);
      let checked = 0;
      for (const board of walkedPositions(puzzle, 40, 12, 3)) {
        const out = new Int32Array(256);
        const count = backward.predecessors(board, out);
        const found = Array.from(out.subarray(0, count));
        expect(new Set(found).size).toBe(count);
        for (const move of found) {
          const before = board.slice();
          puzzle.undo(before, move);
          expect(legalMoves(puzzle, before)).toContain(move);
          puzzle.apply(before, move);
          expect(boardsEqual(before, board)).toBe(true);
        }
        // Completeness: each legal move of a position is a predecessor of where it leads.
        const origin = random() < 0.5 ? board : shuffled(board, random);
        for (const move of legalMoves(puzzle, origin)) {
          const after = origin.slice();
          puzzle.apply(after, move);
          const back = new Int32Array(256);
          const total = backward.predecessors(after, back);
          expect(Array.from(back.subarray(0, total))).toContain(move);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(20);
    });
  }

  it('says how many there are when the room given is too small', () => {
    const puzzle = makePuzzle('peg-star');
    const full = new Int32Array(256);
    const count = (board: Board): number => puzzle.backward?.predecessors(board, full) ?? 0;
    const board = walkedPositions(puzzle, 20, 6, 1).find((position) => count(position) > 2);
    if (!board) throw new Error('no position with three predecessors');
    const total = count(board);
    const short = new Int32Array(2);
    expect(puzzle.backward?.predecessors(board, short)).toBe(total);
    expect(Array.from(short)).toEqual(Array.from(full.subarray(0, 2)));
  });
});

describe('the distance oracle', () => {
  for (const { id, options, steps } of tabulated) {
    it(`${id} ${JSON.stringify(options ?? {})}: the table's distances are breadth-first lengths`, () => {
      const puzzle = makePuzzle(id, options);
      const oracle = distanceOracle(puzzle);
      const table = oracle.table();
      expect(table?.complete).toBe(true);
      const random = seededRandom(steps);
      const boards = walkedPositions(puzzle, 25, steps, id.length * 31);
      // Shuffles reach positions no walk from the start does, many of them dead.
      boards.push(...boards.slice(0, 10).map((board) => shuffled(board, random)));
      let unreachable = 0;
      for (const board of boards) {
        const moves = bfs(puzzle, board).moves;
        const distance = oracle.distance(board);
        expect(distance, Array.from(board).join('')).toBe(moves ? moves.length : null);
        if (distance === null) {
          unreachable++;
          expect(oracle.optimalAnswer(board)).toBeNull();
          expect(oracle.unreachableReason(board).length).toBeGreaterThan(0);
        } else {
          const answer = oracle.optimalAnswer(board) ?? [];
          expect(answer).toHaveLength(distance);
          replay(puzzle, board, answer);
        }
      }
      if (puzzle.backward && id !== 'frog-mini-1') expect(unreachable).toBeGreaterThan(0);
    });
  }

  it('frog-c: the start is 46 moves away, its table holds the 133,864 positions reachable from it and more', () => {
    const puzzle = makePuzzle('frog-c');
    const oracle = distanceOracle(puzzle);
    expect(oracle.distance(puzzle.start)).toBe(46);
    const table = oracle.table();
    expect(table?.histogram.length).toBe(47);
    for (const board of walkedPositions(puzzle, 6, 30, 5)) {
      expect(oracle.distance(board)).toBe(bfs(puzzle, board).moves?.length ?? null);
    }
  });

  it('answers again from memory: the same table for a puzzle made again', () => {
    const first = distanceOracle(makePuzzle('knights')).table();
    expect(distanceOracle(makePuzzle('knights')).table()).toBe(first);
    expect(first?.positions).toBe(18_480);
    expect(first?.histogram.length).toBe(23);
  });

  it('line: searched distances are bidirectional breadth-first lengths, and remembered', () => {
    const puzzle = makePuzzle('line');
    const oracle = distanceOracle(puzzle);
    expect(oracle.table()).toBeUndefined();
    for (const board of walkedPositions(puzzle, 12, 30, 11)) {
      const expected = bidirectionalBfs(puzzle, board).moves?.length;
      expect(oracle.distance(board)).toBe(expected);
      const answer = oracle.optimalAnswer(board) ?? [];
      expect(answer).toHaveLength(expected ?? -1);
      // Every position along the answer is now known without a search.
      const along = board.slice();
      for (const [index, move] of answer.entries()) {
        puzzle.apply(along, move);
        expect(oracle.distance(along)).toBe(answer.length - index - 1);
      }
    }
  });

  it('the ball around the goal holds exact distances up to its radius', () => {
    const puzzle = makePuzzle('line');
    const ball = distanceOracle(puzzle).ball();
    if (!ball) throw new Error('no ball');
    expect(ball.complete).toBe(false);
    expect(ball.radius).toBeGreaterThan(8);
    const random = seededRandom(5);
    const board = new Uint8Array(puzzle.cellCount);
    for (let i = 0; i < 10; i++) {
      const distance = 1 + Math.floor(random() * 8);
      ball.positionAt(distance, Math.floor(random() * ball.histogram[distance]), board);
      expect(ball.distance(board)).toBe(distance);
      expect(bidirectionalBfs(puzzle, board).moves?.length).toBe(distance);
    }
  });
});

describe('proofs that a goal is near', () => {
  it('agrees with breadth-first search on either side of the answer', () => {
    const puzzle = makePuzzle('knights');
    // The same positions for both provers: each one's distance found once.
    const boards = walkedPositions(puzzle, 15, 30, 9).map((board) => ({
      board,
      distance: bfs(puzzle, board).moves?.length ?? -1,
    }));
    for (const withBall of [false, true]) {
      const prover = new PathProver(puzzle, {}, withBall ? buildGoalBall(puzzle, 2000) : undefined);
      for (const { board, distance } of boards) {
        expect(prover.within(board, distance)).toBe(true);
        expect(prover.within(board, distance - 1)).toBe(false);
        expect(prover.within(board, distance + 2)).toBe(true);
      }
    }
    const line = makePuzzle('line');
    const prover = new PathProver(line, {}, distanceOracle(line).ball());
    for (const board of walkedPositions(line, 8, 40, 13)) {
      const distance = bidirectionalBfs(line, board).moves?.length ?? -1;
      expect(prover.within(board, distance - 2)).toBe(false);
      expect(prover.within(board, distance)).toBe(true);
    }
  });
});

describe('a whole map attached to the oracle', () => {
  /** Flip It Star as a puzzle too large to tabulate, with a position space numbered by a table's order. */
  const mappedStar = async () => {
    const tabulated = makePuzzle('flip-star');
    // A map expands at most 8 neighbours a position.
    expect(tabulated.maxMoves).toBeLessThanOrEqual(8);
    const table = distanceOracle(tabulated).table();
    if (!table) throw new Error('no table');
    const boards: Board[] = [];
    const index = new Map<string, number>();
    table.histogram.forEach((count, distance) => {
      for (let i = 0; i < count; i++) {
        const board = new Uint8Array(tabulated.cellCount);
        table.positionAt(distance, i, board);
        index.set(board.join(''), boards.length);
        boards.push(board);
      }
    });
    const space: PositionSpace = {
      positions: boards.length,
      key: 'test-flip-star',
      mostNeighbours: tabulated.maxMoves,
      rank: (board) => index.get(board.join('')) ?? -1,
      unrank: (at, board) => board.set(boards[at]),
      neighbours(at, out) {
        const moves = legalMoves(tabulated, boards[at]);
        moves.forEach((move, i) => {
          const next = boards[at].slice();
          tabulated.apply(next, move);
          out[i] = index.get(next.join('')) ?? -1;
        });
        return moves.length;
      },
    };
    const map = await buildWholeMap(
      space,
      (tabulated.goals ?? []).map((goal) => space.rank(goal)),
    );
    // The same rules without a declared size: no table, so the map is what the oracle has.
    const puzzle: Puzzle = { ...tabulated, positions: undefined };
    const oracle = distanceOracle(puzzle);
    oracle.attachMap({ space, histogram: map.histogram, samples: map.samples, words: map.words });
    return { puzzle, oracle, table };
  };

  it('gives every distance and a shortest line by its marks, and deals from its samples', async () => {
    const { puzzle, oracle, table } = await mappedStar();
    expect(oracle.table()).toBeUndefined();
    for (const board of walkedPositions(puzzle, 20, 30, 17)) {
      const distance = oracle.distance(board);
      expect(distance).toBe(table.distance(board));
      const answer = oracle.optimalAnswer(board) ?? [];
      expect(answer).toHaveLength(distance ?? -1);
      replay(puzzle, board, answer);
    }
    const lengths = dealableLengths(oracle);
    expect([lengths.min, lengths.max]).toEqual([1, 21]);
    for (const length of [1, 9, 21]) {
      const dealt = dealStart(oracle, length, seededRandom(length), () => 'none');
      expect(table.distance(dealt)).toBe(length);
    }
  });
});

/**
 * A* and greedy best-first over the whole catalogue: A* finds the length
 * breadth-first search finds, greedy an answer the rules accept; both hold
 * what they store in typed arrays and stop at the positions they may keep.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';
import type { Board, Puzzle } from '../source/puzzles/puzzle.js';
import { aStar, greedyBestFirst } from '../source/search/best-first-search.js';
import { bfs } from '../source/search/bfs.js';
import { idaStar, iddfs } from '../source/search/deepening.js';
import { PositionStore } from '../source/search/position-store.js';
import { replay } from '../source/search/replay.js';
import { SearchLimitReached } from '../source/search/search-events.js';
import { availableAlgorithms } from '../source/search/solver.js';
import { makePuzzle, randomWalk, seededRandom } from './support.js';

/** Every search here stops well within this; a runaway fails at once. */
const NODES = 400_000;

/**
 * The longest walk from a goal: 12 moves, but 6 presses of Lights Out, where
 * every button can be pressed at every position (breadth-first search holds
 * 150,000 positions to answer 7 presses, 8,000 to answer 5).
 */
const longestWalk = (puzzle: Puzzle): number => (puzzle.id === 'lightsout' ? 6 : 12);

/**
 * Small cases: short walks from a goal (reversible), or from a position a few
 * moves short of the goal on the start's shortest answer (one-way: breadth-first
 * search's, a third of the time IDA* takes to find frog-c's), the first not walked.
 */
const smallCases = (puzzle: Puzzle, seed: number): Board[] => {
  const random = seededRandom(seed);
  const { goals } = puzzle;
  if (puzzle.reversible && goals) {
    return Array.from({ length: 6 }, (_, index) =>
      randomWalk(puzzle, goals[0], index === 0 ? 0 : longestWalk(puzzle) * random(), random),
    );
  }
  const answer = bfs(puzzle, puzzle.start, { limitNodes: NODES }).moves ?? [];
  const path = replay(puzzle, puzzle.start, answer);
  return Array.from({ length: 6 }, (_, index) => {
    const near = path[Math.max(0, path.length - 1 - 2 * (index + 1))];
    return randomWalk(puzzle, near, index === 0 ? 0 : 2 * random(), random);
  });
};

describe('A* and greedy best-first on every family', () => {
  for (const entry of catalogue) {
    const puzzle = entry.create({});
    if (!availableAlgorithms(puzzle).includes('astar')) continue;
    it(`${entry.id}: A* as long as breadth-first, greedy legal`, () => {
      for (const start of smallCases(puzzle, entry.id.length * 131)) {
        const shortest = bfs(puzzle, start, { limitNodes: NODES }).moves;
        const best = aStar(puzzle, start, { limitNodes: NODES });
        expect(best.moves?.length ?? null).toBe(shortest?.length ?? null);
        if (best.moves) replay(puzzle, start, best.moves);
        expect(best.peak?.positions).toBeGreaterThan(0);
        const greedy = greedyBestFirst(puzzle, start, { limitNodes: NODES });
        if (!shortest) {
          expect(greedy.moves).toBeNull();
          continue;
        }
        const moves = greedy.moves ?? [];
        const positions = replay(puzzle, start, moves);
        expect(puzzle.isGoal(positions[positions.length - 1])).toBe(true);
        expect(moves.length).toBeGreaterThanOrEqual(shortest.length);
      }
    });
  }
});

describe('A* on the 8-puzzle', () => {
  const eight = makePuzzle('eight');
  const hardest = Uint8Array.from([8, 6, 7, 2, 5, 4, 3, 0, 1]);

  it('finds 31 moves for a farthest position, with its iterations adding up to its nodes', () => {
    const result = aStar(eight, hardest, { limitNodes: NODES });
    expect(result.moves?.length).toBe(31);
    const sum = result.iterations.reduce((total, event) => total + event.nodes, 0);
    expect(sum).toBe(result.nodes);
    // Its iterations are its f values, rising to the answer's length.
    expect(result.iterations.at(-1)?.depth).toBe(31);
    expect(result.peak?.positions).toBeGreaterThan(result.nodes);
  });

  it('stops at the positions it may store, saying which limit', () => {
    let stop: unknown;
    try {
      aStar(eight, hardest, { limitNodes: NODES, limitPositions: 100 });
    } catch (error) {
      stop = error;
    }
    expect(stop).toBeInstanceOf(SearchLimitReached);
    expect((stop as SearchLimitReached).stop).toMatchObject({ limit: 'positions', value: 100 });
  });

  it('greedy is quick and not always shortest there', () => {
    const greedy = greedyBestFirst(eight, hardest, { limitNodes: NODES });
    expect(greedy.moves?.length).toBeGreaterThan(31);
    expect(greedy.nodes).toBeLessThan(aStar(eight, hardest, { limitNodes: NODES }).nodes);
  });
});

describe('what each search holds at its most', () => {
  const eight = makePuzzle('eight');
  const hardest = Uint8Array.from([8, 6, 7, 2, 5, 4, 3, 0, 1]);

  it('is counted by the search: BFS the most, then A*, deepening its path alone', () => {
    const wide = bfs(eight, hardest, { limitNodes: NODES });
    const best = aStar(eight, hardest, { limitNodes: NODES });
    const deep = idaStar(eight, hardest, { limitNodes: NODES });
    // BFS stores nearly every position of the 181,440 before it reaches the farthest.
    expect(wide.peak?.positions).toBeGreaterThan(180_000);
    expect(best.peak?.positions).toBeLessThan((wide.peak?.positions ?? 0) / 10);
    expect(best.peak?.bytes).toBeLessThan((wide.peak?.bytes ?? 0) / 10);
    // IDA* holds its path: the answer's moves and the start.
    expect(deep.peak?.positions).toBe(32);
    // Packed 4 bits a cell, two words a position, an index and a parent and move beside.
    const bytesEach = (wide.peak?.bytes ?? 0) / (wide.peak?.positions ?? 1);
    expect(bytesEach).toBeGreaterThan(16);
    expect(bytesEach).toBeLessThan(64);
  });
});

describe('the position store', () => {
  it('numbers positions in order, finds them again, and gives them back', () => {
    const line = makePuzzle('line-3');
    const store = new PositionStore(line);
    const random = seededRandom(7);
    const boards: Board[] = [];
    const numbers = new Map<string, number>();
    for (let walk = 0; walk < 1500; walk++) {
      const board = randomWalk(line, line.start, walk % 40, random);
      const index = store.add(board);
      const known = numbers.get(board.join());
      expect(index).toBe(known ?? boards.length);
      expect(store.added).toBe(known === undefined);
      if (known === undefined) {
        numbers.set(board.join(), boards.length);
        boards.push(board);
      }
    }
    expect(store.count).toBe(boards.length);
    const out = new Uint8Array(line.cellCount);
    boards.forEach((board, index) => {
      store.positionAt(index, out);
      expect([...out]).toEqual([...board]);
      expect(store.find(board)).toBe(index);
    });
    expect(store.bytes).toBeGreaterThan(boards.length * 8);
  });
});

describe("memory that is the algorithm's", () => {
  it('frog line: breadth-first holds more than plain deepening, in positions and in bytes; no floor every search pays', () => {
    const frogs = makePuzzle('frog-line');
    const wide = bfs(frogs, frogs.start, { limitNodes: NODES });
    const deep = iddfs(frogs, frogs.start, { limitNodes: NODES });
    expect(wide.peak?.positions).toBeGreaterThan(deep.peak?.positions ?? Infinity);
    expect(wide.peak?.bytes).toBeGreaterThan(deep.peak?.bytes ?? Infinity);
    // Deepening holds its path: bytes grow with its depth, nothing sized ahead for depths never reached.
    expect(deep.peak?.positions).toBe(16);
    expect((deep.peak?.bytes ?? 0) / 16).toBeLessThan(100);
  });

  it("the 8-puzzle's 31-move start: A* holds what it expanded, IDA* its path", () => {
    const eight = makePuzzle('eight');
    const hardest = Uint8Array.from([8, 6, 7, 2, 5, 4, 3, 0, 1]);
    const best = aStar(eight, hardest, { limitNodes: NODES });
    const deep = idaStar(eight, hardest, { limitNodes: NODES });
    expect(best.peak?.positions).toBeGreaterThan((deep.peak?.positions ?? Infinity) * 10);
    expect(best.peak?.bytes).toBeGreaterThan((deep.peak?.bytes ?? Infinity) * 10);
  });
});

import { describe, expect, it } from 'vitest';
import { boardsEqual, formatBoard } from '../source/puzzles/board-text.js';
import { bfs } from '../source/search/bfs.js';
import { bidirectionalBfs } from '../source/search/bidir.js';
import { dealableLengths, dealStart, NoSuchLength } from '../source/search/deal.js';
import { defaultLength, difficultyBands } from '../source/search/difficulty.js';
import { fartherWalk } from '../source/search/farther-walk.js';
import { distanceOracle } from '../source/search/oracle.js';
import { noSuchLengthText } from '../source/text/lengths.js';
import { makePuzzle, seededRandom } from './support.js';

const describeFor = (id: string) => (lengths: Parameters<typeof noSuchLengthText>[1]) =>
  noSuchLengthText(id, lengths);

describe('dealing a start of an exact length', () => {
  for (const id of ['knights', 'frog-a', 'peg-star-2']) {
    it(`${id}: every length of its range, solved by breadth-first search, and the same seed twice`, () => {
      const puzzle = makePuzzle(id);
      const oracle = distanceOracle(puzzle);
      const lengths = dealableLengths(oracle);
      expect(lengths.near.length).toBeGreaterThan(4);
      expect(lengths.max).toBe(lengths.near.at(-1));
      for (const length of lengths.near) {
        const board = dealStart(oracle, length, seededRandom(length), describeFor(id));
        expect(bfs(puzzle, board).moves?.length, formatBoard(board, puzzle.pieces)).toBe(length);
        const again = dealStart(oracle, length, seededRandom(length), describeFor(id));
        expect(boardsEqual(again, board)).toBe(true);
      }
    });
  }

  it('knights: 1..22 from the goal, and 23 is refused with that range', () => {
    const oracle = distanceOracle(makePuzzle('knights'));
    const lengths = dealableLengths(oracle);
    expect([lengths.min, lengths.max]).toEqual([1, 22]);
    expect(() => dealStart(oracle, 23, seededRandom(1), describeFor('knights'))).toThrow(
      new NoSuchLength('no start is 23 moves from the goal; knights: 1..22 from this goal'),
    );
    expect(() => dealStart(oracle, 0, seededRandom(1), describeFor('knights'))).toThrow(
      NoSuchLength,
    );
  });

  it('positions at one length are dealt evenly (the 3 farthest knights positions all come up)', () => {
    const oracle = distanceOracle(makePuzzle('knights'));
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      seen.add(dealStart(oracle, 22, seededRandom(seed), describeFor('knights')).join(''));
    }
    expect(seen.size).toBe(3);
  });

  it('the walk out from the goal agrees with the table at every length (knights)', () => {
    const puzzle = makePuzzle('knights');
    const table = distanceOracle(puzzle).table();
    for (let length = 1; length <= 13; length += 3) {
      const board = fartherWalk(puzzle, length, seededRandom(length));
      expect(board && table?.distance(board)).toBe(length);
    }
    // Finding no walk proves no position is that far: flip-line's diameter is 8.
    const small = makePuzzle('flip-line');
    expect(fartherWalk(small, 8, seededRandom(1))).not.toBeNull();
    expect(fartherWalk(small, 9, seededRandom(1))).toBeNull();
  });

  it("the walk out is the same whenever a bound's stronger tables arrive (its steady estimate orders it)", () => {
    // A default bound like the Line Puzzle's best: weak until its tables come (here after
    // `arrival` estimates), then the exact distance; its steady estimate is the weak one.
    const puzzle = makePuzzle('knights');
    const table = distanceOracle(puzzle).table();
    const [weak] = puzzle.bounds ?? [];
    if (!table || !weak) throw new Error('knights has a table and a bound');
    const arriving = (arrival: number): typeof puzzle => {
      let asked = 0;
      const bound = {
        ...weak,
        name: weak.name,
        text: weak.text,
        estimate: (board: Uint8Array) =>
          ++asked > arrival ? table.distance(board) : weak.estimate(board),
        steadyEstimate: (board: Uint8Array) => weak.estimate(board),
      };
      return { ...puzzle, bounds: [bound, ...(puzzle.bounds ?? []).slice(1)] };
    };
    for (let length = 7; length <= 13; length += 3) {
      for (let seed = 0; seed < 4; seed++) {
        const steady = fartherWalk(puzzle, length, seededRandom(seed));
        for (const arrival of [0, 5, 40]) {
          const walked = fartherWalk(arriving(arrival), length, seededRandom(seed));
          expect(
            walked && steady && boardsEqual(walked, steady),
            `${length} ${seed} ${arrival}`,
          ).toBe(true);
        }
      }
    }
  });

  it("line: the best bound's steady estimate is its cheap pair (the larger of the assignment and the walking bounds)", () => {
    const puzzle = makePuzzle('line');
    const named = (name: string) => puzzle.bounds?.find((bound) => bound.name === name);
    const [best, assignment, walking] = ['best', 'assignment', 'walking'].map(named);
    const random = seededRandom(7);
    const board = (puzzle.goals?.[0] ?? puzzle.start).slice();
    const moves = new Int32Array(puzzle.maxMoves);
    for (let step = 0; step < 400; step++) {
      const count = puzzle.moves(board, moves);
      puzzle.apply(board, moves[Math.floor(random() * count)]);
      const cheap = Math.max(assignment?.estimate(board) ?? -1, walking?.estimate(board) ?? -1);
      expect(best?.steadyEstimate?.(board)).toBe(cheap);
    }
  });

  it('line: even lengths with the empty cell where the goal has it; odd ones refused', () => {
    const puzzle = makePuzzle('line');
    const oracle = distanceOracle(puzzle);
    const goalEmpty = puzzle.goals?.[0].indexOf(0);
    for (const length of [4, 8, 14, 20, 24]) {
      const board = dealStart(oracle, length, seededRandom(length), describeFor('line'));
      expect(board.indexOf(0)).toBe(goalEmpty);
      expect(bidirectionalBfs(puzzle, board).moves?.length).toBe(length);
    }
    expect(() => dealStart(oracle, 21, seededRandom(1), describeFor('line'))).toThrow(
      'no start is 21 moves from the goal; line: 4..44 (even) from this goal, longer if a search finds one; a new start keeps the empty cell where the goal has it',
    );
    // Two moves can only go and come back: no start with the corner empty is 2 away.
    expect(() => dealStart(oracle, 2, seededRandom(1), describeFor('line'))).toThrow(NoSuchLength);
  });
});

describe('difficulty bands', () => {
  it('cover the real range in four runs, shortest first, the default in the hard one', () => {
    const lengths = dealableLengths(distanceOracle(makePuzzle('knights')));
    const bands = difficultyBands(lengths);
    const all = [bands.easy, bands.medium, bands.hard, bands.hardest].flatMap((b) => b.lengths);
    expect(all).toEqual(lengths.near);
    expect(bands.easy.from).toBe(1);
    expect(bands.hardest.to).toBe(22);
    expect(defaultLength(lengths)).toBe(bands.hard.to);
  });

  it('line: even lengths up to what a search deals in seconds', () => {
    const bands = difficultyBands(dealableLengths(distanceOracle(makePuzzle('line'))));
    expect(bands.easy.from).toBe(4);
    expect(bands.hardest.to).toBe(44);
    for (const band of Object.values(bands)) {
      expect(band.lengths.every((length) => length % 2 === 0)).toBe(true);
    }
  });
});

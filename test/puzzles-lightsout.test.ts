import { describe, expect, it } from 'vitest';
import { cellCentres } from '../source/board/board.js';
import { newPlay, type PlayCommand, reducePlay } from '../source/game/play.js';
import { moveSentence } from '../source/game/spoken.js';
import { formatBoard } from '../source/puzzles/board-text.js';
import type { Board, Puzzle } from '../source/puzzles/puzzle.js';
import { solve } from '../source/search/solver.js';
import { tobikoeHere } from './cli-here.js';
import { makePuzzle } from './support.js';

/*
 * Lights Out checked against references written here, independent of the
 * family's linear algebra: a breadth-first search over every board of the
 * small sides, and light chasing (the first row's presses decide all the
 * others: each later row presses under the lamps left lit above it) for 5×5.
 */

/** The cells a press on `cell` switches, written plainly. */
const switched = (side: number, cell: number): number[] => {
  const row = Math.floor(cell / side);
  const col = cell % side;
  return [
    [row, col],
    [row - 1, col],
    [row + 1, col],
    [row, col - 1],
    [row, col + 1],
  ]
    .filter(([r, c]) => r >= 0 && r < side && c >= 0 && c < side)
    .map(([r, c]) => r * side + c);
};

const press = (side: number, board: Board, cell: number): void => {
  for (const each of switched(side, cell)) board[each] ^= 1;
};

/** Distance to all-off of every board (as a bit mask of its lamps), -1 where none: a plain BFS. */
const everyDistance = (side: number): Int8Array => {
  const n = side * side;
  const masks = Array.from({ length: n }, (_, cell) =>
    switched(side, cell).reduce((mask, each) => mask | (1 << each), 0),
  );
  const distance = new Int8Array(2 ** n).fill(-1);
  distance[0] = 0;
  let frontier = [0];
  for (let depth = 1; frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const index of frontier)
      for (const mask of masks) {
        const to = index ^ mask;
        if (distance[to] >= 0) continue;
        distance[to] = depth;
        next.push(to);
      }
    frontier = next;
  }
  return distance;
};

/** `everyDistance(side)`, made once a side for the tests that read it. */
const distancesOf = new Map<number, Int8Array>();
const everyDistanceOnce = (side: number): Int8Array => {
  let found = distancesOf.get(side);
  if (!found) {
    found = everyDistance(side);
    distancesOf.set(side, found);
  }
  return found;
};

/**
 * The quiet press sets of a side × side board by light chasing (as bit masks
 * of cells): each first row pressed, every later row pressing under the lamps
 * left lit above it; those that leave the board all off change nothing. Every
 * board's presses are unique up to adding one of them.
 */
const quietPresses = (side: number): number[] => {
  const quiet: number[] = [];
  for (let first = 0; first < 2 ** side; first++) {
    const board = new Uint8Array(side * side);
    let pressed = 0;
    for (let col = 0; col < side; col++)
      if ((first >>> col) & 1) {
        press(side, board, col);
        pressed |= 1 << col;
      }
    for (let row = 1; row < side; row++)
      for (let col = 0; col < side; col++)
        if (board[(row - 1) * side + col]) {
          press(side, board, row * side + col);
          pressed |= 1 << (row * side + col);
        }
    if (board.every((lamp) => lamp === 0)) quiet.push(pressed);
  }
  return quiet;
};

/**
 * The most presses a solvable board of `cells` cells needs: over every set
 * of presses, the fewest it takes once any quiet set is added (the lightest
 * of the presses that make the same board), at the largest.
 */
const farthestPresses = (cells: number, quiet: readonly number[]): number => {
  const ones = new Uint8Array(1 << 13);
  for (let bits = 1; bits < ones.length; bits++) ones[bits] = ones[bits >>> 1] + (bits & 1);
  const changes = Int32Array.from(quiet);
  const sets = 2 ** cells;
  let most = 0;
  for (let pressed = 0; pressed < sets; pressed++) {
    // Past the first quiet set that makes it no heavier than the most so far, it cannot be farther.
    let least = cells;
    for (let at = 0; at < changes.length && least > most; at++) {
      const other = pressed ^ changes[at];
      const count = ones[other & 0x1fff] + ones[other >>> 13];
      if (count < least) least = count;
    }
    if (least > most) most = least;
  }
  return most;
};

const boardOf = (side: number, index: number): Board =>
  Uint8Array.from({ length: side * side }, (_, cell) => (index >>> cell) & 1);

/** The fewest presses that turn `board` off, by light chasing over every first row; -1 if none. */
const chased = (side: number, start: Board): number => {
  let best = -1;
  for (let first = 0; first < 2 ** side; first++) {
    const board = start.slice();
    let presses = 0;
    for (let col = 0; col < side; col++)
      if ((first >>> col) & 1) {
        press(side, board, col);
        presses++;
      }
    for (let row = 1; row < side; row++)
      for (let col = 0; col < side; col++)
        if (board[(row - 1) * side + col]) {
          press(side, board, row * side + col);
          presses++;
        }
    if (board.every((lamp) => lamp === 0) && (best < 0 || presses < best)) best = presses;
  }
  return best;
};

const allOn = (side: number): Board => new Uint8Array(side * side).fill(1);

describe('Lights Out', () => {
  for (const side of [3, 4]) {
    it(`${side}×${side}: the family's exact distance is the breadth-first one on every board`, () => {
      const puzzle = makePuzzle('lightsout', { side });
      const reference = everyDistanceOnce(side);
      let solvable = 0;
      // Every board the family answers otherwise, with what it says (one expect for them all).
      const wrong: string[] = [];
      for (let index = 0; index < reference.length; index++) {
        const board = boardOf(side, index);
        const distance = puzzle.distance?.(board);
        const said = puzzle.unsolvableReason?.(board) === null;
        if (distance !== reference[index] || said !== reference[index] >= 0) {
          wrong.push(`${index}: ${distance}, solvable ${said}`);
        }
        if (reference[index] >= 0) solvable++;
      }
      expect(wrong).toEqual([]);
      expect(puzzle.diameter).toBe(Math.max(...reference));
      // 3×3: every board; 4×4: one in sixteen (a quarter of the presses' span is quiet).
      expect(solvable).toBe(side === 3 ? 2 ** 9 : 2 ** 12);
      expect(puzzle.alwaysSolvable).toBe(solvable === reference.length);
    });
  }

  it('3×3 all-on needs 5 presses; 5×5 all-on 15, each a distance light chasing agrees with', () => {
    expect(everyDistance(3)[2 ** 9 - 1]).toBe(5);
    expect(makePuzzle('lightsout', { side: 3 }).distance?.(allOn(3))).toBe(5);
    expect(chased(5, allOn(5))).toBe(15);
    expect(makePuzzle('lightsout').distance?.(allOn(5))).toBe(15);
  });

  it('5×5: the family distance agrees with light chasing on random boards', () => {
    const puzzle = makePuzzle('lightsout');
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x80000000;
    };
    for (let trial = 0; trial < 200; trial++) {
      const board = Uint8Array.from({ length: 25 }, () => (random() < 0.5 ? 1 : 0));
      expect(puzzle.distance?.(board)).toBe(chased(5, board));
    }
  });

  for (const side of [5, 3]) {
    it(`solve --side ${side} --json: presses of one cell each, as many as light chasing needs, replayed to all off`, async () => {
      const { code, stdout, stderr } = await tobikoeHere(
        'solve',
        'lightsout',
        '--side',
        String(side),
        '--json',
      );
      expect(code, stderr).toBe(0);
      const answer = JSON.parse(stdout) as { length: number; moves: number[][]; optimal: boolean };
      expect(answer.length).toBe(chased(side, allOn(side)));
      const board = allOn(side);
      for (const move of answer.moves) {
        expect(move).toHaveLength(1);
        press(side, board, move[0]);
      }
      expect(board.every((lamp) => lamp === 0)).toBe(true);
      expect(answer.moves).toHaveLength(answer.length);
    });
  }

  it('an unsolvable start is said at once with its reason, exit 1', async () => {
    const board = new Uint8Array(25);
    board[0] = 1;
    expect(chased(5, board)).toBe(-1);
    const puzzle = makePuzzle('lightsout');
    const start = formatBoard(board, puzzle.pieces);
    const { code, stderr } = await tobikoeHere('solve', 'lightsout', '--start', start);
    expect(code).toBe(1);
    expect(stderr).toMatch(/odd number of lit lamps/);
  });

  it('5×5 has exactly 2^23 solvable boards, 15 presses at most, 25 moves a position: by its quiet presses, as the family says', () => {
    // The presses reach 2^25 / (quiet sets) boards; the farthest is as far as its lightest presses.
    const quiet = quietPresses(5);
    expect(2 ** 25 / quiet.length).toBe(2 ** 23);
    const farthest = farthestPresses(25, quiet);
    expect(farthest).toBe(15);
    expect(chased(5, allOn(5))).toBe(farthest);
    const puzzle = makePuzzle('lightsout');
    expect(puzzle.diameter).toBe(farthest);
    // A board is solvable when every quiet set covers an even number of its lamps (each press does).
    const covered = (board: Board, change: number): number =>
      board.reduce((sum, lamp, cell) => sum + (lamp & (change >>> cell)), 0);
    let seed = 11;
    for (let trial = 0; trial < 200; trial++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const board = boardOf(5, seed & (2 ** 25 - 1));
      const even = quiet.every((change) => covered(board, change) % 2 === 0);
      expect(puzzle.unsolvableReason?.(board) === null, `${seed}`).toBe(even);
    }
    // Its whole map numbers every board, each with the 25 boards a press away.
    const space = puzzle.space?.();
    if (!space) throw new Error('no space');
    expect(space.positions).toBe(2 ** 25);
    const out = new Int32Array(space.mostNeighbours);
    const count = space.neighbours(2 ** 25 - 1, out);
    expect(count).toBe(25);
    expect(new Set(out.subarray(0, count)).size).toBe(25);
  });

  it('analyze --side 4 --full: every board the breadth-first search reaches', async () => {
    const { code, stdout, stderr } = await tobikoeHere(
      'analyze',
      'lightsout',
      '--side',
      '4',
      '--full',
      '--json',
    );
    expect(code, stderr).toBe(0);
    const reference = everyDistanceOnce(4);
    const histogram: number[] = [];
    for (const distance of reference) {
      if (distance >= 0) histogram[distance] = (histogram[distance] ?? 0) + 1;
    }
    const map = JSON.parse(stdout) as { states: number; diameter: number; histogram: number[] };
    expect(map.histogram).toEqual(histogram);
    expect(map.states).toBe(reference.filter((distance) => distance >= 0).length);
    // As many as the quiet presses leave, as far as the farthest presses; 16 moves a position.
    const quiet = quietPresses(4);
    expect(map.states).toBe(2 ** 16 / quiet.length);
    expect(map.diameter).toBe(farthestPresses(16, quiet));
    expect(map.histogram[1]).toBe(16);
    expect(makePuzzle('lightsout', { side: 4 }).diameter).toBe(map.diameter);
  });

  it('new --length 10 and daily deal starts as far as they say, never farther than the diameter', async () => {
    const dealt = await tobikoeHere('new', 'lightsout', '--length', '10', '--json');
    expect(dealt.code, dealt.stderr).toBe(0);
    const puzzle = makePuzzle('lightsout');
    const boardFrom = (text: string): Board =>
      Uint8Array.from([...text], (char) => (char === '.' ? 0 : 1));
    const start = (JSON.parse(dealt.stdout) as { start: string }).start;
    expect(chased(5, boardFrom(start))).toBe(10);
    const daily = await tobikoeHere('daily', 'lightsout', '--json');
    expect(daily.code, daily.stderr).toBe(0);
    const today = JSON.parse(daily.stdout) as { start: string; length: number };
    expect(chased(5, boardFrom(today.start))).toBe(today.length);
    const far = await tobikoeHere(
      'new',
      'lightsout',
      '--length',
      String((puzzle.diameter ?? 0) + 1),
    );
    expect(far.code).toBe(1);
  });

  it('presses in increasing cell order find the same optimum as every order (3×3, boards spread over all 512, IDA* on lit lamps)', () => {
    const puzzle = makePuzzle('lightsout', { side: 3 });
    const lit = puzzle.bounds?.find((bound) => bound.name === 'lit');
    if (!lit) throw new Error('no lit bound');
    const unpruned: Puzzle = { ...puzzle, canonical: undefined };
    let fewer = 0;
    for (let index = 1; index < 2 ** 9; index += 7) {
      const board = boardOf(3, index);
      const pruned = solve(puzzle, board, 'ida', { bound: lit, limitNodes: 1e6 });
      const every = solve(unpruned, board, 'ida', { bound: lit, limitNodes: 1e7 });
      expect(pruned.moves?.length).toBe(every.moves?.length);
      if (pruned.nodes < every.nodes) fewer++;
    }
    expect(fewer).toBeGreaterThan(0);
  });

  it('is played by pressing: Enter or a click presses the cell at once, said as a press', () => {
    const puzzle = makePuzzle('lightsout', { side: 3 });
    let play = newPlay(puzzle, cellCentres(puzzle));
    const run = (...commands: PlayCommand[]) => {
      play = commands.reduce(reducePlay, play);
    };
    // The one-move shortcut off: a press never waited on it.
    run({ type: 'only-move', on: false }, { type: 'select' });
    expect(play.game.moves).toEqual([0]);
    expect(play.pick).toBeNull();
    expect(play.note?.text).toBe('pressed A1');
    run({ type: 'click', cell: 4 });
    expect(play.game.moves).toEqual([0, 4]);
    expect(play.note?.spoken).toBe('pressed B2');
    const board = allOn(3);
    expect(moveSentence(puzzle, 8, board)).toBe('pressed C3');
    expect(puzzle.notation(8)).toEqual([8]);
  });
});

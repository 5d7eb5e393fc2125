/**
 * The 8- and 15-puzzle families: the rules, the parity, the moves as they
 * read, and every bound held to exact distances found here by breadth-first
 * search (the 8-puzzle's whole space; a ball around the 15-puzzle's goal).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { boardLines, markCells, numberFigure, plainLines } from '../source/board/board.js';
import { formatBoard } from '../source/puzzles/board-text.js';
import type { Board, Puzzle } from '../source/puzzles/puzzle.js';
import { linearConflictBound } from '../source/puzzles/slide/linear-conflict.js';
import { PARTITION_555, patternLookups } from '../source/puzzles/slide/pattern-bound.js';
import { MIRROR } from '../source/puzzles/slide/symmetry.js';
import { bestBound } from '../source/puzzles/slide/table-bounds.js';
import { makeTray } from '../source/puzzles/slide/tray.js';
import { tobikoeHere } from './cli-here.js';
import { board, distancesFromGoal, positionsFromGoal, replays } from './slide-support.js';
import { legalMoves, makePuzzle, randomWalk, seededRandom } from './support.js';

const eight = makePuzzle('eight');

const cellsOf = (puzzle: Puzzle, position: Board): number[][] =>
  legalMoves(puzzle, position).map((move) => puzzle.notation(move));

describe('sliding tiles: the rules', () => {
  it('slides only a tile beside the blank into it, and takes it back', () => {
    expect(cellsOf(eight, board(eight, '12345678.'))).toEqual([
      [5, 8],
      [7, 8],
    ]);
    const centre = board(eight, '1234.5678');
    expect(cellsOf(eight, centre).map(([from]) => from)).toEqual([1, 7, 3, 5]);
    for (const move of legalMoves(eight, centre)) {
      const after = centre.slice();
      eight.apply(after, move);
      expect(after[4]).toBe(centre[eight.notation(move)[0]]);
      eight.apply(after, eight.inverse?.(move) ?? -1);
      expect(formatBoard(after, eight.pieces)).toBe('1234.5678');
    }
  });

  it('shows tiles 10 to 15 as their numbers, in boxes wide enough, the brackets of the cursor beside them', () => {
    const fifteen = makePuzzle('fifteen', { start: '123456789ABCDEF.' });
    const marks = markCells({ cursor: 12 });
    const lines = boardLines(fifteen, fifteen.start, { marks });
    expect(lines[5]).toBe('│  9 │ 10 │ 11 │ 12 │');
    expect(lines[7]).toBe('│[13]│ 14 │ 15 │    │');
    const small = boardLines(fifteen, fifteen.start, { compact: true });
    expect(small[3]).toBe(' 13 14 15  ·');
    // Cell numbers (`#`) stand to the right as the tiles do.
    const numbers = numberFigure(fifteen);
    expect(plainLines(numbers)[5]).toBe('│  8 │  9 │ 10 │ 11 │');
  });

  it('reads a move as its tile and way; an arrow slides the tile beside the blank that way', () => {
    const goal = board(eight, '12345678.');
    const down = eight.arrowMove?.(goal, 'down');
    const right = eight.arrowMove?.(goal, 'right');
    expect(down === undefined ? [] : eight.notation(down)).toEqual([5, 8]);
    expect(down === undefined ? '' : eight.moveText?.(down, false)).toBe('6 ↓');
    expect(right === undefined ? '' : eight.moveText?.(right, true)).toBe('8 >');
    // Nothing lies below or right of the blank in the corner.
    expect(eight.arrowMove?.(goal, 'up')).toBeUndefined();
    expect(eight.arrowMove?.(goal, 'left')).toBeUndefined();
    const fifteen = makePuzzle('fifteen', { start: '123456789ABCDEF.' });
    const up = fifteen.arrowMove?.(board(fifteen, '12345.789ABCDEF6'), 'up');
    expect(up === undefined ? '' : fifteen.moveText?.(up, false)).toBe('10 ↑');
  });

  it('reviews a game in tiles too: review names each move by its tile and way', async () => {
    const start = formatBoard(eight.start, eight.pieces);
    const [first] = legalMoves(eight, eight.start);
    const [from, to] = eight.notation(first);
    const { code, stdout } = await tobikoeHere('review', 'eight', '--moves', `${from}-${to}`);
    expect(code).toBe(0);
    const tile = start[from];
    expect(stdout).toMatch(new RegExp(`^1  ${tile} [←→↑↓] `, 'm'));
  });

  it('names a wrong parity at once: exit 1 before any search, even with a one-node limit', async () => {
    const odd = '21345678.';
    expect(eight.unsolvableReason?.(board(eight, odd))).toMatch(/parity/);
    expect(eight.unsolvableReason?.(board(eight, '8672543.1'))).toBeNull();
    const swapped = await tobikoeHere(
      'solve',
      'eight',
      '--start',
      odd,
      '--limit-nodes',
      '1',
      '--json',
    );
    expect(swapped.code).toBe(1);
    expect(swapped.stdout).toBe('');
    expect(swapped.stderr.trim().split('\n')).toHaveLength(1);
    expect(swapped.stderr).toMatch(/wrong parity/);
    // The blank's place counts on an even width: one step of the blank alone is the wrong parity.
    const fifteen = await tobikoeHere(
      'solve',
      'fifteen',
      '--start',
      '123456789ABCDE.F',
      '--goal',
      '123456789ABCDEF.',
      '--limit-nodes',
      '10',
    );
    expect(fifteen.code).toBe(0);
    const shifted = await tobikoeHere(
      'solve',
      'fifteen',
      '--start',
      '123456789ABCDEF.',
      '--goal',
      '.123456789ABCDEF',
      '--limit-nodes',
      '1',
    );
    expect(shifted.code).toBe(1);
    expect(shifted.stderr).toMatch(/parity/);
  });
});

describe('the 8-puzzle against its whole space, mapped here', () => {
  let exact: ReadonlyMap<string, number>;
  beforeAll(() => {
    exact = distancesFromGoal(eight);
  });

  it('analyze and solve agree with the map: every reachable position, the farthest, 8672543.1', async () => {
    const diameter = [...exact.values()].reduce((most, each) => Math.max(most, each), 0);
    const analysis = await tobikoeHere('analyze', 'eight', '--json');
    const found = JSON.parse(analysis.stdout) as {
      states: number;
      diameter: number;
      farthest: string[];
    };
    expect(found.states).toBe(exact.size);
    expect(found.diameter).toBe(diameter);
    expect(found.farthest.every((text) => exact.get(text) === diameter)).toBe(true);
    const solved = await tobikoeHere('solve', 'eight', '--start', '8672543.1', '--json');
    const answer = JSON.parse(solved.stdout) as { length: number; moves: number[][] };
    expect(answer.length).toBe(exact.get('8672543.1'));
    const end = replays(eight, board(eight, '8672543.1'), answer.moves);
    expect(end && eight.isGoal(end)).toBe(true);
  });

  it.each([
    ['12345678.', 'the usual goal'],
    ['1234.5678', 'the blank in the middle: a table one tile smaller'],
    ['.87654321', "the blank in Korf's corner"],
  ])('no bound overestimates on any position: goal %s (%s)', (goalText) => {
    const puzzle = makePuzzle('eight', { start: goalText, goal: goalText });
    const { count, cells, depths, keyAt } = positionsFromGoal(puzzle);
    expect(count).toBe(181_440);
    const bounds = puzzle.bounds ?? [];
    expect(bounds.map((bound) => bound.name)).toEqual(['pdb', 'linear', 'manhattan', 'misplaced']);
    const over: string[] = [];
    const position = new Uint8Array(9);
    let stronger = 0;
    for (let at = 0; at < count; at++) {
      position.set(cells.subarray(at * 9, at * 9 + 9));
      const distance = depths[at];
      const values = bounds.map((bound) => bound.estimate(position));
      values.forEach((value, bound) => {
        if (value > distance)
          over.push(`${bounds[bound].name} ${keyAt(at)} ${value} > ${distance}`);
      });
      if (values[0] > values[1]) stronger++;
    }
    expect(over.slice(0, 5)).toEqual([]);
    // The tables earn their place: stronger than linear conflict somewhere.
    expect(stronger).toBeGreaterThan(0);
  });

  it('the incremental probes agree with the estimates along a search-like walk', () => {
    const random = seededRandom(9);
    for (const bound of (eight.bounds ?? []).filter((each) => each.probe)) {
      const probe = bound.probe?.();
      const position = randomWalk(eight, eight.start, 20, random);
      expect(probe?.reset(position)).toBe(bound.estimate(position));
      for (let depth = 0; depth < 40; depth++) {
        const moves = legalMoves(eight, position);
        const move = moves[Math.floor(random() * moves.length)];
        const pushed = probe?.push(position, move, depth);
        eight.apply(position, move);
        expect(pushed, bound.name).toBe(bound.estimate(position));
      }
    }
  });
});

describe('the 15-puzzle near its goal', () => {
  const korfGoal = '.123456789ABCDEF';
  const fifteen = makePuzzle('fifteen', { start: korfGoal, goal: korfGoal });
  const tray = makeTray(4);
  const goal = board(fifteen, korfGoal);
  const ball = positionsFromGoal(fifteen, 13);

  it('pattern databases never overestimate, read straight and through the mirrors', () => {
    // A partial partition (additive over fewer tiles is still a bound) that uses a mirrored table.
    const mirrored = patternLookups(tray, goal, [
      { home: [1, 2, 3], turn: 0 },
      { home: [4, 5, 8, 9], turn: 0 },
      { home: [4, 5, 8, 9], turn: MIRROR },
    ]);
    const full = patternLookups(tray, goal, PARTITION_555);
    const position = new Uint8Array(16);
    let positive = 0;
    const over: string[] = [];
    for (let at = 0; at < ball.count; at++) {
      position.set(ball.cells.subarray(at * 16, at * 16 + 16));
      const distance = ball.depths[at];
      const [straight, both] = [mirrored.estimate(position), full.estimate(position)];
      if (straight > distance) over.push(`mirrored ${ball.keyAt(at)} ${straight} > ${distance}`);
      if (both > distance) over.push(`5-5-5 ${ball.keyAt(at)} ${both} > ${distance}`);
      if (straight > 0) positive++;
    }
    expect(over.slice(0, 5)).toEqual([]);
    expect(positive).toBeGreaterThan(ball.count / 2);
  });

  it('a mirrored partition’s probe follows a depth-first walk as its estimate does, for any goal blank', () => {
    // The shape of the 6-6-3 (a table read straight and mirrored) on tables of four tiles:
    // watch-node-search checks the 15-puzzle's pattern probes on the 5-5-5 only.
    for (const goalText of [korfGoal, '123456789ABCDEF.']) {
      const puzzle = makePuzzle('fifteen', { start: goalText, goal: goalText });
      const lookups = patternLookups(tray, board(puzzle, goalText), [
        { home: [1, 2, 3], turn: 0 },
        { home: [4, 5, 8, 9], turn: 0 },
        { home: [4, 5, 8, 9], turn: MIRROR },
      ]);
      const random = seededRandom(7);
      const position = randomWalk(puzzle, puzzle.start, 20, random);
      const probe = lookups.probe();
      expect(probe.reset(position)).toBe(lookups.estimate(position));
      const path: number[] = [];
      const wrong: string[] = [];
      for (let step = 0; step < 2000; step++) {
        if (path.length > 0 && random() < 0.4) {
          puzzle.undo(position, path.pop() ?? 0);
          continue;
        }
        const moves = legalMoves(puzzle, position);
        const move = moves[Math.floor(random() * moves.length)];
        const pushed = probe.push(position, move, path.length);
        puzzle.apply(position, move);
        path.push(move);
        const estimate = lookups.estimate(position);
        if (pushed !== estimate) wrong.push(`${goalText} step ${step}: ${pushed} ≠ ${estimate}`);
      }
      expect(wrong.slice(0, 5)).toEqual([]);
    }
  });

  it('the default bound takes the tables over in the middle of a search and stays exact', () => {
    const linear = linearConflictBound(tray, goal);
    // Tables no other test reads, so none is in memory when the probe starts.
    const partition = [
      { home: [1, 2, 3, 5], turn: 0 },
      { home: [4, 8, 9, 12], turn: 0 },
    ];
    const best = bestBound(tray, goal, partition, linear, { stored: 30, built: 30 });
    const probe = best.probe?.();
    let tables: ReturnType<typeof patternLookups> | undefined;
    const random = seededRandom(4);
    const start = randomWalk(fifteen, goal, 30, random);
    // A depth-first walk with backtracking, as IDA* makes: the path is kept to take moves back.
    const position = start.slice();
    const path: number[] = [];
    expect(probe?.reset(position)).toBe(linear.estimate(position));
    let pushes = 0;
    for (let step = 0; step < 400; step++) {
      if (path.length > 0 && random() < 0.4) {
        fifteen.undo(position, path.pop() ?? 0);
        continue;
      }
      const moves = legalMoves(fifteen, position);
      const move = moves[Math.floor(random() * moves.length)];
      fifteen.apply(position, move);
      const value = probe?.push(position, move, path.length);
      path.push(move);
      pushes++;
      tables ??= pushes < 30 ? undefined : patternLookups(tray, goal, partition);
      const expected = tables ? tables.estimate(position) : linear.estimate(position);
      expect(value, `push ${pushes}`).toBe(expected);
    }
  });
});

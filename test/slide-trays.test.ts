/**
 * Trays of any size (`slide --rows R --cols C`, 2..5 each): the parity that
 * says at once which starts cannot be solved, held to a breadth-first search
 * written here over every arrangement of the small trays; the bounds held to
 * its distances; the command line's answers; the notation past 15; a 5×5
 * search that gives up at a budget and says so.
 */
import { describe, expect, it } from 'vitest';
import { boardLines } from '../source/board/board.js';
import { formatBoard, parseBoard } from '../source/puzzles/board-text.js';
import { readCode } from '../source/puzzles/codes.js';
import type { Puzzle } from '../source/puzzles/puzzle.js';
import { runSearch } from '../source/worker/jobs.js';
import { tobikoeHere } from './cli-here.js';
import { makePuzzle, seededRandom } from './support.js';

const CHARS = '123456789ABCDEFGHIJKLMNO';
const ordered = (rows: number, cols: number): string => `${CHARS.slice(0, rows * cols - 1)}.`;

/** Every arrangement of `text`'s characters. */
const permutations = (text: string): string[] => {
  if (text.length <= 1) return [text];
  const all: string[] = [];
  for (let at = 0; at < text.length; at++) {
    for (const rest of permutations(text.slice(0, at) + text.slice(at + 1)))
      all.push(text[at] + rest);
  }
  return all;
};

/** Moves to the ordered tray, by a breadth-first search over strings: the blank swapped with a neighbour. */
const bfsDistances = (rows: number, cols: number): Map<string, number> => {
  const goal = ordered(rows, cols);
  const distances = new Map([[goal, 0]]);
  let layer = [goal];
  for (let distance = 1; layer.length > 0; distance++) {
    const next: string[] = [];
    for (const position of layer) {
      const blank = position.indexOf('.');
      const row = Math.floor(blank / cols);
      const col = blank % cols;
      const around = [
        row > 0 ? blank - cols : -1,
        row < rows - 1 ? blank + cols : -1,
        col > 0 ? blank - 1 : -1,
        col < cols - 1 ? blank + 1 : -1,
      ].filter((cell) => cell >= 0);
      for (const cell of around) {
        const chars = [...position];
        [chars[blank], chars[cell]] = [chars[cell], chars[blank]];
        const after = chars.join('');
        if (distances.has(after)) continue;
        distances.set(after, distance);
        next.push(after);
      }
    }
    layer = next;
  }
  return distances;
};

const trayPuzzle = (rows: number, cols: number, start?: string): Puzzle =>
  makePuzzle('slide', { rows, cols, ...(start ? { start } : {}) });

describe('the parity of any tray is exactly what a breadth-first search reaches', () => {
  for (const [rows, cols] of [
    [2, 2],
    [2, 3],
    [3, 2],
  ] as const) {
    it(`${rows}×${cols}: every arrangement solvable by the parity is reached, every other is not`, () => {
      const puzzle = trayPuzzle(rows, cols);
      const reached = bfsDistances(rows, cols);
      const all = permutations(ordered(rows, cols));
      let solvable = 0;
      for (const text of all) {
        const board = parseBoard(text, puzzle.pieces, puzzle.cellCount, 'test');
        const reason = puzzle.unsolvableReason?.(board) ?? null;
        expect(reason === null, text).toBe(reached.has(text));
        if (reason === null) solvable++;
      }
      expect(solvable).toBe(all.length / 2);
    });
  }

  it('on every small tray, each bound stays at or below the distance the search found', () => {
    for (const [rows, cols] of [
      [2, 3],
      [3, 2],
      [2, 4],
    ] as const) {
      const puzzle = trayPuzzle(rows, cols);
      const names = (puzzle.bounds ?? []).map((bound) => bound.name);
      expect(names[0]).toBe('linear');
      let tight = 0;
      for (const [text, distance] of bfsDistances(rows, cols)) {
        const board = parseBoard(text, puzzle.pieces, puzzle.cellCount, 'test');
        for (const bound of puzzle.bounds ?? []) {
          expect(bound.estimate(board), `${bound.name} ${text}`).toBeLessThanOrEqual(distance);
        }
        if (puzzle.bounds?.[0].estimate(board) === distance) tight++;
      }
      // Linear conflicts count more than Manhattan distance where rows and columns hold them.
      expect(tight).toBeGreaterThan(0);
    }
  });
});

describe('linear conflicts kept move by move', () => {
  it('give, after every slide of long walks, what they give counted afresh', () => {
    for (const [rows, cols] of [
      [2, 2],
      [3, 2],
      [3, 4],
      [5, 3],
      [5, 5],
      [4, 4],
    ] as const) {
      const puzzle = trayPuzzle(rows, cols);
      const bound = puzzle.bounds?.find((each) => each.name === 'linear');
      const probe = bound?.probe?.();
      if (!bound || !probe) throw new Error(`no linear probe on ${rows}×${cols}`);
      const random = seededRandom(rows * 7 + cols);
      const board = puzzle.start.slice();
      expect(probe.reset(board)).toBe(bound.estimate(board));
      const out = new Int32Array(puzzle.maxMoves);
      for (let depth = 0; depth < 400; depth++) {
        const count = puzzle.moves(board, out);
        const move = out[Math.floor(random() * count)];
        const pushed = probe.push(board, move, depth);
        puzzle.apply(board, move);
        expect(pushed, `${rows}×${cols} depth ${depth}`).toBe(bound.estimate(board));
      }
    }
  });
});

describe('slide on the command line', () => {
  it('answers the ordered 2×3 tray with 0 moves, and a scrambled one with its optimum', async () => {
    const home = await tobikoeHere(
      'solve',
      'slide',
      '--rows',
      '2',
      '--cols',
      '3',
      '--start',
      '12345.',
      '--json',
    );
    expect(home.code).toBe(0);
    expect(JSON.parse(home.stdout)).toMatchObject({ length: 0, optimal: true });
    const distances = bfsDistances(2, 3);
    const farthest = Math.max(...distances.values());
    const scrambled = [...distances].find(([, distance]) => distance === farthest)?.[0] ?? '';
    const answer = await tobikoeHere('solve', `slide-r2-c3:${scrambled}`, '--json');
    expect(answer.code).toBe(0);
    expect(JSON.parse(answer.stdout)).toMatchObject({ length: farthest, optimal: true });
  });

  it('says at once that an odd start cannot be solved, exit 1, the reason on one line', async () => {
    const outcome = await tobikoeHere(
      'solve',
      'slide',
      '--rows',
      '3',
      '--cols',
      '4',
      '--start',
      '213456789AB.',
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toMatch(/^tobikoe: no solution: wrong parity/);
    expect(outcome.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a size outside 2..5 with exit 2', async () => {
    for (const flag of ['--rows', '--cols']) {
      const outcome = await tobikoeHere('solve', 'slide', flag, '6');
      expect(outcome.code).toBe(2);
      expect(outcome.stderr).toMatch(new RegExp(`${flag} must be a whole number from 2 to 5`));
    }
  });

  it('folds the size into the code id, and leaves the 8- and 15-puzzle their names', () => {
    expect(readCode('slide-r5-c2').options).toMatchObject({ rows: 5, cols: 2 });
    const eight = makePuzzle('eight');
    expect(eight.id).toBe('eight');
    expect(eight.cellCount).toBe(9);
    expect(makePuzzle('fifteen').cellCount).toBe(16);
  });
});

describe('the 5×5 tray', () => {
  it('writes tiles 16..24 as G..O and draws them as their numbers', () => {
    const puzzle = trayPuzzle(5, 5, ordered(5, 5));
    expect(puzzle.pieces.map((piece) => piece.char).join('')).toBe(CHARS);
    expect(formatBoard(puzzle.start, puzzle.pieces)).toBe('123456789ABCDEFGHIJKLMNO.');
    const lines = boardLines(puzzle, puzzle.start, { compact: true });
    expect(lines.at(-1)).toBe(' 21 22 23 24  ·');
    expect(() => trayPuzzle(5, 5, '123456789ABCDEFGHIJKLMNP.')).toThrow(/'P'/);
  });

  it('solves its usual start, and gives up on a far one at a budget, saying which limit', () => {
    const usual = makePuzzle('slide', { rows: 5, cols: 5 });
    const solved = runSearch({
      id: 'slide',
      options: { rows: 5, cols: 5 },
      board: usual.start,
      algorithm: 'ida',
      budget: { limitNodes: 5_000_000, limitMs: 600_000 },
    });
    expect(solved.kind).toBe('solved');
    // Rows reversed: far from the goal, and of the right parity (an even permutation, blank home).
    const far = 'KLMNO' + 'FGHIJ' + 'ABCDE' + '56789' + '1234.';
    const puzzle = trayPuzzle(5, 5, far);
    expect(puzzle.unsolvableReason?.(puzzle.start)).toBeNull();
    const limited = runSearch({
      id: 'slide',
      options: { rows: 5, cols: 5, start: far },
      board: puzzle.start,
      algorithm: 'ida',
      budget: { limitNodes: 20_000, limitMs: 600_000 },
    });
    expect(limited.kind === 'limited' && limited.stop).toMatchObject({
      limit: 'nodes',
      value: 20_000,
    });
  });
});

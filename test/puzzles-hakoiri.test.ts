/**
 * Hakoiri Musume against a breadth-first search written here, on its own
 * model of the box (blocks as shape, row and column, not the family's
 * cells): the shortest answers counted both ways and the positions the
 * classic start reaches. The figures come from that search, never copied.
 */
import { describe, expect, it } from 'vitest';
import { boardLines } from '../source/board/board.js';
import { newPlay, reducePlay } from '../source/game/play.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { analyze } from '../source/search/analysis.js';
import { distanceOracle } from '../source/search/oracle.js';
import { replay } from '../source/search/replay.js';
import { defaultAlgorithm, solve } from '../source/search/solver.js';
import { moveLabel } from '../source/text/format.js';
import { inLanguage } from '../source/words/language.js';

type Block = { h: number; w: number; r: number; c: number };

/** The blocks of a board string: D 2×2, T over B 2×1, L then R 1×2, o 1×1. */
const blocksOf = (text: string): Block[] => {
  const cells = text.replace(/\s/g, '');
  const blocks: Block[] = [];
  for (let i = 0; i < 20; i++) {
    const r = Math.floor(i / 4);
    const c = i % 4;
    const ch = cells[i];
    const above = r > 0 ? cells[i - 4] : '';
    const left = c > 0 ? cells[i - 1] : '';
    if (ch === 'D' && above !== 'D' && left !== 'D') blocks.push({ h: 2, w: 2, r, c });
    if (ch === 'T') blocks.push({ h: 2, w: 1, r, c });
    if (ch === 'L') blocks.push({ h: 1, w: 2, r, c });
    if (ch === 'o') blocks.push({ h: 1, w: 1, r, c });
  }
  return blocks;
};

/** A position by shape: blocks of one shape are alike (each block a number, sorted). */
const keyOf = (blocks: readonly Block[]): string =>
  String.fromCharCode(
    ...blocks.map((b) => ((b.h * 3 + b.w) * 5 + b.r) * 4 + b.c).sort((a, b) => a - b),
  );

const occupied = (blocks: readonly Block[], skip: number): boolean[] => {
  const grid = new Array<boolean>(20).fill(false);
  blocks.forEach((b, index) => {
    if (index === skip) return;
    for (let r = b.r; r < b.r + b.h; r++)
      for (let c = b.c; c < b.c + b.w; c++) grid[r * 4 + c] = true;
  });
  return grid;
};

const fitsAt = (grid: boolean[], b: Block, r: number, c: number): boolean => {
  if (r < 0 || c < 0 || r + b.h > 5 || c + b.w > 4) return false;
  for (let y = r; y < r + b.h; y++)
    for (let x = c; x < c + b.w; x++) if (grid[y * 4 + x]) return false;
  return true;
};

const WAYS = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/** Every position one move away: one block one cell, or (far) anywhere it slides alone. */
const next = (blocks: readonly Block[], far: boolean): Block[][] => {
  const found: Block[][] = [];
  blocks.forEach((b, index) => {
    const grid = occupied(blocks, index);
    // The cells its top-left corner has stood on, a bit each.
    let seen = 1 << (b.r * 4 + b.c);
    const queue = [[b.r, b.c]];
    for (let head = 0; head < queue.length; head++) {
      const [r, c] = queue[head];
      for (const [dr, dc] of WAYS) {
        const [nr, nc] = [r + dr, c + dc];
        if (!fitsAt(grid, b, nr, nc) || seen & (1 << (nr * 4 + nc))) continue;
        seen |= 1 << (nr * 4 + nc);
        found.push(blocks.map((each, i) => (i === index ? { ...each, r: nr, c: nc } : each)));
        if (far) queue.push([nr, nc]);
      }
    }
  });
  return found;
};

const atExit = (blocks: readonly Block[]): boolean =>
  blocks.some((b) => b.h === 2 && b.w === 2 && b.r === 3 && b.c === 1);

/** Breadth-first from `text`: the shortest answer's length and every position reached. */
const search = (text: string, far: boolean): { length: number; reached: number } => {
  const start = blocksOf(text);
  const seen = new Set([keyOf(start)]);
  let layer = [start];
  let length = -1;
  for (let depth = 0; layer.length > 0; depth++) {
    if (length < 0 && layer.some(atExit)) length = depth;
    const following: Block[][] = [];
    for (const blocks of layer) {
      for (const after of next(blocks, far)) {
        const key = keyOf(after);
        if (!seen.has(key)) {
          seen.add(key);
          following.push(after);
        }
      }
    }
    layer = following;
  }
  return { length, reached: seen.size };
};

const entry = findEntry('hakoiri');
if (!entry) throw new Error('no hakoiri in the catalogue');
const CLASSIC = 'TDDT BDDB TLRT BooB o..o';

describe('Hakoiri Musume against a breadth-first search of its own', () => {
  const cellByCell = search(CLASSIC, false);
  const anyDistance = search(CLASSIC, true);
  // One classic puzzle for the tests that only search it: its numbered space is made once.
  const classic = entry.create({});

  it('the classic start: as short as the search finds, one cell a move, and counted as the page does', () => {
    const puzzle = classic;
    expect(defaultAlgorithm(puzzle)).toBe('bfs');
    const answer = solve(puzzle, puzzle.start, defaultAlgorithm(puzzle));
    expect(answer.moves).toHaveLength(cellByCell.length);
    expect(puzzle.isGoal(answer.positions[answer.positions.length - 1])).toBe(true);
    // The page's figures are the ones computed here.
    expect(inLanguage('en', () => entry.pageFigure)).toContain(`${cellByCell.length} moves`);
    expect(inLanguage('en', () => entry.pageFigure)).toContain(`${anyDistance.length} counting`);
  });

  it('--far: one block any distance along a path is one move', () => {
    const puzzle = entry.create({ far: true });
    const answer = solve(puzzle, puzzle.start, defaultAlgorithm(puzzle));
    expect(answer.moves).toHaveLength(anyDistance.length);
    expect(anyDistance.length).toBeLessThan(cellByCell.length);
  });

  it('reaches as many positions from the classic start, both ways of counting', () => {
    expect(anyDistance.reached).toBe(cellByCell.reached);
    expect(analyze(classic, classic.start).positions).toBe(cellByCell.reached);
    expect(inLanguage('en', () => entry.pageFigure)).toContain(
      cellByCell.reached.toLocaleString('en-US'),
    );
  });

  it('another named start agrees with the search too', () => {
    const puzzle = entry.create({ start: 'three', far: true });
    const board = [...puzzle.start].map((code) => '.DTBLRo'[code]).join('');
    expect(solve(puzzle, puzzle.start, 'bfs').moves).toHaveLength(search(board, true).length);
  });

  it('the oracle deals and answers by the goal test: each answer replays to the exit', () => {
    const puzzle = classic;
    const oracle = distanceOracle(puzzle);
    expect(oracle.distance(puzzle.start)).toBe(cellByCell.length);
    const answer = oracle.optimalAnswer(puzzle.start) ?? [];
    const positions = replay(puzzle, puzzle.start, answer);
    expect(puzzle.isGoal(positions[positions.length - 1])).toBe(true);
  });
});

describe('Hakoiri Musume on the board', () => {
  it('draws the daughter as one 2×2 block and two stacked tall blocks as two', () => {
    const puzzle = entry.create({});
    // The father (rows 0-1) and the maid below him (rows 2-3) are two blocks.
    expect(boardLines(puzzle, puzzle.start)).toEqual([
      '┌───┬───────┬───┐',
      '│ ^ │ D   D │ ^ │',
      '│   │       │   │',
      '│ v │ D   D │ v │',
      '├───┼───────┼───┤',
      '│ ^ │ <   > │ ^ │',
      '│   ├───┬───┤   │',
      '│ v │ o │ o │ v │',
      '├───┼───┼───┼───┤',
      '│ o │   │   │ o │',
      // The way out, open under the bottom row's two middle cells.
      '└───┘       └───┘',
    ]);
  });

  it('picks a block by any cell, moves it by the arrows, and names it in the move text', () => {
    const puzzle = entry.create({ start: 'TDDT BDDB .LR. T..T BooB' });
    const centres = puzzle.layout.cells.map(({ row, col }) => ({ x: col * 4 + 2, y: row * 2 + 1 }));
    let play = newPlay(puzzle, centres);
    // The wide block's right half (cell 10) picks it; it may go down, left or right.
    play = reducePlay(play, { type: 'click', cell: 10 });
    expect(play.pick?.path).toEqual([9]);
    const before = play.game.board;
    play = reducePlay(play, { type: 'arrow', direction: 'down' });
    const [move] = play.game.moves;
    expect(puzzle.notation(move)).toEqual([9, 13]);
    expect(inLanguage('en', () => moveLabel(puzzle, move, false, before))).toBe('head clerk ↓');
    expect(inLanguage('ja', () => moveLabel(puzzle, move, false, before))).toBe('番頭 ↓');
    expect(inLanguage('ja', () => moveLabel(puzzle, move, true, before))).toBe('番頭 v');
  });

  it('names the classic start as the page does, in reading order', () => {
    const puzzle = entry.create({});
    const layer = puzzle.pieceLayer;
    if (!layer) throw new Error('no piece layer');
    const names = (language: 'en' | 'ja') =>
      inLanguage(language, () =>
        [0, 3, 1, 8, 9, 11, 13, 14, 16, 19].map((cell) => layer.name(puzzle.start, cell)),
      );
    expect(names('ja')).toEqual([
      '父',
      '母',
      '娘',
      '女中',
      '番頭',
      '女中',
      '丁稚',
      '丁稚',
      '丁稚',
      '手代',
    ]);
    expect(names('en')[2]).toBe('daughter');
  });
});

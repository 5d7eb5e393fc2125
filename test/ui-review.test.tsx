import { afterEach, describe, expect, it } from 'vitest';
import { legalMoves } from '../source/game/game.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { optionsFrom } from '../source/puzzles/codes.js';
import type { Board, Move, Puzzle } from '../source/puzzles/puzzle.js';
import { distanceOracle } from '../source/search/oracle.js';
import { makePuzzle } from './support.js';
import { KEYS, playByKeys, type Session, startApp } from './ui-support.js';

let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
});

const ALL = { solve: true, hint: true, analysis: true, coach: true } as const;

const played = (puzzle: Puzzle, board: Board, move: Move): Board => {
  const next = board.slice();
  puzzle.apply(next, move);
  return next;
};

describe('the review after solving (v)', () => {
  it('judges a game with a wasted pair, and steps through it beside an optimal one', async () => {
    const knights = makePuzzle('knights');
    const oracle = distanceOracle(knights);
    const distance = (board: Board): number => oracle.distance(board) ?? -1;
    // A start 3 moves from the goal, found by walking out from it one move farther each step.
    let start = knights.goals?.[0] ?? knights.start;
    while (distance(start) < 3) {
      const out = legalMoves(knights, start).find(
        (move) => distance(played(knights, start, move)) === distance(start) + 1,
      );
      if (out === undefined) throw new Error('no move farther out');
      start = played(knights, start, out);
    }
    const entry = findEntry('knights');
    if (!entry) throw new Error('no knights');
    const options = optionsFrom(entry, {}, knights, start);
    const puzzle = entry.create(options);
    session = await startApp({ id: 'knights', options, features: ALL });

    // A wasted pair (out and straight back), then the shortest way home.
    const away = legalMoves(puzzle, start).find(
      (move) => distance(played(puzzle, start, move)) === 4,
    );
    if (away === undefined) throw new Error('no move away');
    const [from, to] = puzzle.notation(away);
    const line: number[][] = [
      [from, to],
      [to, from],
    ];
    let board = start;
    let cursor = 0;
    for (let step = 0; step < 5; step++) {
      const cells =
        line[step] ??
        legalMoves(puzzle, board)
          .filter((move) => distance(played(puzzle, board, move)) === distance(board) - 1)
          .map((move) => puzzle.notation(move))[0];
      const move = legalMoves(puzzle, board).find(
        (m) => puzzle.notation(m).join() === cells.join(),
      );
      if (move === undefined) throw new Error(`no move ${cells}`);
      cursor = await playByKeys(session, puzzle, board, cursor, cells);
      board = played(puzzle, board, move);
    }
    expect(distance(board)).toBe(0);
    const frame = (await session.waitFor('accuracy 60%')).replace(/\n/g, ' ');
    expect(frame).toContain(
      'review: accuracy 60%; 4 closer, 1 farther; move 1 left every optimal line',
    );
    expect(frame).toContain('v review');

    await session.press('v');
    await session.waitFor('your game · move 0 of 5');
    await session.waitFor('optimal · move 0 of 3');
    await session.press(KEYS.right);
    const first = await session.waitFor('your game · move 1 of 5');
    expect(first).toContain(`1  ${from}→${to}  3 → 4  farther`);
    expect(first).toMatch(/optimal: \d+→\d+/);
    await session.press(KEYS.end);
    const end = await session.waitFor('your game · move 5 of 5');
    expect(end).toContain('optimal · move 3 of 3');
    expect(end).toContain('closer');
    await session.press(KEYS.escape);
    await session.waitFor('v review');
  });
});

describe('the review keeps its boards in place', () => {
  it('the right board does not shift a column as the step count gains a digit', async () => {
    const knights = makePuzzle('knights');
    const oracle = distanceOracle(knights);
    const distance = (board: Board): number => oracle.distance(board) ?? -1;
    // The page's start, 16 moves from the goal: the count passes 9 on the way.
    const puzzle = knights;
    const start = knights.start;
    session = await startApp({ id: 'knights', features: ALL });
    let board = start;
    let cursor = 0;
    while (distance(board) > 0) {
      const move = legalMoves(puzzle, board).find(
        (m) => distance(played(puzzle, board, m)) === distance(board) - 1,
      );
      if (move === undefined) throw new Error('no move closer');
      cursor = await playByKeys(session, puzzle, board, cursor, puzzle.notation(move));
      board = played(puzzle, board, move);
    }
    await session.waitFor('v review');
    await session.press('v');
    await session.waitFor('optimal · move 0 of 16');
    const columnOfRight = (frame: string): number => {
      const head = frame.split('\n').find((row) => row.includes('optimal · move')) ?? '';
      return head.indexOf('optimal · move');
    };
    for (let step = 0; step < 9; step++) await session.press(KEYS.right);
    const nine = await session.waitFor('your game · move 9 of 16');
    await session.press(KEYS.right);
    const ten = await session.waitFor('your game · move 10 of 16');
    expect(columnOfRight(ten)).toBe(columnOfRight(nine));
    // The boards' rows too: the right board's frame starts in the same column.
    const rowsWithTwoBoards = (frame: string): number[] =>
      frame
        .split('\n')
        .filter((row) => (row.match(/┌/g) ?? []).length === 2)
        .map((row) => row.lastIndexOf('┌'));
    expect(rowsWithTwoBoards(ten)).toEqual(rowsWithTwoBoards(nine));
    expect(rowsWithTwoBoards(nine)).toHaveLength(1);
  });
});

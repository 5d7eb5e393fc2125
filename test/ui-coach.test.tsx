import { afterEach, describe, expect, it } from 'vitest';
import { legalMoves } from '../source/game/game.js';
import type { Board, Move, Puzzle } from '../source/puzzles/puzzle.js';
import { solve } from '../source/search/solver.js';
import { makePuzzle } from './support.js';
import { counterLine, playByKeys, type Session, startApp } from './ui-support.js';

let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
});

const ALL = { solve: true, hint: true, analysis: true, coach: true } as const;

const distance = (puzzle: Puzzle, board: Board): number =>
  solve(puzzle, board, 'bfs').moves?.length ?? -1;

const played = (puzzle: Puzzle, board: Board, move: Move): Board => {
  const next = board.slice();
  puzzle.apply(next, move);
  return next;
};

describe('the coach (d)', () => {
  it('shows the exact distance, the best moves, and judges each move in words', async () => {
    const puzzle = makePuzzle('knights');
    session = await startApp({ id: 'knights', features: ALL });
    const start = distance(puzzle, puzzle.start);
    await session.press('d');
    let frame = await session.waitFor(`${start} to go`);
    expect(counterLine(frame)).toContain(`· ${start} to go`);

    // The moves it calls best are exactly those one move nearer.
    const moves = legalMoves(puzzle, puzzle.start);
    const best = moves.filter(
      (move) => distance(puzzle, played(puzzle, puzzle.start, move)) === start - 1,
    );
    const named = /coach: best (.*) \(marked/.exec(frame)?.[1].split(' or ') ?? [];
    expect(named.sort()).toEqual(best.map((move) => puzzle.notation(move).join('→')).sort());

    // A best move: closer, one less to go.
    const cursor = await playByKeys(session, puzzle, puzzle.start, 0, puzzle.notation(best[0]));
    const board = played(puzzle, puzzle.start, best[0]);
    await session.waitFor(`${start - 1} to go · closer`);

    // A move back out: farther (a knight's move never keeps the distance).
    const off = legalMoves(puzzle, board).find(
      (move) => distance(puzzle, played(puzzle, board, move)) === start,
    );
    if (off === undefined) throw new Error('no move away from the goal');
    await playByKeys(session, puzzle, board, cursor, puzzle.notation(off));
    await session.waitFor(`${start} to go · farther`);

    // Off again: the counter is plain.
    await session.press('d');
    // Moves played with the coach on are helped (helpRule).
    frame = await session.waitFor(/moves 2 with help · optimal \d+\s*$/m);
    expect(frame).not.toContain('to go');
  });
});

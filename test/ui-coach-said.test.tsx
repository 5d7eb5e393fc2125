/**
 * The coach says when it is on: `d` answers on the status line, the title
 * line says so while it is on, its advice stays beside the last move's
 * words, a chain's advice marks every hop, and it carries to the next game
 * only when the setting says so (helpRule: a game is helped only when help
 * was on).
 */
import { describe, expect, it } from 'vitest';
import { boardLines, markCells } from '../source/board/board.js';
import { legalMoves } from '../source/game/game.js';
import type { Board, Move, Puzzle } from '../source/puzzles/puzzle.js';
import { solve } from '../source/search/solver.js';
import type { Settings } from '../source/store/settings.js';
import type { SettingsStore } from '../source/ui/common/settings-store.js';
import { makePuzzle } from './support.js';
import {
  ALL_FEATURES as ALL,
  appPerTest,
  COACH_ON,
  counterLine,
  KEYS,
  playByKeys,
} from './ui-support.js';

const startApp = appPerTest();

/** Moves to the goal from `board` by breadth-first search; -1 where the goal cannot be reached. */
const distance = (puzzle: Puzzle, board: Board): number => {
  try {
    return solve(puzzle, board, 'bfs').moves?.length ?? -1;
  } catch {
    return -1;
  }
};

const played = (puzzle: Puzzle, board: Board, move: Move): Board => {
  const next = board.slice();
  puzzle.apply(next, move);
  return next;
};

/** The moves one nearer the goal, by a breadth-first search of each position after. */
const bestMoves = (puzzle: Puzzle, board: Board): Move[] => {
  const here = distance(puzzle, board);
  return legalMoves(puzzle, board).filter(
    (move) => distance(puzzle, played(puzzle, board, move)) === here - 1,
  );
};

const titleLine = (frame: string): string => frame.split('\n')[0] ?? '';

describe('the coach, said', () => {
  it('d says coach on and off; the title says so while on; its advice follows the last move', async () => {
    const puzzle = makePuzzle('knights');
    const app = await startApp({ id: 'knights', features: ALL });
    await app.waitFor(/optimal \d+/);
    expect(titleLine(app.frame())).not.toContain('coach on');
    await app.press('d');
    let frame = await app.waitFor(/coach on · coach: best/);
    expect(titleLine(frame)).toContain('· coach on');
    const [best] = bestMoves(puzzle, puzzle.start);
    await playByKeys(app, puzzle, puzzle.start, 0, puzzle.notation(best));
    const after = played(puzzle, puzzle.start, best);
    const next = bestMoves(puzzle, after).map((move) => puzzle.notation(move).join('→'));
    // The move's own words and the coach's next advice, together until the next key.
    frame = await app.waitFor(/played \d+→\d+ · coach: best/);
    const named = /coach: best (.*) \(marked/.exec(frame)?.[1].split(' or ') ?? [];
    expect(named.sort()).toEqual(next.sort());
    await app.press('d');
    frame = await app.waitFor(/^coach off\s*$/m);
    expect(titleLine(frame)).not.toContain('coach on');
  });

  it('a chain the coach calls best is marked at every hop', async () => {
    const puzzle = makePuzzle('peg-star');
    const app = await startApp({ id: 'peg-star', features: ALL, settingsStore: COACH_ON });
    await app.waitFor('coach: best');
    // Best moves one by one, up to a position where a best move is a chain (a peg jumping on).
    let board: Board = puzzle.start.slice();
    let cursor = 0;
    let landing: number[] = [];
    let best = bestMoves(puzzle, board);
    while (!best.some((move) => puzzle.notation(move).length > 2)) {
      const cells = puzzle.notation(best[0]);
      cursor = await playByKeys(app, puzzle, board, cursor, cells);
      board = played(puzzle, board, best[0]);
      landing = [cells[cells.length - 1]];
      best = bestMoves(puzzle, board);
      await app.waitFor(`${distance(puzzle, board)} to go`);
    }
    const chain = best.find((move) => puzzle.notation(move).length > 2);
    if (chain === undefined) throw new Error('no chain');
    const frame = await app.waitFor(puzzle.notation(chain).join('→'));
    // The marks as the board draws them: every cell of a best chain, the start of any other best move.
    const hinted = best.flatMap((move) => {
      const cells = puzzle.notation(move);
      return cells.length > 2 ? cells : cells.slice(0, 1);
    });
    const drawn = boardLines(puzzle, board, {
      marks: markCells({ cursor, targets: [], moved: landing, hint: [...new Set(hinted)] }),
    });
    const shown = frame.split('\n').slice(2, 2 + drawn.length);
    expect(shown.map((line) => line.slice(2).trimEnd())).toEqual(drawn);
  });

  it('the coach does not carry to the next game unless the setting says so', async () => {
    const puzzle = makePuzzle('knights');
    const saved: Settings[] = [];
    const settingsStore: SettingsStore = {
      load: () => ({ settings: { coach: false, mouse: false } }),
      save: (settings) => {
        saved.push(settings);
      },
    };
    const app = await startApp({ id: 'knights', features: ALL, settingsStore });
    await app.press('d');
    await app.waitFor('coach on');
    await app.press('q');
    await app.waitFor('Knights Exchange');
    await app.press(KEYS.enter);
    const frame = await app.waitFor(/moves 0 · optimal \d+\s*$/m);
    expect(titleLine(frame)).not.toContain('coach on');
    expect(counterLine(frame)).not.toContain('to go');
    const [move] = legalMoves(puzzle, puzzle.start);
    await playByKeys(app, puzzle, puzzle.start, 0, puzzle.notation(move));
    // Played without the coach, the move is not helped; nothing was kept for next time.
    expect(counterLine(await app.waitFor(/moves 1 · optimal/))).not.toContain('with help');
    expect(saved).toEqual([]);
  });

  it('with the setting, the next game opens with the coach on and says so in its first line', async () => {
    const app = await startApp({ id: 'knights', features: ALL, settingsStore: COACH_ON });
    const frame = await app.waitFor(/to go/);
    expect(titleLine(frame)).toContain('· coach on');
  });

  it('a screen reader hears it: d says coach on, the counter the distance left', async () => {
    const puzzle = makePuzzle('knights');
    const app = await startApp({ id: 'knights', features: ALL, screenReader: true });
    await app.waitFor(/optimal \d+/);
    await app.press('d');
    const frame = await app.waitFor(`${distance(puzzle, puzzle.start)} to go`);
    expect(frame).toMatch(/^coach on · coach: best/m);
    expect(titleLine(frame)).toContain('· coach on');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { boardLines, cellCentres, markCells } from '../source/board/board.js';
import { legalMoves, newPlay, reducePlay, statusMessage } from '../source/game/game.js';
import { solve } from '../source/search/solver.js';
import type { Records } from '../source/store/records.js';
import type { RecordStore } from '../source/ui/common/record-store.js';
import { makePuzzle } from './support.js';
import { counterLine, playByKeys, type Session, startApp } from './ui-support.js';

let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
});

const WIDTH = 80;

/** The lines under the counter, up to the end of the frame, trimmed. */
const below = (frame: string): string[] => {
  const lines = frame.split('\n');
  const at = lines.findIndex((line) => line.startsWith('moves '));
  return lines.slice(at + 1).map((line) => line.trimEnd());
};

/** Every word of `sentence` appears, in order, across the lines: nothing was cut. */
const saysWhole = (lines: readonly string[], sentence: string): boolean =>
  lines.join(' ').replace(/\s+/g, ' ').includes(sentence.replace(/\s+/g, ' '));

describe('the status area at 80 columns', () => {
  it('wraps a long reason to the width, never cutting a word', async () => {
    session = await startApp({ id: 'peg-star-2', options: { hole: 0 } });
    const reason = makePuzzle('peg-star-2', { hole: 0 }).unsolvableReason?.(
      makePuzzle('peg-star-2', { hole: 0 }).start,
    );
    expect(reason).toBeTruthy();
    const frame = await session.waitFor('no solution from here');
    const lines = below(frame);
    expect(lines.every((line) => line.length <= WIDTH)).toBe(true);
    expect(saysWhole(lines, `no solution from here: ${reason}`)).toBe(true);
    expect(frame).not.toContain('…');
  });

  it('shows r redo and q menu in the key bar', async () => {
    session = await startApp({ id: 'line-1' });
    const keys = below(session.frame()).filter(
      (line) => line.includes('u undo') || line.includes('q menu'),
    );
    expect(keys.join(' ')).toContain('r redo');
    expect(keys.join(' ')).toContain('q menu');
    expect(keys.every((line) => line.length <= WIDTH)).toBe(true);
  });
});

describe('dead ends are announced the moment they happen', () => {
  it('frog line: 2→3, 1→2, 0→1 leaves no move, and the status says so with what to do', async () => {
    const frog = makePuzzle('frog-line');
    session = await startApp({ id: 'frog-line' });
    let board = frog.start;
    let cursor = 0;
    for (const cells of [
      [2, 3],
      [1, 2],
      [0, 1],
    ]) {
      cursor = await playByKeys(session, frog, board, cursor, cells);
      const move = legalMoves(frog, board).find(
        (each) => frog.notation(each).join() === cells.join(),
      );
      if (move === undefined) throw new Error(`no move ${cells.join()}`);
      board = board.slice();
      frog.apply(board, move);
    }
    expect(legalMoves(frog, board)).toHaveLength(0);
    const frame = session.frame();
    expect(counterLine(frame)).toMatch(/^moves 3 /);
    expect(below(frame).join(' ')).toMatch(/dead end: .* u undoes, R restarts/);
  });

  it('peg star: one peg left in hole 11 when the goal is hole 0', () => {
    const peg = makePuzzle('peg-star');
    // A line of play from the usual start that leaves its last peg in hole 11, found by search.
    const line: number[] = [];
    const board = peg.start.slice();
    const find = (): boolean => {
      const moves = legalMoves(peg, board);
      if (moves.length === 0)
        return board[11] === 1 && board.reduce((sum, cell) => sum + cell, 0) === 1;
      for (const move of moves) {
        peg.apply(board, move);
        line.push(move);
        if (find()) return true;
        line.pop();
        peg.undo(board, move);
      }
      return false;
    };
    expect(find()).toBe(true);
    let play = newPlay(peg, cellCentres(peg));
    play = reducePlay(play, { type: 'adopt', moves: line.slice(0, -1) });
    expect(statusMessage(play, { kind: 'known', moves: 7 }).text).not.toContain('dead end');
    play = reducePlay(play, { type: 'adopt', moves: line.slice(-1) });
    const said = statusMessage(play, { kind: 'known', moves: 7 });
    expect(said.tone).toBe('error');
    expect(said.text).toBe(
      'dead end: one peg is left, in hole 11, not in hole 0 · u undoes, R restarts',
    );
  });
});

describe('the tip stays in view under the cursor', () => {
  it('draws the cursor on the tip’s first cell as [x} and its other end as { }', () => {
    const star = makePuzzle('flip-star');
    const [from, to] = [5, 0];
    const lines = boardLines(star, star.start, {
      marks: markCells({ cursor: from, hint: [from, to] }),
    });
    const text = lines.join('\n');
    expect(text).toContain('[●}');
    expect(text).toContain('{□}');
  });
});

describe('the solved moment', () => {
  /** Records kept in memory, as the app keeps them on disk. */
  const memoryRecords = (records: Records = {}): RecordStore => {
    let kept = records;
    return {
      load: () => ({ records: kept }),
      record: (_known, key, moves, assisted) => {
        const before = kept[key];
        const best = Math.min(before?.best ?? moves, moves);
        const unaided = before?.bestUnaided ?? null;
        kept = {
          ...kept,
          [key]: {
            best,
            bestUnaided: assisted ? unaided : Math.min(unaided ?? moves, moves),
          },
        };
        return { records: kept };
      },
    };
  };

  it('shows moves against the optimum, the time, a new record, and what to do next', async () => {
    const knights = makePuzzle('knights');
    const answer = solve(knights, knights.start, 'bidir').moves ?? [];
    session = await startApp({
      id: 'knights',
      recordStore: memoryRecords({ knights: { best: 18, bestUnaided: 18 } }),
    });
    await session.waitFor(`optimal ${answer.length}`);
    let board = knights.start;
    let cursor = 0;
    for (const move of answer) {
      cursor = await playByKeys(session, knights, board, cursor, knights.notation(move));
      board = board.slice();
      knights.apply(board, move);
    }
    const frame = await session.waitFor('new record');
    const lines = below(frame);
    expect(lines[0]).toMatch(/^★ Solved in 16 moves — optimal is 16 · \d+ s$/);
    expect(lines.join(' ')).toContain('new record for Knights Exchange: 16 moves unaided (was 18)');
    expect(lines.join(' ')).toContain('q menu');
    expect(lines.every((line) => line.length <= WIDTH)).toBe(true);
    // Undo takes the moment away, and the usual key bar is back.
    await session.press('u');
    expect(below(session.frame()).join(' ')).not.toContain('Solved');
  });

  it('counts no record when the solve is longer than the record, and says by how much', async () => {
    const knights = makePuzzle('knights');
    const answer = solve(knights, knights.start, 'bidir').moves ?? [];
    session = await startApp({
      id: 'knights',
      recordStore: memoryRecords({ knights: { best: 16, bestUnaided: 16 } }),
    });
    await session.waitFor(`optimal ${answer.length}`);
    // A detour of two moves first: out and back, then the answer.
    const out = legalMoves(knights, knights.start)[0];
    const [a, b] = knights.notation(out);
    let board: Uint8Array = knights.start.slice();
    let cursor = await playByKeys(session, knights, board, 0, [a, b]);
    knights.apply(board, out);
    cursor = await playByKeys(session, knights, board, cursor, [b, a]);
    board = knights.start;
    for (const move of answer) {
      cursor = await playByKeys(session, knights, board, cursor, knights.notation(move));
      board = board.slice();
      knights.apply(board, move);
    }
    const frame = await session.waitFor('Solved in 18 moves');
    const said = below(frame).join(' ');
    expect(said).toContain('optimal is 16, 2 more than needed');
    expect(said).toContain('record for Knights Exchange: 16 moves unaided');
    expect(said).not.toContain('new record');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatBoard } from '../source/puzzles/board-text.js';
import { dailyDeal } from '../source/search/daily-seed.js';
import { distanceOracle } from '../source/search/oracle.js';
import { makePuzzle } from './support.js';
import { KEYS, playByKeys, type Session, startApp } from './ui-support.js';

let session: Session | undefined;
beforeEach(() => {
  // Only the date is fixed: the day's position must not change under the test at midnight.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
});
afterEach(() => {
  session?.unmount();
  session = undefined;
  vi.useRealTimers();
});

const ALL = { solve: true, hint: true, analysis: true, coach: true } as const;

describe("today's daily position in the game", () => {
  it('n then 5 deals the same position as tobikoe daily; solving it gives the line to share', async () => {
    const knights = makePuzzle('knights');
    const oracle = distanceOracle(knights);
    const daily = dailyDeal(oracle, '2026-11-24', () => 'no such length');
    session = await startApp({ id: 'knights', features: ALL });
    await session.press('n');
    await session.waitFor("5 daily   today's position, the same for everyone");
    await session.press('5', KEYS.enter);
    // The title says what it is.
    await session.waitFor(
      `knights:${formatBoard(daily.board, knights.pieces)} · daily 2026-11-24 · par ${daily.length}`,
    );

    const answer = oracle.optimalAnswer(daily.board) ?? [];
    expect(answer).toHaveLength(daily.length);
    let board = daily.board.slice();
    let cursor = 0;
    for (const move of answer) {
      cursor = await playByKeys(session, knights, board, cursor, knights.notation(move));
      board = board.slice();
      knights.apply(board, move);
    }
    const moves = `${daily.length} ${daily.length === 1 ? 'move' : 'moves'}`;
    await session.waitFor(`tobikoe knights 2026-11-24 · ${moves} · par ${daily.length}`);
  });

  it("a daily solved with the panel's answer says so in the line to share", async () => {
    const knights = makePuzzle('knights');
    const daily = dailyDeal(distanceOracle(knights), '2026-11-24', () => 'no such length');
    session = await startApp({ id: 'knights', features: ALL });
    await session.press('n');
    await session.waitFor("5 daily   today's position, the same for everyone");
    await session.press('5', KEYS.enter);
    await session.waitFor('daily 2026-11-24');
    await session.press('s');
    await session.waitFor(`step 0/${daily.length}`);
    await session.press(KEYS.end, KEYS.enter);
    const moves = `${daily.length} ${daily.length === 1 ? 'move' : 'moves'}`;
    await session.waitFor(`tobikoe knights 2026-11-24 · ${moves} with help · par ${daily.length}`);
  });
});

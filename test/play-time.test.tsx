/**
 * A game's time is the time played (timeRule): the gaps between keys, each up
 * to a minute, summed across quits and resumes and saved with the game. The
 * seen case: a knights game open for more than ten minutes, `q` and resume,
 * solved, said "· 15 s".
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, playMove, restart, undo } from '../source/game/history.js';
import {
  clockAcross,
  IDLE_LIMIT_MS,
  keyAt,
  playedAt,
  startClock,
} from '../source/game/play-time.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { solve } from '../source/search/solver.js';
import { gamePath, loadGame, saveGame, variantKey } from '../source/store/games.js';
import { loadRecords, withSolve } from '../source/store/records.js';
import { App } from '../source/ui/app.js';
import { openEntry } from '../source/ui/common/opened.js';
import { recordStoreIn } from '../source/ui/common/record-store.js';
import { gameStoreIn } from '../source/ui/common/saved-games.js';
import { oracleHere, searchHere } from './search-services.js';
import { makePuzzle, WAIT_MS } from './support.js';
import { inkKeys, playByKeys, settle } from './ui-support.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escapes
const ANSI = /\u001B\[[0-9;?]*[A-Za-z]/g;
const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

const knights = makePuzzle('knights');
const KNIGHTS = variantKey(findEntry('knights')!, {});
const TEN_MINUTES = 600_000;

const openKnights = async (folder: string) => {
  const { stdin, lastFrame, unmount } = render(
    <App
      display={{ color: false, ascii: false, size: { columns: 80, rows: 24 } }}
      initial={openEntry(findEntry('knights')!)}
      search={searchHere}
      oracle={oracleHere}
      gameStore={await gameStoreIn(folder)}
      recordStore={await recordStoreIn(folder)}
    />,
  );
  mounted.push(unmount);
  const frame = (): string => (lastFrame() ?? '').replace(ANSI, '');
  await settle(10);
  return { frame, ...inkKeys(stdin, frame, WAIT_MS) };
};

/** Knights one move short of solved, saved as played for `played` ms. */
const oneShort = (folder: string, played: number | undefined) => {
  const answer = solve(knights, knights.start, 'bidir').moves ?? [];
  let game = newGame(knights);
  for (const move of answer.slice(0, -1)) game = playMove(game, move);
  saveGame(folder, KNIGHTS, game, played);
  return { game, last: knights.notation(answer[answer.length - 1]) };
};

describe('the clock of time played', () => {
  it('counts the gaps between keys, each up to the idle limit', () => {
    let clock = startClock(5_000, 1_000);
    clock = keyAt(clock, 4_000); // 3 s thinking
    clock = keyAt(clock, 4_000 + 20 * 60_000); // 20 min away counts as the limit
    expect(clock.ms).toBe(5_000 + 3_000 + IDLE_LIMIT_MS);
    expect(playedAt(clock, clock.last + 2_000)).toBe(5_000 + 3_000 + IDLE_LIMIT_MS + 2_000);
    // A save from before times were kept stays unknown.
    expect(playedAt(keyAt(startClock(undefined, 0), 10), 20)).toBeUndefined();
  });

  it('is saved with the game and read back; a file without it reads as unknown', () => {
    const folder = mkdtempSync(join(tmpdir(), 'tobikoe-time-'));
    oneShort(folder, 123_456);
    const path = gamePath(folder, KNIGHTS);
    expect(JSON.parse(readFileSync(path, 'utf8')).played).toBe(123_456);
    const read = loadGame(folder, KNIGHTS, knights);
    expect(read.kind === 'ok' && read.value.played).toBe(123_456);
    const { played: _, ...before } = JSON.parse(readFileSync(path, 'utf8'));
    writeFileSync(path, JSON.stringify(before));
    const old = loadGame(folder, KNIGHTS, knights);
    expect(old.kind === 'ok' && old.value.played).toBeNull();
  });

  it('a game played ten minutes, resumed and solved, says so; leaving keeps the time', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tobikoe-time-'));
    const { game, last } = oneShort(folder, TEN_MINUTES);
    const run = await openKnights(folder);
    await run.waitFor('your saved game, resumed');
    await playByKeys(run, knights, game.board, 0, last);
    const frame = await run.waitFor('Solved in 16 moves');
    expect(frame).toMatch(/Solved in 16 moves — optimal is 16 · 10 min 0\d s/);
    // The records keep the time of the fastest unaided solve, and the summary says so.
    expect(frame).toMatch(
      /new record for Knights Exchange: 16 moves unaided · new fastest 10 min 0\d s/,
    );
    const records = loadRecords(folder);
    expect(records.kind === 'ok' && records.value[KNIGHTS].fastest).toBeGreaterThanOrEqual(
      TEN_MINUTES,
    );
    expect(
      JSON.parse(readFileSync(gamePath(folder, KNIGHTS), 'utf8')).played,
    ).toBeGreaterThanOrEqual(TEN_MINUTES);
  });

  it('R starts a new attempt at 0:00; undoing it puts the attempt and its time back', () => {
    const { game } = oneShort(mkdtempSync(join(tmpdir(), 'tobikoe-time-')), TEN_MINUTES);
    const dropped = new WeakMap();
    const again = restart(game);
    const fresh = clockAcross(startClock(TEN_MINUTES, 0), game, again, dropped, 1_000);
    expect(playedAt(fresh, 3_000)).toBe(2_000);
    const back = clockAcross(fresh, again, undo(again), dropped, 3_000);
    expect(playedAt(back, 3_000)).toBe(TEN_MINUTES + 1_000 + 2_000);
  });

  it('a game played ten minutes, resumed, restarted and solved, counts the new attempt only', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tobikoe-time-'));
    oneShort(folder, TEN_MINUTES);
    const run = await openKnights(folder);
    await run.waitFor('your saved game, resumed');
    await run.press('R');
    await run.waitFor(/moves 0 /);
    let cursor = 0;
    const answer = solve(knights, knights.start, 'bidir').moves ?? [];
    let board = knights.start.slice();
    for (const move of answer) {
      cursor = await playByKeys(run, knights, board, cursor, knights.notation(move));
      board = board.slice();
      knights.apply(board, move);
    }
    const frame = await run.waitFor('Solved in 16 moves');
    expect(frame).not.toMatch(/min/);
    const records = loadRecords(folder);
    expect(records.kind === 'ok' && records.value[KNIGHTS].fastest).toBeLessThan(TEN_MINUTES);
  });

  it('a resumed game left without a move keeps its time on disk', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tobikoe-time-'));
    oneShort(folder, TEN_MINUTES);
    const run = await openKnights(folder);
    await run.waitFor('your saved game, resumed');
    await run.press('q');
    await run.waitFor('tobikoe ·');
    expect(
      JSON.parse(readFileSync(gamePath(folder, KNIGHTS), 'utf8')).played,
    ).toBeGreaterThanOrEqual(TEN_MINUTES);
  });

  it('the records keep the fastest unaided time; help never sets it', () => {
    let records = withSolve({}, KNIGHTS, 16, false, 90_000);
    records = withSolve(records, KNIGHTS, 16, false, 120_000);
    records = withSolve(records, KNIGHTS, 16, true, 10_000);
    expect(records[KNIGHTS]).toEqual({ best: 16, bestUnaided: 16, fastest: 90_000 });
    // A solve whose time is not known leaves the time as it was.
    expect(withSolve(records, KNIGHTS, 16, false)[KNIGHTS].fastest).toBe(90_000);
  });
});

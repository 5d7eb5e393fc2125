import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newGame, playMove } from '../source/game/history.js';
import { formatBoard } from '../source/puzzles/board-text.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { gamePath, loadGame, savedGame, variantKey } from '../source/store/games.js';
import { FORMAT, type Stored } from '../source/store/json-file.js';
import { loadRecords, recordsPath } from '../source/store/records.js';
import { legalMoves, makePuzzle } from './support.js';

/*
 * Saves and records written by someone else: each forged file is set aside
 * intact with a one-line reason, never loaded as a game or a record that
 * could not be; and two tobikoe writing one game at once leave a file that
 * loads.
 */

const folder = mkdtempSync(join(tmpdir(), 'tobikoe-forged-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const fifteen = makePuzzle('fifteen');
const KEY = variantKey(findEntry('fifteen')!, {});
const path = gamePath(folder, KEY);
mkdirSync(dirname(path), { recursive: true });
const real = {
  format: FORMAT,
  ...savedGame(KEY, playMove(newGame(fifteen), legalMoves(fifteen, fifteen.start)[0]), 61_000),
};

/** The start with its first two tiles swapped: the other half of the arrangements, unsolvable. */
const otherParity = (): string => {
  const board = fifteen.start.slice();
  const [a, b] = [...board.keys()].filter((cell) => board[cell] !== 0);
  [board[a], board[b]] = [board[b], board[a]];
  return formatBoard(board, fifteen.pieces);
};

const setAsideIntact = (loaded: Stored<unknown>, written: string): void => {
  expect(loaded.kind).toBe('damaged');
  if (loaded.kind !== 'damaged') return;
  expect(loaded.reason).not.toContain('\n');
  expect(readFileSync(loaded.setAside, 'utf8')).toBe(written);
  rmSync(loaded.setAside);
};

describe('a forged 15-puzzle save', () => {
  it('loads as written when it is not forged', () => {
    writeFileSync(path, JSON.stringify(real));
    const loaded = loadGame(folder, KEY, fifteen);
    expect(loaded.kind).toBe('ok');
  });

  it.each([
    ['a start of the other parity', { start: otherParity() }],
    ['tiles out of range', { steps: [[99, 100]] }],
    ['a negative cell', { steps: [[-1, 4]] }],
    ['a move off the board', { steps: [[15, 16]] }],
    ['a negative time played', { played: -1 }],
    ['a time played of 10^300 ms', { played: 1e300 }],
    ['a time played of a million years', { played: 3.2e16 }],
    ['a 10 MB variant', { variant: 'x'.repeat(10 * 1024 * 1024) }],
  ])('%s is set aside intact', (_, change) => {
    const written = JSON.stringify({ ...real, ...change });
    writeFileSync(path, written);
    setAsideIntact(loadGame(folder, KEY, fifteen), written);
  });
});

describe('forged records', () => {
  const good = { best: 21, bestUnaided: 23, fastest: 95_000 };
  it.each([
    ['a best of 10^300 moves', { best: 1e300 }],
    ['a negative fastest', { fastest: -1 }],
    ['a fastest of a million years', { fastest: 3.2e16 }],
    ['a fraction of a move', { bestUnaided: 2.5 }],
  ])('%s is set aside intact', (_, change) => {
    const written = JSON.stringify({ format: FORMAT, records: { [KEY]: { ...good, ...change } } });
    writeFileSync(recordsPath(folder), written);
    setAsideIntact(loadRecords(folder), written);
  });

  it('a 10 MB key is set aside intact', () => {
    const written = JSON.stringify({ format: FORMAT, records: { ['k'.repeat(10 << 20)]: good } });
    writeFileSync(recordsPath(folder), written);
    setAsideIntact(loadRecords(folder), written);
  });
});

describe('two tobikoe saving one game at once', () => {
  const writer = new URL('../dist/store/json-file.js', import.meta.url).href;
  /**
   * A process that saves a game of `moves` moves under KEY `times` times as fast as it can: the
   * bodies `saveGame` writes (`savedGame`'s, made here), each written by the `writeStored` it
   * writes them with, from the build (a process from the sources would spend seconds on tsx).
   */
  const saver = (moves: number, times: number) =>
    new Promise<number | null>((resolve) => {
      let game = newGame(fifteen);
      for (let i = 0; i < moves; i++) game = playMove(game, legalMoves(fifteen, game.board)[0]);
      const bodies = join(folder, `bodies-${moves}.json`);
      writeFileSync(
        bodies,
        JSON.stringify(Array.from({ length: times }, (_, i) => savedGame(KEY, game, i))),
      );
      const script = `
        const { readFileSync } = await import('node:fs');
        const { writeStored } = await import(${JSON.stringify(writer)});
        for (const body of JSON.parse(readFileSync(${JSON.stringify(bodies)}, 'utf8'))) {
          writeStored(${JSON.stringify(path)}, body);
        }
      `;
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        stdio: 'ignore',
      });
      child.on('exit', resolve);
    });

  it('leaves a file that loads as one of the two games, and every read between loads', async () => {
    rmSync(path, { force: true });
    const both = Promise.all([saver(2, 150), saver(5, 150)]);
    let done = false;
    void both.then(() => {
      done = true;
    });
    const kinds = new Set<string>();
    while (!done) {
      kinds.add(loadGame(folder, KEY, fifteen).kind);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(await both).toEqual([0, 0]);
    kinds.delete('none');
    expect([...kinds]).toEqual(kinds.size === 0 ? [] : ['ok']);
    const last = loadGame(folder, KEY, fifteen);
    expect(last.kind).toBe('ok');
    if (last.kind === 'ok') expect([2, 5]).toContain(last.value.moves.length);
  }, 30_000);
});

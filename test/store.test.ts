import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findEntry } from '../source/puzzles/catalogue.js';
import type { Puzzle } from '../source/puzzles/types.js';
import { gamePath, loadGame, saveGame, variantKey } from '../source/store/games.js';
import { readStored, writeStored } from '../source/store/json-file.js';
import { dataDirectory } from '../source/store/paths.js';
import { loadRecords, saveRecords, withSolve } from '../source/store/records.js';
import { legalMoves } from './support.js';

const freshFolder = (): string => mkdtempSync(join(tmpdir(), 'tobikoe-store-'));

const knights = (): Puzzle => {
  const entry = findEntry('knights');
  if (!entry) throw new Error('no knights');
  return entry.create({});
};

describe('where files live', () => {
  it('prefers TOBIKOE_HOME, then XDG_DATA_HOME', () => {
    expect(dataDirectory({ TOBIKOE_HOME: '/a', XDG_DATA_HOME: '/b' })).toBe('/a');
    expect(dataDirectory({ XDG_DATA_HOME: '/b' })).toBe(join('/b', 'tobikoe'));
    expect(dataDirectory({})).toContain('tobikoe');
  });
});

describe('saved games', () => {
  it('round-trips moves and the undo position through notation', () => {
    const folder = freshFolder();
    const puzzle = knights();
    const key = variantKey('knights', {});
    const board = puzzle.start.slice();
    const moves = [];
    for (let i = 0; i < 5; i++) {
      const move = legalMoves(puzzle, board)[0];
      puzzle.apply(board, move);
      moves.push(move);
    }
    saveGame(folder, key, puzzle, { moves, position: 3, assisted: true });
    expect(loadGame(folder, key, puzzle)).toEqual({
      kind: 'ok',
      value: { moves, position: 3, assisted: true },
    });
  });

  it('reports no file as none', () => {
    expect(loadGame(freshFolder(), 'knights', knights()).kind).toBe('none');
  });

  it('sets garbage aside, keeps it on disk, and reports it', () => {
    const folder = freshFolder();
    const puzzle = knights();
    const key = variantKey('knights', {});
    saveGame(folder, key, puzzle, { moves: [], position: 0, assisted: false });
    const path = gamePath(folder, key);
    writeFileSync(path, 'this is not json {');
    const loaded = loadGame(folder, key, puzzle);
    expect(loaded.kind).toBe('damaged');
    if (loaded.kind !== 'damaged') return;
    expect(readFileSync(loaded.setAside, 'utf8')).toBe('this is not json {');
    expect(loadGame(folder, key, puzzle).kind).toBe('none');
  });

  it('sets aside a file whose moves do not replay', () => {
    const folder = freshFolder();
    const key = variantKey('knights', {});
    writeStored(gamePath(folder, key), {
      variant: key,
      moves: [[0, 1]],
      position: 1,
      assisted: false,
    });
    const loaded = loadGame(folder, key, knights());
    expect(loaded.kind).toBe('damaged');
    if (loaded.kind === 'damaged') expect(loaded.reason).toMatch(/not legal/);
  });

  it('leaves a file from a newer version untouched', () => {
    const folder = freshFolder();
    const key = variantKey('knights', {});
    const path = gamePath(folder, key);
    writeStored(path, { variant: key });
    const text = readFileSync(path, 'utf8').replace('"format":1', '"format":99');
    writeFileSync(path, text);
    expect(loadGame(folder, key, knights())).toEqual({ kind: 'newer', format: 99 });
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('names variants by the options that change the puzzle', () => {
    expect(variantKey('peg-star', { hole: 2 })).not.toBe(variantKey('peg-star', {}));
    expect(variantKey('peg-star', { anywhere: false })).toBe(variantKey('peg-star', {}));
  });
});

describe('records', () => {
  it('keeps the fewest moves, and the fewest without help apart', () => {
    let records = withSolve({}, 'knights', 20, false);
    records = withSolve(records, 'knights', 16, true);
    records = withSolve(records, 'knights', 18, false);
    expect(records.knights).toEqual({ best: 16, bestUnaided: 18 });
    const folder = freshFolder();
    saveRecords(folder, records);
    expect(loadRecords(folder)).toEqual({ kind: 'ok', value: records });
  });
});

describe('a save killed at any instant', () => {
  it('leaves the old file or the new one, never a broken one', async () => {
    const folder = freshFolder();
    const path = join(folder, 'game.json');
    const writer = new URL('../dist/store/json-file.js', import.meta.url).href;
    const script = `
      const { writeStored } = await import(${JSON.stringify(writer)});
      const padding = 'x'.repeat(200000);
      for (let counter = 0; ; counter++) writeStored(${JSON.stringify(path)}, { counter, padding });
    `;
    writeStored(path, { counter: -1 });
    const counters = new Set<unknown>();
    for (let round = 0; round < 25; round++) {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        stdio: 'ignore',
      });
      await new Promise((resolve) => setTimeout(resolve, 80 + ((round * 37) % 90)));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      const stored = readStored(path, (body) => body.counter);
      expect(stored.kind).toBe('ok');
      if (stored.kind === 'ok') counters.add(stored.value);
    }
    // The writers really were killed mid-stream: many different files survived.
    expect(counters.size).toBeGreaterThan(10);
    const leftovers = readdirSync(folder).filter((name) => name.includes('.damaged-'));
    expect(leftovers).toEqual([]);
  });
});

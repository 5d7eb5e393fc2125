import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Game,
  newGame,
  playMove,
  redo,
  restart,
  undo,
  usedHelp,
} from '../source/game/history.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import type { Puzzle } from '../source/puzzles/puzzle.js';
import { solve } from '../source/search/solver.js';
import {
  gamePath,
  isResumable,
  loadGame,
  savedGame,
  saveGame,
  variantKey,
} from '../source/store/games.js';
import { readStored, writeStored } from '../source/store/json-file.js';
import { dataDirectory } from '../source/store/paths.js';
import { loadRecords, saveRecords, withSolve } from '../source/store/records.js';
import { setLanguage } from '../source/words/language.js';
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
    // A relative one is not a place: the XDG specification says to ignore it.
    expect(dataDirectory({ XDG_DATA_HOME: 'data' })).toBe(dataDirectory({}));
    expect(dataDirectory({ XDG_DATA_HOME: './data' })).toBe(dataDirectory({}));
    expect(dataDirectory({})).toContain('tobikoe');
  });
});

describe('saved games', () => {
  /** A game of knights: five moves, a restart, one move, then two undone. */
  const played = (): Game => {
    const puzzle = knights();
    let game = newGame(puzzle);
    for (let i = 0; i < 5; i++) game = playMove(game, legalMoves(puzzle, game.board)[0]);
    game = restart(game);
    game = playMove(game, legalMoves(puzzle, game.board)[1], true);
    return undo(undo(game));
  };

  it('round-trips the steps, restart markers and the undo position through notation', () => {
    const folder = freshFolder();
    const game = played();
    const key = variantKey(findEntry('knights')!, {});
    saveGame(folder, key, game);
    const body = JSON.parse(readFileSync(gamePath(folder, key), 'utf8'));
    expect(body).toMatchObject({ format: 1, variant: key, start: 'BBB......WWW', at: 5 });
    expect(body.steps).toHaveLength(7);
    expect(body.steps[5]).toBe('restart');
    expect(body.steps[0]).toEqual(
      game.puzzle.notation(legalMoves(game.puzzle, game.puzzle.start)[0]),
    );
    const loaded = loadGame(folder, key, game.puzzle);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind !== 'ok') return;
    expect(loaded.value.steps).toEqual(game.steps);
    expect(loaded.value.at).toBe(5);
    expect(loaded.value.moves).toEqual(game.moves);
    expect([...loaded.value.board]).toEqual([...game.board]);
    // The aided move was undone: the line in effect is unaided, and redo brings the help back.
    expect(usedHelp(loaded.value)).toBe(false);
    expect(loaded.value.aided).toEqual(game.aided);
    expect(redo(redo(loaded.value)).aided).toEqual([true]);
    // Redo after loading goes through the restart and the move after it.
    expect(redo(redo(loaded.value)).moves).toHaveLength(1);
  });

  it('opens a game saved in Japanese in English and the other way round', () => {
    const folder = freshFolder();
    const game = played();
    const key = variantKey(findEntry('knights')!, {});
    try {
      setLanguage('ja');
      saveGame(folder, key, game);
      setLanguage('en');
      expect(loadGame(folder, key, game.puzzle).kind).toBe('ok');
      saveGame(folder, key, game);
      setLanguage('ja');
      expect(loadGame(folder, key, game.puzzle).kind).toBe('ok');
    } finally {
      setLanguage('en');
    }
  });

  it('offers to resume only a game with steps that is not finished', () => {
    const puzzle = knights();
    expect(isResumable(newGame(puzzle))).toBe(false);
    expect(isResumable(played())).toBe(true);
    const answer = solve(puzzle, puzzle.start, 'bidir').moves ?? [];
    let game = newGame(puzzle);
    for (const move of answer) game = playMove(game, move);
    expect(puzzle.isGoal(game.board)).toBe(true);
    expect(isResumable(game)).toBe(false);
    expect(isResumable(undo(game))).toBe(true);
  });

  it('reports no file as none', () => {
    expect(loadGame(freshFolder(), 'knights', knights()).kind).toBe('none');
  });

  it('sets garbage aside, keeps it on disk, and reports it', () => {
    const folder = freshFolder();
    const key = variantKey(findEntry('knights')!, {});
    saveGame(folder, key, played());
    const path = gamePath(folder, key);
    writeFileSync(path, 'this is not json {');
    const loaded = loadGame(folder, key, knights());
    expect(loaded.kind).toBe('damaged');
    if (loaded.kind !== 'damaged') return;
    expect(readFileSync(loaded.setAside, 'utf8')).toBe('this is not json {');
    expect(loadGame(folder, key, knights()).kind).toBe('none');
  });

  it.each([
    ['a move that does not replay', { steps: [[0, 1]], at: 1 }, /not a legal move/],
    ['a restart at the start', { steps: ['restart'], at: 1 }, /restarts at the start/],
    ['a step of the wrong shape', { steps: [{ from: 0 }], at: 1 }, /neither a move/],
    ['an undo position out of range', { steps: [[0, 5]], at: 2 }, /outside 0\.\.1/],
    ['another start', { start: 'WWW......BBB' }, /another position/],
    ['another variant', { variant: 'frog-a' }, /another variant/],
  ])('sets aside a file with %s', (_what, change, reason) => {
    const folder = freshFolder();
    const key = variantKey(findEntry('knights')!, {});
    writeStored(gamePath(folder, key), {
      ...savedGame(key, newGame(knights())),
      assisted: false,
      ...change,
    });
    const loaded = loadGame(folder, key, knights());
    expect(loaded.kind).toBe('damaged');
    if (loaded.kind === 'damaged') expect(loaded.reason).toMatch(reason);
  });

  it('leaves a file from a newer version untouched', () => {
    const folder = freshFolder();
    const key = variantKey(findEntry('knights')!, {});
    const path = gamePath(folder, key);
    writeStored(path, { variant: key });
    const text = readFileSync(path, 'utf8').replace('"format":1', '"format":99');
    writeFileSync(path, text);
    expect(loadGame(folder, key, knights())).toEqual({ kind: 'newer', format: 99 });
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('names variants by the options that change the puzzle', () => {
    expect(variantKey(findEntry('peg-star')!, { hole: 2 })).not.toBe(
      variantKey(findEntry('peg-star')!, {}),
    );
    expect(variantKey(findEntry('peg-star')!, { anywhere: false })).toBe(
      variantKey(findEntry('peg-star')!, {}),
    );
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
    // The writer reports each finished file on stdout; it is killed after a few,
    // at whatever instant the next write has reached.
    const script = `
      const { writeStored } = await import(${JSON.stringify(writer)});
      const padding = 'x'.repeat(200000);
      // Bounded, so a writer whose test died cannot run on forever.
      for (let counter = 0; counter < 400; counter++) {
        writeStored(${JSON.stringify(path)}, { counter, padding });
        process.stdout.write('.');
      }
    `;
    writeStored(path, { counter: -1 });
    for (let round = 0; round < 14; round++) {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const wanted = 1 + (round % 7);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        await new Promise<void>((resolve) => {
          let written = 0;
          child.stdout.on('data', (chunk: Buffer) => {
            written += chunk.length;
            if (written >= wanted) resolve();
          });
        });
      } finally {
        child.kill('SIGKILL');
      }
      await exited;
      const stored = readStored(path, (body) => body.counter);
      expect(stored.kind).toBe('ok');
      // The file is a whole one this writer finished: at least the ones it reported.
      if (stored.kind === 'ok') expect(stored.value).toBeGreaterThanOrEqual(wanted - 1);
    }
    const leftovers = readdirSync(folder).filter((name) => name.includes('.damaged-'));
    expect(leftovers).toEqual([]);
  }, 120_000);
});

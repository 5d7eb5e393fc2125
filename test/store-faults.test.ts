import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newGame, playMove } from '../source/game/history.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { gamePath, loadGame, saveGame, storageKey } from '../source/store/games.js';
import { FORMAT, readStored, writeStored } from '../source/store/json-file.js';
import { MOST_BYTES, readFileGuarded } from '../source/store/read-file.js';
import { loadRecords, recordsPath } from '../source/store/records.js';
import { recordStoreIn } from '../source/ui/common/record-store.js';
import { distForOthers } from './dist-copy.js';
import { legalMoves, makePuzzle } from './support.js';

/**
 * Files that fight back: a folder or a pipe where a file should be, a file too
 * large to read, a byte order mark, a format number that is not one, two
 * games writing records at once, a writer killed mid-write, two spellings of
 * one board. Every case against a temporary home.
 */

const freshHome = (): string => mkdtempSync(join(tmpdir(), 'tobikoe-faults-'));
const knights = makePuzzle('knights');
const KNIGHTS = storageKey(findEntry('knights')!, {}, knights);

/** A file of `bytes` bytes that takes no room (sparse): a 600 MB save in an instant. */
const hugeFile = (path: string, bytes: number): void => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, '{"format":1,');
  truncateSync(path, bytes);
};

describe('one guarded read for every file', () => {
  it('a folder in the place of records.json is set aside and reported, and play goes on', async () => {
    const home = freshHome();
    mkdirSync(recordsPath(home));
    const store = await recordStoreIn(home);
    const first = store.load();
    expect(first.records).toEqual({});
    expect(first.notice).toBe('your records were set aside: it is a folder, not a file');
    // Reported once: the folder was moved aside, so the next start finds nothing.
    expect(existsSync(recordsPath(home))).toBe(false);
    expect(store.load().notice).toBeUndefined();
    expect(readdirSync(home).some((name) => name.startsWith('records.json.damaged-'))).toBe(true);
  });

  it('a 600 MB records file or save is refused at once and set aside', () => {
    const home = freshHome();
    hugeFile(recordsPath(home), 600 * 1024 * 1024);
    const records = loadRecords(home);
    expect(records).toMatchObject({ kind: 'damaged', reason: /600 MB, more than the 4 MB/ });
    hugeFile(gamePath(home, KNIGHTS), 600 * 1024 * 1024);
    const game = loadGame(home, KNIGHTS, knights);
    expect(game).toMatchObject({ kind: 'damaged', reason: /600 MB/ });
    if (game.kind === 'damaged') expect(statSync(game.setAside).size).toBe(600 * 1024 * 1024);
    // Opened again: nothing left to re-read.
    expect(loadGame(home, KNIGHTS, knights).kind).toBe('none');
  });

  it('a named pipe in the place of a save is set aside without waiting for a writer', () => {
    const home = freshHome();
    const path = gamePath(home, KNIGHTS);
    mkdirSync(dirname(path), { recursive: true });
    const made = spawnSync('mkfifo', [path]);
    if (made.status !== 0) return; // no mkfifo here: nothing to show
    expect(loadGame(home, KNIGHTS, knights)).toMatchObject({
      kind: 'damaged',
      reason: 'it is not a regular file',
    });
  });

  it('a link to a device is not read', () => {
    const home = freshHome();
    symlinkSync('/dev/zero', recordsPath(home));
    expect(readFileGuarded(recordsPath(home))).toEqual({
      kind: 'unreadable',
      reason: 'it is not a regular file',
    });
  });

  it('a file that is not UTF-8 is set aside with its bytes intact', () => {
    const home = freshHome();
    const bytes = Buffer.from([0x7b, 0xff, 0xfe, 0x7d]);
    writeFileSync(recordsPath(home), bytes);
    const stored = loadRecords(home);
    expect(stored).toMatchObject({ kind: 'damaged', reason: 'it is not UTF-8 text' });
    if (stored.kind === 'damaged') expect(readFileSync(stored.setAside)).toEqual(bytes);
  });

  it('a file just under the limit is read whole', () => {
    const home = freshHome();
    const padding = 'x'.repeat(MOST_BYTES - 100);
    writeStored(recordsPath(home), { records: {}, padding });
    expect(loadRecords(home)).toEqual({ kind: 'ok', value: {} });
  });
});

describe('format numbers and byte order marks', () => {
  const withFormat = (format: string): Record<string, string> => {
    const home = freshHome();
    writeFileSync(recordsPath(home), `{"format":${format},"records":{}}`);
    return { home };
  };

  it.each(['1e999', '-1', '0', '1.5', '"1"', 'null', '9007199254740993'])(
    'format %s is damaged, not newer',
    (format) => {
      const { home } = withFormat(format);
      expect(loadRecords(home)).toMatchObject({
        kind: 'damaged',
        reason: 'it has no valid format number',
      });
    },
  );

  it('a whole number above ours is newer and left alone', () => {
    const { home } = withFormat(String(FORMAT + 1));
    expect(loadRecords(home)).toEqual({ kind: 'newer', format: FORMAT + 1 });
    expect(existsSync(recordsPath(home))).toBe(true);
  });

  it('a UTF-8 byte order mark is accepted', () => {
    const home = freshHome();
    saveGame(home, KNIGHTS, playMove(newGame(knights), legalMoves(knights, knights.start)[0]));
    const path = gamePath(home, KNIGHTS);
    writeFileSync(path, `\uFEFF${readFileSync(path, 'utf8')}`);
    const loaded = loadGame(home, KNIGHTS, knights);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind === 'ok') expect(loaded.value.moves).toHaveLength(1);
  });

  it('a record named __proto__ is a record like any other', () => {
    const home = freshHome();
    writeFileSync(
      recordsPath(home),
      '{"format":1,"records":{"__proto__":{"best":3,"bestUnaided":null}}}',
    );
    const stored = loadRecords(home);
    expect(stored.kind).toBe('ok');
    if (stored.kind === 'ok') {
      expect(Object.getPrototypeOf(stored.value)).toBe(Object.prototype);
      expect(Object.keys(stored.value)).toEqual(['__proto__']);
    }
  });
});

// The read path as a whole never throws, whatever stands at the path.
describe('readStored', () => {
  it('never throws', () => {
    const home = freshHome();
    mkdirSync(join(home, 'dir'));
    symlinkSync(join(home, 'loop'), join(home, 'loop'));
    writeFileSync(
      join(home, 'deep'),
      `{"format":1,"x":${'['.repeat(200_000)}${']'.repeat(200_000)}}`,
    );
    for (const name of ['dir', 'none', 'loop', 'deep']) {
      expect(() => readStored(join(home, name), () => 1), name).not.toThrow();
    }
  });
});

describe('a damaged file in a folder tobikoe may not write in', () => {
  it('is left where it is, reported as stuck, never written over', () => {
    const home = freshHome();
    const path = join(home, 'records.json');
    writeFileSync(path, 'not json');
    chmodSync(home, 0o555);
    // Root may write anywhere: the reader runs as nobody then, from a copy it can read.
    const root = process.getuid?.() === 0;
    const reader = root
      ? pathToFileURL(join(distForOthers(), 'store', 'json-file.js')).href
      : new URL('../dist/store/json-file.js', import.meta.url).href;
    const script = `
      const { readStored } = await import(${JSON.stringify(reader)});
      process.stdout.write(JSON.stringify(readStored(${JSON.stringify(path)}, () => 1)));
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      ...(root ? { uid: 65534, gid: 65534, cwd: tmpdir() } : {}),
    });
    chmodSync(home, 0o755);
    expect(JSON.parse(child.stdout.toString())).toEqual({
      kind: 'stuck',
      reason: 'it is not valid JSON; it cannot be moved aside',
    });
    expect(readFileSync(path, 'utf8')).toBe('not json');
  });
});

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
import { describe, expect, it } from 'vitest';
import { newGame, playMove, type StepRecord } from '../source/game/history.js';
import { temporaryName } from '../source/store/atomic.js';
import { gamePath, loadGame, saveGame, storageKey } from '../source/store/games.js';
import { FORMAT, readStored, writeStored } from '../source/store/json-file.js';
import { MOST_BYTES, readFileGuarded } from '../source/store/read-file.js';
import { loadRecords, recordsPath, saveRecords } from '../source/store/records.js';
import { removeStaleTemporaries } from '../source/store/temporaries.js';
import { recordStoreIn } from '../source/ui/common/records.js';
import { legalMoves, makePuzzle, seededRandom } from './support.js';

/**
 * Files that fight back: a folder or a pipe where a file should be, a file too
 * large to read, a byte order mark, a format number that is not one, two
 * games writing records at once, a writer killed mid-write, two spellings of
 * one board. Every case against a temporary home.
 */

const freshHome = (): string => mkdtempSync(join(tmpdir(), 'tobikoe-faults-'));
const knights = makePuzzle('knights');
const KNIGHTS = storageKey('knights', {}, knights);

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
    if (loaded.kind === 'ok') expect(loaded.value.line).toHaveLength(1);
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

describe('two games at once', () => {
  it('each solve is merged into the records on disk, not written over them', async () => {
    const home = freshHome();
    saveRecords(home, { 'frog-a': { best: 30, bestUnaided: 30 } });
    // B starts first and reads the records; then A starts, solves knights and writes.
    const b = await recordStoreIn(home);
    const bSeen = b.load().records;
    const a = await recordStoreIn(home);
    a.record(a.load().records, 'knights', 16, false);
    // B solves flip-line with what it read at its start.
    const after = b.record(bSeen, 'flip-line', 4, true);
    const onDisk = loadRecords(home);
    const expected = {
      'frog-a': { best: 30, bestUnaided: 30 },
      knights: { best: 16, bestUnaided: 16 },
      'flip-line': { best: 4, bestUnaided: null },
    };
    expect(onDisk).toEqual({ kind: 'ok', value: expected });
    expect(after.records).toEqual(expected);
  });

  it('records from a newer tobikoe are never written over', async () => {
    const home = freshHome();
    const text = '{"format":99,"records":{"knights":{"best":16,"bestUnaided":16}}}';
    writeFileSync(recordsPath(home), text);
    const store = await recordStoreIn(home);
    const update = store.record({}, 'knights', 20, false);
    expect(update.notice).toBe('your record was not saved: the records are from a newer tobikoe');
    expect(readFileSync(recordsPath(home), 'utf8')).toBe(text);
  });
});

describe('temporaries left by writers that were killed', () => {
  it('are removed on start when their writer is gone, and kept while it runs', () => {
    const home = freshHome();
    const games = join(home, 'games');
    mkdirSync(games);
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(gone.stdout.toString());
    const stale = [
      `${recordsPath(home)}.tmp-${deadPid}-0123456789abcdef`,
      join(games, `knights-00.json.tmp-${deadPid}-fedcba9876543210`),
    ];
    // Ours, and one of a running process (this one's parent), and a file that only looks alike.
    const live = [
      temporaryName(recordsPath(home)),
      join(games, `x.json.tmp-${process.ppid}-0123456789abcdef`),
      join(games, 'notes.tmp-12'),
    ];
    for (const path of [...stale, ...live]) writeFileSync(path, 'partial');
    expect(removeStaleTemporaries([home, games, join(home, 'missing')])).toBe(2);
    for (const path of stale) expect(existsSync(path), path).toBe(false);
    for (const path of live) expect(existsSync(path), path).toBe(true);
  });
});

describe('saves keyed by the position, not its spelling', () => {
  const spelled = (start: string) => makePuzzle('knights', { start });

  it('one board written two ways is one save, and records agree', () => {
    const a = storageKey(
      'knights',
      { start: 'BBB|...|. / ..WWW  ' },
      spelled('BBB|...|. / ..WWW  '),
    );
    const b = storageKey(
      'knights',
      { start: 'B|BB...  |/.. .WW|W' },
      spelled('B|BB...  |/.. .WW|W'),
    );
    expect(a).toBe(b);
    expect(a).toBe('knights start=BBB......WWW');
    const home = freshHome();
    const puzzle = spelled('BBB|...|. / ..WWW  ');
    saveGame(home, a, playMove(newGame(puzzle), legalMoves(puzzle, puzzle.start)[0]));
    const loaded = loadGame(home, b, spelled('B|BB...  |/.. .WW|W'));
    expect(loaded.kind).toBe('ok');
  });

  it('a line goal given by name or by board is one variant', () => {
    const byName = makePuzzle('line', { goal: 'goal3' });
    const byBoard = makePuzzle('line', { goal: 'ABA. DCDC BABA CDCD' });
    expect(storageKey('line', { goal: 'goal3' }, byName)).toBe(
      storageKey('line', { goal: 'ABA. DCDC BABA CDCD' }, byBoard),
    );
  });

  it('different positions never share a file, and a file is checked against its key', () => {
    const random = seededRandom(911);
    const paths = new Map<string, string>();
    for (let i = 0; i < 2000; i++) {
      const key = `knights start=${Array.from({ length: 12 }, () => '.BW'[Math.floor(random() * 3)]).join('')}`;
      const path = gamePath('/h', key);
      const before = paths.get(path);
      if (before !== undefined) expect(before).toBe(key);
      paths.set(path, key);
    }
    // A file at a key's path that says it is another key's is not trusted.
    const home = freshHome();
    const other = 'knights start=WWW......BBB';
    writeStored(gamePath(home, KNIGHTS), {
      variant: other,
      start: 'BBB......WWW',
      goal: knights.goalText,
      steps: [],
      at: 0,
      assisted: false,
    });
    expect(loadGame(home, KNIGHTS, knights)).toMatchObject({
      kind: 'damaged',
      reason: 'it was saved for another variant',
    });
  });
});

describe('a long save', () => {
  it('of 100,000 steps loads, replayed through the rules', () => {
    const home = freshHome();
    const random = seededRandom(100_000);
    const board = knights.start.slice();
    const steps: StepRecord[] = [];
    while (steps.length < 100_000) {
      if (steps.length % 25_000 === 24_999) {
        steps.push('restart');
        board.set(knights.start);
        continue;
      }
      const moves = legalMoves(knights, board);
      const move = moves[Math.floor(random() * moves.length)];
      steps.push(knights.notation(move));
      knights.apply(board, move);
    }
    writeStored(gamePath(home, KNIGHTS), {
      variant: KNIGHTS,
      start: 'BBB......WWW',
      goal: knights.goalText,
      steps,
      at: 99_990,
      assisted: false,
    });
    const loaded = loadGame(home, KNIGHTS, knights);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind !== 'ok') return;
    expect(loaded.value.steps).toHaveLength(100_000);
    expect(loaded.value.at).toBe(99_990);
    // The last restart was step 99,999 (index 99,998); 99,990 is before it.
    expect(loaded.value.line).toHaveLength(99_990 - 75_000);
    const replayed = knights.start.slice();
    for (const move of loaded.value.line) knights.apply(replayed, move);
    expect([...replayed]).toEqual([...loaded.value.board]);
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
    const reader = new URL('../dist/store/json-file.js', import.meta.url).href;
    const script = `
      const { readStored } = await import(${JSON.stringify(reader)});
      process.stdout.write(JSON.stringify(readStored(${JSON.stringify(path)}, () => 1)));
    `;
    // Root may write anywhere: the reader runs as nobody then.
    const root = process.getuid?.() === 0;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      ...(root ? { uid: 65534, gid: 65534 } : {}),
    });
    chmodSync(home, 0o755);
    expect(JSON.parse(child.stdout.toString())).toEqual({
      kind: 'stuck',
      reason: 'it is not valid JSON; it cannot be moved aside',
    });
    expect(readFileSync(path, 'utf8')).toBe('not json');
  });
});

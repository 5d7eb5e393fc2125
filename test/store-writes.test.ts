import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame, playMove, type StepRecord } from '../source/game/history.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { type FileCalls, temporaryName, writeFileAtomic } from '../source/store/atomic.js';
import { gamePath, loadGame, saveGame, storageKey } from '../source/store/games.js';
import { writeStored } from '../source/store/json-file.js';
import { loadRecords, recordsPath, saveRecords } from '../source/store/records.js';
import { removeStaleTemporaries } from '../source/store/temporaries.js';
import { recordStoreIn } from '../source/ui/common/record-store.js';
import { legalMoves, makePuzzle, seededRandom } from './support.js';

/**
 * Writing and keying: two games solving at once, writers killed mid-write,
 * two spellings of one board, a save of 100,000 steps. Every case against a
 * temporary home.
 */

const freshHome = (): string => mkdtempSync(join(tmpdir(), 'tobikoe-writes-'));
const knights = makePuzzle('knights');
const KNIGHTS = storageKey(findEntry('knights')!, {}, knights);

describe('an atomic write', () => {
  it('writes, flushes and closes the temporary, renames it, then flushes the folder', () => {
    const home = freshHome();
    const path = join(home, 'records.json');
    const calls: string[] = [];
    /** What each open descriptor is, by its number: the temporary or the folder. */
    const opened = new Map<number, string>();
    const named = (fd: unknown): string => opened.get(Number(fd)) ?? `fd ${String(fd)}`;
    const seen = (what: string): string =>
      what === home ? 'folder' : what.startsWith(`${path}.tmp-`) ? 'temporary' : what;
    const watching: FileCalls = {
      openSync: (file, ...rest) => {
        const fd = openSync(file, ...rest);
        opened.set(fd, seen(String(file)));
        calls.push(`open ${opened.get(fd)}`);
        return fd;
      },
      writeFileSync: (file, ...rest) => {
        calls.push(`write ${named(file)}`);
        writeFileSync(file, ...rest);
      },
      fsyncSync: (fd) => {
        calls.push(`fsync ${named(fd)}`);
        fsyncSync(fd);
      },
      closeSync: (fd) => {
        calls.push(`close ${named(fd)}`);
        closeSync(fd);
      },
      renameSync: (from, to) => {
        calls.push(`rename ${seen(String(from))} to ${String(to) === path ? 'the file' : to}`);
        renameSync(from, to);
      },
      rmSync: (file, options) => {
        calls.push(`remove ${seen(String(file))}`);
        rmSync(file, options);
      },
    };
    writeFileAtomic(path, 'kept', watching);
    expect(readFileSync(path, 'utf8')).toBe('kept');
    // The flush before the rename is what makes a crash leave the old file or the whole new one.
    expect(calls).toEqual([
      'open temporary',
      'write temporary',
      'fsync temporary',
      'close temporary',
      'rename temporary to the file',
      'open folder',
      'fsync folder',
      'close folder',
    ]);
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
      findEntry('knights')!,
      { start: 'BBB|...|. / ..WWW  ' },
      spelled('BBB|...|. / ..WWW  '),
    );
    const b = storageKey(
      findEntry('knights')!,
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
    expect(storageKey(findEntry('line')!, { goal: 'goal3' }, byName)).toBe(
      storageKey(findEntry('line')!, { goal: 'ABA. DCDC BABA CDCD' }, byBoard),
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
    expect(loaded.value.moves).toHaveLength(99_990 - 75_000);
    const replayed = knights.start.slice();
    for (const move of loaded.value.moves) knights.apply(replayed, move);
    expect([...replayed]).toEqual([...loaded.value.board]);
  });
});

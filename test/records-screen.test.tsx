/**
 * The records of every puzzle: `tobikoe records [--json]` and the menu's `r`.
 * A records file from before the daily and dealt starts were kept apart
 * still loads and reads as it did; a dealt start is recorded apart from the
 * standard start; a record is cleared only once the player says yes.
 */
import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { findEntry } from '../source/puzzles/catalogue.js';
import { storeFolders } from '../source/store/folders.js';
import { readRecordKey } from '../source/store/record-keys.js';
import {
  loadRecords,
  type Records,
  recordSolve,
  recordsPath,
  withoutRecords,
} from '../source/store/records.js';
import { recordsBook } from '../source/store/records-book.js';
import { countEvent, loadStats, statsPath } from '../source/store/stats.js';
import { noteDealt, recordKeyOf } from '../source/ui/common/dealt-origins.js';
import { openEntry } from '../source/ui/common/opened.js';
import type { RecordStore } from '../source/ui/common/record-store.js';
import { variantName } from '../source/ui/common/saved-games.js';
import { setLanguage } from '../source/words/language.js';
import { tobikoeHere } from './cli-here.js';
import { KEYS, type Session, startApp } from './ui-support.js';

let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
  setLanguage('en');
});

const entry = (id: string) => {
  const found = findEntry(id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

/** A records file as the version before this one wrote it: no `from=` keys, one key per given start. */
const OLD_FILE = {
  format: 1,
  records: {
    knights: { best: 16, bestUnaided: 18, fastest: 65_000 },
    'frog-line n=4': { best: 24, bestUnaided: null },
    'eight start=1234.5678': { best: 14, bestUnaided: 14 },
    'eight start=.12345678': { best: 22, bestUnaided: 25, fastest: 90_000 },
    'line start=start2': { best: 32, bestUnaided: 32 },
  },
};

describe('records kept apart by start, files from before read as they were', () => {
  it('loads a records file from before, and folds its keys into variants and starts', () => {
    const { data } = storeFolders();
    writeFileSync(recordsPath(data), JSON.stringify(OLD_FILE));
    const stored = loadRecords(data);
    expect(stored.kind).toBe('ok');
    const records = stored.kind === 'ok' ? stored.value : {};
    expect(records).toEqual(OLD_FILE.records);
    const book = recordsBook(records, {});
    const of = (variant: string) => book.find((one) => one.variant === variant);
    expect(of('knights')?.starts).toEqual([
      expect.objectContaining({ kind: 'standard', best: 16, bestUnaided: 18, fastest: 65_000 }),
    ]);
    expect(of('frog-line n=4')?.starts[0]).toMatchObject({ kind: 'standard', bestUnaided: null });
    // The player's own starts: one line for the variant, the best and fastest of them all.
    expect(of('eight')?.starts).toEqual([
      expect.objectContaining({
        kind: 'own',
        best: 14,
        bestUnaided: 14,
        fastest: 90_000,
        positions: 2,
        keys: ['eight start=1234.5678', 'eight start=.12345678'],
      }),
    ]);
    // A named board of the puzzle's own is part of its standard starts, not the player's.
    expect(readRecordKey(entry('line'), 'line start=start2')).toEqual({
      variant: 'line',
      kind: 'standard',
      named: ['start=start2'],
    });
    expect(readRecordKey(entry('knights'), 'knights from=daily')).toEqual({
      variant: 'knights',
      kind: 'daily',
      named: [],
    });
    // Every puzzle of the catalogue is listed, played or not.
    expect(of('hakoiri')?.starts).toEqual([]);
  });

  it('records a dealt start and the daily apart from the standard start, and names them', () => {
    const knights = entry('knights');
    const standard = openEntry(knights, {});
    expect(recordKeyOf(standard)).toBe('knights');
    const dealtBoard = 'BB.B.....WWW';
    const dealt = openEntry(knights, { start: dealtBoard });
    // Given by the player (--start, the editor): its own key, as before.
    expect(recordKeyOf(dealt)).toBe(`knights start=${dealtBoard}`);
    noteDealt(standard, dealt.puzzle.start, 'dealt');
    expect(recordKeyOf(dealt)).toBe('knights from=dealt');
    expect(variantName(dealt)).toBe('Knights Exchange, a dealt start');
    const daily = openEntry(knights, { start: '.BBB.....WWW' });
    noteDealt(dealt, daily.puzzle.start, 'daily');
    expect(recordKeyOf(daily)).toBe('knights from=daily');
    expect(variantName(daily)).toBe('Knights Exchange, the daily');
  });
});

describe('tobikoe records', () => {
  it('--json lists a solved game with its stats, and the text says the same', async () => {
    const { data } = storeFolders();
    writeFileSync(recordsPath(data), JSON.stringify({ format: 1, records: {} }));
    writeFileSync(statsPath(data), JSON.stringify({ format: 1, stats: {} }));
    recordSolve(data, {}, 'knights', 16, false, 65_000);
    recordSolve(data, {}, 'knights from=daily', 18, false, 40_000);
    let stats = loadStats(data).kind === 'ok' ? {} : {};
    for (const event of [{ kind: 'started' }, { kind: 'solved' }, { kind: 'unaided' }] as const) {
      stats = countEvent(data, stats, 'knights', event).stats;
    }
    const outcome = await tobikoeHere('records', '--json');
    expect(outcome.code).toBe(0);
    const knights = JSON.parse(outcome.stdout).puzzles.find(
      (one: { variant: string }) => one.variant === 'knights',
    );
    expect(knights).toMatchObject({
      id: 'knights',
      begun: 1,
      solved: 1,
      solvedUnaided: 1,
      records: [
        { start: 'standard', best: 16, bestUnaided: 16, fastestMs: 65_000, positions: 1 },
        { start: 'daily', best: 18, bestUnaided: 18, fastestMs: 40_000 },
      ],
    });
    const text = await tobikoeHere('records');
    expect(text.stdout).toContain(
      'Knights Exchange\n  games begun 1 · solved 1 · solved unaided 1\n',
    );
    expect(text.stdout).toContain(
      '  standard start: best 16 · best unaided 16 · fastest 1 min 05 s\n',
    );
    expect(text.stdout).toContain('  the daily: best 18 · best unaided 18 · fastest 40 s\n');
    const spoken = await tobikoeHere('records', '--screen-reader');
    expect(spoken.stdout).toContain(
      'Knights Exchange, standard start: best 16, best unaided 16, fastest 1 min 05 s\n',
    );
    expect(spoken.stdout).not.toMatch(/^ /m);
    const japanese = await tobikoeHere('records', '--lang', 'ja');
    expect(japanese.stdout).toContain('標準の開始局面: 最短 16 手');
  });
});

describe('the records screen (the menu’s r)', () => {
  const memory = (records: Records): { store: RecordStore; cleared: string[][] } => {
    const cleared: string[][] = [];
    return {
      cleared,
      store: {
        load: () => ({ records }),
        record: (known) => ({ records: known }),
        clear: (known, keys) => {
          cleared.push([...keys]);
          return { records: withoutRecords(known, keys) };
        },
      },
    };
  };

  it('lists every puzzle with its records, and clears one only after y', async () => {
    const { store, cleared } = memory(OLD_FILE.records);
    session = await startApp({ recordStore: store, size: { columns: 140, rows: 45 } });
    await session.press('r');
    let frame = await session.waitFor('Records');
    expect(frame).toContain('Hakoiri Musume: not played yet');
    expect(frame).toMatch(/❯ {3}standard start: best 24 · no unaided solve yet/);
    expect(frame).toContain('standard start (start2): best 32');
    await session.press(KEYS.down, KEYS.down, 'x');
    frame = await session.waitFor('clear the record of');
    expect(frame).toContain(
      'clear the record of Knights Exchange, standard start? y clears · n keeps it',
    );
    await session.press('n');
    expect(cleared).toEqual([]);
    expect(session.frame()).toContain('standard start: best 16');
    await session.press('x', 'y');
    frame = await session.waitFor('cleared the record of Knights Exchange, standard start');
    expect(cleared).toEqual([['knights']]);
    expect(frame).not.toContain('best 16');
    await session.press(KEYS.escape);
    await session.waitFor('r records');
  });

  it('reads as lines of words for a screen reader, and in Japanese', async () => {
    const { store } = memory(OLD_FILE.records);
    session = await startApp({
      recordStore: store,
      screenReader: true,
      size: { columns: 140, rows: 45 },
    });
    await session.press('r');
    const frame = await session.waitFor('Records');
    expect(frame).toContain(
      'selected: Frog jump: line (n = 4), standard start: best 24, no unaided solve yet',
    );
    expect(frame).toContain(
      '8-puzzle, your own starts (2 positions): best 14, best unaided 14, fastest 1 min 30 s',
    );
    expect(frame).not.toContain('❯');
    session.unmount();
    setLanguage('ja');
    session = await startApp({ recordStore: store, size: { columns: 140, rows: 45 } });
    await session.press('r');
    const japanese = await session.waitFor('記録');
    expect(japanese).toContain('自分で指定した開始局面 (2 局面): 最短 14 手');
  });
});

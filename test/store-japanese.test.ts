import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame } from '../source/game/history.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { noBound } from '../source/search/bound-choice.js';
import { gamePath, loadGame, saveGame, storageKey } from '../source/store/games.js';
import { storedNotice } from '../source/store/json-file.js';
import { moveOldFiles } from '../source/store/move-old-files.js';
import { loadRecords, recordSolve, recordsNotice, recordsPath } from '../source/store/records.js';
import { loadSettings, settingsPath } from '../source/store/settings.js';
import { readTable, tablePath } from '../source/store/tables.js';
import { setLanguage } from '../source/words/language.js';
import { englishLeft } from './english-left.js';
import { makePuzzle } from './support.js';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const freshHome = (): string => mkdtempSync(join(tmpdir(), 'tobikoe-ja-store-'));

/** A message meant for a Japanese reader: Japanese, no English sentence left. */
const inJapanese = (text: string | undefined): string => {
  expect(text).toMatch(JAPANESE);
  expect(englishLeft(text ?? '')).toEqual([]);
  return text ?? '';
};

afterEach(() => setLanguage('en'));

describe('what store says, in Japanese', () => {
  it('settings set aside, and a newer file left alone', () => {
    const home = freshHome();
    writeFileSync(settingsPath(home), '{"format":1,"coach":"yes"}');
    setLanguage('ja');
    const notice = inJapanese(storedNotice(loadSettings(home), 'settings'));
    expect(notice).toBe('設定のファイルを別名で退避しました: 設定が入っていません');
    writeFileSync(settingsPath(home), '{"format":99}');
    inJapanese(storedNotice(loadSettings(home), 'settings'));
  });

  it('records that are not JSON, and a record that could not be saved', () => {
    const home = freshHome();
    writeFileSync(recordsPath(home), '{not json');
    setLanguage('ja');
    expect(inJapanese(recordsNotice(loadRecords(home)))).toContain('正しい JSON ではありません');
    writeFileSync(recordsPath(home), '{"format":7}');
    const update = recordSolve(home, {}, 'knights', 16, false);
    expect(inJapanese(update.notice)).toContain('記録を保存できませんでした');
  });

  it('a save that cannot be written: in Japanese, naming the save, not its temporary', () => {
    const home = freshHome();
    const knights = makePuzzle('knights');
    const key = storageKey(findEntry('knights')!, {}, knights);
    writeFileSync(join(home, 'games'), 'not a folder');
    setLanguage('ja');
    let said = '';
    try {
      saveGame(home, key, newGame(knights));
    } catch (problem) {
      said = problem instanceof Error ? problem.message : String(problem);
    }
    expect(said).toBe(
      `${gamePath(home, key)} に書き込めません: 途中にフォルダではなくファイルがあります`,
    );
    inJapanese(said.replace(gamePath(home, key), ''));
  });

  it('settings that could not be moved to the config folder', () => {
    const home = freshHome();
    const folders = { config: join(home, 'in-the-way', 'tobikoe'), data: home, cache: home };
    writeFileSync(settingsPath(home), '{"format":1,"settings":{"coach":true}}');
    writeFileSync(join(home, 'in-the-way'), 'a file');
    setLanguage('ja');
    const [said] = moveOldFiles(folders).notices;
    expect(said).toBe(
      `設定は ${home} に残します: ${folders.config} に移せませんでした（途中にフォルダではなくファイルがあります）`,
    );
    inJapanese(said?.replaceAll(folders.config, '').replaceAll(home, ''));
  });

  it('a file that is a folder, and one stuck where it is', () => {
    const home = freshHome();
    mkdirSync(settingsPath(home));
    setLanguage('ja');
    const stored = loadSettings(home);
    expect(stored.kind === 'damaged' || stored.kind === 'stuck').toBe(true);
    expect(inJapanese(storedNotice(stored, 'settings'))).toContain('ファイルではなくフォルダです');
  });

  it('a saved game of another variant', () => {
    const home = freshHome();
    const entry = findEntry('knights');
    if (!entry) throw new Error('knights');
    const puzzle = makePuzzle('knights');
    const key = storageKey(entry, {}, puzzle);
    saveGame(home, key, newGame(puzzle));
    writeFileSync(gamePath(home, 'other'), '{"format":1,"variant":"nope"}');
    setLanguage('ja');
    const stored = loadGame(home, 'other', puzzle);
    expect(stored.kind).toBe('damaged');
    if (stored.kind === 'damaged')
      expect(inJapanese(stored.reason)).toBe('別の種類のパズルで保存されたものです');
    expect(loadGame(home, key, puzzle).kind).toBe('ok');
  });

  it('a damaged table', () => {
    const folder = freshHome();
    writeFileSync(tablePath(folder, 'knights-pdb'), 'garbage');
    setLanguage('ja');
    const read = readTable(folder, 'knights-pdb');
    expect(read.kind).toBe('damaged');
    if (read.kind === 'damaged') expect(inJapanese(read.reason)).toBe('表ではありません');
  });

  it('the search\'s own "none" bound, read when asked', () => {
    expect(noBound.text).toBe('no lower bound: plain iterative deepening');
    setLanguage('ja');
    inJapanese(noBound.text);
  });

  it('English is unchanged', () => {
    const home = freshHome();
    writeFileSync(settingsPath(home), '{"format":1,"coach":"yes"}');
    expect(storedNotice(loadSettings(home), 'settings')).toBe(
      'your settings were set aside: it holds no settings',
    );
  });
});

import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeFolders } from '../source/store/folders.js';
import { type MoveCalls, moveOldFiles } from '../source/store/move-old-files.js';
import { type StoreFolders, storeFoldersOf } from '../source/store/paths.js';

const fresh = (): string => mkdtempSync(join(tmpdir(), 'tobikoe-folders-'));

/** Every file under `folder`, by its path inside it, with its bytes as text. */
const filesUnder = (folder: string): Record<string, string> => {
  const found: Record<string, string> = {};
  const walk = (at: string): void => {
    if (!existsSync(at)) return;
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else found[relative(folder, path)] = readFileSync(path, 'latin1');
    }
  };
  walk(folder);
  return found;
};

/** What an older tobikoe left: everything in the data folder. */
const OLD_FILES: Record<string, string> = {
  'settings.json': '{"format":1,"settings":{"coach":true,"mouse":false}}\n',
  'records.json': '{"format":1,"records":{}}\n',
  'stats.json': '{"format":1,"stats":{}}\n',
  'games/knights-0123.json': '{"format":1}\n',
  'tables/slide-pdb-1-3x3-1234.table': 'table one \u00ff\u0000',
  'tables/slide-pdb-1-3x3-5678.table': 'table two',
  'tables/line-map-1.table': 'a map',
};

const oldHome = (): { root: string; folders: StoreFolders } => {
  const root = fresh();
  const folders = {
    config: join(root, 'config', 'tobikoe'),
    data: join(root, 'data', 'tobikoe'),
    cache: join(root, 'cache', 'tobikoe'),
  };
  for (const [name, text] of Object.entries(OLD_FILES)) {
    mkdirSync(dirname(join(folders.data, name)), { recursive: true });
    writeFileSync(join(folders.data, name), text, 'latin1');
  }
  return { root, folders };
};

/** Where each old file should end up: settings to config, tables to cache, the rest stays. */
const MOVED_PLACES: Record<string, string> = Object.fromEntries(
  Object.entries(OLD_FILES).map(([name, text]) => {
    const folder =
      name === 'settings.json' ? 'config' : name.startsWith('tables/') ? 'cache' : 'data';
    return [join(folder, 'tobikoe', name), text];
  }),
);

const nodeCalls: MoveCalls = {
  renameSync,
  copyFileSync,
  readFileSync: (path) => readFileSync(path),
};

/** Renames across folders fail as across file systems (EXDEV); within one folder they work. */
const acrossDevices = (calls: MoveCalls = nodeCalls): MoveCalls => ({
  ...calls,
  renameSync: (from, to) => {
    if (dirname(String(from)) !== dirname(String(to))) {
      throw Object.assign(new Error('EXDEV: cross-device link not permitted'), { code: 'EXDEV' });
    }
    calls.renameSync(from, to);
  },
});

describe('where each kind of file lives', () => {
  it('with only XDG_* set: settings, data and tables in their three folders', () => {
    expect(
      storeFoldersOf({ XDG_CONFIG_HOME: '/c', XDG_DATA_HOME: '/d', XDG_CACHE_HOME: '/k' }, 'linux'),
    ).toEqual({ config: '/c/tobikoe', data: '/d/tobikoe', cache: '/k/tobikoe' });
  });

  it("each unset or relative one takes its usual default (the XDG specification's)", () => {
    const home = homedir();
    const usual = {
      config: join(home, '.config', 'tobikoe'),
      data: join(home, '.local', 'share', 'tobikoe'),
      cache: join(home, '.cache', 'tobikoe'),
    };
    expect(storeFoldersOf({}, 'linux')).toEqual(usual);
    expect(
      storeFoldersOf({ XDG_CONFIG_HOME: 'c', XDG_DATA_HOME: './d', XDG_CACHE_HOME: '' }, 'linux'),
    ).toEqual(usual);
  });

  it('TOBIKOE_HOME puts everything in one folder, whatever XDG_* say', () => {
    expect(
      storeFoldersOf({ TOBIKOE_HOME: '/t', XDG_CONFIG_HOME: '/c', XDG_CACHE_HOME: '/k' }, 'linux'),
    ).toEqual({ config: '/t', data: '/t', cache: '/t' });
  });

  it("macOS and Windows: the platform's places, caches apart", () => {
    const home = homedir();
    const support = join(home, 'Library', 'Application Support', 'tobikoe');
    expect(storeFoldersOf({}, 'darwin')).toEqual({
      config: support,
      data: support,
      cache: join(home, 'Library', 'Caches', 'tobikoe'),
    });
    const local = join('/L', 'tobikoe');
    expect(storeFoldersOf({ LOCALAPPDATA: '/L' }, 'win32')).toEqual({
      config: local,
      data: local,
      cache: join(local, 'Cache'),
    });
  });
});

describe('an older data folder moved on first start', () => {
  it('settings to the config folder, tables to the cache folder, every file whole', () => {
    const { root, folders } = oldHome();
    const moved = moveOldFiles(folders);
    expect(moved).toEqual({ folders, notices: [] });
    expect(filesUnder(root)).toEqual(MOVED_PLACES);
    // A second start has nothing to move.
    expect(moveOldFiles(folders)).toEqual({ folders, notices: [] });
    expect(filesUnder(root)).toEqual(MOVED_PLACES);
  });

  it('across file systems (a rename fails with EXDEV): copied, read back, then the old removed', () => {
    const { root, folders } = oldHome();
    expect(moveOldFiles(folders, acrossDevices())).toEqual({ folders, notices: [] });
    expect(filesUnder(root)).toEqual(MOVED_PLACES);
  });

  it('a copy that fails (a read-only target) loses nothing, says one line, and reads the old place', () => {
    const { root, folders } = oldHome();
    const readOnly = acrossDevices({
      ...nodeCalls,
      copyFileSync: () => {
        throw Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
      },
    });
    const moved = moveOldFiles(folders, readOnly);
    expect(moved.folders).toEqual({ ...folders, config: folders.data, cache: folders.data });
    expect(moved.notices).toEqual([
      `your settings stay in ${folders.data}: they could not be moved to ${folders.config} (the disk is read-only)`,
      `the tables stay in ${folders.data}: they could not be moved to ${folders.cache} (the disk is read-only)`,
    ]);
    // Every file where it was, as it was; nothing half-made at the targets.
    expect(filesUnder(root)).toEqual(
      Object.fromEntries(
        Object.entries(OLD_FILES).map(([name, text]) => [join('data', 'tobikoe', name), text]),
      ),
    );
  });

  it('a copy that does not read back the same: the original stays, the copy goes', () => {
    const { root, folders } = oldHome();
    const garbled = acrossDevices({
      ...nodeCalls,
      readFileSync: (path) =>
        String(path).includes('.tmp-') ? Buffer.from('garbled') : readFileSync(path),
    });
    const moved = moveOldFiles(folders, garbled);
    expect(moved.notices).toHaveLength(2);
    expect(moved.notices[0]).toContain('the copy did not read back the same');
    expect(Object.keys(filesUnder(root)).every((name) => name.startsWith('data'))).toBe(true);
    expect(Object.keys(filesUnder(root))).toHaveLength(Object.keys(OLD_FILES).length);
  });

  it('a target that cannot be made (a file in its way): nothing lost, the old place read', () => {
    const { root, folders } = oldHome();
    writeFileSync(join(root, 'config'), 'a file where a folder should be');
    writeFileSync(join(root, 'cache'), 'a file where a folder should be');
    const moved = moveOldFiles(folders);
    expect(moved.folders).toEqual({ ...folders, config: folders.data, cache: folders.data });
    expect(moved.notices.map((line) => line.split(' (')[1]?.split(')')[0])).toEqual([
      'a part of its path is a file, not a folder',
      'a part of its path is a file, not a folder',
    ]);
    const left = filesUnder(join(root, 'data'));
    expect(Object.keys(left)).toHaveLength(Object.keys(OLD_FILES).length);
  });

  it('nothing is written over: settings already in the config folder win, the old stay; a table there already is kept', () => {
    const { root, folders } = oldHome();
    const mine = '{"format":1,"settings":{"coach":false,"mouse":true}}\n';
    mkdirSync(join(folders.config), { recursive: true });
    writeFileSync(join(folders.config, 'settings.json'), mine);
    mkdirSync(join(folders.cache, 'tables'), { recursive: true });
    // The same bytes: the old copy goes. Other bytes: both kept.
    writeFileSync(join(folders.cache, 'tables', 'slide-pdb-1-3x3-5678.table'), 'table two');
    writeFileSync(join(folders.cache, 'tables', 'line-map-1.table'), 'another map');
    const moved = moveOldFiles(folders);
    expect(moved).toEqual({ folders, notices: [] });
    const after = filesUnder(root);
    expect(after[join('config', 'tobikoe', 'settings.json')]).toBe(mine);
    expect(after[join('data', 'tobikoe', 'settings.json')]).toBe(OLD_FILES['settings.json']);
    expect(after[join('cache', 'tobikoe', 'tables', 'slide-pdb-1-3x3-1234.table')]).toBe(
      OLD_FILES['tables/slide-pdb-1-3x3-1234.table'],
    );
    expect(after[join('data', 'tobikoe', 'tables', 'slide-pdb-1-3x3-5678.table')]).toBeUndefined();
    expect(after[join('data', 'tobikoe', 'tables', 'line-map-1.table')]).toBe('a map');
    expect(after[join('cache', 'tobikoe', 'tables', 'line-map-1.table')]).toBe('another map');
  });

  it('another tobikoe moving the same files at the same instant: no failure said', () => {
    const { root, folders } = oldHome();
    // The other process wins every rename: the files are gone from the old place when this one tries.
    const beaten: MoveCalls = {
      ...nodeCalls,
      renameSync: (from, to) => {
        renameSync(from, to);
        throw Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
      },
    };
    expect(moveOldFiles(folders, beaten)).toEqual({ folders, notices: [] });
    expect(filesUnder(root)).toEqual(MOVED_PLACES);
  });

  it('TOBIKOE_HOME: one folder, nothing moved', () => {
    const { folders } = oldHome();
    expect(storeFolders({ TOBIKOE_HOME: folders.data })).toEqual({
      config: folders.data,
      data: folders.data,
      cache: folders.data,
    });
    expect(filesUnder(folders.data)).toEqual(OLD_FILES);
  });
});

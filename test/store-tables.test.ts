import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cachedTable,
  installTableCache,
  takeTablesSetAside,
} from '../source/puzzles/table-cache.js';
import {
  folderTableCache,
  installDataFolderTables,
  readTable,
  tableBytes,
  tablePath,
  tablesFolder,
  writeTable,
  writeTableSoon,
} from '../source/store/tables.js';

const folders: string[] = [];
const freshFolder = (): string => {
  const folder = mkdtempSync(join(tmpdir(), 'tobikoe-tables-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  installTableCache(undefined);
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const sample = (): Uint8Array => Uint8Array.from({ length: 10_000 }, (_, at) => (at * 7) % 31);

describe('stored tables', () => {
  it('reads back what it wrote, with the extra header fields', () => {
    const folder = freshFolder();
    writeTable(folder, 'demo', sample(), { diameter: 9 });
    const read = readTable(folder, 'demo');
    expect(read.kind).toBe('ok');
    if (read.kind !== 'ok') return;
    expect(read.header.diameter).toBe(9);
    expect(tableBytes(read)).toEqual(sample());
    // Where it was read, on a boundary any typed array can view.
    expect(read.payload.byteOffset % 8).toBe(0);
    expect(readFileSync(tablePath(folder, 'demo')).indexOf(Buffer.from(sample())) % 8).toBe(0);
  });

  it.each([
    ['a flipped byte in the data', (bytes: Buffer) => bytes.length - 5, 'checksum'],
    ['a flipped byte in the header', () => 20, 'header'],
  ])('finds %s, removes the file and says why', (_, where, reason) => {
    const folder = freshFolder();
    writeTable(folder, 'demo', sample());
    const path = tablePath(folder, 'demo');
    const bytes = readFileSync(path);
    bytes[where(bytes)] ^= 0x55;
    writeFileSync(path, bytes);
    const read = readTable(folder, 'demo');
    expect(read.kind).toBe('damaged');
    if (read.kind === 'damaged')
      expect(read.reason).toMatch(new RegExp(reason === 'header' ? 'header|table' : reason));
    expect(readTable(folder, 'demo').kind).toBe('none');
  });

  it('checks a table stored with a SHA-256 (before CRC-32) by it: read whole, refused with a flipped byte', () => {
    const folder = freshFolder();
    writeTable(folder, 'demo', sample());
    const path = tablePath(folder, 'demo');
    const written = readFileSync(path);
    const headerEnd = written.indexOf(10, written.indexOf(10) + 1);
    const header = JSON.parse(written.subarray(written.indexOf(10) + 1, headerEnd).toString());
    expect(typeof header.crc32).toBe('number');
    const { crc32: _, ...rest } = header;
    const sha256 = createHash('sha256').update(sample()).digest('hex');
    // The same length of header line, so the table stays on its boundary.
    const line = JSON.stringify({ ...rest, sha256 });
    const padded = `${line}${' '.repeat((8 - ((16 + line.length + 1) % 8)) % 8)}\n`;
    const old = Buffer.concat([Buffer.from('tobikoe-table 2\n'), Buffer.from(padded), sample()]);
    writeFileSync(path, old);
    const read = readTable(folder, 'demo');
    expect(read.kind).toBe('ok');
    if (read.kind === 'ok') expect(tableBytes(read)).toEqual(sample());
    old[old.length - 5] ^= 0x55;
    writeFileSync(path, old);
    const damaged = readTable(folder, 'demo');
    expect(damaged.kind === 'damaged' && damaged.reason).toMatch(/checksum/);
  });

  it('rebuilds a damaged table through the cache, and keeps the rebuilt one', () => {
    const data = freshFolder();
    installTableCache(folderTableCache(data));
    let builds = 0;
    const build = (): Uint8Array => {
      builds++;
      return sample();
    };
    expect(cachedTable('demo', 10_000, build)).toEqual(sample());
    expect(cachedTable('demo', 10_000, build)).toEqual(sample());
    expect(builds).toBe(1);
    const path = tablePath(tablesFolder(data), 'demo');
    writeFileSync(path, readFileSync(path).subarray(0, 200));
    expect(cachedTable('demo', 10_000, build)).toEqual(sample());
    expect(builds).toBe(2);
    expect(readTable(tablesFolder(data), 'demo').kind).toBe('ok');
  });

  it('writes a table later without holding the caller up, the same as one written now', async () => {
    const folder = freshFolder();
    writeTableSoon(folder, 'later', sample());
    // Nothing is written before the event loop turns.
    expect(readTable(folder, 'later').kind).toBe('none');
    while (readTable(folder, 'later').kind === 'none') await sleep(10);
    const read = readTable(folder, 'later');
    expect(read.kind).toBe('ok');
    if (read.kind === 'ok') expect(tableBytes(read)).toEqual(sample());
  });

  it('a header that lies about the length is damage: the table is built again', () => {
    const data = freshFolder();
    const folder = tablesFolder(data);
    writeTable(folder, 'long', new Uint8Array(8 * 1024 * 1024));
    const path = tablePath(folder, 'long');
    writeFileSync(
      path,
      readFileSync(path).toString('latin1').replace('"length":8388608', '"length":10000'),
      'latin1',
    );
    installTableCache(folderTableCache(data));
    let builds = 0;
    expect(
      cachedTable('long', 10_000, () => {
        builds++;
        return sample();
      }),
    ).toEqual(sample());
    expect(builds).toBe(1);
  });

  it('removes tables of the first (gzipped) format at start', () => {
    const data = freshFolder();
    const folder = tablesFolder(data);
    mkdirSync(folder);
    const old = join(folder, 'line-pdb-1-x-AB.gz');
    writeFileSync(old, 'tobikoe-table 1\n');
    const before = process.env.TOBIKOE_HOME;
    process.env.TOBIKOE_HOME = data;
    try {
      installDataFolderTables();
    } finally {
      process.env.TOBIKOE_HOME = before;
      installDataFolderTables();
    }
    expect(existsSync(old)).toBe(false);
  });

  it('turns away a stored table its owner finds wrong, and stores the one built again', () => {
    const data = freshFolder();
    installTableCache(folderTableCache(data));
    const wrong = new Uint8Array(10_000).fill(0xff);
    cachedTable('checked', 10_000, () => wrong);
    const sound = (table: Uint8Array): boolean => table[0] !== 0xff;
    takeTablesSetAside();
    expect(cachedTable('checked', 10_000, sample, sound)).toEqual(sample());
    expect(cachedTable('checked', 10_000, () => wrong, sound)).toEqual(sample());
    // Counted for the next search's note, and taken here: a search in another
    // file of this process would otherwise say this test's table was set aside.
    expect(takeTablesSetAside()).toEqual(['checked']);
  });

  it('vouches for a table with the digest it is given without its check; a damaged one is built again, another with a sound checksum is checked', () => {
    const data = freshFolder();
    installTableCache(folderTableCache(data));
    const digest = createHash('sha256').update(sample()).digest('hex');
    let checks = 0;
    let builds = 0;
    const sound = (): boolean => {
      checks++;
      return true;
    };
    const build = (): Uint8Array => {
      builds++;
      return sample();
    };
    expect(cachedTable('vouched', 10_000, build, sound, digest)).toEqual(sample());
    expect(cachedTable('vouched', 10_000, build, sound, digest)).toEqual(sample());
    expect({ checks, builds }).toEqual({ checks: 0, builds: 1 });
    // A flipped byte, its checksum now wrong: the digest differs, the checksum finds the damage.
    const path = tablePath(tablesFolder(data), 'vouched');
    const bytes = readFileSync(path);
    bytes[bytes.length - 5] ^= 0x55;
    writeFileSync(path, bytes);
    expect(cachedTable('vouched', 10_000, build, sound, digest)).toEqual(sample());
    expect({ checks, builds }).toEqual({ checks: 0, builds: 2 });
    // Other bytes with a fresh checksum: the owner's check decides.
    const other = sample().map((value) => value + 1);
    writeTable(tablesFolder(data), 'vouched', other);
    expect(cachedTable('vouched', 10_000, build, sound, digest)).toEqual(other);
    expect({ checks, builds }).toEqual({ checks: 1, builds: 2 });
  });

  it('clears temporaries that killed writers left among the tables', () => {
    const data = freshFolder();
    const folder = tablesFolder(data);
    mkdirSync(folder);
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const stale = join(
      folder,
      `line-pdb-1-x-AB.table.tmp-${gone.stdout.toString()}-0123456789abcdef`,
    );
    writeFileSync(stale, 'partial');
    const before = process.env.TOBIKOE_HOME;
    process.env.TOBIKOE_HOME = data;
    try {
      installDataFolderTables();
    } finally {
      process.env.TOBIKOE_HOME = before;
      installDataFolderTables();
    }
    expect(existsSync(stale)).toBe(false);
  });
});

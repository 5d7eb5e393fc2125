import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { installTableCache, type TableCache } from '../puzzles/table-cache.js';
import { sha256 } from '../util/sha256.js';
import { words } from '../words/words.js';
import { writeFileAtomic } from './atomic.js';
import { storeFolders } from './folders.js';
import { readBytesGuarded } from './read-file.js';
import { removeStaleTemporaries } from './temporaries.js';

// Loaded when a table is first read or written: it costs a short command
// (`list`, a 20-move solve) milliseconds it does not need.
const require = createRequire(import.meta.url);
/** zlib's CRC-32 (Node 20.15 and later), else undefined. */
const crc32 = (bytes: Uint8Array): number | undefined => {
  const zlib = require('node:zlib') as { crc32?: (data: Uint8Array) => number };
  return zlib.crc32?.(bytes);
};

/**
 * The checksum a header carries: CRC-32 where Node has it, which catches any
 * damage a disk or a cut-off copy does at under half SHA-256's cost (line-3's
 * 11 MB of tables: ~4 ms, not ~10; the whole map's 63 MB read with every run
 * that walks it). Neither stops a forger, who writes a fresh one: the puzzles'
 * own checks do that (see `cachedTable`'s `sound` and the bounds' consistency).
 */
const checksumOf = (table: Uint8Array): { crc32: number } | { sha256: string } => {
  const crc = crc32(table);
  return crc === undefined ? { sha256: sha256(table) } : { crc32: crc };
};

/** Whether `payload` matches its header's checksum, of either kind (tables stored before CRC-32 have SHA-256). */
const checksumHolds = (header: TableHeader, payload: Uint8Array): boolean =>
  typeof header.crc32 === 'number'
    ? crc32(payload) === header.crc32
    : typeof header.sha256 === 'string' && sha256(payload) === header.sha256;

/*
 * Large binary tables kept between runs (pattern databases, whole maps): a
 * first line naming the format, a JSON line (the table's name, its length,
 * its checksum, and whatever the writer adds) padded so the table
 * starts on a multiple of 8 bytes, then the table as it is in memory. Read
 * whole into one buffer and used where it lies: no unpacking (gzip took
 * longer to undo than the search that needed the table). A table is a
 * cache: one that fails any check is removed and built again, never
 * half-trusted; the puzzles check what makes a table right besides.
 */

const MAGIC = 'tobikoe-table 2\n';
/** Tables of a whole map are the largest: 252 M positions at 2 bits. */
const MOST_BYTES = 256 * 1024 * 1024;
/** The table starts on a multiple of this, so typed arrays of any width can view it. */
const ALIGN = 8;

export type TableHeader = {
  readonly name: string;
  readonly length: number;
  /** One of the two checksums (see `checksumOf`). */
  readonly crc32?: number;
  readonly sha256?: string;
  readonly [extra: string]: unknown;
};

export type TableRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly header: TableHeader; readonly payload: Buffer }
  /** It failed a check and was removed; `reason` says which. */
  | { readonly kind: 'damaged'; readonly reason: string };

const EXTENSION = '.table';
/** The first format's files: gzipped, no longer read. */
const OLD_EXTENSION = '.gz';

export const tablesFolder = (dataFolder: string): string => join(dataFolder, 'tables');

/** A file name for a table name: letters, digits, dots and dashes only. */
export const tablePath = (folder: string, name: string): string =>
  join(folder, `${name.replace(/[^A-Za-z0-9.-]/g, '_')}${EXTENSION}`);

/** Through the one guarded read every file of tobikoe's takes. */
const readWhole = (path: string): Buffer | 'none' | string => {
  const read = readBytesGuarded(path, MOST_BYTES);
  return read.kind === 'bytes' ? read.bytes : read.kind === 'none' ? 'none' : read.reason;
};

const headerOf = (bytes: Buffer, name: string): { header: TableHeader; start: number } | string => {
  const say = words().store.table;
  if (bytes.subarray(0, MAGIC.length).toString('latin1') !== MAGIC) return say.notTable;
  const end = bytes.indexOf(10, MAGIC.length);
  if (end < 0) return say.noHeader;
  let header: unknown;
  try {
    header = JSON.parse(bytes.subarray(MAGIC.length, end).toString('utf8'));
  } catch {
    return say.headerNotJson;
  }
  if (typeof header !== 'object' || header === null) return say.headerNotObject;
  const { name: stored, length, crc32: crc, sha256: digest } = header as Record<string, unknown>;
  if (stored !== name) return say.otherTable;
  if (typeof length !== 'number' || (typeof crc !== 'number' && typeof digest !== 'string')) {
    return say.incomplete;
  }
  return { header: header as TableHeader, start: end + 1 };
};

/**
 * Reads and checks the table `name` in `folder`: the header, the length and
 * the checksum. `payload` is the table itself, starting on a multiple of 8
 * bytes of its buffer.
 */
export const readTable = (folder: string, name: string): TableRead => {
  const read = readUnchecked(folder, name);
  if (read.kind !== 'ok' || checksumHolds(read.header, read.payload)) return read;
  return damaged(tablePath(folder, name), words().store.table.checksum);
};

/** `readTable` without the checksum: the header and the length checked, no more. */
const readUnchecked = (folder: string, name: string): TableRead => {
  const path = tablePath(folder, name);
  const bytes = readWhole(path);
  if (bytes === 'none') return { kind: 'none' };
  const found = typeof bytes === 'string' ? bytes : headerOf(bytes, name);
  if (typeof found === 'string') return damaged(path, found);
  let payload = (bytes as Buffer).subarray(found.start);
  if (payload.length !== found.header.length) {
    return damaged(path, words().store.table.wrongLength);
  }
  if (payload.byteOffset % ALIGN !== 0) payload = Buffer.from(payload);
  return { kind: 'ok', header: found.header, payload };
};

/** A checked table's bytes, where they were read. */
export const tableBytes = (read: Extract<TableRead, { kind: 'ok' }>): Uint8Array =>
  new Uint8Array(read.payload.buffer, read.payload.byteOffset, read.payload.length);

/** Removes a stored table (one found wrong by a reader who knows more than the header). */
export const removeTable = (folder: string, name: string): void => {
  removeQuietly(tablePath(folder, name));
};

/** A table in a folder this user may not change stays: it is built again and used, not kept. */
const removeQuietly = (path: string): void => {
  try {
    rmSync(path, { force: true });
  } catch {
    // Left where it is; the next check finds it wrong again, at no cost but the read.
  }
};

const damaged = (path: string, reason: string): TableRead => {
  removeQuietly(path);
  return { kind: 'damaged', reason };
};

/** Writes `table` as `name`, atomically, with `extra` fields in its header. */
export const writeTable = (
  folder: string,
  name: string,
  table: Uint8Array,
  extra: Readonly<Record<string, unknown>> = {},
): void => {
  const header = JSON.stringify({ ...extra, name, length: table.length, ...checksumOf(table) });
  const line = `${MAGIC}${header}`;
  // Spaces after the JSON (still JSON) bring the table onto a multiple of ALIGN.
  const padding = (ALIGN - ((Buffer.byteLength(line, 'utf8') + 1) % ALIGN)) % ALIGN;
  const head = Buffer.from(`${line}${' '.repeat(padding)}\n`, 'utf8');
  writeFileAtomic(tablePath(folder, name), [head, table]);
};

/**
 * Writes `table` as `name` without holding the caller up: when the event
 * loop next runs (a search, say, goes on meanwhile). A table that cannot be
 * written is simply not kept, as with `writeTable` through the cache.
 */
export const writeTableSoon = (folder: string, name: string, table: Uint8Array): void => {
  setImmediate(() => {
    try {
      writeTable(folder, name, table);
    } catch {
      // A read-only or full data folder: the next run builds it again.
    }
  });
};

/** The data folder's tables as the puzzles' table cache. */
export const folderTableCache = (dataFolder: string): TableCache => {
  const folder = tablesFolder(dataFolder);
  return {
    load(name, length) {
      const read = readTable(folder, name);
      if (read.kind !== 'ok' || read.header.length !== length) return undefined;
      return tableBytes(read);
    },
    loadUnchecked(name, length) {
      const read = readUnchecked(folder, name);
      if (read.kind !== 'ok' || read.header.length !== length) return undefined;
      const intact = (): boolean => {
        if (checksumHolds(read.header, read.payload)) return true;
        damaged(tablePath(folder, name), words().store.table.checksum);
        return false;
      };
      return { table: tableBytes(read), intact };
    },
    save(name, table) {
      writeTable(folder, name, table);
    },
    saveSoon(name, table) {
      writeTableSoon(folder, name, table);
    },
    has: (name) => existsSync(tablePath(folder, name)),
    remove: (name) => removeTable(folder, name),
  };
};

/**
 * Tables in the cache folder from now on (commands and workers call this
 * first); temporaries that writers killed mid-write left there are removed,
 * and tables of the first format.
 */
export const installDataFolderTables = (): void => {
  const folder = storeFolders().cache;
  removeStaleTemporaries([tablesFolder(folder)]);
  removeOldFormat(tablesFolder(folder));
  installTableCache(folderTableCache(folder));
};

/** Tables of the first format (gzipped) are built again in this one: the old files go. */
const removeOldFormat = (folder: string): void => {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) if (name.endsWith(OLD_EXTENSION)) removeQuietly(join(folder, name));
};

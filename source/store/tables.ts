import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { installTableCache, type TableCache } from '../puzzles/table-cache.js';
import { writeFileAtomic } from './atomic.js';
import { dataDirectory } from './paths.js';
import { readBytesGuarded } from './read-file.js';
import { removeStaleTemporaries } from './temporaries.js';

// Loaded when a table is first read or written: together they cost a short
// command (`list`, a 20-move solve) tens of milliseconds it does not need.
const require = createRequire(import.meta.url);
const zlib = (): typeof import('node:zlib') => require('node:zlib');
const sha256 = (bytes: Uint8Array): string =>
  (require('node:crypto') as typeof import('node:crypto'))
    .createHash('sha256')
    .update(bytes)
    .digest('hex');

/*
 * Large binary tables kept between runs (pattern databases, whole maps): a
 * first line naming the format, a JSON line (the table's name, its length,
 * the SHA-256 of the compressed bytes, and whatever the writer adds), then
 * the table gzipped. A table is a cache: one that fails any check is removed
 * and built again, never half-trusted.
 */

const MAGIC = 'tobikoe-table 1\n';
/** Tables of a whole map are the largest: 252 M positions at 2 bits, compressed. */
const MOST_BYTES = 256 * 1024 * 1024;

export type TableHeader = {
  readonly name: string;
  readonly length: number;
  readonly sha256: string;
  readonly [extra: string]: unknown;
};

export type TableRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly header: TableHeader; readonly payload: Buffer }
  /** It failed a check and was removed; `reason` says which. */
  | { readonly kind: 'damaged'; readonly reason: string };

export const tablesFolder = (dataFolder: string): string => join(dataFolder, 'tables');

/** A file name for a table name: letters, digits, dots and dashes only. */
export const tablePath = (folder: string, name: string): string =>
  join(folder, `${name.replace(/[^A-Za-z0-9.-]/g, '_')}.gz`);

/** Through the one guarded read every file of tobikoe's takes. */
const readWhole = (path: string): Buffer | 'none' | string => {
  const read = readBytesGuarded(path, MOST_BYTES);
  return read.kind === 'bytes' ? read.bytes : read.kind === 'none' ? 'none' : read.reason;
};

const headerOf = (bytes: Buffer, name: string): { header: TableHeader; start: number } | string => {
  if (bytes.subarray(0, MAGIC.length).toString('latin1') !== MAGIC) return 'it is not a table';
  const end = bytes.indexOf(10, MAGIC.length);
  if (end < 0) return 'it has no header';
  let header: unknown;
  try {
    header = JSON.parse(bytes.subarray(MAGIC.length, end).toString('utf8'));
  } catch {
    return 'its header is not JSON';
  }
  if (typeof header !== 'object' || header === null) return 'its header is not an object';
  const { name: stored, length, sha256 } = header as Record<string, unknown>;
  if (stored !== name) return 'it holds another table';
  if (typeof length !== 'number' || typeof sha256 !== 'string') return 'its header is incomplete';
  return { header: header as TableHeader, start: end + 1 };
};

/**
 * Reads and checks the table `name` in `folder` without unpacking it: the
 * header and the checksum of the compressed bytes (cheap next to gunzip).
 */
export const readTable = (folder: string, name: string): TableRead => {
  const path = tablePath(folder, name);
  const bytes = readWhole(path);
  if (bytes === 'none') return { kind: 'none' };
  const found = typeof bytes === 'string' ? bytes : headerOf(bytes, name);
  if (typeof found === 'string') return damaged(path, found);
  const payload = (bytes as Buffer).subarray(found.start);
  if (sha256(payload) !== found.header.sha256) {
    return damaged(path, 'its checksum does not match');
  }
  return { kind: 'ok', header: found.header, payload };
};

/** Unpacks a checked table; a wrong length removes it (`undefined`). */
export const unpackTable = (
  folder: string,
  read: Extract<TableRead, { kind: 'ok' }>,
): Uint8Array | undefined => {
  try {
    // Never more than the header says: a small file that unpacks to gigabytes is damage too.
    const table = zlib().gunzipSync(read.payload, {
      maxOutputLength: Math.max(1, read.header.length),
    });
    if (table.length === read.header.length) {
      return new Uint8Array(table.buffer, table.byteOffset, table.length);
    }
  } catch {
    // Falls through: a stream that does not unpack is damage like any other.
  }
  damaged(tablePath(folder, read.header.name), 'it does not unpack to its length');
  return undefined;
};

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

/** gzip's fastest level: tables are caches, written once and read often. */
const LEVEL = 1;

/** Writes `table` as `name`, atomically, with `extra` fields in its header. */
export const writeTable = (
  folder: string,
  name: string,
  table: Uint8Array,
  extra: Readonly<Record<string, unknown>> = {},
): void => {
  writeCompressed(folder, name, table.length, zlib().gzipSync(table, { level: LEVEL }), extra);
};

/**
 * Writes `table` as `name` without holding the caller up: it is compressed in
 * Node's thread pool while the caller goes on (a search, say), and written
 * when the event loop next runs. A table that cannot be written is simply
 * not kept, as with `writeTable` through the cache.
 */
export const writeTableSoon = (folder: string, name: string, table: Uint8Array): void => {
  zlib().gzip(table, { level: LEVEL }, (error, payload) => {
    if (error) return;
    try {
      writeCompressed(folder, name, table.length, payload, {});
    } catch {
      // A read-only or full data folder: the next run builds it again.
    }
  });
};

const writeCompressed = (
  folder: string,
  name: string,
  length: number,
  payload: Buffer,
  extra: Readonly<Record<string, unknown>>,
): void => {
  const header = { ...extra, name, length, sha256: sha256(payload) };
  const head = Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`, 'utf8');
  writeFileAtomic(tablePath(folder, name), Buffer.concat([head, payload]));
};

/** The data folder's tables as the puzzles' table cache. */
export const folderTableCache = (dataFolder: string): TableCache => {
  const folder = tablesFolder(dataFolder);
  return {
    load(name, length) {
      const read = readTable(folder, name);
      if (read.kind !== 'ok' || read.header.length !== length) return undefined;
      return unpackTable(folder, read);
    },
    save(name, table) {
      writeTable(folder, name, table);
    },
    saveSoon(name, table) {
      writeTableSoon(folder, name, table);
    },
    has: (name) => existsSync(tablePath(folder, name)),
  };
};

/**
 * Tables in the data folder from now on (commands and workers call this
 * first); temporaries that writers killed mid-write left there are removed.
 */
export const installDataFolderTables = (): void => {
  const folder = dataDirectory();
  removeStaleTemporaries([tablesFolder(folder)]);
  installTableCache(folderTableCache(folder));
};

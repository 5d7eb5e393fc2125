import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

// node:crypto loads at the first write, not at every start (dist/cli.js holds this file).
const require = createRequire(import.meta.url);
const randomBytes = (size: number): Buffer =>
  (require('node:crypto') as typeof import('node:crypto')).randomBytes(size);

/**
 * The temporary beside `path` that a write goes through: the writer's process
 * id (so a later start can tell a dead writer's leftovers, see
 * `removeStaleTemporaries`) and a random part nobody can guess in advance.
 */
export const temporaryName = (path: string): string =>
  `${path}.tmp-${process.pid}-${randomBytes(8).toString('hex')}`;

/** `name.tmp-<pid>-<16 hex digits>`: the process id, or undefined when `name` is not one. */
export const temporaryOwner = (name: string): number | undefined => {
  const found = /\.tmp-(\d+)-[0-9a-f]{16}$/.exec(name);
  return found ? Number(found[1]) : undefined;
};

/** The file-system calls a write makes, passed in so a test can watch their order. */
export type FileCalls = {
  readonly openSync: typeof openSync;
  readonly writeFileSync: typeof writeFileSync;
  readonly fsyncSync: typeof fsyncSync;
  readonly closeSync: typeof closeSync;
  readonly renameSync: typeof renameSync;
  readonly rmSync: typeof rmSync;
};

const nodeCalls: FileCalls = { openSync, writeFileSync, fsyncSync, closeSync, renameSync, rmSync };

/**
 * Writes `text` to `path` so that a reader (or a crash at any instant) sees
 * either the old file or the new one, never a mix: write a temporary file in
 * the same directory, flush it to disk (without it, a crash soon after the
 * rename can leave the new name on an empty file), then rename it over the
 * old one and flush the folder. The temporary is created exclusively (`wx`:
 * never through a link or a file planted at its name).
 */
export const writeFileAtomic = (
  path: string,
  text: string | Uint8Array | readonly Uint8Array[],
  calls: FileCalls = nodeCalls,
): void => {
  const folder = dirname(path);
  makeFolders(folder);
  const temporary = temporaryName(path);
  const handle = calls.openSync(temporary, 'wx', 0o644);
  try {
    // Parts are written one after the other (a large table is not copied to join them).
    for (const part of typeof text === 'string' || !Array.isArray(text) ? [text] : text) {
      calls.writeFileSync(handle, part);
    }
    calls.fsyncSync(handle);
  } catch (error) {
    calls.closeSync(handle);
    calls.rmSync(temporary, { force: true });
    throw error;
  }
  calls.closeSync(handle);
  try {
    calls.renameSync(temporary, path);
  } catch (error) {
    calls.rmSync(temporary, { force: true });
    throw error;
  }
  syncFolder(folder, calls);
};

/**
 * Makes `folder` and the folders above it that are missing, one at a time.
 * Node's own `mkdirSync(…, { recursive: true })` never returns where a
 * folder cannot be made inside one that exists (under /proc it retries
 * forever); this throws that error instead.
 */
export const makeFolders = (folder: string): void => {
  if (existsSync(folder)) return;
  const parent = dirname(folder);
  if (parent !== folder) makeFolders(parent);
  try {
    mkdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
};

/** Makes the rename itself durable where the platform allows it. */
const syncFolder = (folder: string, calls: FileCalls): void => {
  try {
    const handle = calls.openSync(folder, 'r');
    try {
      calls.fsyncSync(handle);
    } finally {
      calls.closeSync(handle);
    }
  } catch {
    // Some platforms cannot open or sync a directory; the rename is still atomic.
  }
};

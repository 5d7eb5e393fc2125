import { randomBytes } from 'node:crypto';
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
import { dirname } from 'node:path';

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

/**
 * Writes `text` to `path` so that a reader (or a crash at any instant) sees
 * either the old file or the new one, never a mix: write a temporary file in
 * the same directory, flush it to disk, then rename it over the old one. The
 * temporary is created exclusively (`wx`: never through a link or a file
 * planted at its name).
 */
export const writeFileAtomic = (path: string, text: string | Uint8Array): void => {
  const folder = dirname(path);
  makeFolders(folder);
  const temporary = temporaryName(path);
  const handle = openSync(temporary, 'wx', 0o644);
  try {
    writeFileSync(handle, text);
    fsyncSync(handle);
  } catch (error) {
    closeSync(handle);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(handle);
  try {
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  syncFolder(folder);
};

/**
 * Makes `folder` and the folders above it that are missing, one at a time.
 * Node's own `mkdirSync(…, { recursive: true })` never returns where a
 * folder cannot be made inside one that exists (under /proc it retries
 * forever); this throws that error instead.
 */
const makeFolders = (folder: string): void => {
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
const syncFolder = (folder: string): void => {
  try {
    const handle = openSync(folder, 'r');
    try {
      fsyncSync(handle);
    } finally {
      closeSync(handle);
    }
  } catch {
    // Some platforms cannot open or sync a directory; the rename is still atomic.
  }
};

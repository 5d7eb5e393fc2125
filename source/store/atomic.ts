import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

let sequence = 0;

/**
 * Writes `text` to `path` so that a reader (or a crash at any instant) sees
 * either the old file or the new one, never a mix: write a temporary file in
 * the same directory, flush it to disk, then rename it over the old one.
 */
export const writeFileAtomic = (path: string, text: string): void => {
  const folder = dirname(path);
  mkdirSync(folder, { recursive: true });
  const temporary = `${path}.tmp-${process.pid}-${sequence++}`;
  const handle = openSync(temporary, 'w', 0o644);
  try {
    writeSync(handle, text);
    fsyncSync(handle);
  } catch (error) {
    closeSync(handle);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(handle);
  renameSync(temporary, path);
  syncFolder(folder);
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

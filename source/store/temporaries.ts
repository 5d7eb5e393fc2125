import { lstatSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { temporaryOwner } from './atomic.js';

/** Whether process `pid` is running (one we may not signal is running too). */
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the temporaries that writers killed mid-write (kill -9, a power cut)
 * left in `folders`: files named as `writeFileAtomic` names them whose process
 * is gone. A running writer's temporary is left alone. Returns how many went.
 * Never throws: a folder that cannot be listed is skipped.
 */
export const removeStaleTemporaries = (folders: readonly string[]): number => {
  let removed = 0;
  for (const folder of folders) {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      continue;
    }
    for (const name of names) {
      const owner = temporaryOwner(name);
      if (owner === undefined || owner < 1 || owner === process.pid || alive(owner)) continue;
      const path = join(folder, name);
      try {
        // Only a file (or a link planted there): never a folder.
        if (lstatSync(path).isDirectory()) continue;
        rmSync(path, { force: true });
        removed++;
      } catch {
        // Gone already, or not ours to remove.
      }
    }
  }
  return removed;
};

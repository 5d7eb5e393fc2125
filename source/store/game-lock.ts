import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { makeFolders, temporaryName } from './atomic.js';
import { holds, type LockOwner, type LockSystem, ownerOf, thisSystem } from './lock-owner.js';

export { type LockOwner, type LockSystem, thisSystem };

/** What claiming a game found: it is this process's now, or another holds it open. */
export type GameClaim =
  | { readonly kind: 'held'; readonly release: () => void }
  | { readonly kind: 'elsewhere'; readonly owner: LockOwner };

export const lockPathOf = (savePath: string): string => `${savePath}.lock`;

const readText = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/**
 * Makes the lock file with `text` in it, or false when one is there. The text
 * is written whole beside it first and linked into place, so a reader never
 * finds a lock half written; where links are not allowed, an exclusive create.
 */
const createLock = (path: string, text: string): boolean => {
  const whole = temporaryName(path);
  writeFileSync(whole, text, { flag: 'wx', mode: 0o644 });
  try {
    linkSync(whole, path);
    return true;
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
  } finally {
    rmSync(whole, { force: true });
  }
  let handle: number;
  try {
    handle = openSync(path, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeFileSync(handle, text);
  } finally {
    closeSync(handle);
  }
  return true;
};

/**
 * Moves a lock judged stale out of the way. Two processes may judge it at
 * once: only one rename moves a given file, and the mover checks that what it
 * moved is the file it judged, putting back a lock another process had
 * just made in its place.
 */
const removeStale = (path: string, judged: string): void => {
  // Named as a temporary: one left by a process killed right here goes at a later start.
  const aside = temporaryName(path);
  try {
    renameSync(path, aside);
  } catch {
    return;
  }
  try {
    if (readText(aside) !== judged) linkSync(aside, path);
  } catch {
    // Another lock took its place meanwhile: that one stands.
  } finally {
    rmSync(aside, { force: true });
  }
};

/** The locks this process holds, by path, with how many screens hold each. */
const held = new Map<string, { count: number; text: string }>();

const releaseOne = (path: string): void => {
  const mine = held.get(path);
  if (!mine) return;
  mine.count -= 1;
  if (mine.count > 0) return;
  held.delete(path);
  try {
    // Only our own lock: one taken over meanwhile (it cannot be, while we run) stays.
    if (readText(path) === mine.text) rmSync(path, { force: true });
  } catch {
    // A folder gone read-only: the lock names a process that will be gone, and is taken over.
  }
};

let exitHooked = false;
/** Every way out that runs code lets go of the locks; kill -9 leaves them to be taken over. */
const releaseAllAtExit = (): void => {
  if (exitHooked) return;
  exitHooked = true;
  process.on('exit', () => {
    for (const [path, mine] of held) {
      mine.count = 1;
      releaseOne(path);
    }
  });
};

/**
 * Claims the game saved at `savePath` for this process while it is open, with
 * a lock file beside it naming the process, its host and when. A lock whose
 * process is gone (a crash, kill -9) or on this host no longer that process is
 * taken over. The same process claiming again shares its lock (released when
 * every claim is). Throws when the lock cannot be written (the save could not
 * be either).
 */
export const claimGame = (
  savePath: string,
  system: LockSystem = thisSystem(),
  now: Date = new Date(),
): GameClaim => {
  const path = lockPathOf(savePath);
  const release = (): void => releaseOne(path);
  const mine = held.get(path);
  if (mine) {
    mine.count += 1;
    return { kind: 'held', release: once(release) };
  }
  const started = system.startOf(system.pid);
  const owner: LockOwner = {
    pid: system.pid,
    host: system.host,
    since: now.toISOString(),
    ...(started === undefined ? {} : { started }),
  };
  const text = `${JSON.stringify(owner)}\n`;
  makeFolders(dirname(path));
  let found: LockOwner | undefined;
  for (let attempt = 0; attempt < 4; attempt++) {
    if (createLock(path, text)) {
      held.set(path, { count: 1, text });
      releaseAllAtExit();
      return { kind: 'held', release: once(release) };
    }
    const other = readText(path);
    if (other === undefined) continue;
    found = ownerOf(other);
    if (found && holds(found, system)) return { kind: 'elsewhere', owner: found };
    removeStale(path, other);
  }
  // Four rounds lost to other processes claiming at the same instant: one of them holds it.
  return {
    kind: 'elsewhere',
    owner: found ?? { pid: 0, host: system.host, since: now.toISOString() },
  };
};

const once = (action: () => void): (() => void) => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
};

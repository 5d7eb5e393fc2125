import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { makeFolders, temporaryName } from './atomic.js';

/** Who holds a game open: written in its lock file, read back to say where it is open. */
export type LockOwner = {
  readonly pid: number;
  readonly host: string;
  /** When the game was opened (ISO 8601), for the player. */
  readonly since: string;
  /** The process's start as the system counts it, where it can be read: tells a reused pid apart. */
  readonly started?: string;
};

/** What claiming a game found: it is this process's now, or another holds it open. */
export type GameClaim =
  | { readonly kind: 'held'; readonly release: () => void }
  | { readonly kind: 'elsewhere'; readonly owner: LockOwner };

/** What the claim asks of the system, passed in so a test can stand in another process. */
export type LockSystem = {
  readonly pid: number;
  readonly host: string;
  /** Whether `pid` is running on this host (one we may not signal is running too). */
  readonly alive: (pid: number) => boolean;
  /** The process's start as the system counts it, or undefined where it cannot be read. */
  readonly startOf: (pid: number) => string | undefined;
};

const aliveHere = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Field 22 of /proc/<pid>/stat, the clock tick the process started at (Linux only). */
const procStart = (pid: number): string | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
};

export const thisSystem = (): LockSystem => ({
  pid: process.pid,
  host: hostname(),
  alive: aliveHere,
  startOf: procStart,
});

export const lockPathOf = (savePath: string): string => `${savePath}.lock`;

const HOST = /^[A-Za-z0-9._-]{1,253}$/;

/** The owner a lock file names, or undefined when it is not one this program writes. */
const ownerOf = (text: string): LockOwner | undefined => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { pid, host, since, started } = parsed as Record<string, unknown>;
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid < 1) return undefined;
  if (typeof host !== 'string' || !HOST.test(host)) return undefined;
  if (typeof since !== 'string' || Number.isNaN(Date.parse(since))) return undefined;
  if (started !== undefined && (typeof started !== 'string' || !/^\d{1,20}$/.test(started))) {
    return undefined;
  }
  return { pid, host, since, ...(started === undefined ? {} : { started }) };
};

/**
 * Whether the owner still holds the game: a process on another host cannot be
 * asked and is taken at its word; here, a process that is gone, or a pid now
 * another process's (its start differs), holds nothing.
 */
const holds = (owner: LockOwner, system: LockSystem): boolean => {
  if (owner.host !== system.host) return true;
  if (owner.pid === system.pid) return false;
  if (!system.alive(owner.pid)) return false;
  const now = system.startOf(owner.pid);
  return owner.started === undefined || now === undefined || now === owner.started;
};

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

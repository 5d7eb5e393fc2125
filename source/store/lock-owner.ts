import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** Who holds a game open: written in its lock file, read back to say where it is open. */
export type LockOwner = {
  readonly pid: number;
  readonly host: string;
  /** When the game was opened (ISO 8601), for the player. */
  readonly since: string;
  /** The process's start as the system counts it, where it can be read: tells a reused pid apart. */
  readonly started?: string;
};

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

const HOST = /^[A-Za-z0-9._-]{1,253}$/;

/** The owner a lock file names, or undefined when it is not one this program writes. */
export const ownerOf = (text: string): LockOwner | undefined => {
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
export const holds = (owner: LockOwner, system: LockSystem): boolean => {
  if (owner.host !== system.host) return true;
  if (owner.pid === system.pid) return false;
  if (!system.alive(owner.pid)) return false;
  const now = system.startOf(owner.pid);
  return owner.started === undefined || now === undefined || now === owner.started;
};

/**
 * The owner of the lock at `path` when it still holds the game, seen from this
 * process; undefined when there is no lock, or it is not one, or its owner is gone.
 */
export const heldBy = (path: string, system: LockSystem = thisSystem()): LockOwner | undefined => {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  const owner = ownerOf(text);
  return owner && holds(owner, system) ? owner : undefined;
};

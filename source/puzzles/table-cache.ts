import { clockNow, ownNow } from '../util/search-clock.js';
import { sha256 } from '../util/sha256.js';

/**
 * Where puzzles keep tables that take a while to build (pattern databases):
 * a cache the program installs at start (the data folder, see
 * `source/store/tables.ts`), or none (tests, and anywhere it cannot write),
 * when tables are simply built. Puzzles never touch files themselves.
 */
export type TableCache = {
  /** The table stored under `name`, if it is there, whole, and `length` bytes long. */
  load(name: string, length: number): Uint8Array | undefined;
  /**
   * Like `load`, but the checksum is left to `intact` (which removes a table
   * it finds damaged): for a reader that holds the table to a digest of its
   * own first, which the checksum could add nothing to.
   */
  loadUnchecked?(
    name: string,
    length: number,
  ): { readonly table: Uint8Array; readonly intact: () => boolean } | undefined;
  save(name: string, table: Uint8Array): void;
  /** Like `save`, but without holding the caller up (the table is written later). */
  saveSoon(name: string, table: Uint8Array): void;
  /** Whether a table `name` is stored (not checked: `load` does that). */
  has(name: string): boolean;
  /** Removes the stored table `name` (one its owner found wrong after loading it). */
  remove?(name: string): void;
};

let installed: TableCache | undefined;
/** Stored tables found wrong and built again since the last `takeTablesSetAside`. */
let setAside: string[] = [];

/** The names of the stored tables found wrong and built again since this was last asked. */
export const takeTablesSetAside = (): readonly string[] => {
  const taken = setAside;
  setAside = [];
  return taken;
};

/**
 * What this thread has spent readying tables, since it began: the time (reading
 * stored tables, building them, waiting for one built beside), and how many it
 * built and read. A search reads it before and after, so that table time is
 * said apart and never counted in a depth's time.
 */
export type TableSpent = { readonly ms: number; readonly built: number; readonly read: number };

const spent = { ms: 0, built: 0, read: 0 };
/** Table work under way in this thread (one may wait inside another: only the outer one is timed). */
let working = 0;

export const tablesSpent = (): TableSpent => ({ ...spent });

/**
 * What was spent since `before` (a reading of `tablesSpent`), or undefined
 * when no table was built or read (one already in memory costs nothing).
 */
export const tablesSince = (before: TableSpent, now = tablesSpent()): TableSpent | undefined => {
  const built = now.built - before.built;
  const read = now.read - before.read;
  return built > 0 || read > 0 ? { ms: now.ms - before.ms, built, read } : undefined;
};

/** What a table build under way asks now and then (see `stoppingTableBuilds`). */
let buildCheck: () => void = () => {};

/**
 * Table work under way, as a class is shown it: reading a stored table,
 * building one (`done`, a fraction, where the build can tell), or waiting for
 * one built beside; its size in bytes and the milliseconds it has taken.
 */
export type TableStage = {
  readonly doing: 'reading' | 'building' | 'waiting';
  readonly bytes: number;
  readonly ms: number;
  readonly done?: number;
};

/** Hears of table work under way in this thread, and (undefined) of its end (see `watchingTables`). */
let stageListener: ((stage: TableStage | undefined) => void) | undefined;
/** The stage under way (the outermost work's), and when it began. */
let stage: { doing: TableStage['doing']; bytes: number; began: number; said: number } | undefined;
/** A build's progress is told at most this often. */
const STAGE_EVERY_MS = 200;

/**
 * Runs `work` with `listener` told of every table read, built or waited for
 * meanwhile, as it goes, and told `undefined` when the tables are there.
 */
export const watchingTables = <T>(
  listener: (stage: TableStage | undefined) => void,
  work: () => T,
): T => {
  const before = stageListener;
  stageListener = listener;
  try {
    return work();
  } finally {
    stageListener = before;
  }
};

const tell = (done?: number): void => {
  if (!stage || !stageListener) return;
  const now = clockNow();
  stage.said = now;
  stageListener({
    doing: stage.doing,
    bytes: stage.bytes,
    ms: now - stage.began,
    ...(done === undefined ? {} : { done: Math.min(1, Math.max(0, done)) }),
  });
};

/** Says that table work of this kind and size begins now (told at once to whoever watches). */
export const tableStage = (doing: TableStage['doing'], bytes: number): void => {
  stage = { doing, bytes, began: clockNow(), said: 0 };
  tell();
};

/**
 * Runs `work` with `check` asked now and then by any table it builds (and
 * checks) in this thread: `check` throws to stop the build, as a search's
 * time limit or cancel stops the search that waits for the table. A table
 * stopped half-built is neither kept nor stored.
 */
export const stoppingTableBuilds = <T>(check: () => void, work: () => T): T => {
  const before = buildCheck;
  buildCheck = check;
  try {
    return work();
  } finally {
    buildCheck = before;
  }
};

/**
 * Called by a long table build every so often, with how much of it is done
 * (a fraction) where it can tell: throws when the work waiting for it must stop.
 */
export const tableBuildGoesOn = (done?: number): void => {
  buildCheck();
  if (stage && stageListener && clockNow() - stage.said >= STAGE_EVERY_MS) tell(done);
};

/** Runs `work` as table time; it says what it did with `done('built' | 'read')`. */
export const tableWork = <T>(work: (done: (kind: 'built' | 'read') => void) => T): T => {
  const done = (kind: 'built' | 'read'): void => {
    spent[kind]++;
  };
  const began = ownNow();
  working++;
  try {
    return work(done);
  } finally {
    working--;
    if (working === 0) {
      spent.ms += ownNow() - began;
      if (stage) stageListener?.(undefined);
      stage = undefined;
    }
  }
};

export const installTableCache = (cache: TableCache | undefined): void => {
  installed = cache;
};

/** Whether `name` can be had without building it. */
export const isTableCached = (name: string): boolean => installed?.has(name) ?? false;

/**
 * The stored table `name`, and whether it has `digest` (the SHA-256 of what
 * this version builds, where the caller knows it): such a table is read
 * without its checksum, which is looked at only when the digest differs.
 */
const storedTable = (
  name: string,
  length: number,
  digest: string | undefined,
): { readonly table: Uint8Array; readonly built: boolean } | undefined => {
  const cache = installed;
  if (digest === undefined || !cache?.loadUnchecked) {
    const table = cache?.load(name, length);
    return table && { table, built: false };
  }
  const read = cache.loadUnchecked(name, length);
  if (!read) return undefined;
  if (sha256(read.table) === digest) return { table: read.table, built: true };
  return read.intact() ? { table: read.table, built: false } : undefined;
};

/**
 * The table `name`: from the cache when it holds it, else built and offered
 * to the cache (a cache that cannot write costs the next run a rebuild, no more).
 * A stored table with `digest` (the SHA-256 of the table this version builds,
 * where the caller knows it) is used as it is; any other that `sound` finds
 * wrong (its checksum right, its contents not: written by a bug, or by
 * someone) is built again, stored over, and counted for `takeTablesSetAside`.
 */
export const cachedTable = (
  name: string,
  length: number,
  build: () => Uint8Array,
  sound: (table: Uint8Array) => boolean = () => true,
  digest?: string,
): Uint8Array =>
  tableWork((done) => {
    if (installed?.has(name)) tableStage('reading', length);
    const found = storedTable(name, length, digest);
    if (found) {
      if (found.built || sound(found.table)) {
        done('read');
        return found.table;
      }
      setAside.push(name);
    }
    tableStage('building', length);
    const table = build();
    done('built');
    try {
      installed?.save(name, table);
    } catch {
      // A read-only or full data folder: the table still serves this run.
    }
    return table;
  });

/**
 * Offers a table built elsewhere (in a worker thread) to the cache, to be
 * written without holding this thread up.
 */
export const offerTable = (name: string, table: Uint8Array): void => {
  try {
    installed?.saveSoon(name, table);
  } catch {
    // As with `cachedTable`: a table not kept costs the next run a rebuild, no more.
  }
};

/** Removes the stored table `name`, so the next `cachedTable` builds it again. */
export const forgetTable = (name: string): void => {
  try {
    installed?.remove?.(name);
  } catch {
    // Not ours to remove: it is checked again, and found wrong again, next time.
  }
};

import { randomBytes } from 'node:crypto';
import { renameSync } from 'node:fs';
import { words } from '../words/words.js';
import { writeFileAtomic } from './atomic.js';
import { readFileGuarded } from './read-file.js';
import { writeFailed } from './write-failure.js';

/** The format version this program writes. */
export const FORMAT = 1;

/** What reading a stored file found. */
export type Stored<T> =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly value: T }
  /** The file was unreadable or invalid; it now lives at `setAside`. */
  | { readonly kind: 'damaged'; readonly setAside: string; readonly reason: string }
  /** Written by a newer tobikoe: left untouched. */
  | { readonly kind: 'newer'; readonly format: number }
  /**
   * Unreadable or invalid, and it could not be moved aside either (a folder
   * tobikoe may not write in): left where it is, and nothing may be written over it.
   */
  | { readonly kind: 'stuck'; readonly reason: string };

/**
 * One sentence for the player about a stored file that could not be used as
 * it is (`what`: `records`, `settings`), or undefined when it could.
 */
export const storedNotice = (
  stored: Stored<unknown>,
  what: 'records' | 'settings' | 'stats',
): string | undefined => {
  const say = words().store;
  switch (stored.kind) {
    case 'damaged':
      return say.setAside(say.what[what], stored.reason);
    case 'newer':
      return say.newer(say.what[what]);
    case 'stuck':
      return say.leftAlone(say.what[what], stored.reason);
    default:
      return undefined;
  }
};

/**
 * One change merged into a stored file as it is on disk now (another tobikoe
 * may have written it since): read, changed, written back atomically by
 * `save`. A file from a newer tobikoe, or stuck, is left alone and the change
 * made to `known` (what this process read before) with `notSaved`'s sentence;
 * a damaged one was set aside, and is replaced by `known` changed. Throws only
 * when the write fails.
 */
export const mergeStored = <T>(
  stored: Stored<T>,
  what: 'records' | 'stats',
  known: T,
  empty: T,
  change: (value: T) => T,
  save: (value: T) => void,
): { readonly value: T; readonly notice?: string } => {
  const say = words().store;
  switch (stored.kind) {
    case 'newer':
    case 'stuck':
      return {
        value: change(known),
        notice: say.notSaved[what](stored.kind === 'newer' ? say.newerFile[what] : stored.reason),
      };
    case 'damaged': {
      const value = change(known);
      save(value);
      return { value, notice: storedNotice(stored, what) };
    }
    default: {
      const value = change(stored.kind === 'ok' ? stored.value : empty);
      save(value);
      return { value };
    }
  }
};

export class Invalid extends Error {
  override readonly name = 'Invalid';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Moves a damaged file out of the way, keeping it for the player to inspect;
 * undefined when it cannot be moved.
 */
const setAside = (path: string): string | undefined => {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = `${path}.damaged-${stamp}-${randomBytes(3).toString('hex')}`;
  try {
    renameSync(path, target);
    return target;
  } catch {
    return undefined;
  }
};

/** Sets the file aside, or says it is stuck where it is. */
const damaged = <T>(path: string, reason: string): Stored<T> => {
  const target = setAside(path);
  return target === undefined
    ? { kind: 'stuck', reason: words().store.cannotMoveAside(reason) }
    : { kind: 'damaged', setAside: target, reason };
};

/**
 * A format version as written: a whole number from 1 up. Anything else
 * (`1e999`, `-1`, `"1"`, `1.5`) is not a version, newer or older.
 */
const formatOf = (body: Record<string, unknown>): number => {
  const { format } = body;
  if (typeof format !== 'number' || !Number.isSafeInteger(format) || format < 1) {
    throw new Invalid(words().store.file.noFormat);
  }
  return format;
};

/**
 * Reads a JSON file written by `writeStored`, through the one guarded read
 * (`readFileGuarded`: no folder, pipe or oversize file is read). `validate`
 * turns the parsed body into a value or throws `Invalid`. Anything wrong sets
 * the file aside. Never throws.
 */
export const readStored = <T>(
  path: string,
  validate: (body: Record<string, unknown>) => T,
): Stored<T> => {
  const read = readFileGuarded(path);
  if (read.kind === 'none') return read;
  if (read.kind === 'unreadable') return damaged(path, read.reason);
  const say = words().store.file;
  let reason: string;
  try {
    const parsed: unknown = JSON.parse(read.text);
    if (!isRecord(parsed)) throw new Invalid(say.notObject);
    const format = formatOf(parsed);
    if (format > FORMAT) return { kind: 'newer', format };
    if (format !== FORMAT) throw new Invalid(say.unknownFormat(format));
    return { kind: 'ok', value: validate(parsed) };
  } catch (error) {
    if (error instanceof SyntaxError) reason = say.notJson;
    else if (error instanceof Invalid) reason = error.message;
    else reason = say.notChecked(error instanceof Error ? error.message : String(error));
  }
  return damaged(path, reason);
};

/** Writes the file atomically; a failure is `WriteFailed`, naming the file in the player's language. */
export const writeStored = (path: string, body: Record<string, unknown>): void => {
  try {
    writeFileAtomic(path, `${JSON.stringify({ format: FORMAT, ...body })}\n`);
  } catch (error) {
    throw writeFailed(path, error);
  }
};

export { isRecord };

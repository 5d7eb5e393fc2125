import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { words } from '../words/words.js';

/** The largest file tobikoe reads: a save of 100,000 moves is about 1 MB. */
export const MOST_BYTES = 4 * 1024 * 1024;

/** What reading one file found. */
export type FileRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'text'; readonly text: string }
  /** It is there but cannot be taken as text: `reason` says why, in a few words. */
  | { readonly kind: 'unreadable'; readonly reason: string };

const MEGABYTE = 1024 * 1024;

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;

const openReason = (code: string | undefined): string => {
  const say = words().store.read;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return say.denied;
    case 'EISDIR':
      return say.folder;
    case 'ELOOP':
      return say.loop;
    default:
      return say.cannotRead(code ?? say.unknownError);
  }
};

const sizeText = (bytes: number): string =>
  bytes >= MEGABYTE ? `${Math.round(bytes / MEGABYTE)} MB` : `${Math.ceil(bytes / 1024)} kB`;

// Fatal: bytes that are not UTF-8 make the file unreadable rather than silently changed.
// A byte order mark at the start is dropped (TextDecoder's default).
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** What reading one file's bytes found. */
export type BytesRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'bytes'; readonly bytes: Buffer }
  | { readonly kind: 'unreadable'; readonly reason: string };

/**
 * The one way tobikoe reads a file of its own. It never throws and never
 * blocks or runs away: a folder, a pipe or a device in the file's place, a
 * file it may not read or one larger than `most` bytes comes back as
 * `unreadable` with a reason, at the cost of one open and one stat. A missing
 * file (a dangling link too) is `none`.
 */
export const readBytesGuarded = (path: string, most: number = MOST_BYTES): BytesRead => {
  let handle: number;
  try {
    // Non-blocking, so a pipe planted in the file's place cannot hang the open.
    handle = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'none' };
    return { kind: 'unreadable', reason: openReason(code) };
  }
  try {
    const stat = fstatSync(handle);
    if (stat.isDirectory()) return { kind: 'unreadable', reason: words().store.read.folder };
    if (!stat.isFile()) return { kind: 'unreadable', reason: words().store.read.notRegular };
    if (stat.size > most) {
      return {
        kind: 'unreadable',
        reason: words().store.read.tooLarge(sizeText(stat.size), sizeText(most)),
      };
    }
    // Read to the end, whatever the stat said: a file may grow meanwhile.
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.max(stat.size - length + 1, 16_384));
      const read = readSync(handle, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      length += read;
      if (length > most) {
        return {
          kind: 'unreadable',
          reason: words().store.read.moreThan(sizeText(most)),
        };
      }
    }
    return {
      kind: 'bytes',
      bytes: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, length),
    };
  } catch (error) {
    return { kind: 'unreadable', reason: openReason(errorCode(error)) };
  } finally {
    closeSync(handle);
  }
};

/** `readBytesGuarded`, then the bytes as UTF-8 text (a byte order mark dropped): not UTF-8 is unreadable. */
export const readFileGuarded = (path: string, most: number = MOST_BYTES): FileRead => {
  const read = readBytesGuarded(path, most);
  if (read.kind !== 'bytes') return read;
  try {
    return { kind: 'text', text: utf8.decode(read.bytes) };
  } catch {
    return { kind: 'unreadable', reason: words().store.read.notUtf8 };
  }
};

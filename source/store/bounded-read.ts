import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/**
 * The bytes of the regular file `path`, or undefined when it is missing,
 * unreadable, not a regular file (a pipe, a device, a folder planted at the
 * name) or larger than `most` bytes: for files a start may do without (a
 * kept first frame, kept compiled code), read before the words are loaded
 * (`readBytesGuarded` says why a file of the player's could not be read).
 * Never blocks, never throws.
 */
export const readBoundedFile = (path: string, most: number): Buffer | undefined => {
  let handle: number;
  try {
    // Non-blocking: a pipe planted at the name would otherwise hold the start until written to.
    handle = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(handle);
    if (!stat.isFile() || stat.size > most) return undefined;
    const { size } = stat;
    const bytes = Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
      const got = readSync(handle, bytes, read, size - read, read);
      if (got === 0) break;
      read += got;
    }
    return bytes.subarray(0, read);
  } catch {
    return undefined;
  } finally {
    closeSync(handle);
  }
};

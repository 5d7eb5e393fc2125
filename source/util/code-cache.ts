import { isAscii } from 'node:buffer';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { temporaryOwner, writeFileAtomic } from '../store/atomic.js';
import { readBoundedFile } from '../store/bounded-read.js';
import { removeStaleTemporaries } from '../store/temporaries.js';

const require = createRequire(import.meta.url);

/** A CommonJS file run in this thread, and the way to keep what V8 compiled of it for the next start. */
export type CachedRun<Exports> = {
  readonly exports: Exports;
  /** Whether its code came from the cache (else it was compiled in this start). */
  readonly fromCache: boolean;
  /**
   * Once the file's work is done (its functions compiled as they ran):
   * writes their code for the next start, unless this start read it.
   */
  readonly keep: () => void;
};

/** Where a run's code is kept: the file, and the start of the names this build's files have (others are dropped). */
export type CodeCacheFile = { readonly path: string; readonly buildPrefix: string };

type Checksum = (data: Uint8Array) => number;

/**
 * V8 checks a code cache's version, its flags and its source's length, not
 * its source's bytes nor its own (its checksum is on only in debug builds): a
 * file kept for another source of the same length runs that source's code,
 * a damaged one runs as code. So each file starts with a CRC-32 of the
 * source it was made from and one of the rest. Node has CRC-32 from 20.15
 * and 22.2; before that no cache is kept.
 */
const checksumOf = (): Checksum | undefined => (require('node:zlib') as { crc32?: Checksum }).crc32;

const HEADER_BYTES = 8;

/** How long another build's files stay (see `write`). */
export const OTHER_BUILDS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The largest file of kept code read: the headless program's whole code is
 * some 2 MB; a file far beyond it (a device or a planted file) is not read.
 */
const MOST_KEPT_BYTES = 32 * 1024 * 1024;

const readKept = (path: string, sourceSum: number, checksum: Checksum): Buffer | undefined => {
  const bytes = readBoundedFile(path, MOST_KEPT_BYTES);
  if (bytes === undefined || bytes.length <= HEADER_BYTES || bytes.readUInt32LE(0) !== sourceSum) {
    return undefined;
  }
  const code = bytes.subarray(HEADER_BYTES);
  return bytes.readUInt32LE(4) === checksum(code) >>> 0 ? code : undefined;
};

const write = (file: CodeCacheFile, sourceSum: number, code: Buffer, checksum: Checksum): void => {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt32LE(sourceSum);
  header.writeUInt32LE(checksum(code) >>> 0, 4);
  try {
    writeFileAtomic(file.path, [header, code]);
    const folder = dirname(file.path);
    // Another build's code, once it has not been written for a week: two
    // installs in use side by side would otherwise remove each other's at
    // every start. A writer's temporary is left to its writer.
    const before = Date.now() - OTHER_BUILDS_KEPT_MS;
    for (const name of readdirSync(folder)) {
      if (name.startsWith(file.buildPrefix) || temporaryOwner(name) !== undefined) continue;
      const path = join(folder, name);
      if (statSync(path).mtimeMs < before) rmSync(path, { force: true });
    }
    removeStaleTemporaries([folder]);
  } catch {
    // A full disk or a folder that cannot be made: the next start compiles again, nothing else is lost.
  }
};

/**
 * Runs the CommonJS file `path` as `require` would, its code read from
 * `cache` when an earlier start kept it there for this build and this Node
 * (V8 refuses it otherwise, and it is compiled afresh): compiling the
 * program was most of a short command's start, and Node 20 keeps no
 * compiled code of its own.
 */
export const runWithCodeCache = <Exports>(
  path: string,
  cache: CodeCacheFile | undefined,
): CachedRun<Exports> => {
  const bytes = readFileSync(path);
  const checksum = cache === undefined ? undefined : checksumOf();
  const sourceSum = checksum === undefined ? 0 : checksum(bytes) >>> 0;
  const kept =
    cache === undefined || checksum === undefined
      ? undefined
      : readKept(cache.path, sourceSum, checksum);
  // ASCII (as the build writes it) is read as Latin-1 at twice the speed of UTF-8.
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  const script = new Script(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename: path, ...(kept === undefined ? {} : { cachedData: kept }) },
  );
  const module = { exports: {} as Exports };
  const body = script.runInThisContext() as (...args: unknown[]) => void;
  body.call(module.exports, module.exports, createRequire(path), module, path, dirname(path));
  return {
    exports: module.exports,
    fromCache: script.cachedDataRejected === false,
    keep: () => {
      if (cache === undefined || checksum === undefined || script.cachedDataRejected === false)
        return;
      write(cache, sourceSum, script.createCachedData(), checksum);
    },
  };
};

import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OTHER_BUILDS_KEPT_MS, runWithCodeCache } from '../source/util/code-cache.js';

type Doubler = {
  readonly times: (n: number) => number;
  readonly file: string;
  readonly word: string;
};

const folder = (): string => mkdtempSync(join(tmpdir(), 'tobikoe-code-cache-'));

/** A CommonJS file whose answer tells which source ran. */
const program = (at: string, factor: number, word = 'piece'): string => {
  const path = join(at, 'program.cjs');
  writeFileSync(
    path,
    `exports.times = (n) => n * ${factor};\nexports.file = __filename;\nexports.word = '${word}';\n`,
  );
  return path;
};

const cacheIn = (at: string) => ({ path: join(at, 'code', 'b1-program.v8'), buildPrefix: 'b1-' });

describe('runWithCodeCache', () => {
  it('runs a CommonJS file as require would, and the next start reads the code this one kept', () => {
    const at = folder();
    const path = program(at, 2);
    const cache = cacheIn(at);
    const first = runWithCodeCache<Doubler>(path, cache);
    expect(first.fromCache).toBe(false);
    expect(first.exports.times(21)).toBe(42);
    expect(first.exports.file).toBe(path);
    first.keep();
    const kept = readFileSync(cache.path);
    expect(kept.readUInt32LE(0)).toBe(crc32(readFileSync(path)));
    expect(kept.readUInt32LE(4)).toBe(crc32(kept.subarray(8)));
    const second = runWithCodeCache<Doubler>(path, cache);
    expect(second.fromCache).toBe(true);
    expect(second.exports.times(21)).toBe(42);
    second.keep();
    expect(readFileSync(cache.path).equals(kept)).toBe(true);
  });

  it('never runs code kept for another source, even one of the same length (V8 would)', () => {
    const at = folder();
    const cache = cacheIn(at);
    const before = runWithCodeCache<Doubler>(program(at, 2), cache);
    before.keep();
    const after = runWithCodeCache<Doubler>(program(at, 3), cache);
    expect(after.fromCache).toBe(false);
    expect(after.exports.times(21)).toBe(63);
  });

  it('compiles afresh over a damaged file and keeps a sound one again', () => {
    const at = folder();
    const path = program(at, 2);
    const cache = cacheIn(at);
    runWithCodeCache<Doubler>(path, cache).keep();
    const damaged = readFileSync(cache.path);
    damaged[damaged.length >> 1] ^= 0x55;
    writeFileSync(cache.path, damaged);
    const run = runWithCodeCache<Doubler>(path, cache);
    expect(run.fromCache).toBe(false);
    expect(run.exports.times(5)).toBe(10);
    run.keep();
    expect(runWithCodeCache<Doubler>(path, cache).fromCache).toBe(true);
    writeFileSync(cache.path, damaged.subarray(0, 5));
    expect(runWithCodeCache<Doubler>(path, cache).fromCache).toBe(false);
  });

  it('runs without a cache where none can be kept, and leaves nothing behind', () => {
    const at = folder();
    const path = program(at, 2);
    writeFileSync(join(at, 'code'), 'a file where the folder would be');
    const run = runWithCodeCache<Doubler>(path, cacheIn(at));
    expect(() => run.keep()).not.toThrow();
    expect(run.exports.times(4)).toBe(8);
    expect(readdirSync(at).sort()).toEqual(['code', 'program.cjs']);
    const uncached = runWithCodeCache<Doubler>(path, undefined);
    uncached.keep();
    expect(uncached.exports.times(4)).toBe(8);
  });

  it("drops other builds' files a week old when it keeps one, and keeps this build's others", () => {
    const at = folder();
    const path = program(at, 2);
    mkdirSync(join(at, 'code'));
    const old = (Date.now() - OTHER_BUILDS_KEPT_MS - 60_000) / 1000;
    for (const name of ['b0-program.v8', 'b1-help.v8', 'b2-program.v8']) {
      writeFileSync(join(at, 'code', name), name);
    }
    utimesSync(join(at, 'code', 'b0-program.v8'), old, old);
    utimesSync(join(at, 'code', 'b1-help.v8'), old, old);
    runWithCodeCache<Doubler>(path, cacheIn(at)).keep();
    // b2 is another install in use beside this one: kept, or each would remove the other's at every start.
    expect(readdirSync(join(at, 'code')).sort()).toEqual([
      'b1-help.v8',
      'b1-program.v8',
      'b2-program.v8',
    ]);
  });

  it('never reads a device, a pipe or a folder planted at the name, and never hangs on one', () => {
    const at = folder();
    const path = program(at, 2);
    const cache = cacheIn(at);
    mkdirSync(join(at, 'code'));
    symlinkSync('/dev/zero', cache.path);
    expect(runWithCodeCache<Doubler>(path, cache).fromCache).toBe(false);
    rmSync(cache.path);
    execFileSync('mkfifo', [cache.path]);
    const run = runWithCodeCache<Doubler>(path, cache);
    expect(run.fromCache).toBe(false);
    expect(run.exports.times(3)).toBe(6);
    rmSync(cache.path);
    mkdirSync(cache.path);
    expect(runWithCodeCache<Doubler>(path, cache).fromCache).toBe(false);
  });

  it('reads a file beyond ASCII as UTF-8', () => {
    const at = folder();
    const run = runWithCodeCache<Doubler>(program(at, 2, '駒'), cacheIn(at));
    expect(run.exports.word).toBe('駒');
  });
});

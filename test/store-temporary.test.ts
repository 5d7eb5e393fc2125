import nodeCrypto from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { temporaryName, writeFileAtomic } from '../source/store/atomic.js';

// The random part made predictable, as if an attacker had guessed it (atomic.ts
// reads node:crypto when it first names a temporary, so the module's own
// function is replaced).
const random = vi
  .spyOn(nodeCrypto, 'randomBytes')
  .mockImplementation((size: number) => Buffer.alloc(size, 0xab));
afterAll(() => {
  random.mockRestore();
});

const guessed = (path: string): string => `${path}.tmp-${process.pid}-${'ab'.repeat(8)}`;

describe('the temporary a save goes through', () => {
  it('is named by the process and 64 random bits', () => {
    expect(temporaryName('/h/records.json')).toBe(guessed('/h/records.json'));
  });

  it('is never opened through a link planted at its name', () => {
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-planted-'));
    const victim = join(home, 'victim.txt');
    writeFileSync(victim, 'precious');
    const save = join(home, 'records.json');
    writeFileSync(save, '{"format":1,"records":{}}\n');
    symlinkSync(victim, guessed(save));
    expect(() => writeFileAtomic(save, 'new text')).toThrow(/EEXIST/);
    expect(readFileSync(victim, 'utf8')).toBe('precious');
    // The save is still the old file, not the planted link.
    expect(lstatSync(save).isSymbolicLink()).toBe(false);
    expect(readFileSync(save, 'utf8')).toBe('{"format":1,"records":{}}\n');
  });

  it('is never a file planted at its name either, and leaves nothing behind when it works', () => {
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-planted-'));
    const save = join(home, 'game.json');
    writeFileSync(guessed(save), 'planted');
    expect(() => writeFileAtomic(save, 'x')).toThrow(/EEXIST/);
    expect(readFileSync(guessed(save), 'utf8')).toBe('planted');
    expect(existsSync(save)).toBe(false);
    const other = join(home, 'other.json');
    writeFileAtomic(other, 'written');
    expect(readFileSync(other, 'utf8')).toBe('written');
    expect(existsSync(guessed(other))).toBe(false);
  });
});

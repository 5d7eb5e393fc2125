import {
  constants,
  copyFileSync,
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { oneLine } from '../util/quote.js';
import { words } from '../words/words.js';
import { makeFolders, temporaryName, temporaryOwner } from './atomic.js';
import type { StoreFolders } from './paths.js';
import { failureReason } from './write-failure.js';

/** The file-system calls a move makes, passed in so a test can make one fail. */
export type MoveCalls = {
  readonly renameSync: typeof renameSync;
  readonly copyFileSync: typeof copyFileSync;
  readonly readFileSync: (path: string) => Buffer;
};

const nodeCalls: MoveCalls = {
  renameSync,
  copyFileSync,
  readFileSync: (path) => readFileSync(path),
};

/** A copy that did not read back as the original: the original stays. */
class CopyDiffers extends Error {
  override readonly name = 'CopyDiffers';
}

const codeOf = (error: unknown): string | undefined =>
  error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;

/**
 * Moves one file to a name that is free: a rename, or across file systems
 * (EXDEV) a copy beside the target, read back and compared, renamed into
 * place, and only then the original removed. Throws with the original intact.
 */
const moveFile = (from: string, to: string, calls: MoveCalls): void => {
  try {
    calls.renameSync(from, to);
    return;
  } catch (error) {
    if (codeOf(error) !== 'EXDEV') throw error;
  }
  const copy = temporaryName(to);
  try {
    calls.copyFileSync(from, copy, constants.COPYFILE_EXCL);
    if (!calls.readFileSync(copy).equals(calls.readFileSync(from))) throw new CopyDiffers();
    calls.renameSync(copy, to);
  } catch (error) {
    rmSync(copy, { force: true });
    throw error;
  }
  rmSync(from, { force: true });
};

const sameBytes = (one: string, other: string, calls: MoveCalls): boolean => {
  try {
    return calls.readFileSync(one).equals(calls.readFileSync(other));
  } catch {
    return false;
  }
};

/**
 * Moves the folder's files into `to`: the whole folder at once where it can
 * (a rename), else file by file. A file already at the target with the same
 * bytes goes; one that differs stays where it is (nothing is written over).
 * A writer's temporary is left to it. The old folder goes once empty.
 */
const moveFolder = (from: string, to: string, calls: MoveCalls): void => {
  if (!existsSync(to)) {
    makeFolders(dirname(to));
    try {
      calls.renameSync(from, to);
      return;
    } catch (error) {
      if (codeOf(error) !== 'EXDEV') throw error;
    }
  }
  makeFolders(to);
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(to, name);
    if (temporaryOwner(name) !== undefined || lstatSync(source).isDirectory()) continue;
    if (!existsSync(target)) moveFile(source, target, calls);
    else if (sameBytes(source, target, calls)) rmSync(source, { force: true });
  }
  try {
    rmdirSync(from);
  } catch {
    // Not empty: what stays is kept.
  }
};

export type FoldersMoved = {
  /** The folders to use this run: an old place where its move failed (so nothing seems lost). */
  readonly folders: StoreFolders;
  /** One sentence per move that failed. */
  readonly notices: readonly string[];
};

const failure = (what: 'settings' | 'tables', to: string, from: string, error: unknown): string => {
  const say = words().store.move;
  const why = error instanceof CopyDiffers ? say.copyDiffers : failureReason(error);
  return say.failed(say.what[what], oneLine(to), why, oneLine(from));
};

/**
 * Moves what an older tobikoe kept in the data folder to its own folder:
 * `settings.json` to the config folder, `tables/` (tables and maps) to the
 * cache folder. Nothing is written over: a settings file already in the
 * config folder wins and the old one stays. A move that fails leaves every
 * file where it was (or whole at the target) and says so, and this run reads
 * that kind from the old place. Never throws.
 */
export const moveOldFiles = (folders: StoreFolders, calls: MoveCalls = nodeCalls): FoldersMoved => {
  const notices: string[] = [];
  let { config, cache } = folders;
  const { data } = folders;
  if (config !== data) {
    const from = join(data, 'settings.json');
    const to = join(config, 'settings.json');
    if (existsSync(from) && !existsSync(to)) {
      try {
        makeFolders(config);
        moveFile(from, to, calls);
      } catch (error) {
        // Gone from the old place meanwhile: another tobikoe starting at the same time moved it.
        if (existsSync(from)) {
          notices.push(failure('settings', config, data, error));
          config = data;
        }
      }
    }
  }
  if (cache !== data) {
    const from = join(data, 'tables');
    const to = join(cache, 'tables');
    if (existsSync(from)) {
      try {
        moveFolder(from, to, calls);
      } catch (error) {
        if (existsSync(from)) {
          notices.push(failure('tables', cache, data, error));
          cache = data;
        }
      }
    }
  }
  return { folders: { config, data, cache }, notices };
};

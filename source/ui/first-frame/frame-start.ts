import { storeFoldersOf } from '../../store/paths.js';
import { buildId } from './build-id.js';
import { firstFrameKey } from './frame-key.js';

/** A start whose first frame is kept: its command line, its key, where the frame is kept, and the window it was keyed for. */
export type FrameStart = {
  readonly argv: readonly string[];
  readonly key: string;
  readonly cacheFolder: string;
  readonly columns: number;
  readonly rows: number;
};

/** The start `argv` makes in a window of `columns`×`rows`, keyed from the files as they are now (see `firstFrameKey`). */
export const frameStartOf = (
  argv: readonly string[],
  columns: number,
  rows: number,
  env: NodeJS.ProcessEnv = process.env,
): FrameStart => {
  const folders = storeFoldersOf(env);
  const key = firstFrameKey({
    argv,
    env,
    folders,
    columns,
    rows,
    now: new Date(),
    build: buildId(),
    node: process.version,
  });
  return { argv, key, cacheFolder: folders.cache, columns, rows };
};

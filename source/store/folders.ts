import { moveOldFiles } from './move-old-files.js';
import { type StoreFolders, storeFoldersOf } from './paths.js';

let known: { readonly key: string; folders: StoreFolders; notices: readonly string[] } | undefined;

/**
 * The folders to use, by kind (see `storeFoldersOf`), once what an older
 * tobikoe kept in the data folder has been moved (`moveOldFiles`, once per
 * set of folders a process uses: a test may point TOBIKOE_HOME elsewhere).
 */
export const storeFolders = (env: NodeJS.ProcessEnv = process.env): StoreFolders => {
  const wanted = storeFoldersOf(env);
  const key = JSON.stringify(wanted);
  if (known?.key !== key) known = { key, ...moveOldFiles(wanted) };
  return known.folders;
};

/** What the move had to say (a move that failed), once: the caller says it. */
export const takeFolderNotices = (): readonly string[] => {
  storeFolders();
  const notices = known?.notices ?? [];
  if (known) known.notices = [];
  return notices;
};

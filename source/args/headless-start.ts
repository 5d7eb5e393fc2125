import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT } from '../commands/exit-codes.js';
import { storeFoldersOf } from '../store/paths.js';
import { buildId } from '../ui/first-frame/build-id.js';
import { runWithCodeCache } from '../util/code-cache.js';
import { headlessCommandOf } from './program-route.js';

/** Where the headless program's compiled code is kept: the cache folder's `code`. */
export const keptCodeFolder = (env: NodeJS.ProcessEnv = process.env): string =>
  join(storeFoldersOf(env).cache, 'code');

type HeadlessProgram = {
  readonly runHeadlessProgram: (argv: readonly string[]) => Promise<number>;
};

/**
 * Runs a line `runsHeadless` gives the headless program (`dist/headless.cjs`,
 * beside this file once built), its compiled code kept in the cache folder
 * by build, Node and command: what one command compiles is what its next
 * start reads.
 */
export const runHeadless = async (
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> => {
  const buildPrefix = `${buildId()}-`;
  const name = `${buildPrefix}${process.version}-${process.arch}-${headlessCommandOf(argv)}.v8`;
  const program = runWithCodeCache<HeadlessProgram>(
    fileURLToPath(new URL('./headless.cjs', import.meta.url)),
    { path: join(keptCodeFolder(env), name), buildPrefix },
  );
  const code = await program.exports.runHeadlessProgram(argv);
  // A refused line compiled little of its command: its code would be kept for the lines that work.
  if (code === EXIT.done) program.keep();
  return code;
};

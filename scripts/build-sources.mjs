// What a build is made from, file by file, and whether dist/ was built from
// what is here now. The build writes the digests beside what it built; tests
// that start dist/ compare them with the files as they are, so a source edit
// is never tested through yesterday's build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build's record of its sources, inside dist/ (removed with it, so a half-made build has none). */
export const BUILD_SOURCES = 'dist/build-sources.json';

const FOLDERS = ['source', 'patches'];
const FILES = ['scripts/build.mjs', 'scripts/devtools-stub.mjs', 'package.json'];

const filesUnder = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });

/** Every file a build reads from the project, with the SHA-256 of its bytes, in a fixed order. */
export const sourceDigests = (root = '.') => {
  const paths = [
    ...FOLDERS.filter((folder) => existsSync(join(root, folder))).flatMap((folder) =>
      filesUnder(join(root, folder)).map((path) => path.slice(root === '.' ? 0 : root.length + 1)),
    ),
    ...FILES,
  ].sort();
  return Object.fromEntries(
    paths.map((path) => [
      path,
      createHash('sha256')
        .update(readFileSync(join(root, path)))
        .digest('hex'),
    ]),
  );
};

/**
 * The files whose bytes differ from what dist/ was built from (added, changed
 * or removed since), or a reason the build cannot be judged at all; empty when
 * dist/ is the build of the files here.
 */
export const staleSources = (root = '.') => {
  const record = join(root, BUILD_SOURCES);
  if (!existsSync(join(root, 'dist/cli.js'))) return ['dist/ (there is no build)'];
  if (!existsSync(record))
    return [`${BUILD_SOURCES} (the build did not finish, or is older than its record)`];
  const built = JSON.parse(readFileSync(record, 'utf8'));
  const now = sourceDigests(root);
  const paths = new Set([...Object.keys(built), ...Object.keys(now)]);
  return [...paths].filter((path) => built[path] !== now[path]).sort();
};

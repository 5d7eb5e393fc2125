import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { staleSources } from '../../scripts/build-sources.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for this run of the suite alone, removed when it ends. */
    runFolder: string;
  }
}

/**
 * One folder per run of the suite: its tables (pattern databases) are built
 * by the first test file that needs them and read by the others, instead of
 * being built again in every file, and nothing of a test lands in the
 * user's own data folder. A new run starts empty, so no table outlives the
 * code that built it.
 */
export default function setup(project: TestProject): () => void {
  freshBuild();
  const folder = mkdtempSync(join(tmpdir(), 'tobikoe-test-run-'));
  // Open to other users as /tmp is: a test runs a reader as nobody in it.
  chmodSync(folder, 0o755);
  mkdirSync(join(folder, 'tables'));
  project.provide('runFolder', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}

/**
 * Many tests start the built app (dist/), not the sources: a run after an
 * edit would test the old build without a word. So a build made from other
 * files than the ones here is made again first, saying which files differ.
 */
const freshBuild = (): void => {
  const stale = staleSources();
  if (stale.length === 0) return;
  const named =
    stale.slice(0, 3).join(', ') + (stale.length > 3 ? ` and ${stale.length - 3} more` : '');
  process.stderr.write(`dist/ is not the build of ${named}: building it again before the tests\n`);
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed: the tests would run a stale dist/');
  const still = staleSources();
  if (still.length > 0) throw new Error(`dist/ is still not the build of ${still.join(', ')}`);
};

import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

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
  const folder = mkdtempSync(join(tmpdir(), 'tobikoe-test-run-'));
  // Open to other users as /tmp is: a test runs a reader as nobody in it.
  chmodSync(folder, 0o755);
  mkdirSync(join(folder, 'tables'));
  project.provide('runFolder', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}

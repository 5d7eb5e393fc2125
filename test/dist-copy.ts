import { cpSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const built = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * The built app copied where every user can read it: tests that run it as
 * another user (nobody) cannot rely on the checkout being readable by others
 * (a clone in `mktemp -d` is not). The bundle needs nothing beside it.
 * Copied once per test file, into the run's temporary folder.
 */
export const distForOthers = (): string => {
  const copy = join(tmpdir(), 'dist-for-others');
  if (!existsSync(copy)) cpSync(built, copy, { recursive: true });
  return copy;
};

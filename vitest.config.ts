import { defineConfig } from 'vitest/config';
import { E2E_FILES } from './test/e2e-files.js';

export default defineConfig({
  // The app runs React's production build (the bundle defines NODE_ENV); so do
  // the tests. React's development build costs several times the CPU per
  // render (an Error per element for owner stacks), which made the screen
  // tests the slowest part of the suite.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // The end-to-end layer runs on its own (`npm run test:e2e`, vitest.e2e.config.ts).
    exclude: [...E2E_FILES, 'node_modules/**'],
    env: { NODE_ENV: 'production' },
    globalSetup: ['test/setup/run-folder.ts'],
    setupFiles: ['test/setup/data-folder.ts'],
    // Safety nets, not expectations: no test takes a tenth of this on an idle machine, and
    // nothing asserts on time. Generous, because a loaded machine (other work beside the
    // suite) stretches every test that starts processes.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Processes (forks), not threads: a test counts the threads of its own
    // process to see a worker's thread end, which a file beside it in the same
    // process would disturb.
    pool: 'forks',
    // Test files share the modules they import (React, Ink and the puzzles are
    // loaded once per worker, not once per file: this halved the suite's CPU).
    // What a file changes in shared state it puts back (registered puzzles,
    // mocks, environment): see test/setup/ and the files that register.
    isolate: false,
    // Both cores: the default leaves one idle on a 2-core machine.
    maxWorkers: 2,
    // Modules transformed once are kept on disk (.cache/vitest, keyed by each file's
    // contents) and read back by the next run: about a sixth less CPU over a run after
    // the first. `npx vitest --clearCache` empties it.
    experimental: { fsModuleCache: true, fsModuleCachePath: '.cache/vitest' },
  },
});

import { mkdtempSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, inject } from 'vitest';
import { SUITE_WARM_MS } from './warm.js';

// Each test file has a data folder of its own (saves and records never leak
// from one file into another), whose tables folder is the run's shared one.
// Spawned processes and worker threads inherit it through the environment;
// tests that need another folder set their own TOBIKOE_HOME.
const run = inject('runFolder');
const home = mkdtempSync(join(run, 'home-'));
symlinkSync(join(run, 'tables'), join(home, 'tables'), 'dir');
process.env.TOBIKOE_HOME = home;
// Temporary folders of tests and of the processes they start go in the run's
// folder too, removed with it.
process.env.TMPDIR = run;

// Every search in a test runs under a node limit: more than any test's search
// needs (line-3 with the assignment bound, the largest, takes 5.4 million),
// so one that would never end fails at once and says why.
beforeAll(async () => {
  const { limitEverySearch } = await import('../../source/search/progress.js');
  limitEverySearch(60_000_000);
});

// Every search warms its code for a few milliseconds at most, not the
// program's third of a second: nothing here reads a time but the tests of
// the times, which set the program's warm-up again.
beforeAll(async () => {
  const { warmEverySearchFor } = await import('../../source/search/solver.js');
  warmEverySearchFor(SUITE_WARM_MS);
});

// Loaded once the test file has declared its mocks (a file that mocks
// node:crypto must get the store's modules with its mock, not before it).
beforeAll(async () => {
  const { installDataFolderTables } = await import('../../source/store/tables.js');
  installDataFolderTables();
});

// Every file starts in English, whatever language a file before it in the
// same process left set (files share modules: isolate is off).
beforeAll(async () => {
  const { setLanguage } = await import('../../source/words/language.js');
  setLanguage('en');
});

// Every file starts with no stored table counted as set aside: a file that
// forged one without a search to report it would otherwise have the next
// file's first search say so.
beforeAll(async () => {
  const { takeTablesSetAside } = await import('../../source/puzzles/table-cache.js');
  takeTablesSetAside();
});

// Tests switch languages as the app does (`L`), at once: every language's
// messages are loaded first, as the app loads them before its first screen.
beforeAll(async () => {
  const [{ LANGUAGES }, { loadWords }] = await Promise.all([
    import('../../source/words/language.js'),
    import('../../source/words/words.js'),
  ]);
  await loadWords(...LANGUAGES);
});

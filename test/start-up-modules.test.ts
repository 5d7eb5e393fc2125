import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * What a command loads decides how soon it starts: `--help` and the headless
 * commands must never load Ink or React (hundreds of kilobytes to compile),
 * and `--help` not string-width either; none of them the terminal emulator
 * that draws recordings (@xterm/headless). A module hook records every file the
 * built program loads; the bundle's files say which packages they hold in
 * esbuild's `// node_modules/…` comments.
 */

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'tobikoe-loads-'));
const hooks = join(folder, 'hooks.mjs');
writeFileSync(
  hooks,
  `import { appendFileSync } from 'node:fs';
let log;
export const initialize = (path) => { log = path; };
export const load = (url, context, next) => {
  if (url.startsWith('file:')) appendFileSync(log, url + '\\n');
  return next(url, context);
};
`,
);

/** What each command line loaded, run once per file (two tests read `--help`'s). */
const loads = new Map<string, string[]>();

/** The dist files `args` loads, as file names. */
const loadedBy = (args: readonly string[]): string[] => {
  const key = JSON.stringify(args);
  const known = loads.get(key) ?? loadedByRun(args);
  loads.set(key, known);
  return known;
};

const loadedByRun = (args: readonly string[]): string[] => {
  const log = join(folder, `${args.join('_').replace(/\W/g, '_')}.log`);
  writeFileSync(log, '');
  const register = join(folder, 'register.mjs');
  writeFileSync(
    register,
    `import { register } from 'node:module';
register(${JSON.stringify(pathToFileURL(hooks).href)}, { data: ${JSON.stringify(log)} });
`,
  );
  const run = spawnSync(process.execPath, ['--import', register, join(dist, 'cli.js'), ...args], {
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return readFileSync(log, 'utf8')
    .split('\n')
    .filter((url) => url.startsWith('file:'))
    .map((url) => fileURLToPath(url))
    .filter((path) => path.startsWith(dist));
};

/** esbuild's comment before a package's code: `// node_modules/ink/…`, or `// ../x/node_modules/ink/…` through a linked node_modules. */
const holds = (path: string, name: string): boolean =>
  new RegExp(`^// (?:[^\\s]*/)?node_modules/${name.replace('/', '\\/')}/`, 'm').test(
    readFileSync(path, 'utf8'),
  );

const UI_PACKAGES = ['ink', 'react', 'react-reconciler', 'yoga-layout'];

describe('what a command loads', () => {
  it('finds the UI packages in the build (the comments this test reads are there)', () => {
    const files = readdirSync(dist).filter((name) => name.endsWith('.js'));
    for (const name of UI_PACKAGES) {
      expect(
        files.some((file) => holds(join(dist, file), name)),
        name,
      ).toBe(true);
    }
  });

  it.each([
    [['--help'], [...UI_PACKAGES, 'string-width', '@xterm/headless']],
    [['list'], UI_PACKAGES],
    [
      ['solve', 'line', '--start', 'start2', '--goal', 'goal1', '--json'],
      [...UI_PACKAGES, '@xterm/headless'],
    ],
  ])('tobikoe %j loads none of %j', (args, packages) => {
    const loaded = loadedBy(args);
    expect(loaded).toContain(join(dist, 'cli.js'));
    for (const name of packages) {
      expect(loaded.filter((path) => holds(path, name)).map((path) => [name, path])).toEqual([]);
    }
  });
});

/** Whether a built file holds a module of the sources: esbuild's `// source/…` comment. */
const holdsSource = (path: string, source: string): boolean =>
  readFileSync(path, 'utf8').split('\n').includes(`// ${source}`);

describe('what --help and --version leave unloaded', () => {
  it('finds the catalogue in the build (the comment this test reads is there)', () => {
    const files = readdirSync(dist).filter((name) => name.endsWith('.js'));
    expect(files.some((file) => holdsSource(join(dist, file), 'source/puzzles/catalogue.ts'))).toBe(
      true,
    );
  });

  it.each([[['--help']], [['--version']], [['help']], [['--lang', 'ja', '--help']]])(
    'tobikoe %j loads no puzzle: the overview names none',
    (args) => {
      const loaded = loadedBy(args);
      expect(loaded).toContain(join(dist, 'cli.js'));
      expect(loaded.filter((path) => holdsSource(path, 'source/puzzles/catalogue.ts'))).toEqual([]);
    },
  );

  it('loads the catalogue for a command page, which lists the puzzle options', () => {
    const loaded = loadedBy(['solve', '--help']);
    expect(loaded.some((path) => holdsSource(path, 'source/puzzles/catalogue.ts'))).toBe(true);
  });
});

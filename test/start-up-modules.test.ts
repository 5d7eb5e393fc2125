import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runsHeadless } from '../source/args/program-route.js';

/*
 * What a command loads decides how soon it starts: `--help` and the headless
 * commands must never load Ink or React (hundreds of kilobytes to compile),
 * and `--help` not string-width either; none of them the terminal emulator
 * that draws recordings (@xterm/headless). The whole program is split into
 * files: a module hook records every one it loads, and esbuild's
 * `// node_modules/…` comments say which packages a file holds. The headless
 * program is one file, its modules started when first used: V8's log of
 * each function's first run, or its bytecode made, names them (esbuild names
 * a module's start by its path, `source/…` or `node_modules/…`).
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

/** What one command line used: the dist files it loaded, and the modules the headless program started. */
type Used = {
  readonly files: readonly string[];
  readonly started: ReadonlySet<string>;
  /** Whether the headless program ran it (dist/cli.js then loads no other file). */
  readonly headless: boolean;
};

/** What each command line used, run once per file (two tests read `--help`'s). */
const uses = new Map<string, Used>();

const usedBy = (args: readonly string[]): Used => {
  const key = JSON.stringify(args);
  const known = uses.get(key) ?? usedByRun(args);
  uses.set(key, known);
  return known;
};

const usedByRun = (args: readonly string[]): Used => {
  const name = args.join('_').replace(/\W/g, '_');
  const log = join(folder, `${name}.log`);
  const events = join(folder, `${name}.events`);
  writeFileSync(log, '');
  const register = join(folder, 'register.mjs');
  writeFileSync(
    register,
    `import { register } from 'node:module';
register(${JSON.stringify(pathToFileURL(hooks).href)}, { data: ${JSON.stringify(log)} });
`,
  );
  const run = spawnSync(
    process.execPath,
    [
      '--log-function-events',
      `--logfile=${events}`,
      '--no-logfile-per-isolate',
      '--import',
      register,
      join(dist, 'cli.js'),
      ...args,
    ],
    { encoding: 'utf8', env: { ...process.env, TOBIKOE_HOME: mkdtempSync(join(folder, 'home-')) } },
  );
  expect(run.status, run.stderr).toBe(0);
  const files = readFileSync(log, 'utf8')
    .split('\n')
    .filter((url) => url.startsWith('file:'))
    .map((url) => fileURLToPath(url))
    .filter((path) => path.startsWith(dist));
  const started = new Set(
    readFileSync(events, 'utf8')
      .split('\n')
      // Its first run, or (Node 24 logs no first run for some) its bytecode made: V8 makes a module's when it starts.
      .filter((line) => /^function,(?:first-execution[\w-]*|interpreter),/.test(line))
      .map((line) => line.split(',').at(-1) ?? '')
      .filter((function_) => /^(?:source|node_modules)\//.test(function_)),
  );
  const headless = runsHeadless(args);
  expect(files.length === 1, `${files.join(' ')}: the headless program ran it?`).toBe(headless);
  return { files, started, headless };
};

/** esbuild's comment before a package's code: `// node_modules/ink/…`, or `// ../x/node_modules/ink/…` through a linked node_modules. */
const holds = (path: string, name: string): boolean =>
  new RegExp(`^// (?:[^\\s]*/)?node_modules/${name.replace('/', '\\/')}/`, 'm').test(
    readFileSync(path, 'utf8'),
  );

const UI_PACKAGES = ['ink', 'react', 'react-reconciler', 'yoga-layout'];

/** What the headless program was built from, and which of its modules start when first used. */
const headlessInputs: readonly string[] = JSON.parse(
  readFileSync(join(dist, 'headless-inputs.json'), 'utf8'),
);
const startedWhenUsed = new Set(
  [
    ...readFileSync(join(dist, 'headless.cjs'), 'latin1').matchAll(
      /__(?:esm|commonJS)\(\{"([^"]+)"/g,
    ),
  ].map((found) => found[1]),
);
/** The headless program's modules that run at every start, before any line is read. */
const startedAtOnce = headlessInputs.filter((input) => !startedWhenUsed.has(input));

/** Whether the headless program started `module` on this line (at once, or when first used). */
const started = (used: Used, module: string): boolean =>
  used.started.has(module) || (used.headless && startedAtOnce.includes(module));

/** Whether a line used package `name`: a file of it loaded, or a module of it started. */
const usesPackage = (used: Used, name: string): boolean =>
  used.files.some((path) => holds(path, name)) ||
  headlessInputs.some((input) => input.startsWith(`node_modules/${name}/`) && started(used, input));

/** Whether a built file holds a module of the sources: esbuild's `// source/…` comment. */
const holdsSource = (path: string, source: string): boolean =>
  readFileSync(path, 'utf8').split('\n').includes(`// ${source}`);

/** Whether a line used the module `source`: a file holding it loaded, or it started. */
const usesSource = (used: Used, source: string): boolean =>
  used.files.some((path) => holdsSource(path, source)) || started(used, source);

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

  it('builds the headless program without the UI packages', () => {
    // Its list names its packages: meow is there.
    expect(headlessInputs.some((input) => input.startsWith('node_modules/meow/'))).toBe(true);
    for (const name of UI_PACKAGES) {
      expect(headlessInputs.filter((input) => input.startsWith(`node_modules/${name}/`))).toEqual(
        [],
      );
    }
    // What the test reads of it: the modules started when first used, the rest at once.
    expect(startedWhenUsed.has('source/puzzles/catalogue.ts')).toBe(true);
    expect(startedAtOnce).toContain('source/args/parse.ts');
  });

  it.each([
    [['--help'], [...UI_PACKAGES, 'string-width', '@xterm/headless']],
    [['list'], UI_PACKAGES],
    [
      ['solve', 'line', '--start', 'start2', '--goal', 'goal1', '--json'],
      [...UI_PACKAGES, '@xterm/headless'],
    ],
    [
      ['--lang', 'ja', '--help'],
      [...UI_PACKAGES, '@xterm/headless'],
    ],
  ])('tobikoe %j loads none of %j', (args, packages) => {
    const used = usedBy(args);
    expect(used.files).toContain(join(dist, 'cli.js'));
    // What the test sees of a line: it read its command line.
    expect(usesSource(used, 'source/args/parse.ts')).toBe(true);
    for (const name of packages) expect(usesPackage(used, name), name).toBe(false);
  });

  it('sees a package a line uses (the list draws its columns with string-width)', () => {
    expect(usesPackage(usedBy(['list']), 'string-width')).toBe(true);
  });
});

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
      const used = usedBy(args);
      expect(used.files).toContain(join(dist, 'cli.js'));
      expect(usesSource(used, 'source/args/parse.ts')).toBe(true);
      expect(usesSource(used, 'source/puzzles/catalogue.ts')).toBe(false);
    },
  );

  it('loads the catalogue for a command page, which lists the puzzle options', () => {
    expect(usesSource(usedBy(['solve', '--help']), 'source/puzzles/catalogue.ts')).toBe(true);
  });
});

// The production build: one esbuild pass, split so that `--help` and the
// headless commands never load Ink or React, with the search worker beside the
// chunks that start it. Type checking is `npm run typecheck` (tsc --noEmit).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { BUILD_SOURCES, sourceDigests } from './build-sources.mjs';

// Yoga (Ink's layout engine) takes its WebAssembly from a base64 data: URL,
// through fetch() whenever fetch exists, and Node's fetch loads undici first:
// about 40 ms of CPU before the first frame. Without fetch it decodes the same
// base64 at once. If a new Yoga words it otherwise, the build says so.
const yogaWithoutFetch = {
  name: 'yoga-without-fetch',
  setup(bundler) {
    bundler.onLoad({ filter: /yoga-wasm-base64-esm\.js$/ }, ({ path }) => {
      const text = readFileSync(path, 'utf8');
      const test = '"function"!=typeof fetch';
      if (text.split(test).length !== 3) throw new Error(`${path}: expected two ${test}`);
      return { contents: text.replaceAll(test, 'true'), loader: 'js' };
    });
  },
};

// meow looks for package.json and normalizes it (read-package-up,
// normalize-package-data: semver, the SPDX licence lists, hosted-git-info),
// about 150 kB of the 245 kB it would add to what `--help` loads. tobikoe
// always hands meow its package data ({ name, version }, already normal), so
// those two are left out and the rest of meow's bundle shakes away with them.
const meowWithoutPackageLookup = {
  name: 'meow-without-package-lookup',
  setup(bundler) {
    bundler.onLoad({ filter: /meow[\\/]build[\\/]options\.js$/ }, ({ path }) => {
      const text = readFileSync(path, 'utf8');
      const line =
        "import { a as readPackageUpSync, n as normalizePackageData } from './dependencies.js';";
      if (!text.includes(line)) throw new Error(`${path}: expected ${line}`);
      const replacement = [
        "const readPackageUpSync = () => { throw new Error('meow is given pkg'); };",
        'const normalizePackageData = () => {};',
      ].join('\n');
      return { contents: text.replace(line, replacement), loader: 'js' };
    });
    // Its bundle starts each CommonJS part at the top (`var x = requireX();`),
    // calls esbuild must keep unless told they are pure; the parts only
    // define functions, so the unused ones may go.
    bundler.onLoad({ filter: /meow[\\/]build[\\/]dependencies\.js$/ }, ({ path }) => {
      const text = readFileSync(path, 'utf8');
      const starts = /^((?:var|const) [\w$]+ = )(require[\w$]+\(\)|getDefaultExportFromCjs\()/gm;
      if (text.match(starts)?.length !== 7) throw new Error(`${path}: expected 7 ${starts}`);
      // What is left of read-package-up's git lookup: a bare `promisify(execFile);`,
      // which keeps node:child_process (and net, dgram) loading at every start.
      const gitLookup = [
        "import { execFile } from 'node:child_process';\n",
        'promisify(execFile);\n',
      ];
      for (const line of gitLookup) {
        if (text.split(line).length !== 2) throw new Error(`${path}: expected one ${line}`);
      }
      const pure = text.replace(starts, '$1/* @__PURE__ */ $2');
      return {
        contents: gitLookup.reduce((code, line) => code.replace(line, ''), pure),
        loader: 'js',
      };
    });
  },
};

// Bundled CommonJS packages still call require(), through esbuild's runtime
// chunk. Every output gets this line, and each createRequire costs a start
// ~0.3 ms, across the 15–35 chunks a command loads; it stays only where
// `require` is named.
const requireBanner =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

const dropUnusedBanner = (folder) => {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) dropUnusedBanner(path);
    if (!entry.name.endsWith('.js')) continue;
    const text = readFileSync(path, 'utf8');
    const at = text.indexOf(`${requireBanner}\n`);
    if (at < 0) throw new Error(`${path}: no require banner`);
    const without = text.slice(0, at) + text.slice(at + requireBanner.length + 1);
    if (!/\brequire\b/.test(without)) writeFileSync(path, without);
  }
};

const builtFrom = sourceDigests();
// What the app calls its build (kept first frames are drawn by one build only).
const buildId = createHash('sha256').update(JSON.stringify(builtFrom)).digest('hex').slice(0, 16);
rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    // Started by dist/cli.js, built on its own below.
    'cli-main': 'source/args/cli-main.ts',
    // Beside the chunks: the worker client starts `./search-worker.js`.
    'search-worker': 'source/worker/search-worker.ts',
    // And the oracle client starts `./oracle-worker.js`.
    'oracle-worker': 'source/worker/oracle-worker.ts',
    // Beside the chunks too: the whole map starts `./map-worker.js`.
    'map-worker': 'source/search/map-worker.ts',
    // And a Line Puzzle pattern database built beside the search: `./pdb-worker.js`.
    'pdb-worker': 'source/puzzles/line/pdb-worker.ts',
    'bench/main': 'source/bench/bench.ts',
    'store/json-file': 'source/store/json-file.ts',
    // Run once below to write the man page beside it (package.json `man`); not packed.
    'man/page': 'source/args/man-page.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'bundle',
  external: ['@lydell/node-pty'],
  // Ink imports the React devtools only when DEV is set; keep them out.
  alias: { 'react-devtools-core': './scripts/devtools-stub.mjs' },
  define: { 'process.env.NODE_ENV': '"production"', TOBIKOE_BUILD: JSON.stringify(buildId) },
  banner: { js: requireBanner },
  plugins: [yogaWithoutFetch, meowWithoutPackageLookup],
  logLevel: 'warning',
});
// dist/cli.js in one file: every module a start loads before its first frame
// cost it 1-2 ms (the chunks the split build gave the early frame's code
// cost 4 ms on Node 22, where Node prints a line in 25). The program itself
// is the split build's cli-main.js. What both use is in both, each copy
// stateless or done with before the program starts (see EarlyScreen).
const programEntry = {
  name: 'program-entry',
  setup(bundler) {
    bundler.onResolve({ filter: /\/args\/cli-main\.js$/ }, () => ({
      path: './cli-main.js',
      external: true,
    }));
  },
};
await build({
  entryPoints: { cli: 'source/cli.ts' },
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'bundle',
  define: { 'process.env.NODE_ENV': '"production"', TOBIKOE_BUILD: JSON.stringify(buildId) },
  banner: { js: requireBanner },
  plugins: [programEntry],
  logLevel: 'warning',
});
// The headless program (`solve`, `analyze`, `--help`…; see program-route.ts)
// in one CommonJS file: dist/cli.js runs it through V8's code cache, which
// Node 20 keeps for CommonJS only (see code-cache.ts). Without the screens;
// its import.meta is the file's own place, so its workers, package.json and
// stored tables are found as the split build finds them.
const headless = await build({
  entryPoints: { headless: 'source/args/headless-main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  packages: 'bundle',
  external: ['@lydell/node-pty'],
  // Every import() becomes a require(): a script run from a code cache has no module loader.
  supported: { 'dynamic-import': false },
  define: {
    'process.env.NODE_ENV': '"production"',
    TOBIKOE_BUILD: JSON.stringify(buildId),
    'import.meta': 'importMetaOfBundle',
  },
  inject: ['scripts/import-meta-cjs.mjs'],
  // No comments and no indentation: every byte is read at each start (one
  // third of the file); errors name what went wrong, not a line.
  minifyWhitespace: true,
  plugins: [meowWithoutPackageLookup],
  metafile: true,
  logLevel: 'warning',
});
// What it was built from, for the test of what each line starts (its
// comments are gone, and a module it starts at once has no name in it).
writeFileSync(
  'dist/headless-inputs.json',
  `${JSON.stringify(Object.keys(headless.metafile.inputs).sort(), null, 1)}\n`,
);
// Read as ASCII at twice the speed of UTF-8 (see code-cache.ts); a regular
// expression's signs are written as they are, a string's escaped.
const headlessBytes = readFileSync('dist/headless.cjs');
const notAscii = headlessBytes.findIndex((byte) => byte > 0x7f);
if (notAscii >= 0) {
  const line = headlessBytes.subarray(0, notAscii).toString('latin1').split('\n').length;
  throw new Error(
    `dist/headless.cjs: a sign beyond ASCII on line ${line}; build that regular expression from a string`,
  );
}
// The bench's floors, in a folder of their own (in the build above they would
// move meow and Ink into chunks of their own, one more file for each start to
// load): meow alone reading `--help`, Ink alone drawing one line.
await build({
  entryPoints: {
    'meow-floor': 'source/bench/meow-floor.ts',
    'ink-floor': 'source/bench/ink-floor.ts',
  },
  outdir: 'dist/bench/floor',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  alias: { 'react-devtools-core': './scripts/devtools-stub.mjs' },
  define: { 'process.env.NODE_ENV': '"production"' },
  banner: { js: requireBanner },
  plugins: [yogaWithoutFetch, meowWithoutPackageLookup],
  logLevel: 'warning',
});
dropUnusedBanner('dist');

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const { manPage } = await import(pathToFileURL(resolve('dist/man/page.js')).href);
writeFileSync('dist/man/tobikoe.1', manPage(version));

// Last, once everything above is written: what this build was made from (read
// before it started, so an edit made during the build leaves it stale).
writeFileSync(BUILD_SOURCES, `${JSON.stringify(builtFrom, null, 1)}\n`);

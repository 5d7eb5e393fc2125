// The production build: one esbuild pass, split so that `--help` and the
// headless commands never load Ink or React, with the search worker beside the
// chunks that start it. Type checking is `npm run typecheck` (tsc --noEmit).
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

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

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    cli: 'source/cli.ts',
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
  define: { 'process.env.NODE_ENV': '"production"' },
  // Bundled CommonJS packages still call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [yogaWithoutFetch],
  logLevel: 'warning',
});

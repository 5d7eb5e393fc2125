// `npm test`: the build first (the tests start the built app), then the type
// check, the linter and the tests side by side. Each check's output is printed
// whole once it ends (the tests stream theirs); the exit code fails if any
// check failed.
import { spawn, spawnSync } from 'node:child_process';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const build = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

/** Runs a check quietly; resolves with its name, exit code and what it printed. */
const quietly = (name, args) =>
  new Promise((resolve) => {
    const child = spawn(npx, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ name, code: 1, output: String(error) }));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output }));
  });

const loudly = (name, args) =>
  new Promise((resolve) => {
    const child = spawn(npx, args, { stdio: 'inherit' });
    child.on('error', () => resolve({ name, code: 1, output: '' }));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output: '' }));
  });

const checks = await Promise.all([
  quietly('type check (tsc)', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
  quietly('lint and format (biome)', ['biome', 'check', '.']),
  loudly('tests (vitest)', ['vitest', 'run']),
]);

let failed = false;
for (const { name, code, output } of checks) {
  if (code !== 0 && output.trim() !== '') process.stdout.write(`\n${output.trim()}\n`);
  process.stdout.write(`${code === 0 ? 'ok    ' : 'FAILED'} ${name}\n`);
  failed ||= code !== 0;
}
process.exit(failed ? 1 : 0);

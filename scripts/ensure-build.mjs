// `npm start` and `prepare` (installs from git) build first when dist/ is missing or older than any source file.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (folder) =>
  readdirSync(folder, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(folder, entry.name);
    const time = entry.isDirectory() ? newest(path) : statSync(path).mtimeMs;
    return Math.max(latest, time);
  }, 0);

const built = 'dist/cli.js';
if (!existsSync(built) || statSync(built).mtimeMs < newest('source')) {
  execSync('npm run --silent build', { stdio: 'inherit' });
}

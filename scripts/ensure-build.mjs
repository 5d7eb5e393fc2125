// `npm start` and `prepare` (installs from git) build first when dist/ is
// missing or was built from other sources than the ones here.
import { execSync } from 'node:child_process';
import { staleSources } from './build-sources.mjs';

if (staleSources().length > 0) execSync('npm run --silent build', { stdio: 'inherit' });

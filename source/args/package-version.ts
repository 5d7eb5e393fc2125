import { readFileSync } from 'node:fs';

/** The version in package.json, beside dist/ (or two folders up from the sources). */
export const packageVersion = (): string => {
  for (const path of ['../package.json', '../../package.json']) {
    try {
      const found = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (found.name === 'tobikoe' && typeof found.version === 'string') return found.version;
    } catch {
      // not here
    }
  }
  return 'unknown';
};

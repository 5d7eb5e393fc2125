import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Locked = {
  readonly version?: string;
  readonly dependencies?: Record<string, string>;
  readonly devDependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
};

const root = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as Locked;
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  readonly lockfileVersion: number;
  readonly packages: Record<string, Locked>;
};

/** Where Node would find `name` from the package at `from`: its own node_modules, then each parent's. */
const resolveIn = (from: string, name: string): string | undefined => {
  let folder = from;
  for (;;) {
    const path = `${folder === '' ? '' : `${folder}/`}node_modules/${name}`;
    if (lock.packages[path]) return path;
    if (folder === '') return undefined;
    const parent = folder.lastIndexOf('/node_modules/');
    folder = parent < 0 ? '' : folder.slice(0, parent);
  }
};

// `npm ci` installs exactly this file, on every platform. npm 11 leaves out the
// other platforms' optional packages when it updates a lock file over an
// existing node_modules; such a lock file installs here and fails elsewhere.
describe('package-lock.json', () => {
  it('locks what package.json asks for', () => {
    const locked = lock.packages[''];
    expect(lock.lockfileVersion).toBe(3);
    expect(locked?.dependencies ?? {}).toEqual(manifest.dependencies ?? {});
    expect(locked?.devDependencies ?? {}).toEqual(manifest.devDependencies ?? {});
  });

  it("holds every platform's optional packages, not only this machine's", () => {
    const missing: string[] = [];
    let optional = 0;
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        optional += 1;
        if (!resolveIn(path, name)) missing.push(`${path || 'tobikoe'} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
    // esbuild, Biome, rolldown, lightningcss and node-pty each ship one per platform.
    expect(optional).toBeGreaterThan(50);
  });
});

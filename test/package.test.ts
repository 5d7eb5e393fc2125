import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'tobikoe-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * The environment less npm's own settings: run under `npm test`, the outer npm
 * hands its whole configuration down (a machine's `nodedir` among it), and the
 * inner npm would warn about the machine, not the package.
 */
const bare = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^npm_config_/i.test(name)),
);

/**
 * npm with an empty cache and configuration of its own and no network:
 * whatever it installs must come from the tarball itself.
 */
const npm = (cwd: string, command: string, ...args: string[]) =>
  run(command, ['--no-audit', '--no-fund', '--loglevel=warn', ...args], {
    cwd,
    env: {
      ...bare,
      npm_config_userconfig: join(work, 'npmrc'),
      npm_config_cache: join(work, 'empty-cache'),
      npm_config_offline: 'true',
      npm_config_update_notifier: 'false',
    },
    maxBuffer: 16 * 1024 * 1024,
  });

type Packed = {
  readonly filename: string;
  readonly size: number;
  readonly files: readonly { readonly path: string }[];
};

/** npm's warnings, less the one every unpublished checkout gets from a dry run. */
const warnings = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => /\bwarn\b/i.test(line) && !/requires you to be logged in/.test(line));

describe('the package', () => {
  it('builds as it packs, holds only what runs, and installs and runs from an empty cache offline', async () => {
    // A fresh checkout: the project's own files, no dist/ (its node_modules lent by link).
    const fresh = join(work, 'fresh');
    for (const name of [
      'package.json',
      'readme.md',
      'LICENSE',
      'tsconfig.json',
      'scripts',
      'source',
    ]) {
      cpSync(join(root, name), join(fresh, name), { recursive: true });
    }
    symlinkSync(join(root, 'node_modules'), join(fresh, 'node_modules'), 'dir');

    const { stdout } = await npm(fresh, 'npm', 'pack', '--json', '--pack-destination', work);
    // The build's own lines come first (pack runs prepack and prepare); the JSON closes it.
    const [packed] = JSON.parse(stdout.slice(stdout.search(/^\[/m))) as Packed[];
    const paths = packed.files.map((file) => file.path);
    expect(paths).toContain('dist/cli.js');
    expect(paths).toContain('dist/search-worker.js');
    expect(paths).toEqual(expect.arrayContaining(['package.json', 'readme.md', 'LICENSE']));
    expect(
      paths.filter((path) => !/^(dist\/|package\.json$|readme\.md$|LICENSE$)/.test(path)),
    ).toEqual([]);
    expect(paths.some((path) => path.startsWith('dist/bench/') || path.endsWith('.map'))).toBe(
      false,
    );
    const tarball = join(work, packed.filename);
    expect(statSync(tarball).size).toBe(packed.size);
    console.log(`${packed.filename}: ${packed.size} bytes, ${paths.length} files`);
    // The readme's install lines name this very tarball.
    const readme = readFileSync(join(root, 'readme.md'), 'utf8');
    expect(readme).toContain(`npm install -g ./${packed.filename}`);
    expect(readme).toContain(`npx --yes ./${packed.filename} solve knights`);

    // Everything it needs at run time is bundled: installing fetches nothing.
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.scripts.prepack).toMatch(/build/);
    expect(manifest.scripts.prepare).toMatch(/build/); // installs from git build too

    // What the registry page needs, and nothing npm would have to correct.
    expect(manifest).toMatchObject({
      license: 'MIT',
      repository: { type: 'git', url: expect.stringMatching(/^git\+https:/) },
      homepage: expect.stringMatching(/^https:/),
      bugs: { url: expect.stringMatching(/^https:/) },
      keywords: expect.arrayContaining(['puzzle', 'terminal']),
    });
    const dryRun = await npm(fresh, 'npm', 'publish', '--dry-run', '--ignore-scripts');
    expect(warnings(dryRun.stderr)).toEqual([]);

    const prefix = join(work, 'prefix');
    await npm(work, 'npm', 'install', '--global', '--prefix', prefix, tarball);
    const tobikoe = join(prefix, 'bin', 'tobikoe');
    const help = await run(tobikoe, ['--help'], { cwd: work });
    expect(help.stdout).toContain('tobikoe solve');
    const solved = await run(tobikoe, ['solve', 'knights', '--json'], { cwd: work });
    expect(JSON.parse(solved.stdout)).toMatchObject({ puzzle: 'knights', length: 16 });

    // And once, without installing, the way the readme offers it.
    const once = await npm(
      work,
      'npx',
      '--yes',
      `./${packed.filename}`,
      'solve',
      'knights',
      '--json',
    );
    expect(JSON.parse(once.stdout)).toMatchObject({ puzzle: 'knights', length: 16 });
  }, 180_000);
});

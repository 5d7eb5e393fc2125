import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'tobikoe-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** npm, quietly, with no network: everything it installs is in the tarball. */
const npm = (cwd: string, ...args: string[]) =>
  run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    env: { ...process.env, npm_config_offline: 'true', npm_config_update_notifier: 'false' },
    maxBuffer: 16 * 1024 * 1024,
  });

type Packed = { readonly filename: string; readonly files: readonly { readonly path: string }[] };

describe('the package', () => {
  it('builds as it packs, holds only what runs, and installs as a working tobikoe command', async () => {
    // A fresh checkout: the project's own files, no dist/ (its node_modules lent by link).
    const fresh = join(work, 'fresh');
    for (const name of ['package.json', 'readme.md', 'tsconfig.json', 'scripts', 'source']) {
      cpSync(join(root, name), join(fresh, name), { recursive: true });
    }
    symlinkSync(join(root, 'node_modules'), join(fresh, 'node_modules'), 'dir');

    const { stdout } = await npm(fresh, 'pack', '--json', '--pack-destination', work);
    // The build's own lines come first (pack runs prepack and prepare); the JSON closes it.
    const [packed] = JSON.parse(stdout.slice(stdout.search(/^\[/m))) as Packed[];
    const paths = packed.files.map((file) => file.path);
    expect(paths).toContain('dist/cli.js');
    expect(paths).toContain('dist/search-worker.js');
    expect(paths).toContain('package.json');
    expect(paths.filter((path) => !/^(dist\/|package\.json$|readme\.md$)/.test(path))).toEqual([]);
    expect(paths.some((path) => path.startsWith('dist/bench/') || path.endsWith('.map'))).toBe(
      false,
    );
    // Everything it needs at run time is bundled: installing fetches nothing.
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.scripts.prepack).toMatch(/build/);
    expect(manifest.scripts.prepare).toMatch(/build/); // installs from git build too

    const prefix = join(work, 'prefix');
    await npm(work, 'install', '--global', '--prefix', prefix, join(work, packed.filename));
    const tobikoe = join(prefix, 'bin', 'tobikoe');
    const help = await run(tobikoe, ['--help'], { cwd: work });
    expect(help.stdout).toContain('tobikoe solve');
    const solved = await run(tobikoe, ['solve', 'knights', '--json'], { cwd: work });
    expect(JSON.parse(solved.stdout)).toMatchObject({ puzzle: 'knights', length: 16 });
  }, 120_000);
});

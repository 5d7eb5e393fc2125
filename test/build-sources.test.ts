import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_SOURCES, sourceDigests, staleSources } from '../scripts/build-sources.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A project of a few files, built: dist/cli.js and the record of what it was built from. */
const builtProject = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'tobikoe-build-'));
  folders.push(root);
  for (const folder of ['source/search', 'scripts', 'dist'])
    mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, 'source/cli.ts'), 'export {};\n');
  writeFileSync(join(root, 'source/search/bfs.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'scripts/build.mjs'), '\n');
  writeFileSync(join(root, 'scripts/devtools-stub.mjs'), '\n');
  writeFileSync(join(root, 'package.json'), '{}\n');
  writeFileSync(join(root, 'dist/cli.js'), '\n');
  writeFileSync(join(root, BUILD_SOURCES), JSON.stringify(sourceDigests(root)));
  return root;
};

describe('whether dist/ is the build of the sources here', () => {
  it('is fresh right after the build, and names exactly the files edited, added or removed since', () => {
    const root = builtProject();
    expect(staleSources(root)).toEqual([]);
    writeFileSync(join(root, 'source/search/bfs.ts'), 'export const a = 2;\n');
    expect(staleSources(root)).toEqual(['source/search/bfs.ts']);
    writeFileSync(join(root, 'source/search/ida.ts'), 'export {};\n');
    rmSync(join(root, 'source/cli.ts'));
    expect(staleSources(root)).toEqual([
      'source/cli.ts',
      'source/search/bfs.ts',
      'source/search/ida.ts',
    ]);
  });

  it('counts the build script and package.json as sources, and a file touched but unchanged as fresh', () => {
    const root = builtProject();
    writeFileSync(join(root, 'source/cli.ts'), 'export {};\n');
    expect(staleSources(root)).toEqual([]);
    writeFileSync(join(root, 'scripts/build.mjs'), '// minify\n');
    writeFileSync(join(root, 'package.json'), '{"type":"module"}\n');
    expect(staleSources(root)).toEqual(['package.json', 'scripts/build.mjs']);
  });

  it('is stale when there is no build, or the build did not write its record', () => {
    const root = builtProject();
    rmSync(join(root, BUILD_SOURCES));
    expect(staleSources(root)).toHaveLength(1);
    expect(staleSources(root)[0]).toContain(BUILD_SOURCES);
    rmSync(join(root, 'dist'), { recursive: true });
    expect(staleSources(root)).toEqual(['dist/ (there is no build)']);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** Every TypeScript file under `folder`, by its path from the repository's root. */
const sources = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path))
    .map((path) => relative(root, join(root, folder, path)));

/** A family's folder, where one file name per role (entries.ts, words.ts) is the rule. */
const FAMILY = /^source\/puzzles\/[a-z]+\//;

describe('the shape of the sources', () => {
  it('names each file for what it holds: outside the family folders no two share a name', () => {
    const byName = new Map<string, string[]>();
    for (const path of sources('source').filter((each) => !FAMILY.test(each))) {
      byName.set(basename(path), [...(byName.get(basename(path)) ?? []), path]);
    }
    expect([...byName.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('has no import cycle: no file reaches itself through the files it imports', () => {
    // Relative imports, type-only ones too: a cycle of types is a cycle of ideas.
    const imports = new Map<string, string[]>();
    for (const path of sources('source')) {
      const text = readFileSync(join(root, path), 'utf8');
      const targets = [...text.matchAll(/(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g)].flatMap(
        ([, target]) =>
          ['.ts', '.tsx']
            .map((ext) => normalize(join(dirname(path), target)).replace(/\.js$/, ext))
            .filter((candidate) => existsSync(join(root, candidate))),
      );
      imports.set(path, targets);
    }
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (path: string, trail: string[]): void => {
      if (state.get(path) === 'done') return;
      if (state.get(path) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(path)), path].join(' → '));
        return;
      }
      state.set(path, 'open');
      for (const next of imports.get(path) ?? []) visit(next, [...trail, path]);
      state.set(path, 'done');
    };
    for (const path of imports.keys()) visit(path, []);
    expect(cycles).toEqual([]);
  });
});

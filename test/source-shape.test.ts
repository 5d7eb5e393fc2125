import { readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
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
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Which folder of source/ may import which: the flags layer (args/) calls the
 * commands and the game, and nothing calls back into it; the headless
 * commands and the screens never reach each other; the layers under them
 * (puzzles, searches, boards, game state, files) know none of the three.
 */

const root = new URL('../source/', import.meta.url).pathname;

/** Every source file, as `folder/…/name.ts`, with the top folders it imports from. */
const imports = (): { file: string; folder: string; targets: Set<string> }[] =>
  (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      const targets = new Set<string>();
      for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
        const target = relative(root, join(root, file, '..', specifier)).split(sep)[0];
        targets.add(target);
      }
      return { file, folder: file.split(sep)[0], targets };
    });

/** Folders that may not import the named ones. */
const forbidden: Readonly<Record<string, readonly string[]>> = {
  commands: ['args', 'ui'],
  ui: ['args', 'commands'],
  search: ['args', 'commands', 'ui'],
  puzzles: ['args', 'commands', 'ui'],
  board: ['args', 'commands', 'ui'],
  game: ['args', 'commands', 'ui'],
  store: ['args', 'commands', 'ui'],
};

describe('the layers of source/', () => {
  it('import downward only: commands/ never reaches back into args/', () => {
    const found = imports();
    expect(found.some(({ folder }) => folder === 'commands')).toBe(true);
    const wrong = found.flatMap(({ file, folder, targets }) =>
      (forbidden[folder] ?? [])
        .filter((each) => targets.has(each))
        .map((each) => `${file} → ${each}/`),
    );
    expect(wrong).toEqual([]);
  });
});

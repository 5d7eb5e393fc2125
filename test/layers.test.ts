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

/** Every source file reached from `file` through its imports, static and dynamic, itself included. */
const reachedFrom = (file: string): Set<string> => {
  const reached = new Set<string>();
  const pending = [file];
  while (pending.length > 0) {
    const at = pending.pop() as string;
    if (reached.has(at)) continue;
    reached.add(at);
    const text = readFileSync(join(root, at), 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const target = relative(root, join(root, at, '..', specifier)).replace(/\.js$/, '');
      const found = ['.ts', '.tsx'].map((end) => target + end).find((path) => files.has(path));
      if (found) pending.push(found);
    }
  }
  return reached;
};

const files = new Set(
  (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file)),
);

describe('what a module reaches through everything it imports', () => {
  it('a screen never reaches the command line (args/ or commands/), however far down', () => {
    const screens = [...files].filter((file) => file.startsWith(`ui${sep}`));
    expect(screens.length).toBeGreaterThan(20);
    const wrong = screens.flatMap((screen) =>
      [...reachedFrom(screen)]
        .filter((file) => file.startsWith(`commands${sep}`) || file.startsWith(`args${sep}`))
        .map((file) => `${screen} → ${file}`),
    );
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('the catalogue registers families for worker threads without importing the worker starter', () => {
    // Through its families it may: the Line Puzzle builds a pattern table in a thread beside the search.
    const text = readFileSync(join(root, 'puzzles', 'catalogue.ts'), 'utf8');
    expect(text).toMatch(/from '\.\.\/util\/worker-entries\.js'/);
    expect(text).not.toMatch(/start-worker|worker_threads/);
  });
});

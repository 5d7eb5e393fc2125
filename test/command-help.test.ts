import stringWidth from 'string-width';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commandPages } from '../source/args/command-pages.js';
import { commandNames, commandSpecs, takesPuzzle } from '../source/commands/specs.js';
import { catalogue } from '../source/puzzles/catalogue.js';
import { storeFolders } from '../source/store/folders.js';
import { recordSolve } from '../source/store/records.js';
import { setLanguage } from '../source/words/language.js';
import { tobikoeHere } from './cli-here.js';

afterEach(() => {
  vi.restoreAllMocks();
  setLanguage('en');
});

const helpOf = async (...args: string[]): Promise<string> => {
  const run = await tobikoeHere(...args);
  expect(run.code, args.join(' ')).toBe(0);
  expect(run.stderr).toBe('');
  return run.stdout;
};

describe('each command has its own help page', () => {
  it.each(commandNames)('%s --help is its help page: its flags, not the others', async (name) => {
    const page = await helpOf(name, '--help');
    expect(await helpOf('help', name)).toBe(page);
    expect(page.replace(/\s+/g, ' ')).toContain(commandSpecs[name].summary);
    const own = Object.keys(commandSpecs[name].flags);
    for (const flag of own) expect(page).toContain(`--${flag} `.trimEnd());
    const others = new Set(
      commandNames
        .flatMap((other) => Object.keys(commandSpecs[other].flags))
        .filter((flag) => !own.includes(flag)),
    );
    for (const flag of others) expect(page, flag).not.toMatch(new RegExp(`--${flag}\\b`));
    for (const example of commandPages[name].examples) expect(page).toContain(`$ ${example}`);
    if (takesPuzzle(name)) {
      for (const entry of catalogue) {
        for (const param of entry.params) expect(page).toContain(`--${param.name}`);
      }
    }
    for (const line of page.split('\n')) expect(stringWidth(line)).toBeLessThanOrEqual(80);
  });

  it('differs from command to command and from the overview', async () => {
    // One at a time: tobikoeHere listens on stdout while a line runs.
    const pages: string[] = [];
    for (const name of commandNames) pages.push(await helpOf(name, '--help'));
    const overview = await helpOf('--help');
    expect(new Set([...pages, overview]).size).toBe(commandNames.length + 1);
  });

  it('is in Japanese with --lang ja, each line within 80 columns', async () => {
    const page = await helpOf('help', 'solve', '--lang', 'ja');
    expect(page).toContain('オプション');
    expect(page).toContain(commandSpecs.solve.summary);
    for (const line of page.split('\n')) expect(stringWidth(line)).toBeLessThanOrEqual(80);
  });

  it('refuses help for a command that does not exist', async () => {
    const run = await tobikoeHere('help', 'dance');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/unknown command 'dance'/);
  });
});

describe('tobikoe --help is the overview', () => {
  it.each(['en', 'ja'])('fits 80×24 in %s and names every command', async (language) => {
    const overview = await helpOf('--help', '--lang', language);
    const lines = overview.replace(/\n$/, '').split('\n');
    expect(lines.length).toBeLessThanOrEqual(24);
    for (const line of lines) expect(stringWidth(line)).toBeLessThanOrEqual(80);
    for (const name of commandNames) expect(overview).toContain(`$ tobikoe ${name}`);
    expect(overview).toContain('tobikoe help');
  });
});

/** The keys at the top of a shape, and of the first object in each list of objects. */
const shapeKeys = (shape: string): Map<string, string[]> => {
  const keys = new Map<string, string[]>([['', []]]);
  const path: string[] = [];
  let last = '';
  for (const match of shape.matchAll(/"([^"]+)"|[[\]{}]/g)) {
    const token = match[0];
    if (match[1] !== undefined) {
      last = match[1];
      keys.get(path.join('.'))?.push(last);
    } else if (token === '{' && path.length === 0 && keys.get('')?.length === 0) {
      // the outer object
    } else if (token === '[') path.push(last);
    else if (token === ']') path.pop();
    else if (token === '{' && !keys.has(path.join('.'))) keys.set(path.join('.'), []);
  }
  return keys;
};

/** The objects a path of list keys reaches (`puzzles.records`: each puzzle's each record). */
const objectsAt = (
  value: Record<string, unknown>,
  path: readonly string[],
): Record<string, unknown>[] => {
  if (path.length === 0) return [value];
  const list = value[path[0]];
  return Array.isArray(list)
    ? list.flatMap((item) => objectsAt(item as Record<string, unknown>, path.slice(1)))
    : [];
};

const printedKeys = (value: Record<string, unknown>, shape: Map<string, string[]>) =>
  new Map(
    [...shape.keys()].map((path) => {
      if (path === '') return [path, Object.keys(value)];
      const first = objectsAt(value, path.split('.'))[0] ?? {};
      return [path, Object.keys(first)];
    }),
  );

describe('the --json shape on each page is what the command prints', () => {
  // `records` prints a record's keys only where one is kept.
  beforeAll(() => {
    recordSolve(storeFolders().data, {}, 'knights', 16, false, 65_000);
  });
  const runs: Record<string, string[]> = {
    list: ['list', '--json'],
    solve: ['solve', 'flip-line', '--json'],
    analyze: ['analyze', 'flip-line', '--json'],
    new: ['new', 'frog-line-3', '--seed', '1', '--json'],
    daily: ['daily', 'frog-line-3', '--json'],
    review: ['review', 'flip-line', '--moves', '5-0', '--json'],
    bounds: ['bounds', 'frog-line-3', '--json'],
    records: ['records', '--json'],
  };
  const described = commandNames.filter((name) => commandPages[name].json !== undefined);

  it('covers every command that takes --json', () => {
    const withJson = commandNames.filter((name) => 'json' in commandSpecs[name].flags);
    expect(described).toEqual(withJson);
    expect(Object.keys(runs).sort()).toEqual([...withJson].sort());
  });

  it.each(described)('%s', async (name) => {
    const run = await tobikoeHere(...runs[name]);
    expect(run.code, run.stderr).toBe(0);
    const shape = shapeKeys(commandPages[name].json ?? '');
    expect(printedKeys(JSON.parse(run.stdout), shape)).toEqual(shape);
  });
});

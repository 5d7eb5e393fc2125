import { describe, expect, it } from 'vitest';
import { wordsIn } from '../source/words/words.js';

type Leaf = { readonly path: string; readonly value: unknown };

/** Every message of a catalogue, by its path (`cli.unknownOption`). */
const leaves = (tree: unknown, path = ''): Leaf[] =>
  typeof tree === 'object' && tree !== null && !Array.isArray(tree)
    ? Object.entries(tree).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key))
    : [{ path, value: tree }];

/** A message as a reader meets it: a function called with ones (numbers read as counts). */
const sample = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(sample);
  if (typeof value === 'function') {
    try {
      const said: unknown = value(...Array.from({ length: value.length }, () => 1));
      return typeof said === 'string' ? [said] : [];
    } catch {
      return [];
    }
  }
  return [];
};

const japaneseText = /[\u3040-\u30ff\u3400-\u9fff\uff01-\uff60]/;

/** Messages that are the same in both languages: names and signs, not sentences. */
const SAME_IN_BOTH = new Set<string>([
  'text.milliseconds',
  'text.f',
  'text.h',
  'solve.watch.bestFirstNode',
  // A cell's number beside its piece, and the comma between what is said of a cell.
  'game.spoken.rowCell',
  'game.spoken.also',
]);

describe('the catalogue of words', () => {
  const english = leaves(wordsIn('en'));
  const japanese = leaves(wordsIn('ja'));

  it('has every message in both languages, of the same kind', () => {
    expect(japanese.map((leaf) => leaf.path)).toEqual(english.map((leaf) => leaf.path));
    const kinds = (all: Leaf[]) => all.map(({ path, value }) => `${path}: ${typeof value}`);
    expect(kinds(japanese)).toEqual(kinds(english));
    expect(english.length).toBeGreaterThan(0);
  });

  it('says every Japanese message in Japanese, and no English one in Japanese', () => {
    const untranslated = japanese
      .filter(({ path }) => !SAME_IN_BOTH.has(path))
      .filter(({ value }) => sample(value).some((said) => said !== '' && !japaneseText.test(said)))
      .map(({ path }) => path);
    expect(untranslated).toEqual([]);
    const leaked = english
      .filter(({ value }) => sample(value).some((said) => japaneseText.test(said)))
      .map(({ path }) => path);
    expect(leaked).toEqual([]);
  });
});

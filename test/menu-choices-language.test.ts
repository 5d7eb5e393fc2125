import { describe, expect, it } from 'vitest';
import { findEntry } from '../source/puzzles/catalogue.js';
import { optionChoices } from '../source/ui/menu/choices.js';
import { inLanguage } from '../source/words/language.js';

describe("the menu's choices", () => {
  it('say their values in the language of the moment, however long they are kept', () => {
    const entry = findEntry('peg-star');
    if (!entry) throw new Error('no peg-star');
    // Made in Japanese first (the menu keeps them), then read in English, and back.
    const labels = (): string[] =>
      optionChoices(entry).flatMap(({ choices }) => choices.map(({ label }) => label));
    const japanese = inLanguage('ja', labels);
    const english = inLanguage('en', labels);
    expect(japanese[0]).toBe('穴 0');
    expect(english[0]).toBe('hole 0');
    expect(english.join(' ')).not.toMatch(/穴/);
  });
});

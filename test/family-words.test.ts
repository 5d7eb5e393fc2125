import { afterEach, describe, expect, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';
import type { Puzzle, PuzzleEntry } from '../source/puzzles/puzzle.js';
import { type Language, setLanguage } from '../source/words/language.js';
import { slidingEntry } from './fixtures/sliding.js';

const japaneseText = /[\u3040-\u30ff\u3400-\u9fff]/;

/** What an entry and its usual puzzle give a person to read, by where it is read. */
const textsOf = (entry: PuzzleEntry): Record<string, string> => {
  const puzzle: Puzzle = entry.create({});
  const texts: Record<string, string | undefined> = {
    family: entry.family,
    title: entry.title,
    summary: entry.summary,
    rules: entry.rules,
    pageFigure: entry.pageFigure,
    puzzleTitle: puzzle.title,
    goalText: puzzle.goalText,
    arrowsDo: puzzle.arrowsDo,
    lengthNote: puzzle.lengthNote?.text,
    dealing: puzzle.dealing?.why,
  };
  for (const param of entry.params) texts[`--${param.name}`] = param.help;
  for (const piece of puzzle.pieces) texts[`piece ${piece.char}`] = piece.name;
  for (const bound of puzzle.bounds ?? []) texts[`bound ${bound.name}`] = bound.text;
  return Object.fromEntries(
    Object.entries(texts).filter((pair): pair is [string, string] => pair[1] !== undefined),
  );
};

const textsIn = (language: Language, entry: PuzzleEntry): Record<string, string> => {
  setLanguage(language);
  return textsOf(entry);
};

afterEach(() => setLanguage('en'));

describe("every family's words", () => {
  const entries = [...catalogue, slidingEntry];

  it.each(entries.map((entry) => [entry.id, entry] as const))(
    '%s reads in English and in Japanese',
    (_id, entry) => {
      const english = textsIn('en', entry);
      const japanese = textsIn('ja', entry);
      expect(Object.keys(japanese)).toEqual(Object.keys(english));
      for (const [where, text] of Object.entries(english)) {
        expect(text, where).not.toBe('');
        expect(text, where).not.toMatch(japaneseText);
        expect(japanese[where], where).not.toBe(text);
        expect(japanese[where], where).toMatch(japaneseText);
      }
    },
  );

  it('follows a language switched while the app runs, without making anything again', () => {
    const entry = catalogue.find((known) => known.id === 'knights');
    if (!entry) throw new Error('knights is in the catalogue');
    const puzzle = entry.create({});
    expect([entry.title, puzzle.title, puzzle.pieces[0].name]).toEqual([
      'Knights Exchange',
      'Knights Exchange',
      'black',
    ]);
    setLanguage('ja');
    expect([entry.title, puzzle.title, puzzle.pieces[0].name]).toEqual([
      '騎士の交換',
      '騎士の交換',
      '黒',
    ]);
    expect(puzzle.goalText).toBe('黒と白の騎士が入れ替わる');
  });

  it('names the puzzles as the pages do', () => {
    setLanguage('ja');
    const title = (id: string) => catalogue.find((entry) => entry.id === id)?.title;
    expect(
      ['flip-star', 'frog-line', 'peg-star', 'line', 'knights', 'eight', 'fifteen'].map(title),
    ).toEqual([
      'フリップ・イット・スター',
      '蛙跳び：一列',
      'ペグ・ソリテア・スター',
      'ライン・パズル',
      '騎士の交換',
      '8パズル',
      '15パズル',
    ]);
  });

  it("gives a puzzle's reasons in the language", () => {
    setLanguage('ja');
    const peg = catalogue.find((entry) => entry.id === 'peg-star')?.create({});
    expect(peg?.unsolvableReason?.(new Uint8Array(peg.cellCount))).toMatch(japaneseText);
    const frog = catalogue.find((entry) => entry.id === 'frog-a')?.create({});
    if (!frog?.whyStuck) throw new Error('frogs say why a stone is stuck');
    const board = frog.start;
    const reasons = [...board.keys()].map((cell) => frog.whyStuck?.(board, cell));
    expect(reasons.filter((reason) => reason !== undefined).length).toBeGreaterThan(0);
    for (const reason of reasons) if (reason !== undefined) expect(reason).toMatch(japaneseText);
  });
});

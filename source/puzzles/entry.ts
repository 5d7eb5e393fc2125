import { inLanguage, LANGUAGES } from '../words/language.js';
import { LIMITS, LimitPassed, RESERVED_OPTION_NAMES } from './capacities.js';
import { checkOptions } from './params.js';
import type { Puzzle, PuzzleEntry } from './puzzle.js';
import { extend } from './texts.js';

/** A family's definition broken in a way no player should meet: one line saying what. */
export class EntryRefused extends Error {
  override readonly name = 'EntryRefused';
}

const characters = (text: string): number => [...text].length;

/**
 * What can be checked of an entry without making its puzzle: its option
 * names against the command line's own flags, its summary against what the
 * menu lays out, and its texts in every language.
 */
export const checkEntry = (spec: PuzzleEntry): void => {
  const id = spec.id;
  for (const param of spec.params) {
    if (RESERVED_OPTION_NAMES.includes(param.name)) {
      throw new EntryRefused(
        `${id}: the option --${param.name} is one of the command line's own flags`,
      );
    }
  }
  const english = inLanguage('en', () => ({ summary: spec.summary, rules: spec.rules }));
  for (const language of LANGUAGES) {
    inLanguage(language, () => {
      const texts = {
        family: spec.family,
        title: spec.title,
        summary: spec.summary,
        rules: spec.rules,
        ...Object.fromEntries(spec.params.map((param) => [`--${param.name}`, param.help])),
      };
      for (const [name, text] of Object.entries(texts)) {
        if (typeof text !== 'string' || text.trim() === '') {
          throw new EntryRefused(`${id}: no ${name} in ${language}`);
        }
      }
      if (language !== 'en' && (spec.summary === english.summary || spec.rules === english.rules)) {
        throw new EntryRefused(`${id}: its summary or rules in ${language} are the English ones`);
      }
      if (characters(spec.summary) > LIMITS.summaryCharacters) {
        throw new LimitPassed(
          id,
          'summaryCharacters',
          `its summary in ${language} has ${characters(spec.summary)} characters`,
        );
      }
    });
  }
};

/** What is checked of each puzzle an entry makes: its sizes against the named limits. */
export const checkPuzzle = (id: string, puzzle: Puzzle): Puzzle => {
  if (puzzle.cellCount > LIMITS.cellsPerBoard) {
    throw new LimitPassed(id, 'cellsPerBoard', `a board of ${puzzle.cellCount} cells`);
  }
  if (puzzle.layout.cells.length !== puzzle.cellCount) {
    throw new EntryRefused(
      `${id}: its layout places ${puzzle.layout.cells.length} cells of ${puzzle.cellCount}`,
    );
  }
  const codes = new Set<number>();
  for (const piece of puzzle.pieces) {
    if (!Number.isInteger(piece.code) || piece.code < 1 || piece.code >= LIMITS.codesPerCell) {
      throw new LimitPassed(id, 'codesPerCell', `a piece of code ${piece.code}`);
    }
    if (codes.has(piece.code)) throw new EntryRefused(`${id}: two pieces of code ${piece.code}`);
    codes.add(piece.code);
  }
  // A diameter may be worked out on first read (Lights Out 5×5: 2^23 classes), so it is checked where deals read it.
  return puzzle;
};

/**
 * A catalogue entry, checked where it is defined (`checkEntry`), whose
 * `create` first checks its options against the declared parameters, so a
 * family sees only names it declared, with values of the declared kind and
 * range, whoever calls it (flags, the menu, a code, a test); each puzzle it
 * makes is checked against the named limits (`checkPuzzle`).
 */
export const defineEntry = (spec: PuzzleEntry): PuzzleEntry => {
  checkEntry(spec);
  return extend(spec, {
    create: (options: Parameters<PuzzleEntry['create']>[0]) =>
      checkPuzzle(spec.id, spec.create(checkOptions(spec.id, spec.params, options))),
  });
};

import { defineEntry } from '../entry.js';
import { type BooleanParam, type IntegerParam, startParam } from '../params.js';
import type { PuzzleEntry, PuzzleOptions } from '../puzzle.js';
import { withTexts } from '../texts.js';
import { STAR, STAR_2 } from './boards.js';
import { createPegPuzzle, type PegVariant } from './puzzle.js';
import { pegWords } from './words.js';

const star: PegVariant = {
  id: 'peg-star',
  get title() {
    return pegWords().starTitle;
  },
  board: STAR,
  defaultHole: 0,
  complementary: true,
};

const star2: PegVariant = {
  id: 'peg-star-2',
  get title() {
    return pegWords().star2Title;
  },
  board: STAR_2,
  // The hole of the page's printed answer.
  defaultHole: 2,
  complementary: false,
};

/** The first hole emptied, any hole of the board. */
const holeParam = (variant: PegVariant): IntegerParam =>
  withTexts(
    {
      name: 'hole',
      kind: 'integer',
      min: 0,
      max: variant.board.size - 1,
      default: variant.defaultHole,
      fold: 'h',
      stepped: true,
      // Where the last peg must stand is the first hole only on a complementary board.
      onlyChoosesStart: !variant.complementary,
    } as const,
    () => ({ help: pegWords().holeHelp, label: pegWords().holeLabel }),
  );

const anywhereParam: BooleanParam = withTexts(
  { name: 'anywhere', kind: 'boolean', fold: 'anywhere' } as const,
  () => ({ help: pegWords().anywhereHelp }),
);

type Key = keyof ReturnType<typeof pegWords> & `${'star' | 'star2'}${string}`;

const pegEntry = (variant: PegVariant, prefix: 'star' | 'star2', params: PuzzleEntry['params']) =>
  defineEntry(
    withTexts(
      {
        id: variant.id,
        params,
        create: (options: PuzzleOptions) => createPegPuzzle(variant, options),
      },
      () => {
        const say = pegWords();
        const text = (key: string): string => say[`${prefix}${key}` as Key] as string;
        return {
          family: say.family,
          title: variant.title,
          summary: text('Summary'),
          rules: text('Rules'),
          pageFigure: text('Page'),
        };
      },
    ),
  );

export const pegEntries: PuzzleEntry[] = [
  pegEntry(star, 'star', [holeParam(star), anywhereParam, startParam()]),
  pegEntry(star2, 'star2', [holeParam(star2), startParam()]),
];

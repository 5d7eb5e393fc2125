import { defineEntry } from '../entry.js';
import { goalParam, type IntegerParam, startParam } from '../params.js';
import type { PuzzleEntry, PuzzleOptions } from '../puzzle.js';
import { withTexts } from '../texts.js';
import {
  boardA,
  boardB,
  boardC,
  type FrogShape,
  lineShape,
  miniRule1,
  miniRule2,
} from './boards.js';
import { DEFAULT_LINE_N, MAX_LINE_N, MIN_LINE_N, resolveLineN } from './line.js';
import { createFrogPuzzle } from './puzzle.js';
import { frogWords } from './words.js';

type Words = ReturnType<typeof frogWords>;
type Key = keyof Words & `${string}${'Title' | 'Summary' | 'Page' | 'Rules'}`;
/** The names of one board's words: its title, summary, rules and page figure. */
type Named = {
  readonly title: Key;
  readonly summary: Key;
  readonly rules: Key;
  readonly page: Key;
};

const textsOf = (named: Named) => () => {
  const say = frogWords();
  return {
    family: say.family,
    title: say[named.title],
    summary: say[named.summary],
    rules: say[named.rules],
    pageFigure: say[named.page],
  };
};

/** An entry for a board whose shape takes no options. */
const fixedBoard = (id: string, named: Named, shape: FrogShape): PuzzleEntry =>
  defineEntry(
    withTexts(
      {
        id,
        params: [startParam(), goalParam()],
        create: (options: PuzzleOptions) =>
          createFrogPuzzle(id, () => frogWords()[named.title], shape, options),
      },
      textsOf(named),
    ),
  );

const stonesParam: IntegerParam = withTexts(
  {
    name: 'n',
    kind: 'integer',
    min: MIN_LINE_N,
    max: MAX_LINE_N,
    default: DEFAULT_LINE_N,
    label: 'n = #',
    fold: '',
    stepped: true,
  } as const,
  () => ({ help: frogWords().stonesHelp }),
);

const frogLine: PuzzleEntry = defineEntry(
  withTexts(
    {
      id: 'frog-line',
      params: [stonesParam, startParam(), goalParam()],
      create: (options: PuzzleOptions) =>
        createFrogPuzzle(
          'frog-line',
          () => frogWords().lineTitle,
          lineShape(resolveLineN(options)),
          options,
        ),
    },
    textsOf({ title: 'lineTitle', summary: 'lineSummary', rules: 'lineRules', page: 'linePage' }),
  ),
);

export const frogEntries: PuzzleEntry[] = [
  frogLine,
  fixedBoard(
    'frog-a',
    { title: 'aTitle', summary: 'aSummary', rules: 'basicRules', page: 'aPage' },
    boardA,
  ),
  fixedBoard(
    'frog-b',
    { title: 'bTitle', summary: 'bSummary', rules: 'basicRules', page: 'bPage' },
    boardB,
  ),
  fixedBoard(
    'frog-c',
    { title: 'cTitle', summary: 'cSummary', rules: 'basicRules', page: 'cPage' },
    boardC,
  ),
  fixedBoard(
    'frog-mini-1',
    { title: 'mini1Title', summary: 'mini1Summary', rules: 'mini1Rules', page: 'mini1Page' },
    miniRule1,
  ),
  fixedBoard(
    'frog-mini-2',
    { title: 'mini2Title', summary: 'mini2Summary', rules: 'mini2Rules', page: 'mini2Page' },
    miniRule2,
  ),
];

import { defineEntry } from '../entry.js';
import { goalParam, type IntegerParam, startParam } from '../params.js';
import type { PuzzleEntry } from '../puzzle.js';
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

const FAMILY = 'Frog';

const BASIC_RULES =
  'Swap the black and white stones. Black moves only to larger cell numbers (right or down), ' +
  'white only to smaller (left or up). A stone steps into the empty cell next to it, or jumps ' +
  'in a straight line over one stone of the other colour into the empty cell beyond.';

/** An entry for a board whose shape takes no options. */
const fixedBoard = (
  id: string,
  title: string,
  summary: string,
  rules: string,
  pageFigure: string,
  shape: FrogShape,
): PuzzleEntry =>
  defineEntry({
    id,
    family: FAMILY,
    title,
    summary,
    rules,
    params: [startParam(), goalParam()],
    pageFigure,
    create: (options) => createFrogPuzzle(id, title, shape, options),
  });

const stonesParam: IntegerParam = {
  name: 'n',
  kind: 'integer',
  min: MIN_LINE_N,
  max: MAX_LINE_N,
  default: DEFAULT_LINE_N,
  help: 'stones of each colour (the line has 2n+1 cells)',
  label: 'n = #',
  fold: '',
  stepped: true,
};

const frogLine: PuzzleEntry = defineEntry({
  id: 'frog-line',
  family: FAMILY,
  title: 'Frog jump: line',
  summary: 'Black and white stones change places on a line of 2n+1 cells.',
  rules: `${BASIC_RULES} The line has n stones of each colour; choose n from 1 to 8 with --n.`,
  params: [stonesParam, startParam(), goalParam()],
  pageFigure: 'every solution takes n²+2n moves: 15 for n = 3, 24 for n = 4',
  create: (options) =>
    createFrogPuzzle('frog-line', 'Frog jump: line', lineShape(resolveLineN(options)), options),
});

export const frogEntries: PuzzleEntry[] = [
  frogLine,
  fixedBoard(
    'frog-a',
    'Frog jump: board A',
    'Five black and five white stones change places on a cross of 11 cells.',
    BASIC_RULES,
    'shortest: 23 moves',
    boardA,
  ),
  fixedBoard(
    'frog-b',
    'Frog jump: board B',
    'Five black and five white stones change places on a stepped board of 11 cells.',
    BASIC_RULES,
    'the page shows 26 moves; the shortest is 25',
    boardB,
  ),
  fixedBoard(
    'frog-c',
    'Frog jump: board C',
    'Eight stones of each colour change places on two 3×3 squares sharing a corner.',
    BASIC_RULES,
    'shortest: 46 moves; 218,790 arrangements (133,864 reachable)',
    boardC,
  ),
  fixedBoard(
    'frog-mini-1',
    'Frog jump: small board, rule 1',
    'Three stones of each colour on 7 cells; diagonal moves allowed, never back.',
    `${BASIC_RULES} Rule 1: steps and jumps may also go diagonally; stones still never go back.`,
    'shortest: 8 moves',
    miniRule1,
  ),
  fixedBoard(
    'frog-mini-2',
    'Frog jump: small board, rule 2',
    'Three stones of each colour on 7 cells; no diagonals, but back is allowed.',
    'Swap the black and white stones. A stone steps into the empty cell next to it (not ' +
      'diagonally), or jumps in a straight line over one stone of the other colour into the ' +
      'empty cell beyond. Rule 2: stones of either colour may move in any direction, back too.',
    'shortest: 15 moves',
    miniRule2,
  ),
];

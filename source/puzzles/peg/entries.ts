import { defineEntry } from '../entry.js';
import { type BooleanParam, type IntegerParam, startParam } from '../params.js';
import type { PuzzleEntry } from '../puzzle.js';
import { STAR, STAR_2 } from './boards.js';
import { createPegPuzzle, type PegVariant } from './puzzle.js';

const star: PegVariant = {
  id: 'peg-star',
  title: 'Peg Solitaire Star',
  board: STAR,
  defaultHole: 0,
  complementary: true,
};

const star2: PegVariant = {
  id: 'peg-star-2',
  title: 'Peg Solitaire Star 2',
  board: STAR_2,
  // The hole of the page's printed answer.
  defaultHole: 2,
  complementary: false,
};

const PEG_RULES =
  'Every hole but one holds a peg. A peg jumps along a line over a neighbouring peg into the ' +
  'empty hole just beyond it, and the peg jumped over is taken off the board. A peg may go on ' +
  'jumping as long as it can; a whole chain of jumps by one peg counts as a single move, ' +
  'written [from, to1, to2, …]. Clear the board down to one peg.';

/** The first hole emptied, any hole of the board. */
const holeParam = (variant: PegVariant): IntegerParam => ({
  name: 'hole',
  kind: 'integer',
  min: 0,
  max: variant.board.size - 1,
  default: variant.defaultHole,
  help: 'the first peg removed',
  label: 'hole #',
  fold: 'h',
  stepped: true,
  // Where the last peg must stand is the first hole only on a complementary board.
  onlyChoosesStart: !variant.complementary,
});

const anywhereParam: BooleanParam = {
  name: 'anywhere',
  kind: 'boolean',
  help: 'the last peg may stand anywhere, not only in the first hole removed',
  fold: 'anywhere',
};

export const pegEntries: PuzzleEntry[] = [
  defineEntry({
    id: star.id,
    family: 'Peg Solitaire',
    title: star.title,
    summary: 'Clear a 13-hole hexagram down to one peg, left in the hole you emptied first.',
    rules: `${PEG_RULES} Here the last peg must stand in the hole emptied at the start (--anywhere drops that).`,
    params: [holeParam(star), anywhereParam, startParam()],
    pageFigure:
      'hole 0: 7 moves, 28 shortest complementary solutions beginning [7, 0]; hole 2 and the ' +
      'non-complementary goal: 7 moves too',
    create: (options) => createPegPuzzle(star, options),
  }),
  defineEntry({
    id: star2.id,
    family: 'Peg Solitaire',
    title: star2.title,
    summary: 'The hexagram without its centre: 12 holes, one peg left anywhere.',
    rules: `${PEG_RULES} The last peg may stand anywhere; emptying a group-0 hole first leaves no solution (parity).`,
    params: [holeParam(star2), startParam()],
    pageFigure:
      'hole 2: 7 moves, [7,2] [11,5] [10,8] [4,9,7] [0,6] [1,3] [7,2,4,9]; group-0 holes ' +
      'unsolvable; no complementary solution exists',
    create: (options) => createPegPuzzle(star2, options),
  }),
];

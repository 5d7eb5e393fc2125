import { arrangements } from '../arrangements.js';
import { formatBoard, parseBoard, requireEmpties, requireSamePieces } from '../board-text.js';
import { defineEntry } from '../entry.js';
import { goalParam, type PuzzleOptions, startParam, textOption } from '../params.js';
import type { Puzzle, PuzzleEntry } from '../puzzle.js';
import { createSlidingPuzzle } from './rules.js';
import { makeTray, TILE_CHARS } from './tray.js';

const FAMILY = 'Sliding tiles';

const RULES =
  'Numbered tiles fill a square tray but for one empty cell. ' +
  'Slide a tile next to the empty cell into it, until the tiles stand as in the goal. ' +
  'The arrow keys slide the tile beside the empty cell that way. ' +
  'Half of all arrangements cannot be reached from the other half: a slide never changes their parity.';

type Shape = {
  readonly id: string;
  readonly title: string;
  readonly side: number;
  /** The usual start: a position a person solves in a few minutes. */
  readonly start: string;
  readonly summary: string;
};

const sliding = (shape: Shape): PuzzleEntry => {
  const tray = makeTray(shape.side);
  const ordered = `${TILE_CHARS.slice(0, tray.cells - 1)}.`;
  const create = (options: PuzzleOptions): Puzzle => {
    const startText = textOption(options, 'start') ?? shape.start;
    const goalText = textOption(options, 'goal');
    const goal = parseBoard(goalText ?? ordered, tray.pieces, tray.cells, 'goal');
    requireEmpties(goal, 1, 'goal');
    const reference = parseBoard(ordered, tray.pieces, tray.cells, 'ordered');
    requireSamePieces(goal, reference, tray.pieces, 'goal', 'tray');
    const start = parseBoard(startText, tray.pieces, tray.cells, 'start');
    requireEmpties(start, 1, 'start');
    requireSamePieces(start, reference, tray.pieces, 'start', 'tray');
    return createSlidingPuzzle({
      id: shape.id,
      title: shape.title,
      tray,
      start,
      goal,
      goalText:
        goalText === undefined
          ? 'the tiles in order, the empty cell last'
          : `the tiles as in ${formatBoard(goal, tray.pieces)}`,
      positions: arrangements(goal),
    });
  };
  return defineEntry({
    id: shape.id,
    family: FAMILY,
    title: shape.title,
    summary: shape.summary,
    rules: RULES,
    params: [startParam(), goalParam()],
    create,
  });
};

export const slidingEntries: PuzzleEntry[] = [
  sliding({
    id: 'eight',
    title: '8-puzzle',
    side: 3,
    start: '.23567148',
    summary: 'Eight numbered tiles in a 3×3 tray: slide them into order.',
  }),
  sliding({
    id: 'fifteen',
    title: '15-puzzle',
    side: 4,
    start: '1D.76EB3F8425A9C',
    summary: "Fifteen tiles in a 4×4 tray, Korf's benchmark for IDA*.",
  }),
];

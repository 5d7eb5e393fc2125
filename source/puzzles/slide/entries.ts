import { arrangements } from '../arrangements.js';
import { formatBoard, parseBoard, requireEmpties, requireSamePieces } from '../board-text.js';
import { defineEntry } from '../entry.js';
import {
  goalParam,
  type IntegerParam,
  integerOption,
  type PuzzleOptions,
  startParam,
  textOption,
} from '../params.js';
import type { Puzzle, PuzzleEntry } from '../puzzle.js';
import { withTexts } from '../texts.js';
import { createSlidingPuzzle } from './rules.js';
import { MAX_TRAY_SIDE, MIN_TRAY_SIDE, makeTray, type Tray } from './tray.js';
import { orderedText, usualStart } from './usual-start.js';
import { slideWords } from './words.js';

type Shape = {
  readonly id: string;
  readonly title: () => string;
  readonly tray: Tray;
  /** The usual start: a position a person solves in a few minutes. */
  readonly start: string;
};

/** The puzzle on one tray, from the options' start and goal. */
const createOnTray = (shape: Shape, options: PuzzleOptions): Puzzle => {
  const { tray } = shape;
  const ordered = orderedText(tray);
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
    goalText: () =>
      goalText === undefined
        ? slideWords().goal
        : slideWords().goalGiven(formatBoard(goal, tray.pieces)),
    positions: arrangements(goal),
  });
};

type Named = {
  readonly id: string;
  readonly side: number;
  readonly start: string;
  readonly title: 'eightTitle' | 'fifteenTitle';
  readonly summary: 'eightSummary' | 'fifteenSummary';
};

/** The 8- and 15-puzzle: one square tray each, under their own names. */
const sliding = (named: Named): PuzzleEntry => {
  const title = (): string => slideWords()[named.title];
  const shape: Shape = { id: named.id, title, tray: makeTray(named.side), start: named.start };
  return defineEntry(
    withTexts(
      {
        id: named.id,
        params: [startParam(), goalParam()],
        create: (options: PuzzleOptions) => createOnTray(shape, options),
      },
      () => {
        const say = slideWords();
        return {
          family: say.family,
          title: title(),
          summary: say[named.summary],
          rules: say.rules,
        };
      },
    ),
  );
};

const EIGHT_START = '.23567148';
const FIFTEEN_START = '1D.76EB3F8425A9C';

/** The tray `slide` takes when no size is given: the one neither the 8- nor the 15-puzzle is. */
export const DEFAULT_ROWS = 3;
export const DEFAULT_COLS = 4;

const sizeParam = (name: 'rows' | 'cols', fold: string, fallback: number): IntegerParam =>
  withTexts(
    {
      name,
      kind: 'integer',
      min: MIN_TRAY_SIDE,
      max: MAX_TRAY_SIDE,
      default: fallback,
      fold,
      stepped: true,
    } as const,
    () => {
      const say = slideWords();
      return name === 'rows'
        ? { help: say.rowsHelp, label: say.rowsLabel }
        : { help: say.colsHelp, label: say.colsLabel };
    },
  );

const trayShape = (options: PuzzleOptions): Shape => {
  const rows = integerOption(options, 'rows') ?? DEFAULT_ROWS;
  const cols = integerOption(options, 'cols') ?? DEFAULT_COLS;
  const tray = makeTray(rows, cols);
  const square = rows === cols ? { 3: EIGHT_START, 4: FIFTEEN_START }[rows] : undefined;
  return {
    id: 'slide',
    title: () => slideWords().trayTitle(rows, cols),
    tray,
    start: square ?? usualStart(tray),
  };
};

/** Any tray from 2×2 to 5×5 (`--rows`, `--cols`). */
const slide: PuzzleEntry = defineEntry(
  withTexts(
    {
      id: 'slide',
      params: [
        sizeParam('rows', 'r', DEFAULT_ROWS),
        sizeParam('cols', 'c', DEFAULT_COLS),
        startParam(),
        goalParam(),
      ],
      create: (options: PuzzleOptions) => createOnTray(trayShape(options), options),
    },
    () => {
      const say = slideWords();
      return {
        family: say.family,
        title: say.anyTrayTitle,
        summary: say.anyTraySummary,
        rules: say.rules,
      };
    },
  ),
);

export const slidingEntries: PuzzleEntry[] = [
  sliding({
    id: 'eight',
    title: 'eightTitle',
    side: 3,
    start: EIGHT_START,
    summary: 'eightSummary',
  }),
  sliding({
    id: 'fifteen',
    title: 'fifteenTitle',
    side: 4,
    start: FIFTEEN_START,
    summary: 'fifteenSummary',
  }),
  slide,
];

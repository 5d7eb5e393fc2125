import { arrangements } from '../arrangements.js';
import { formatBoard, parseBoard, requireEmpties, requireSamePieces } from '../board-text.js';
import { defineEntry } from '../entry.js';
import { goalParam, type PuzzleOptions, startParam, textOption } from '../params.js';
import type { Puzzle, PuzzleEntry } from '../puzzle.js';
import { withTexts } from '../texts.js';
import { createSlidingPuzzle } from './rules.js';
import { makeTray, TILE_CHARS } from './tray.js';
import { slideWords } from './words.js';

type Shape = {
  readonly id: string;
  readonly title: 'eightTitle' | 'fifteenTitle';
  readonly side: number;
  /** The usual start: a position a person solves in a few minutes. */
  readonly start: string;
  readonly summary: 'eightSummary' | 'fifteenSummary';
};

const sliding = (shape: Shape): PuzzleEntry => {
  const tray = makeTray(shape.side);
  const ordered = `${TILE_CHARS.slice(0, tray.cells - 1)}.`;
  const title = (): string => slideWords()[shape.title];
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
      title,
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
  return defineEntry(
    withTexts({ id: shape.id, params: [startParam(), goalParam()], create }, () => {
      const say = slideWords();
      return { family: say.family, title: title(), summary: say[shape.summary], rules: say.rules };
    }),
  );
};

export const slidingEntries: PuzzleEntry[] = [
  sliding({
    id: 'eight',
    title: 'eightTitle',
    side: 3,
    start: '.23567148',
    summary: 'eightSummary',
  }),
  sliding({
    id: 'fifteen',
    title: 'fifteenTitle',
    side: 4,
    start: '1D.76EB3F8425A9C',
    summary: 'fifteenSummary',
  }),
];

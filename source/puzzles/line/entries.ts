import { formatBoard } from '../board-text.js';
import { defineEntry } from '../entry.js';
import { goalParam, type PuzzleOptions, startParam, textOption } from '../params.js';
import type { Board, Puzzle, PuzzleEntry } from '../puzzle.js';
import { isLineBoardName, type LineBoardName, lineBoardNames, lineProblems } from './boards.js';
import { readLineBoards } from './input.js';
import { linePieces } from './pieces.js';
import { createLinePuzzle } from './rules.js';

const FAMILY = 'Line Puzzle';

const RULES =
  'Sixteen quarter-circle pieces fill a 4×4 tray, less one corner piece lifted out. ' +
  'Slide a piece into the orthogonally adjacent empty cell until the board shows the goal pattern. ' +
  'A B over C D make a whole circle. ' +
  'The count starts after the corner piece is lifted out and stops before it goes back, so two moves are added.';

/** Shows a goal as rows, e.g. "ABA. CABD ACDB CDCD", naming it when it is a page board. */
const describeGoal = (goalText: string, goal: Board): string => {
  const rows = formatBoard(goal, linePieces).match(/.{4}/g) ?? [];
  const name = goalText.trim().toLowerCase();
  const label = isLineBoardName(name) ? `${name}: ` : '';
  return `the pattern ${label}${rows.join(' ')}`;
};

const makeCreate =
  (id: string, title: string, defaultStart: LineBoardName, defaultGoal: LineBoardName) =>
  (options: PuzzleOptions): Puzzle => {
    const startText = textOption(options, 'start') ?? defaultStart;
    const goalText = textOption(options, 'goal') ?? defaultGoal;
    const { start, goal } = readLineBoards(startText, goalText);
    return createLinePuzzle({ id, title, start, goal, goalText: describeGoal(goalText, goal) });
  };

/** Either board may be a page pattern by name. */
const LINE_PARAMS = [startParam(lineBoardNames), goalParam(lineBoardNames)];

const problemEntry = (index: number, pageLength: number): PuzzleEntry => {
  const { start, goal } = lineProblems[index];
  const id = `line-${index + 1}`;
  const title = `Line Puzzle, problem ${index + 1}`;
  return defineEntry({
    id,
    family: FAMILY,
    title,
    summary: `The page's problem ${index + 1}: slide quarter circles from ${start} to ${goal}.`,
    rules: RULES,
    params: LINE_PARAMS,
    pageFigure: `${pageLength} moves (+2 = ${pageLength + 2})`,
    create: makeCreate(id, title, start, goal),
  });
};

export const lineEntries: PuzzleEntry[] = [
  defineEntry({
    id: 'line',
    family: FAMILY,
    title: 'Line Puzzle',
    summary: 'Slide quarter circles between any two patterns: start1..3, goal1..3 or a board.',
    rules: RULES,
    // The menu's keys choose the start and the goal pattern among the page's.
    params: [
      startParam(lineBoardNames, { usual: 'start1', label: '#' }),
      goalParam(lineBoardNames, { usual: 'goal1', label: '#' }),
    ],
    pageFigure: 'problems 1, 2, 3: 30, 32, 38 moves (+2 each); a table of all pairs',
    create: makeCreate('line', 'Line Puzzle', 'start1', 'goal1'),
  }),
  problemEntry(0, 30),
  problemEntry(1, 32),
  problemEntry(2, 38),
];

import { formatBoard } from '../board-text.js';
import { defineEntry } from '../entry.js';
import { oneGapWords } from '../one-gap.js';
import { goalParam, type PuzzleOptions, startParam, textOption } from '../params.js';
import type { Board, Puzzle, PuzzleEntry } from '../puzzle.js';
import { withTexts } from '../texts.js';
import { isLineBoardName, type LineBoardName, lineBoardNames, lineProblems } from './boards.js';
import { readLineBoards } from './input.js';
import { linePieces } from './pieces.js';
import { createLinePuzzle } from './rules.js';
import { lineWords } from './words.js';

/** Shows a goal as rows, e.g. "ABA. CABD ACDB CDCD", naming it when it is a page board. */
const describeGoal = (goalText: string, goal: Board): string => {
  const rows = formatBoard(goal, linePieces).match(/.{4}/g) ?? [];
  const name = goalText.trim().toLowerCase();
  return lineWords().goal(isLineBoardName(name) ? name : undefined, rows.join(' '));
};

const makeCreate =
  (id: string, title: () => string, defaultStart: LineBoardName, defaultGoal: LineBoardName) =>
  (options: PuzzleOptions): Puzzle => {
    const startText = textOption(options, 'start') ?? defaultStart;
    const goalText = textOption(options, 'goal') ?? defaultGoal;
    const { start, goal } = readLineBoards(startText, goalText);
    return createLinePuzzle({
      id,
      title,
      start,
      goal,
      goalText: () => describeGoal(goalText, goal),
    });
  };

/** Either board may be a page pattern by name. */
const LINE_PARAMS = [startParam(lineBoardNames), goalParam(lineBoardNames)];

const problemEntry = (index: number, pageLength: number): PuzzleEntry => {
  const { start, goal } = lineProblems[index];
  const id = `line-${index + 1}`;
  const title = (): string => lineWords().problemTitle(index + 1);
  return defineEntry(
    withTexts({ id, params: LINE_PARAMS, create: makeCreate(id, title, start, goal) }, () => {
      const say = lineWords();
      return {
        family: say.family,
        title: title(),
        summary: say.problemSummary(index + 1, start, goal),
        rules: `${say.rules} ${oneGapWords().rule}`,
        pageFigure: say.problemPage(pageLength),
      };
    }),
  );
};

export const lineEntries: PuzzleEntry[] = [
  defineEntry(
    withTexts(
      {
        id: 'line',
        // The menu's keys choose the start and the goal pattern among the page's.
        params: [
          startParam(lineBoardNames, { usual: 'start1', label: '#' }),
          goalParam(lineBoardNames, { usual: 'goal1', label: '#' }),
        ],
        create: makeCreate('line', () => lineWords().title, 'start1', 'goal1'),
      },
      () => {
        const say = lineWords();
        return {
          family: say.family,
          title: say.title,
          summary: say.summary,
          rules: `${say.rules} ${oneGapWords().rule}`,
          pageFigure: say.page,
        };
      },
    ),
  ),
  problemEntry(0, 30),
  problemEntry(1, 32),
  problemEntry(2, 38),
];

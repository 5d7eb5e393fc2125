import { boardSize, renderBoard, type Segment } from '../../board/index.js';
import type { Puzzle } from '../../puzzles/types.js';
import type { Need } from '../common/size-guard.js';

/** Lines around the board: title, blank, blank, counter, message, key hints. */
export const CHROME_ROWS = 6;
/** Lines above the board: the title and a blank. */
export const BOARD_TOP_ROWS = 2;
/** The status lines need this much room even beside a narrow board. */
export const MIN_COLUMNS = 44;
const INDENT = 2;
const GAP = 6;

/** The window the play screen needs for this puzzle. */
export const playNeed = (puzzle: Puzzle): Need => {
  const { width, height } = boardSize(puzzle);
  return { columns: Math.max(INDENT + width, MIN_COLUMNS), rows: height + CHROME_ROWS };
};

/** The goal drawn small beside the board, when the goal is one board and there is room. */
export const goalPicture = (
  puzzle: Puzzle,
  columns: number,
  ascii: boolean,
): Segment[][] | undefined => {
  const goal = puzzle.goals?.length === 1 ? puzzle.goals[0] : undefined;
  if (!goal) return undefined;
  const rows = renderBoard(puzzle, goal, { compact: true, ascii });
  const width = Math.max(4, ...rows.map((row) => row.reduce((n, s) => n + s.text.length, 0)));
  const board = boardSize(puzzle);
  if (INDENT + board.width + GAP + width > columns || rows.length + 1 > board.height) {
    return undefined;
  }
  return rows;
};

export const BOARD_INDENT = INDENT;
/** Columns between the board and the solve panel beside it. */
export const SOLVE_PANEL_GAP = 3;
export const GOAL_GAP = GAP;

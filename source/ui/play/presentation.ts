/**
 * Presentation size: in a window of 120×36 or more, the board is drawn two or
 * three times larger (source/board/scale.ts), as large as leaves room for
 * what goes with it — the counter and the keys, or the solve panel beside it.
 */
import { boardSize, SCALES, type Scale } from '../../board/board.js';
import type { Puzzle } from '../../puzzles/puzzle.js';
import type { TerminalSize } from '../common/display.js';
import { BOARD_INDENT, CHROME_ROWS, PANEL_MIN_COLUMNS, planPanel } from './layout.js';

/** The smallest window that draws boards larger. */
export const PRESENTATION_SIZE: TerminalSize = { columns: 120, rows: 36 };
/** Lines a larger board leaves for the message under it, at the least. */
const MESSAGE_ROWS = 3;
/** Beside a larger board the solve panel keeps at least this width, for its charts. */
const PANEL_COLUMNS = Math.max(PANEL_MIN_COLUMNS, 56);

/** Whether a board drawn `scale` times larger fits the window with the screen's other parts. */
const fits = (puzzle: Puzzle, size: TerminalSize, scale: Scale, withPanel: boolean): boolean => {
  if (withPanel) {
    const plan = planPanel(puzzle, size, { scale });
    return (
      plan.side === 'beside' &&
      !plan.compact &&
      plan.width >= PANEL_COLUMNS &&
      boardSize(puzzle, { scale }).height <= plan.height
    );
  }
  const { width, height } = boardSize(puzzle, { scale });
  return BOARD_INDENT + width <= size.columns && height + CHROME_ROWS + MESSAGE_ROWS <= size.rows;
};

/**
 * How many times larger to draw the board: 1 when presentation size is off
 * (`wanted` false) or the window is under 120×36, else the largest scale
 * that fits.
 */
export const boardScale = (
  puzzle: Puzzle,
  size: TerminalSize,
  wanted: boolean,
  withPanel: boolean,
): Scale => {
  if (!wanted) return 1;
  if (size.columns < PRESENTATION_SIZE.columns || size.rows < PRESENTATION_SIZE.rows) return 1;
  const larger = [...SCALES].reverse().filter((scale) => scale > 1);
  return larger.find((scale) => fits(puzzle, size, scale, withPanel)) ?? 1;
};

import {
  boardSize,
  legendRows,
  pieceLegend,
  renderBoard,
  type Segment,
  type ShapeOptions,
} from '../../board/board.js';
import type { Board, Puzzle } from '../../puzzles/puzzle.js';
import { words } from '../../words/words.js';
import type { TerminalSize } from '../common/display.js';
import type { Need } from '../common/size-guard.js';
import { columns } from '../common/truncate.js';
import { COMPARE_WIDTH } from '../solve/compare-table.js';

/** Lines around the board: title, blank, blank, counter, message, key hints. */
export const CHROME_ROWS = 6;
/** Lines above the board: the title and a blank. */
export const BOARD_TOP_ROWS = 2;
/** Lines under the board at the least: a blank, the counter and one line of message. */
const UNDER_ROWS = 3;
/** The status lines need this much room even beside a narrow board. */
export const MIN_COLUMNS = 44;
export const BOARD_INDENT = 2;
/** Columns between the board and a small picture beside it (the goal, the cell numbers). */
export const GOAL_GAP = 6;
/** Columns between the board and the solve panel beside it. */
export const SOLVE_PANEL_GAP = 3;
/** The solve panel is squeezed below this width: its compare table loses columns. */
export const PANEL_MIN_COLUMNS = COMPARE_WIDTH;
/** Below this height the panel shows too few depths to follow the search. */
export const PANEL_MIN_ROWS = 12;

/** The window the play screen needs for this puzzle. */
export const playNeed = (puzzle: Puzzle): Need => {
  const { width, height } = boardSize(puzzle);
  return { columns: Math.max(BOARD_INDENT + width, MIN_COLUMNS), rows: height + CHROME_ROWS };
};

const widthOf = (rows: readonly (readonly Segment[])[]): number =>
  Math.max(0, ...rows.map((row) => row.reduce((sum, segment) => sum + columns(segment.text), 0)));

/** A small picture that goes with the board, under a label: the goal, or the cell numbers. */
export type Figure = { readonly label: string; readonly rows: Segment[][] };

/** Where a figure goes: beside the board when it fits there, else below it, else nowhere. */
export type FigurePlan =
  | { readonly side: 'beside' | 'below'; readonly figure: Figure }
  | { readonly side: 'none' };

/** The goal drawn small, when the goal is one board. */
export const goalFigure = (puzzle: Puzzle, ascii: boolean): Figure | undefined => {
  const goal = puzzle.goals?.length === 1 ? puzzle.goals[0] : undefined;
  if (!goal) return undefined;
  return { label: words().play.goal, rows: renderBoard(puzzle, goal, { compact: true, ascii }) };
};

/** The names of the pieces on `board`, for families whose pieces have them (Hakoiri's blocks). */
export const legendFigure = (puzzle: Puzzle, board: Board, ascii: boolean): Figure | undefined => {
  const lines = pieceLegend(puzzle, board, ascii);
  if (lines.length === 0) return undefined;
  const say = words().play;
  return {
    label: say.legendTitle,
    rows: [...legendRows(lines, say.legendList, ascii), [{ text: say.legendOrder, tone: 'label' }]],
  };
};

const besideLabel = (figure: Figure): Figure =>
  figure.rows.length === 1
    ? { label: '', rows: [[{ text: `${figure.label} `, tone: 'label' }, ...figure.rows[0]]] }
    : { ...figure, label: '' };

/** Rows left for what goes under the board, the board being `height` tall. */
const rowsUnder = (size: TerminalSize, height: number): number =>
  size.rows - 1 - BOARD_TOP_ROWS - height;

export const planFigure = (
  puzzle: Puzzle,
  figure: Figure,
  size: TerminalSize,
  shape: ShapeOptions = {},
): FigurePlan => {
  const board = boardSize(puzzle, shape);
  const width = Math.max(columns(figure.label), widthOf(figure.rows));
  const inline = figure.rows.length === 1 ? columns(figure.label) + 1 : 0;
  if (BOARD_INDENT + board.width + GOAL_GAP + width + inline <= size.columns) {
    // Beside: as tall as the board if it can be. When only the label is too tall, a one-line
    // figure takes it at its left (`goal ○ ○ □ ● ●`), a taller one goes without.
    const unlabelled = figure.rows.length === board.height && figure.label !== '';
    const shown = unlabelled ? besideLabel(figure) : figure;
    const height = Math.max(board.height, shown.rows.length + (shown.label === '' ? 0 : 1));
    if (rowsUnder(size, height) >= UNDER_ROWS + 1) return { side: 'beside', figure: shown };
  }
  const below = board.height + 1 + figure.rows.length + 1;
  if (BOARD_INDENT + width <= size.columns && rowsUnder(size, below) >= UNDER_ROWS + 1) {
    return { side: 'below', figure };
  }
  return { side: 'none' };
};

/** How tall the board area is with the figure placed as planned. */
export const figureAreaHeight = (
  puzzle: Puzzle,
  plan: FigurePlan,
  shape: ShapeOptions = {},
): number => {
  const board = boardSize(puzzle, shape).height;
  if (plan.side === 'none') return board;
  const figure = plan.figure.rows.length + (plan.figure.label === '' ? 0 : 1);
  return plan.side === 'beside' ? Math.max(board, figure) : board + 1 + figure;
};

/** How tall the board area is: the board with the solve panel as planned, or with its figure. */
export const boardAreaHeight = (
  puzzle: Puzzle,
  panel: PanelPlan | undefined,
  figure: FigurePlan,
  shape: ShapeOptions = {},
): number => {
  if (!panel) return figureAreaHeight(puzzle, figure, shape);
  if (panel.side === 'below') return boardSize(puzzle, shape).height + 1 + panel.height;
  return Math.max(boardSize(puzzle, { ...shape, compact: panel.compact }).height, panel.height);
};

/** Where the solve panel goes, how big it is, and whether the board shrinks to its small drawing. */
export type PanelPlan = {
  readonly side: 'beside' | 'below';
  readonly compact: boolean;
  readonly width: number;
  readonly height: number;
};

/**
 * The solve panel beside the board when it gets its full width there; else
 * below the board when there is height for it; else beside the board drawn
 * small (the film strip's size); a window too small for any gets it beside,
 * as wide as it can be.
 */
export const planPanel = (
  puzzle: Puzzle,
  size: TerminalSize,
  shape: ShapeOptions = {},
  /** Rows kept under the counter besides the message's (a lesson's caption). */
  reserve = 0,
): PanelPlan => {
  const full = boardSize(puzzle, shape);
  const small = boardSize(puzzle, { compact: true });
  const besideWidth = (width: number): number =>
    size.columns - BOARD_INDENT - width - SOLVE_PANEL_GAP - 1;
  const under = UNDER_ROWS + reserve;
  const besideHeight = rowsUnder(size, 0) - under;
  if (besideWidth(full.width) >= PANEL_MIN_COLUMNS) {
    return { side: 'beside', compact: false, width: besideWidth(full.width), height: besideHeight };
  }
  const belowHeight = rowsUnder(size, full.height + 1) - under;
  if (belowHeight >= PANEL_MIN_ROWS) {
    return {
      side: 'below',
      compact: false,
      width: size.columns - BOARD_INDENT - 1,
      height: belowHeight,
    };
  }
  if (besideWidth(small.width) >= PANEL_MIN_COLUMNS) {
    return { side: 'beside', compact: true, width: besideWidth(small.width), height: besideHeight };
  }
  return {
    side: 'beside',
    compact: false,
    width: Math.max(10, besideWidth(full.width)),
    height: besideHeight,
  };
};

import { type CellMarks, numberFigure, renderBoard } from '../../board/board.js';
import type { Board, Puzzle } from '../../puzzles/puzzle.js';
import { words } from '../../words/words.js';
import { boardLook, type Display, type TerminalSize } from '../common/display.js';
import { boardAreaHeight, goalFigure, legendFigure, planFigure, planPanel } from './layout.js';
import { boardScale } from './presentation.js';

export type BoardPlanInput = {
  readonly puzzle: Puzzle;
  readonly size: TerminalSize;
  /** The position drawn, and its marks. */
  readonly board: Board;
  readonly marks?: CellMarks;
  readonly display: Display;
  /** The solve panel is open beside or below the board. */
  readonly solving: boolean;
  /** Presentation size (`z`) is on. */
  readonly large: boolean;
  /** `#`: the page's numbering figure where the goal usually is. */
  readonly numbers: boolean;
  /** Rows the panel leaves under the counter besides the message's (a lesson's caption). */
  readonly reserve?: number;
};

/**
 * The play screen's board area: the board drawn (larger in a large window,
 * small beside a panel that needs the room), where the solve panel or the
 * figure goes, and how tall it all is.
 */
export const planBoard = ({
  puzzle,
  size,
  board,
  marks,
  display,
  solving,
  large,
  numbers,
  reserve = 0,
}: BoardPlanInput) => {
  const shape = { scale: boardScale(puzzle, size, large, solving) };
  const panelPlan = solving ? planPanel(puzzle, size, shape, reserve) : undefined;
  const { ascii } = display;
  const rows = renderBoard(puzzle, board, {
    ...boardLook(display),
    marks,
    compact: panelPlan?.compact === true,
    ...shape,
  });
  const figure = numbers
    ? { label: words().play.cellNumbers, rows: numberFigure(puzzle, { ascii }) }
    : (goalFigure(puzzle, ascii) ?? legendFigure(puzzle, board, ascii));
  const figurePlan = figure ? planFigure(puzzle, figure, size, shape) : ({ side: 'none' } as const);
  const height = boardAreaHeight(puzzle, panelPlan, figurePlan, shape);
  return { rows, panelPlan, figurePlan, height };
};

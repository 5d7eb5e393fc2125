/**
 * What the keys that change how the board is shown (`#`, `z`, `p`) say: the
 * change, and where it changes nothing here, why — a key never does nothing
 * without a word.
 */
import { drawsLinePieces, numberFigure } from '../../board/board.js';
import type { Puzzle } from '../../puzzles/puzzle.js';
import { words } from '../../words/words.js';
import type { TerminalSize } from '../common/display.js';
import { planFigure } from './layout.js';
import { boardScale, PRESENTATION_SIZE } from './presentation.js';

/** The screen the key was pressed on. */
export type ShownBoard = {
  readonly puzzle: Puzzle;
  readonly size: TerminalSize;
  readonly ascii: boolean;
  /** Presentation size as it is (before the key, for `#`). */
  readonly large: boolean;
  /** The solve panel is open beside the board. */
  readonly solving: boolean;
  /** The board is read as rows of words (`--screen-reader`), not drawn. */
  readonly linear: boolean;
};

/** `#` turned on where the numbers cannot be seen says why; turned off, or shown, it needs no word. */
export const numbersSaid = (shown: ShownBoard, on: boolean): string | null => {
  const say = words().play;
  if (!on) return null;
  if (shown.linear) return say.numbersSpoken;
  if (shown.solving) return null;
  const figure = {
    label: say.cellNumbers,
    rows: numberFigure(shown.puzzle, { ascii: shown.ascii }),
  };
  const scale = boardScale(shown.puzzle, shown.size, shown.large, false);
  return planFigure(shown.puzzle, figure, shown.size, { scale }).side === 'none'
    ? say.numbersNoRoom
    : null;
};

/** What `z` says: presentation size on or off, and where it is on but cannot grow, why. */
export const largeSaid = (shown: ShownBoard, on: boolean): string => {
  const say = words().play;
  if (!on) return say.largeOff;
  if (shown.linear) return say.notDrawn(say.largeOn);
  if (boardScale(shown.puzzle, shown.size, true, shown.solving) > 1) return say.largeOn;
  const { columns, rows } = PRESENTATION_SIZE;
  if (shown.size.columns < columns || shown.size.rows < rows) {
    return say.largeNotHere(columns, rows, `${shown.size.columns}×${shown.size.rows}`);
  }
  return say.largeNoRoom;
};

/** What `p` says: plain boards on or off, and on a board it does not change, that it does not. */
export const plainSaid = (shown: ShownBoard, on: boolean): string => {
  const say = words().play;
  if (shown.linear) return say.notDrawn(on ? say.plainOn : say.plainOff);
  if (!drawsLinePieces(shown.puzzle)) return say.plainNotHere;
  return on ? say.plainOn : say.plainOff;
};

import { quoted } from '../../util/quote.js';
import { PAGE_SPACE, parseBoard, requireEmpties, requireSamePieces } from '../board-text.js';
import { type Board, InputError } from '../puzzle.js';
import { isLineBoardName, lineBoardNames, lineBoards } from './boards.js';
import { LINE_CELLS, linePieces } from './pieces.js';
import { lineWords } from './words.js';

/** A word with digits is meant as a board name: board strings never hold digits. */
const LOOKS_LIKE_NAME = /^[a-z]+\d+$/i;

const parseLineText = (text: string, what: 'start' | 'goal'): Board => {
  const trimmed = text.trim();
  const name = trimmed.toLowerCase();
  if (isLineBoardName(name))
    return parseBoard(lineBoards[name], linePieces, LINE_CELLS, what, PAGE_SPACE);
  if (LOOKS_LIKE_NAME.test(trimmed)) {
    const say = lineWords();
    throw new InputError(
      say.unknownBoard(quoted(trimmed), say.roles[what], lineBoardNames.join(', ')),
    );
  }
  return parseBoard(trimmed, linePieces, LINE_CELLS, what, PAGE_SPACE);
};

/** The full set of pieces (4 A, 3 B, 4 C, 4 D), to check counts against. */
const fullSet = parseBoard(lineBoards.start1, linePieces, LINE_CELLS, 'reference');

/**
 * Reads a start and a goal given as page names or board strings, and checks
 * them: one empty cell each, the full set of pieces, the same pieces in both.
 */
export const readLineBoards = (
  startText: string,
  goalText: string,
): { readonly start: Board; readonly goal: Board } => {
  const start = parseLineText(startText, 'start');
  requireEmpties(start, 1, 'start');
  requireSamePieces(start, fullSet, linePieces, 'start', 'Line Puzzle set');
  const goal = parseLineText(goalText, 'goal');
  requireEmpties(goal, 1, 'goal');
  requireSamePieces(goal, start, linePieces, 'goal', 'start');
  return { start, goal };
};

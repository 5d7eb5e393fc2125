import { quoted } from '../util/quote.js';
import { words } from '../words/words.js';
import { type Board, InputError, type PieceKind } from './puzzle.js';

/** Characters people may use to group rows; they carry no meaning. */
const SEPARATORS = /[\s/|]/g;

/** What the pages write for an empty cell besides `.`: families whose pages do pass it to `parseBoard`. */
export const PAGE_SPACE = 'S';

/**
 * Reads a board string: one character per cell, `.` for an empty cell (or a
 * character of `alsoEmpty`, where the family says so, e.g. `PAGE_SPACE`),
 * otherwise a piece character of this puzzle. `what` names the board in errors
 * ("start", "goal").
 */
export const parseBoard = (
  text: string,
  pieces: readonly PieceKind[],
  size: number,
  what: string,
  alsoEmpty = '',
): Board => {
  const chars = [...text.replace(SEPARATORS, '')];
  // The characters first: a word typed where a board belongs is told by its
  // first character that is no piece, not by its length.
  const codes: number[] = [];
  chars.forEach((char, cell) => {
    if (char === '.' || alsoEmpty.includes(char)) {
      codes.push(0);
      return;
    }
    const kind = pieces.find((piece) => piece.char === char);
    if (!kind) {
      const allowed = charRanges([...pieces.map((piece) => piece.char), '.']);
      const name = words().puzzles.boardName(what);
      throw new InputError(words().puzzles.badCell(name, quoted(char), cell, allowed));
    }
    codes.push(kind.code);
  });
  if (chars.length !== size) {
    throw new InputError(
      words().puzzles.cellCount(words().puzzles.boardName(what), chars.length, size),
    );
  }
  return Uint8Array.from(codes);
};

/**
 * A list of characters as a reader takes it in: three or more in a row of
 * the character set written as a range, `1–9, A–F, .`.
 */
export const charRanges = (chars: readonly string[]): string => {
  const parts: string[] = [];
  for (let from = 0; from < chars.length; ) {
    let to = from;
    while (
      to + 1 < chars.length &&
      chars[to + 1].length === 1 &&
      chars[to].length === 1 &&
      chars[to + 1].charCodeAt(0) === chars[to].charCodeAt(0) + 1
    )
      to++;
    if (to - from >= 2) parts.push(`${chars[from]}–${chars[to]}`);
    else parts.push(...chars.slice(from, to + 1));
    from = to + 1;
  }
  return parts.join(', ');
};

/** Writes a board as a string, `.` for empty cells. */
export const formatBoard = (board: Board, pieces: readonly PieceKind[]): string => {
  let text = '';
  for (const code of board) {
    text +=
      code === 0 ? '.' : (pieces.find((piece) => piece.char && piece.code === code)?.char ?? '?');
  }
  return text;
};

/** How many cells hold each code (index = code). */
export const countCodes = (board: Board, codes: number): number[] => {
  const counts = new Array<number>(codes).fill(0);
  for (const code of board) counts[code]++;
  return counts;
};

/** Throws unless `board` has exactly `empties` empty cells. */
export const requireEmpties = (board: Board, empties: number, what: string): void => {
  const found = board.reduce((sum, code) => sum + (code === 0 ? 1 : 0), 0);
  if (found !== empties) {
    throw new InputError(
      words().puzzles.emptyCells(words().puzzles.boardName(what), found, empties),
    );
  }
};

/** Throws unless `board` holds the same pieces as `reference`. */
export const requireSamePieces = (
  board: Board,
  reference: Board,
  pieces: readonly PieceKind[],
  what: string,
  referenceName: string,
): void => {
  const codes = pieces.length + 1;
  const have = countCodes(board, codes);
  const want = countCodes(reference, codes);
  for (const piece of pieces) {
    if (have[piece.code] !== want[piece.code]) {
      const say = words().puzzles;
      const kind = `${piece.char} (${piece.name})`;
      throw new InputError(
        say.pieceCount(
          say.boardName(what),
          have[piece.code],
          kind,
          say.boardName(referenceName),
          want[piece.code],
        ),
      );
    }
  }
};

export const boardsEqual = (a: Board, b: Board): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

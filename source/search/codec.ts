import type { Board, Puzzle } from '../puzzles/puzzle.js';

/** A board packed for visited sets: a number when it fits one, else a short string. */
export type BoardKey = number | string;

/**
 * Packs a board into a key so that visited sets are maps of keys. A board
 * whose radix^size stays below 2^53 packs into one number (base `radix`, one
 * digit per cell), the fast case every catalogue puzzle meets; a wider one
 * (a 4×4 sliding puzzle: 16 cells in base 16) packs two cells per string
 * character, so no puzzle is too big to search, only to store.
 */
export class BoardCodec {
  readonly radix: number;
  readonly cellCount: number;
  /** True when keys are strings. */
  readonly wide: boolean;
  readonly encode: (board: Board) => BoardKey;
  readonly decode: (key: BoardKey, board: Board) => void;

  constructor(puzzle: Pick<Puzzle, 'cellCount' | 'pieces'>) {
    this.cellCount = puzzle.cellCount;
    this.radix = Math.max(0, ...puzzle.pieces.map((piece) => piece.code)) + 1;
    this.wide = this.radix ** this.cellCount > Number.MAX_SAFE_INTEGER;
    if (this.wide) {
      this.encode = (board) => encodeWide(board, this.cellCount);
      this.decode = (key, board) => decodeWide(key as string, board, this.cellCount);
    } else {
      const { radix, cellCount: size } = this;
      this.encode = (board) => {
        let key = 0;
        for (let cell = size - 1; cell >= 0; cell--) key = key * radix + board[cell];
        return key;
      };
      this.decode = (key, board) => {
        let rest = key as number;
        for (let cell = 0; cell < size; cell++) {
          const digit = rest % radix;
          board[cell] = digit;
          rest = (rest - digit) / radix;
        }
      };
    }
  }
}

/** Two cells (codes below 256) per UTF-16 unit. */
const encodeWide = (board: Board, size: number): string => {
  let key = '';
  for (let cell = 0; cell < size; cell += 2) {
    key += String.fromCharCode(board[cell] | ((cell + 1 < size ? board[cell + 1] : 0) << 8));
  }
  return key;
};

const decodeWide = (key: string, board: Board, size: number): void => {
  for (let cell = 0; cell < size; cell += 2) {
    const unit = key.charCodeAt(cell >> 1);
    board[cell] = unit & 255;
    if (cell + 1 < size) board[cell + 1] = unit >> 8;
  }
};

import type { Board, Puzzle } from '../puzzles/types.js';

/**
 * Packs a board into one number (base `radix`, one digit per cell) so that
 * visited sets are maps of numbers. Exact while radix^size stays below 2^53.
 */
export class BoardCodec {
  readonly radix: number;
  readonly size: number;

  constructor(puzzle: Pick<Puzzle, 'size' | 'pieces'>) {
    this.size = puzzle.size;
    this.radix = Math.max(...puzzle.pieces.map((piece) => piece.code)) + 1;
    if (this.radix ** this.size > Number.MAX_SAFE_INTEGER) {
      throw new Error(`a board of ${this.size} cells in base ${this.radix} does not fit a number`);
    }
  }

  encode(board: Board): number {
    let key = 0;
    for (let cell = this.size - 1; cell >= 0; cell--) key = key * this.radix + board[cell];
    return key;
  }

  decode(key: number, board: Board): void {
    for (let cell = 0; cell < this.size; cell++) {
      const digit = key % this.radix;
      board[cell] = digit;
      key = (key - digit) / this.radix;
    }
  }
}

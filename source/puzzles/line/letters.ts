/** The Line Puzzle's piece letters by code (A is 1 … D is 4); the empty cell (0) is written '.'. */
export const LINE_LETTERS = '.ABCD';

/** A board of the Line Puzzle's codes as its letters, cell by cell, as a board is typed. */
export const lineLetters = (board: ArrayLike<number>): string => {
  let text = '';
  for (let cell = 0; cell < board.length; cell++) text += LINE_LETTERS[board[cell]] ?? '?';
  return text;
};

import type { Board, Move, Puzzle } from '../puzzles/puzzle.js';

/**
 * Plays `moves` from `start` through the rules, checking that each is legal
 * where it is played and that the last position is a goal. Returns every
 * position along the way (start first). Throws when anything is off: an answer
 * is never shown without passing here.
 */
export const replay = (puzzle: Puzzle, start: Board, moves: readonly Move[]): Board[] => {
  const board = start.slice();
  const positions: Board[] = [board.slice()];
  const legal = new Int32Array(puzzle.maxMoves);
  moves.forEach((move, index) => {
    const count = puzzle.moves(board, legal);
    if (!legal.subarray(0, count).includes(move)) {
      throw new Error(
        `${puzzle.id}: move ${index + 1} ${JSON.stringify(puzzle.notation(move))} is not legal there`,
      );
    }
    puzzle.apply(board, move);
    positions.push(board.slice());
  });
  if (!puzzle.isGoal(board)) throw new Error(`${puzzle.id}: the answer does not end at the goal`);
  return positions;
};

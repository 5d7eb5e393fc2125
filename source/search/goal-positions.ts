import type { Board, PositionSpace, Puzzle } from '../puzzles/puzzle.js';

/** Whole-space tables are built for puzzles whose rules allow at most this many positions. */
export const WHOLE_SPACE_LIMIT = 1_000_000;

/** The family's numbering of its positions, where it has one this small. */
export const smallSpace = (puzzle: Puzzle): PositionSpace | undefined =>
  puzzle.space && (puzzle.positions ?? Number.POSITIVE_INFINITY) <= WHOLE_SPACE_LIMIT
    ? puzzle.space()
    : undefined;

const tested = new WeakMap<Puzzle, readonly Board[]>();

/**
 * Every goal position, whether the family gives its goal as boards or as a
 * test: goal boards (or a one-way puzzle's backward goals) as given; for a
 * goal test, every position of a small numbered space that passes it, found
 * once (Hakoiri Musume: the daughter at the exit). Undefined when neither.
 */
export const goalPositions = (puzzle: Puzzle): readonly Board[] | undefined => {
  const given = puzzle.goals ?? puzzle.backward?.goals;
  if (given) return given;
  const kept = tested.get(puzzle);
  if (kept) return kept;
  const space = smallSpace(puzzle);
  if (!space) return undefined;
  const goals: Board[] = [];
  const board = new Uint8Array(puzzle.cellCount);
  for (let index = 0; index < space.positions; index++) {
    space.unrank(index, board);
    if (puzzle.isGoal(board)) goals.push(board.slice());
  }
  tested.set(puzzle, goals);
  return goals;
};

import type { Board, PositionSpace, Puzzle } from '../puzzles/puzzle.js';
import { BoardCodec, type BoardKey } from './codec.js';

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
 * goal test, every position of a small numbered space that passes it, or,
 * for a small reversible space the family does not number, every one its
 * start reaches; found once (Hakoiri Musume: the daughter at the exit).
 * Undefined when none of these.
 */
export const goalPositions = (puzzle: Puzzle): readonly Board[] | undefined => {
  const given = puzzle.goals ?? puzzle.backward?.goals;
  if (given) return given;
  const kept = tested.get(puzzle);
  if (kept) return kept;
  const space = smallSpace(puzzle);
  const goals: Board[] = [];
  if (space) {
    const board = new Uint8Array(puzzle.cellCount);
    for (let index = 0; index < space.positions; index++) {
      space.unrank(index, board);
      if (puzzle.isGoal(board)) goals.push(board.slice());
    }
  } else if (
    puzzle.reversible &&
    (puzzle.positions ?? Number.POSITIVE_INFINITY) <= WHOLE_SPACE_LIMIT
  ) {
    goals.push(...reachableGoals(puzzle));
  } else {
    return undefined;
  }
  tested.set(puzzle, goals);
  return goals;
};

/**
 * The goal positions a reversible puzzle without a numbering reaches from its
 * start (small spaces only): its start's part of the space is then the table's.
 */
const reachableGoals = (puzzle: Puzzle): Board[] => {
  const codec = new BoardCodec(puzzle);
  const seen = new Set<BoardKey>([codec.encode(puzzle.start)]);
  const queue: Board[] = [puzzle.start.slice()];
  const goals: Board[] = [];
  const buffer = new Int32Array(puzzle.maxMoves);
  for (let head = 0; head < queue.length; head++) {
    const board = queue[head];
    if (puzzle.isGoal(board)) goals.push(board);
    const count = puzzle.moves(board, buffer);
    for (let i = 0; i < count; i++) {
      const next = board.slice();
      puzzle.apply(next, buffer[i]);
      const key = codec.encode(next);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(next);
    }
  }
  return goals;
};

/** The goal positions of `puzzle` in `space`'s numbering: where its whole map starts. */
export const rankedGoals = (puzzle: Puzzle, space: PositionSpace): number[] =>
  (goalPositions(puzzle) ?? []).map((goal) => space.rank(goal));

import type { Board, Move, PositionSpace, Puzzle } from '../puzzles/puzzle.js';
import { markAt } from './map-layer.js';

/**
 * A stored whole map of a puzzle's space (see `buildWholeMap`), as far as it
 * was read: its layers' sizes and samples always, its two-bit marks when
 * loaded (they make every distance exact in a few steps).
 */
export type AttachedMap = {
  readonly space: PositionSpace;
  readonly histogram: readonly number[];
  readonly samples: readonly (readonly number[])[];
  readonly words?: Int32Array;
};

/** The mark one layer nearer the goal: marks are 1 + distance mod 3. */
const lower = (mark: number): number => ((mark + 1) % 3) + 1;

/**
 * A shortest answer from `start` by the map's marks: each step goes to the
 * neighbour whose mark is one layer lower, so the answer is as long as the
 * position is far. Null when the map never reached the position.
 */
export const answerFromMap = (
  puzzle: Puzzle,
  map: AttachedMap & { readonly words: Int32Array },
  start: Board,
): Move[] | null => {
  const { space, words } = map;
  const board = start.slice();
  let mark = markAt(words, space.rank(board));
  if (mark === 0) return null;
  const answer: Move[] = [];
  const buffer = new Int32Array(Math.max(1, puzzle.maxMoves));
  while (!puzzle.isGoal(board)) {
    const count = puzzle.moves(board, buffer);
    const want = lower(mark);
    let next = -1;
    for (let i = 0; i < count && next < 0; i++) {
      puzzle.apply(board, buffer[i]);
      if (markAt(words, space.rank(board)) === want) next = buffer[i];
      puzzle.undo(board, buffer[i]);
    }
    if (next < 0 || answer.length > map.histogram.length) {
      throw new Error(`${puzzle.id}: the stored map has no way down from a position`);
    }
    puzzle.apply(board, next);
    answer.push(next);
    mark = want;
  }
  return answer;
};

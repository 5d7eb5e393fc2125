/**
 * "Shuffle N moves": a random walk of N legal moves out from a goal, never
 * straight back to the position before, so the start it ends on is at most N
 * moves from the goal. One-way puzzles walk their moves backward.
 */
import { boardsEqual } from '../puzzles/board-text.js';
import type { Board, Move, Puzzle } from '../puzzles/puzzle.js';
import { InputError } from '../puzzles/puzzle.js';
import { words } from '../words/words.js';
import { shuffleParityFits } from './shuffle-moves.js';
import { goalRoute } from './space-table.js';

/** Walks that end on a goal or on a start that may not be dealt are walked again, this many times. */
const WALKS = 1_000;

/** A shuffled start, and how many moves the walk made (fewer than asked where it met a dead end). */
export type Shuffled = { readonly board: Board; readonly walked: number };

/**
 * A start `moves` random moves from a goal (a random one, where there are
 * several): at each step every legal move but the one back to the position
 * before is as likely; where that is the only move, it is taken. A walk that
 * cannot go on stops there. Throws an `InputError` where the puzzle cannot be
 * walked from its goal or `moves` cannot end on a start that may be dealt.
 */
export const shuffledStart = (puzzle: Puzzle, moves: number, random: () => number): Shuffled => {
  const route = goalRoute(puzzle);
  if (!route || route.goals.length === 0) throw new InputError(words().search.cannotShuffle);
  if (!shuffleParityFits(puzzle, moves)) {
    throw new InputError(words().search.shuffleParity(moves, puzzle.dealing?.why ?? ''));
  }
  // Forward for reversible puzzles; a one-way puzzle's route gives the moves leading in, taken back.
  const step = puzzle.reversible ? puzzle.apply : puzzle.undo;
  const stepBack = puzzle.reversible ? puzzle.undo : puzzle.apply;
  let buffer = new Int32Array(Math.max(8, puzzle.maxMoves));
  let choices = new Int32Array(buffer.length);
  const board = new Uint8Array(puzzle.cellCount);
  const before = new Uint8Array(puzzle.cellCount);
  const walk = (): number => {
    board.set(route.goals[Math.floor(random() * route.goals.length)]);
    before.fill(255);
    for (let walked = 0; walked < moves; walked++) {
      let count = route.expand(board, buffer);
      if (count > buffer.length) {
        buffer = new Int32Array(count * 2);
        choices = new Int32Array(buffer.length);
        count = route.expand(board, buffer);
      }
      if (count === 0) return walked;
      let onward = 0;
      let back: Move | undefined;
      for (let i = 0; i < count; i++) {
        step(board, buffer[i]);
        if (boardsEqual(board, before)) back = buffer[i];
        else choices[onward++] = buffer[i];
        stepBack(board, buffer[i]);
      }
      const move = onward > 0 ? choices[Math.floor(random() * onward)] : (back as Move);
      before.set(board);
      step(board, move);
    }
    return moves;
  };
  for (let tries = 0; tries < WALKS; tries++) {
    const walked = walk();
    if (!puzzle.isGoal(board) && (puzzle.dealing?.movesAway(board) ?? 0) === 0) {
      return { board, walked };
    }
  }
  throw new InputError(words().search.randomMissed);
};

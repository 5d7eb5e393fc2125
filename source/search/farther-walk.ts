import type { Board, Move, Puzzle } from '../puzzles/puzzle.js';
import { steadyDefaultEstimate } from './bound-choice.js';
import { goalPositions } from './goal-positions.js';
import { PathProver } from './prover.js';
import type { SearchOptions } from './search-events.js';
import type { SpaceTable } from './space-table.js';

const boardKey = (board: Board): string => String.fromCharCode(...board);

/**
 * Finds a position exactly `length` moves from the goal of a reversible puzzle
 * too large for a whole-space table, without solving it afterwards: it walks
 * out from the goal one move at a time, taking only moves proved to lead one
 * move farther (the lower bound alone often proves it; else a bounded search
 * proves that no shorter way back exists), so every position on the walk is
 * exactly as far as the walk is long. Moves that raise the lower bound most
 * are tried first, in a random order among equals; a walk that cannot go on
 * backs up. The search over such walks reaches every position at every
 * distance, so finding none proves that none exists.
 */
export const fartherWalk = (
  puzzle: Puzzle,
  length: number,
  random: () => number,
  options: SearchOptions = {},
  ball?: SpaceTable,
): Board | null => {
  const goals = goalPositions(puzzle) ?? [];
  if (!puzzle.reversible || goals.length === 0) {
    throw new Error(`${puzzle.id}: a walk from the goal needs reversible moves and goal boards`);
  }
  const prover = new PathProver(puzzle, options, ball);
  // The same walk on every machine and in every run: ordered by values no table's arrival changes.
  const bound = steadyDefaultEstimate(puzzle);
  const away = puzzle.dealing ? (board: Board) => puzzle.dealing?.movesAway(board) ?? 0 : () => 0;
  const buffers = Array.from({ length: length + 1 }, () => new Int32Array(puzzle.maxMoves));
  /** Positions whose farther walks all failed (their distance is exact, so this holds for good). */
  const exhausted = new Set<string>();

  const walk = (board: Board, distance: number): boolean => {
    if (distance === length) return away(board) === 0;
    const moves = buffers[distance];
    const count = puzzle.moves(board, moves);
    const candidates: { move: Move; estimate: number; order: number }[] = [];
    for (let i = 0; i < count; i++) {
      puzzle.apply(board, moves[i]);
      const fits = distance + 1 + away(board) <= length && !exhausted.has(boardKey(board));
      if (fits) candidates.push({ move: moves[i], estimate: bound(board), order: random() });
      puzzle.undo(board, moves[i]);
    }
    candidates.sort((a, b) => b.estimate - a.estimate || a.order - b.order);
    for (const { move, estimate } of candidates) {
      puzzle.apply(board, move);
      // Exactly `distance + 1` away: no goal within `distance` moves, and this walk is that long.
      const nearby = ball ? ball.distance(board) : -1;
      const farther =
        nearby >= 0 ? nearby > distance : estimate > distance || !prover.within(board, distance);
      if (farther && walk(board, distance + 1)) return true;
      if (farther) exhausted.add(boardKey(board));
      puzzle.undo(board, move);
    }
    return false;
  };

  const order = goals.map((goal) => ({ goal, order: random() }));
  order.sort((a, b) => a.order - b.order);
  for (const { goal } of order) {
    const board = goal.slice();
    if (walk(board, 0)) return board;
  }
  return null;
};

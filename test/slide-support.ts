import { expect, vi } from 'vitest';
import { formatBoard, parseBoard } from '../source/puzzles/board-text.js';
import type { Board, Puzzle } from '../source/puzzles/puzzle.js';
import type { Partition } from '../source/puzzles/slide/pattern-bound.js';
import { placedPartition } from '../source/puzzles/slide/pattern-bound.js';
import { invert } from '../source/puzzles/slide/symmetry.js';
import type { Outcome } from './cli-here.js';
import { legalMoves } from './support.js';

export const board = (puzzle: Puzzle, text: string): Board =>
  parseBoard(text, puzzle.pieces, puzzle.cellCount, 'test');

/**
 * Exact distances to the puzzle's goal, by a breadth-first search written
 * here (board strings in a map), out to `radius` moves: every position that
 * can reach the goal when the radius is large enough.
 */
export const distancesFromGoal = (
  puzzle: Puzzle,
  radius = Number.POSITIVE_INFINITY,
): Map<string, number> => {
  const goal = puzzle.goals?.[0];
  if (!goal) throw new Error(`${puzzle.id} has no goal board`);
  // Board strings as formatBoard writes them, one lookup per cell.
  const chars = ['.'];
  for (const piece of puzzle.pieces) chars[piece.code] = piece.char;
  const keyOf = (position: Board): string => {
    let key = '';
    for (const code of position) key += chars[code];
    return key;
  };
  expect(keyOf(goal)).toBe(formatBoard(goal, puzzle.pieces));
  const distances = new Map<string, number>([[keyOf(goal), 0]]);
  let layer = [goal];
  const moves = new Int32Array(puzzle.maxMoves);
  for (let distance = 1; layer.length > 0 && distance <= radius; distance++) {
    const next: Board[] = [];
    for (const position of layer) {
      const count = puzzle.moves(position, moves);
      for (let at = 0; at < count; at++) {
        const after = position.slice();
        puzzle.apply(after, moves[at]);
        const key = keyOf(after);
        if (distances.has(key)) continue;
        distances.set(key, distance);
        next.push(after);
      }
    }
    layer = next;
  }
  return distances;
};

/** Plays `[from, to]` pairs from `start` through the rules; false at the first that is not legal. */
export const replays = (
  puzzle: Puzzle,
  start: Board,
  moves: readonly (readonly number[])[],
): Board | false => {
  const position = start.slice();
  for (const cells of moves) {
    const move = legalMoves(puzzle, position).find(
      (each) => JSON.stringify(puzzle.notation(each)) === JSON.stringify(cells),
    );
    if (move === undefined) return false;
    puzzle.apply(position, move);
  }
  return position;
};

/**
 * The entries of the table over `home` that `start` reads towards `goal`,
 * once a set of the partition (as it is, and reflected where the goal has a
 * diagonal): each table cell's tile, where the start has it, seen from the
 * table.
 */
export const entriesRead = (
  side: number,
  goal: Board,
  start: Board,
  partition: Partition,
  home: readonly number[],
): number[] =>
  placedPartition(side, goal.indexOf(0), partition).flatMap((set) =>
    set
      .filter(({ kept }) => kept.join(',') === home.join(','))
      .map(({ placed, kept }) => {
        const toTable = invert(placed);
        return kept.reduce<number>(
          (index, cell, slot) => index + toTable[start.indexOf(goal[placed[cell]])] * 16 ** slot,
          0,
        );
      }),
  );

/**
 * A command line run in this process (`tobikoeHere`) in modules of its own:
 * no table another test file of this process read is in memory, so stored
 * tables are read again. Its modules have no node limit of the suite's: the
 * caller gives one.
 */
export const tobikoeAfresh = async (...args: string[]): Promise<Outcome> => {
  vi.resetModules();
  const { tobikoeHere } = await import('./cli-here.js');
  return tobikoeHere(...args);
};

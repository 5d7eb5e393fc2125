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

/** Every position within a radius of a goal, nearest first: its cells, its distance, its key. */
export type MappedFromGoal = {
  readonly count: number;
  /** The positions' cells one after another, `cellCount` each. */
  readonly cells: Uint8Array;
  /** Each position's distance to the goal. */
  readonly depths: Uint8Array;
  /** The key of the position at `at`, as formatBoard writes it. */
  readonly keyAt: (at: number) => string;
  /** Distance to the goal by key, in the same order (made when first asked for). */
  readonly distances: ReadonlyMap<string, number>;
};

const mappedFromGoal = new Map<string, MappedFromGoal>();

/**
 * Exact distances to the puzzle's goal, by a breadth-first search written
 * here, out to `radius` moves: every position that can reach the goal when the
 * radius is large enough. Made once a process for each puzzle's shape, goal
 * and radius (the files of a worker share it: the 8-puzzle's whole space is
 * asked for by several), so read it, never change it.
 */
export const positionsFromGoal = (
  puzzle: Puzzle,
  radius = Number.POSITIVE_INFINITY,
): MappedFromGoal => {
  const goal = puzzle.goals?.[0];
  if (!goal) throw new Error(`${puzzle.id} has no goal board`);
  // Board strings as formatBoard writes them, one lookup per cell.
  const chars = ['.'];
  for (const piece of puzzle.pieces) chars[piece.code] = piece.char;
  const size = puzzle.cellCount;
  const keyOf = (position: Uint8Array): string => {
    let key = '';
    for (let cell = 0; cell < size; cell++) key += chars[position[cell]];
    return key;
  };
  expect(keyOf(goal)).toBe(formatBoard(goal, puzzle.pieces));
  const known = `${puzzle.id} ${JSON.stringify(puzzle.layout.cells)} ${keyOf(goal)} ${radius}`;
  const found = mappedFromGoal.get(known);
  if (found) return found;
  // Positions seen: by their rank among the permutations of the goal's cells where each cell
  // differs and there are few enough (the 8-puzzle's 9! in a byte array), by string otherwise.
  const distinct = new Set(goal.subarray(0, size)).size === size && size <= 10;
  let permutations = 1;
  for (let count = 2; count <= size; count++) permutations *= count;
  const ranked = distinct ? new Uint8Array(permutations) : undefined;
  const strings = new Set<string>();
  const rankOf = (position: Board): number => {
    let rank = 0;
    for (let cell = 0; cell < size; cell++) {
      let smaller = 0;
      for (let later = cell + 1; later < size; later++) {
        if (position[later] < position[cell]) smaller++;
      }
      rank = rank * (size - cell) + smaller;
    }
    return rank;
  };
  /** True the first time `position` is met. */
  const firstMet = (position: Board): boolean => {
    if (ranked) {
      const rank = rankOf(position);
      if (ranked[rank]) return false;
      ranked[rank] = 1;
      return true;
    }
    const key = keyOf(position);
    if (strings.has(key)) return false;
    strings.add(key);
    return true;
  };
  // The positions found, packed: a layer is a run of them, expanded from a copy.
  let cells = new Uint8Array(1024 * size);
  let depths = new Uint8Array(1024);
  let count = 0;
  const keep = (position: Board, depth: number): void => {
    if (count === depths.length) {
      const [moreCells, moreDepths] = [new Uint8Array(cells.length * 2), new Uint8Array(count * 2)];
      moreCells.set(cells);
      moreDepths.set(depths);
      [cells, depths] = [moreCells, moreDepths];
    }
    cells.set(position.subarray(0, size), count * size);
    depths[count++] = depth;
  };
  firstMet(goal);
  keep(goal, 0);
  const position = goal.slice();
  const moves = new Int32Array(puzzle.maxMoves);
  for (let distance = 1, layer = 0; layer < count && distance <= radius; distance++) {
    const end = count;
    for (; layer < end; layer++) {
      position.set(cells.subarray(layer * size, layer * size + size));
      const moveCount = puzzle.moves(position, moves);
      for (let at = 0; at < moveCount; at++) {
        puzzle.apply(position, moves[at]);
        if (firstMet(position)) keep(position, distance);
        puzzle.undo(position, moves[at]);
      }
    }
  }
  cells = cells.slice(0, count * size);
  depths = depths.slice(0, count);
  const keyAt = (at: number): string => keyOf(cells.subarray(at * size, at * size + size));
  let distances: Map<string, number> | undefined;
  const mapped: MappedFromGoal = {
    count,
    cells,
    depths,
    keyAt,
    get distances() {
      distances ??= new Map(Array.from(depths, (depth, at) => [keyAt(at), depth]));
      return distances;
    },
  };
  mappedFromGoal.set(known, mapped);
  return mapped;
};

/** The distances of `positionsFromGoal`: shared, so read, never changed. */
export const distancesFromGoal = (
  puzzle: Puzzle,
  radius = Number.POSITIVE_INFINITY,
): ReadonlyMap<string, number> => positionsFromGoal(puzzle, radius).distances;

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

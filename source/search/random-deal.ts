/**
 * A new start drawn uniformly at random among the positions that can reach
 * the goal (and may be dealt), as Tatham's games deal: the family's own draw
 * where it has one, else a uniform pick from a whole table, else from a
 * numbered space whose every position reaches the goal.
 */
import type { Board, Puzzle } from '../puzzles/puzzle.js';
import { InputError } from '../puzzles/puzzle.js';
import { words } from '../words/words.js';
import type { DistanceOracle } from './oracle.js';
import type { SearchOptions } from './search-events.js';
import { canTabulate } from './space-table.js';

/** How a puzzle's random starts are drawn, or why they cannot be. */
export type RandomWay =
  | { readonly kind: 'family' | 'table' | 'space' }
  | { readonly kind: 'none'; readonly why: string };

/** Draws past this many that may not be dealt mean the drawing cannot find one. */
const DRAWS = 10_000;

export const randomWay = (puzzle: Puzzle): RandomWay => {
  if (puzzle.randomPosition) return { kind: 'family' };
  if (canTabulate(puzzle)) return { kind: 'table' };
  if (puzzle.space && puzzle.alwaysSolvable) return { kind: 'space' };
  return { kind: 'none', why: words().search.noRandom };
};

/** Why no start can be drawn at random for `puzzle`, or null when one can. */
export const noRandomWhy = (puzzle: Puzzle): string | null => {
  const way = randomWay(puzzle);
  return way.kind === 'none' ? way.why : null;
};

/** A random start, with its distance from the goal where a whole table gives it at once. */
export type RandomStart = { readonly board: Board; readonly length: number | undefined };

/** Whether `board` may be a new start: not a goal, dealable, not proved unsolvable. */
const mayStart = (puzzle: Puzzle, board: Board): boolean =>
  !puzzle.isGoal(board) &&
  (puzzle.dealing?.movesAway(board) ?? 0) === 0 &&
  (puzzle.unsolvableReason?.(board) ?? null) === null;

/**
 * A start drawn uniformly at random among the positions that reach the goal
 * and may be dealt, other than the goal (drawn again when it comes up).
 * Throws an `InputError` saying why where the puzzle cannot draw one.
 */
export const randomStart = (
  oracle: DistanceOracle,
  random: () => number,
  options: SearchOptions = {},
): RandomStart => {
  const { puzzle } = oracle;
  const way = randomWay(puzzle);
  if (way.kind === 'none') throw new InputError(way.why);
  const board = new Uint8Array(puzzle.cellCount);
  const table = way.kind === 'space' ? undefined : oracle.table(options);
  const draw = (): void => {
    if (way.kind === 'family') puzzle.randomPosition?.(random, board);
    else if (way.kind === 'space') {
      const space = puzzle.space?.();
      if (space) space.unrank(Math.floor(random() * space.positions), board);
    } else if (table) {
      // Every position of the table is as likely: an index over them all, then its layer.
      const total = table.histogram.reduce((sum, layer) => sum + layer, 0);
      let index = Math.floor(random() * total);
      let distance = 0;
      while (index >= table.histogram[distance]) index -= table.histogram[distance++];
      table.positionAt(distance, index, board);
    }
  };
  for (let tries = 0; tries < DRAWS; tries++) {
    draw();
    if (mayStart(puzzle, board)) {
      const length = table ? table.distance(board) : undefined;
      return { board, length };
    }
  }
  throw new InputError(words().search.randomMissed);
};

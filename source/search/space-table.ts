import type { Board, Move, Puzzle } from '../puzzles/puzzle.js';
import { BoardCodec } from './codec.js';
import { goalPositions, smallSpace, WHOLE_SPACE_LIMIT } from './goal-positions.js';
import { Progress } from './progress.js';
import type { SearchOptions } from './search-events.js';

export { WHOLE_SPACE_LIMIT } from './goal-positions.js';

/**
 * The distance to the goal of every position that can reach it, found once by
 * breadth-first search from the goal positions: along the moves for reversible
 * puzzles, along the moves taken backward for one-way ones.
 */
export type SpaceTable = {
  /** False for a ball around the goal: distances are known only up to `radius`. */
  readonly complete: boolean;
  /** Every position within this many moves of the goal is in the table. */
  readonly radius: number;
  /** Positions in the table (the goal positions included). */
  readonly positions: number;
  /** histogram[d] = positions exactly d moves from the goal. */
  readonly histogram: readonly number[];
  /** Milliseconds the breadth-first search took. */
  readonly ms: number;
  /** Moves from `board` to the nearest goal, or -1 when no goal can be reached (farther than `radius`, for a ball). */
  distance(board: Board): number;
  /** Writes the `index`-th position at `distance` (0 ≤ index < histogram[distance]) into `out`. */
  positionAt(distance: number, index: number, out: Board): void;
};

/** Keys below this many get a flat array of distances; more, a Map. */
const FLAT_KEYS = 1 << 24;

/** Distances by key: -1 for a board not (yet) known to reach the goal. */
type DistanceStore = { get(key: number): number; set(key: number, distance: number): void };

const distanceStore = (keyCount: number): DistanceStore => {
  if (keyCount <= FLAT_KEYS) {
    const flat = new Int8Array(keyCount).fill(-1);
    return { get: (key) => flat[key], set: (key, distance) => (flat[key] = distance) };
  }
  const map = new Map<number, number>();
  return { get: (key) => map.get(key) ?? -1, set: (key, distance) => map.set(key, distance) };
};

/** How a table keeps positions as numbers below `keys`: a packed board, or the family's own ranking. */
type Keying = {
  readonly keys: number;
  encode(board: Board): number;
  decode(key: number, board: Board): void;
};

/**
 * Boards that pack into one number are kept packed; wider ones by the
 * family's own numbering of its positions (`Puzzle.space`), where it has one
 * small enough; else none (such a puzzle is not tabulated).
 */
const keyingOf = (puzzle: Puzzle): Keying | undefined => {
  const codec = new BoardCodec(puzzle);
  if (!codec.wide) {
    return {
      keys: codec.radix ** codec.cellCount,
      encode: (board) => codec.encode(board) as number,
      decode: (key, board) => codec.decode(key, board),
    };
  }
  const space = smallSpace(puzzle);
  if (!space) return undefined;
  return {
    keys: space.positions,
    encode: (board) => space.rank(board),
    decode: (key, board) => space.unrank(key, board),
  };
};

/** The goal positions and the way to a position's neighbours towards them. */
export type Route = { goals: readonly Board[]; expand: (board: Board, out: Int32Array) => number };

/**
 * The goal positions and the way to a position's neighbours towards them, or
 * undefined: goal boards for reversible puzzles, the moves taken backward for
 * one-way ones, and for a reversible puzzle whose goal is a test, every
 * position of its numbered space that passes the test.
 */
export const goalRoute = (puzzle: Puzzle): Route | undefined => {
  const expand = (board: Board, out: Int32Array): number => puzzle.moves(board, out);
  if (puzzle.reversible && puzzle.goals) return { goals: puzzle.goals, expand };
  const { backward } = puzzle;
  if (backward) return { goals: backward.goals, expand: backward.predecessors };
  const tested = puzzle.reversible ? goalPositions(puzzle) : undefined;
  if (tested) return { goals: tested, expand };
  return undefined;
};

/** True when a whole-space table can be built for `puzzle` (see `buildSpaceTable`). */
export const canTabulate = (puzzle: Puzzle): boolean =>
  puzzle.positions !== undefined &&
  puzzle.positions <= WHOLE_SPACE_LIMIT &&
  goalRoute(puzzle) !== undefined &&
  keyingOf(puzzle) !== undefined;

/**
 * Builds the table by breadth-first search from the goal positions. Positions
 * are packed into numbers and kept in one array in layer order, so the
 * positions at a distance are one slice of it. Undefined when the puzzle
 * cannot be tabulated.
 */
export const buildSpaceTable = (
  puzzle: Puzzle,
  options: SearchOptions = {},
): SpaceTable | undefined => {
  const route = goalRoute(puzzle);
  const keying = keyingOf(puzzle);
  if (!route || !keying || !canTabulate(puzzle)) return undefined;
  return breadthFromGoals(puzzle, route, keying, Number.POSITIVE_INFINITY, options);
};

/**
 * The positions nearest the goal of a puzzle too large to tabulate whole:
 * whole layers, stopping before the one that would take the count past
 * `positions`. Searches use it as a perfect lower bound near the goal. Undefined
 * when the puzzle has no goal boards to start from or its boards do not pack.
 */
export const buildGoalBall = (
  puzzle: Puzzle,
  positions: number,
  options: SearchOptions = {},
): SpaceTable | undefined => {
  const route = goalRoute(puzzle);
  const keying = keyingOf(puzzle);
  if (!route || !keying) return undefined;
  return breadthFromGoals(puzzle, route, keying, positions, options);
};

const breadthFromGoals = (
  puzzle: Puzzle,
  route: Route,
  keying: Keying,
  maxPositions: number,
  options: SearchOptions,
): SpaceTable => {
  const progress = new Progress(options);
  const { encode } = keying;
  const distanceOf = distanceStore(keying.keys);
  const declared = puzzle.positions ?? Number.POSITIVE_INFINITY;
  let keys = new Float64Array(Math.min(declared, 1024));
  let stored = 0;
  const keep = (key: number): void => {
    if (stored === keys.length) {
      if (stored >= declared) {
        throw new Error(`${puzzle.id} has more than the ${declared} positions it declares`);
      }
      const grown = new Float64Array(Math.min(declared, stored * 2));
      grown.set(keys);
      keys = grown;
    }
    keys[stored++] = key;
  };
  for (const goal of route.goals) {
    const key = encode(goal);
    if (distanceOf.get(key) >= 0) continue;
    distanceOf.set(key, 0);
    keep(key);
  }
  const layerStarts = [0, stored];
  let complete = true;
  const board = new Uint8Array(puzzle.cellCount);
  let buffer = new Int32Array(Math.max(8, puzzle.maxMoves));
  for (let depth = 1; layerStarts[depth] > layerStarts[depth - 1]; depth++) {
    // Layers grow by less than this factor in the puzzles here; stop before passing the cap.
    if (stored + (layerStarts[depth] - layerStarts[depth - 1]) * 2 > maxPositions) {
      complete = false;
      break;
    }
    progress.startIteration(depth);
    for (let at = layerStarts[depth - 1]; at < layerStarts[depth]; at++) {
      progress.visit();
      keying.decode(keys[at], board);
      let count = route.expand(board, buffer);
      if (count > buffer.length) {
        buffer = new Int32Array(count * 2);
        count = route.expand(board, buffer);
      }
      for (let i = 0; i < count; i++) {
        const move: Move = buffer[i];
        // Forward for reversible puzzles; backward (undo) for one-way ones.
        if (puzzle.reversible) puzzle.apply(board, move);
        else puzzle.undo(board, move);
        const key = encode(board);
        if (distanceOf.get(key) < 0) {
          distanceOf.set(key, depth);
          keep(key);
        }
        if (puzzle.reversible) puzzle.undo(board, move);
        else puzzle.apply(board, move);
      }
    }
    progress.finishIteration();
    layerStarts.push(stored);
  }
  const histogram: number[] = [];
  for (let depth = 1; depth < layerStarts.length; depth++) {
    const size = layerStarts[depth] - layerStarts[depth - 1];
    if (size > 0) histogram.push(size);
  }
  return {
    complete,
    radius: histogram.length - 1,
    positions: stored,
    histogram,
    ms: progress.elapsed(),
    distance: (position) => distanceOf.get(encode(position)),
    positionAt(distance, index, out) {
      if (
        distance < 0 ||
        distance >= histogram.length ||
        index < 0 ||
        index >= histogram[distance]
      ) {
        throw new RangeError(`no position ${index} at distance ${distance}`);
      }
      keying.decode(keys[layerStarts[distance] + index], out);
    },
  };
};

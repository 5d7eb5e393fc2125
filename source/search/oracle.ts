import type { Board, Move, Puzzle } from '../puzzles/puzzle.js';
import { words } from '../words/words.js';
import { goalPositions } from './goal-positions.js';
import { type AttachedMap, answerFromMap } from './map-walk.js';
import type { SearchOptions } from './search-events.js';
import { defaultAlgorithm, solve, Unsolvable } from './solver.js';
import { buildGoalBall, buildSpaceTable, canTabulate, type SpaceTable } from './space-table.js';

/**
 * The exact number of moves from any position to the goal. Small spaces get a
 * whole-space table, built once at first use and kept (microsecond answers);
 * larger ones are solved by the puzzle's default search, and every position on
 * each answer found is remembered with its distance and its next move.
 */
export type DistanceOracle = {
  readonly puzzle: Puzzle;
  /** The whole-space table, when the puzzle has one (built by the first call that needs it). */
  table(options?: SearchOptions): SpaceTable | undefined;
  /**
   * For puzzles without a whole table: every position within a few moves of the
   * goal, with its distance (built at first use), which searches use as a
   * perfect bound near the goal.
   */
  ball(options?: SearchOptions): SpaceTable | undefined;
  /** Uses a stored whole map of the puzzle's space from now on (deals from it; its marks give distances). */
  attachMap(map: AttachedMap): void;
  map(): AttachedMap | undefined;
  /** Moves from `board` to the goal, or null when the goal cannot be reached from it. */
  distance(board: Board, options?: SearchOptions): number | null;
  /** A shortest move sequence from `board` to the goal, or null when there is none. */
  optimalAnswer(board: Board, options?: SearchOptions): Move[] | null;
  /** Why the goal cannot be reached from `board` (asked when `distance` is null). */
  unreachableReason(board: Board): string;
};

/** Positions the search-based oracle remembers before it starts afresh. */
const REMEMBERED_LIMIT = 500_000;
/** Positions in a ball around the goal (about 15 moves deep for the Line Puzzle). */
const GOAL_BALL_POSITIONS = 150_000;
/** Oracles (and their tables) kept at once; the least recently used goes first. */
const KEPT_ORACLES = 4;

const boardKey = (board: Board): string => String.fromCharCode(...board);

const tableOracle = (puzzle: Puzzle): DistanceOracle['table'] => {
  let table: SpaceTable | undefined;
  return (options) => {
    table ??= buildSpaceTable(puzzle, options);
    return table;
  };
};

/** Follows a table downhill: each step goes to a neighbour one move nearer. */
const answerFromTable = (
  puzzle: Puzzle,
  table: Pick<SpaceTable, 'distance'>,
  start: Board,
): Move[] | null => {
  const board = start.slice();
  let distance = table.distance(board);
  if (distance < 0) return null;
  const answer: Move[] = [];
  const buffer = new Int32Array(Math.max(1, puzzle.maxMoves));
  while (distance > 0) {
    const count = puzzle.moves(board, buffer);
    let next = -1;
    for (let i = 0; i < count && next < 0; i++) {
      puzzle.apply(board, buffer[i]);
      if (table.distance(board) === distance - 1) next = buffer[i];
      puzzle.undo(board, buffer[i]);
    }
    if (next < 0) throw new Error(`${puzzle.id}: the distance table has no way down`);
    puzzle.apply(board, next);
    answer.push(next);
    distance--;
  }
  return answer;
};

/** Follows the family's own exact distance downhill (`Puzzle.distance`). */
const answerFromDistance = (
  puzzle: Puzzle,
  distanceOf: (board: Board) => number,
  start: Board,
): Move[] | null => answerFromTable(puzzle, { distance: distanceOf }, start);

const makeOracle = (puzzle: Puzzle): DistanceOracle => {
  const table = canTabulate(puzzle) ? tableOracle(puzzle) : () => undefined;
  let ball: SpaceTable | undefined | null = null;
  // Search results: distance (-1: unreachable) and the first move of a shortest answer.
  const known = new Map<string, number>();
  const nextMove = new Map<string, Move>();

  const remember = (positions: readonly Board[], moves: readonly Move[]): void => {
    if (known.size + positions.length > REMEMBERED_LIMIT) {
      known.clear();
      nextMove.clear();
    }
    positions.forEach((position, index) => {
      const key = boardKey(position);
      known.set(key, moves.length - index);
      if (index < moves.length) nextMove.set(key, moves[index]);
    });
  };

  const searched = (board: Board, options?: SearchOptions): number => {
    if (puzzle.isGoal(board)) return 0;
    const key = boardKey(board);
    const hit = known.get(key);
    if (hit !== undefined) return hit;
    try {
      const result = solve(puzzle, board, defaultAlgorithm(puzzle), options);
      remember(result.positions, result.moves ?? []);
      return result.moves?.length ?? 0;
    } catch (error) {
      if (!(error instanceof Unsolvable)) throw error;
      known.set(key, -1);
      return -1;
    }
  };

  let attached: AttachedMap | undefined;
  /** The map's marks, when loaded: exact distances without a search. */
  const marked = (): (AttachedMap & { readonly words: Int32Array }) | undefined =>
    attached?.words ? { ...attached, words: attached.words } : undefined;

  const exact = (board: Board, options?: SearchOptions): number => {
    if (puzzle.distance) return puzzle.distance(board);
    const whole = table(options);
    if (whole) return whole.distance(board);
    const map = marked();
    if (map) return answerFromMap(puzzle, map, board)?.length ?? -1;
    return searched(board, options);
  };

  return {
    puzzle,
    table,
    ball(options) {
      if (canTabulate(puzzle)) return undefined;
      if (ball === null) ball = buildGoalBall(puzzle, GOAL_BALL_POSITIONS, options);
      return ball;
    },
    attachMap(map) {
      attached = map;
    },
    map: () => attached,
    distance: (board, options) => {
      const distance = exact(board, options);
      return distance < 0 ? null : distance;
    },
    optimalAnswer(board, options) {
      if (puzzle.distance) return answerFromDistance(puzzle, puzzle.distance, board);
      const whole = table(options);
      if (whole) return answerFromTable(puzzle, whole, board);
      const map = marked();
      if (map) return answerFromMap(puzzle, map, board);
      if (searched(board, options) < 0) return null;
      const answer: Move[] = [];
      const at = board.slice();
      while (!puzzle.isGoal(at)) {
        // Each position of a found answer is remembered with its next move.
        if (searched(at, options) < 0) throw new Error(`${puzzle.id}: a remembered answer breaks`);
        const move = nextMove.get(boardKey(at));
        if (move === undefined) throw new Error(`${puzzle.id}: no next move remembered`);
        puzzle.apply(at, move);
        answer.push(move);
      }
      return answer;
    },
    unreachableReason: (board) => puzzle.unsolvableReason?.(board) ?? words().search.noLineOfPlay,
  };
};

const oracles = new Map<string, DistanceOracle>();

/** Names a puzzle's rules and goal, so puzzles made again from the same options share an oracle. */
const oracleKey = (puzzle: Puzzle): string | undefined => {
  const goals = goalPositions(puzzle);
  if (!goals) return undefined;
  const boards = goals.map((goal) => goal.join(',')).join('|');
  return `${puzzle.id}|${puzzle.cellCount}|${puzzle.positions ?? 'uncounted'}|${boards}`;
};

/** The oracle of `puzzle`'s rules and goal, made at first use and kept for the next calls. */
export const distanceOracle = (puzzle: Puzzle): DistanceOracle => {
  const key = oracleKey(puzzle);
  if (key === undefined) return makeOracle(puzzle);
  const kept = oracles.get(key);
  if (kept) {
    oracles.delete(key);
    oracles.set(key, kept);
    return kept;
  }
  const made = makeOracle(puzzle);
  oracles.set(key, made);
  if (oracles.size > KEPT_ORACLES) {
    const oldest = oracles.keys().next().value;
    if (oldest !== undefined) oracles.delete(oldest);
  }
  return made;
};

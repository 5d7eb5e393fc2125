import { LIMITS } from '../puzzles/capacities.js';
import type { Board, BoundProbe, Move, NamedBound, PassState, Puzzle } from '../puzzles/puzzle.js';
import { BoardCodec, type BoardKey } from './codec.js';
import { mapBytes } from './map-bytes.js';
import type { Peak } from './search-events.js';

/** The deepest a deepening search goes (its watched form too) before it gives up. */
export const DEEPENING_DEPTH_CAP = LIMITS.searchDepth;

/**
 * The next limit must be larger: every iteration sees further, or the search
 * would repeat one iteration for ever (a pruning bug, say `>=` for `>`).
 */
export const deepened = (limit: number, next: number): number => {
  if (!(next > limit)) {
    throw new Error(`a deepening search did not deepen: limit ${limit}, then ${next}`);
  }
  return next;
};

/**
 * The parity of every solution's length when the puzzle knows one (each move
 * flips a position parity and all goals share one), else undefined.
 */
export const solutionParity = (puzzle: Puzzle, start: Board): number | undefined => {
  const { parity, goals } = puzzle;
  if (!parity || !goals || goals.length === 0) return undefined;
  const goalParity = parity(goals[0]);
  if (goals.some((goal) => parity(goal) !== goalParity)) return undefined;
  return parity(start) ^ goalParity;
};

/** Raises `limit` to the parity every solution's length has, when one is known. */
export const withParity = (limit: number, parity: number | undefined): number =>
  parity !== undefined && (limit & 1) !== parity ? limit + 1 : limit;

/**
 * The first limit deepening tries from `start`: the bound's estimate (0 with
 * none), raised to the solutions' parity. The pages' "start bound".
 */
export const firstLimit = (puzzle: Puzzle, start: Board, bound: NamedBound | undefined): number =>
  withParity(bound ? bound.estimate(start) : 0, solutionParity(puzzle, start));

/*
 * The two rules of iterative deepening, written once: the generic pass
 * (deepening.ts) and the watched one (`DeepeningPass`'s steps) both call
 * them, and a family's own pass is held to the generic one node for node.
 */

/**
 * IDA*'s cut: a child whose f = g + h passes the limit is not played, and the
 * smallest such f is the next iteration's limit. True when `f` is cut.
 */
export const cutOff = (pass: PassState, f: number): boolean => {
  if (f <= pass.limit) return false;
  pass.cutoffs++;
  if (f < pass.nextLimit) pass.nextLimit = f;
  return true;
};

/**
 * A node at the limit is tested for the goal and not expanded: a goal is an
 * answer (the first kept), any other says the next limit is at least one deeper.
 */
export const atLimit = (pass: PassState, depth: number, goal: boolean): void => {
  if (goal) {
    pass.solutions++;
    pass.solution ??= Array.from(pass.path.subarray(0, depth));
  } else if (depth + 1 < pass.nextLimit) {
    pass.nextLimit = depth + 1;
  }
};

/** What `enter` did with a child. */
export const ENTERED = 0;
/** Its f went over the limit (`cutF` holds it). */
export const CUT = 1;
/** A one-way puzzle's position reached before in this iteration by no more moves. */
export const REPEATED = 2;

/** A bound without an incremental form, asked afresh at every node (the move played to ask it). */
export class EstimateEveryNode implements BoundProbe {
  // Read once (see `Puzzle.moves`): the bound and the puzzle are dictionaries in V8.
  private readonly estimate: (board: Board) => number;
  private readonly apply: (board: Board, move: Move) => void;
  private readonly undo: (board: Board, move: Move) => void;

  constructor(bound: NamedBound, puzzle: Puzzle) {
    this.estimate = bound.estimate;
    this.apply = puzzle.apply;
    this.undo = puzzle.undo;
  }
  reset(board: Board): number {
    const estimate = this.estimate;
    return estimate(board);
  }
  push(board: Board, move: Move): number {
    const { apply, estimate, undo } = this;
    apply(board, move);
    const value = estimate(board);
    undo(board, move);
    return value;
  }
}

/**
 * Move buffers of finished searches, by their length, for the next search to
 * take: a batch runs thousands of short searches, and making a search's
 * `maxDepth + 1` buffers was most of a short one's cost. A search that never
 * gives its buffers back (a watched one left mid-way) only costs the next one
 * new buffers.
 */
const spareBuffers = new Map<number, Int32Array[][]>();

const takeBuffers = (count: number, length: number): Int32Array[] => {
  const spare = spareBuffers.get(length);
  const found = spare?.findIndex((buffers) => buffers.length >= count) ?? -1;
  if (spare && found >= 0) return spare.splice(found, 1)[0];
  return Array.from({ length: count }, () => new Int32Array(length));
};

/** At most this many sets of buffers wait for a search (nested searches take one each). */
const SPARE_SETS = 4;

export type PassOptions = {
  readonly maxDepth?: number;
  /** Every optimal solution is counted, so every path is followed. */
  readonly countAll?: boolean;
};

/**
 * One deepening search's state — the position, the path, the buffers, the
 * limits, the bound's probe and the counts — and the steps of its depth-first
 * pass to a limit: `leaf`, `expand`, `enter`, `leave`. Shared by plain
 * iterative deepening (no bound) and IDA* (with one of the puzzle's lower
 * bounds). The watched search (watch/deepening-node-search.ts) takes these
 * steps one node at a time; `deepening` (deepening.ts) takes the same steps
 * written out in one recursive closure, for speed; test/watch-node-search.test.ts
 * holds the two to the same nodes. Moves are generated into one buffer per
 * depth and played in place, so a node allocates nothing.
 */
export class DeepeningPass {
  readonly board: Board;
  /** Moves from the start to the node at a depth: `path[0 .. depth)`. */
  readonly path: Int32Array;
  /** Nodes visited at each depth in this iteration. */
  readonly perDepth: Float64Array;
  /** The bound's estimate at each depth of the current path (0 without a bound). */
  readonly estimates: Float64Array;
  /** The moves of the node at each depth of the current path. */
  readonly buffers: Int32Array[];
  readonly maxDepth: number;
  /** This iteration's depth limit (plain) or f limit (IDA*). */
  limit: number;
  /** Smallest f above the limit seen in this iteration (IDA*), or any cut-off (IDDFS). */
  nextLimit = Number.POSITIVE_INFINITY;
  cutoffs = 0;
  /** f of the child `enter` cut off last. */
  cutF = 0;
  solutions = 0;
  /** The first solution found. */
  solution: Move[] | null = null;

  /** The bound followed move by move (undefined without a bound). */
  readonly probe: BoundProbe | undefined;
  /**
   * IDA* on a one-way puzzle: the fewest moves that reached each position in
   * this iteration (such puzzles meet a position by many move orders and have
   * no inverse to cut). Not when counting every solution: that needs every path.
   */
  readonly seen: Map<BoardKey, number> | undefined;
  readonly codec: BoardCodec | undefined;
  private readonly puzzle: Puzzle;
  private readonly parity: number | undefined;
  /**
   * The family's canonical order of commuting moves (`Puzzle.canonical`): a
   * move out of order after the path's last is never tried. Not when counting
   * every solution: that needs every order.
   */
  readonly canonical: ((last: Move, next: Move) => boolean) | undefined;

  constructor(
    puzzle: Puzzle,
    start: Board,
    readonly bound: NamedBound | undefined,
    options: PassOptions = {},
  ) {
    const maxDepth = options.maxDepth ?? DEEPENING_DEPTH_CAP;
    this.puzzle = puzzle;
    this.maxDepth = maxDepth;
    this.board = start.slice();
    this.path = new Int32Array(maxDepth + 1);
    this.perDepth = new Float64Array(maxDepth + 1);
    this.estimates = new Float64Array(maxDepth + 1);
    this.buffers = takeBuffers(maxDepth + 1, puzzle.maxMoves);
    this.probe = bound ? (bound.probe?.() ?? new EstimateEveryNode(bound, puzzle)) : undefined;
    this.parity = solutionParity(puzzle, start);
    this.seen = bound && !puzzle.reversible && options.countAll !== true ? new Map() : undefined;
    this.codec = this.seen ? new BoardCodec(puzzle) : undefined;
    this.limit = firstLimit(puzzle, start, bound);
    this.canonical = options.countAll === true ? undefined : puzzle.canonical;
  }

  /** Whether `move` at `depth` breaks the canonical order after the path's last move. */
  outOfOrder(depth: number, move: Move): boolean {
    const canonical = this.canonical;
    return canonical !== undefined && depth > 0 && !canonical(this.path[depth - 1], move);
  }

  /** The deepest depth this iteration visited (the path's longest, less its start). */
  deepestVisited(): number {
    let depth = this.limit;
    while (depth > 0 && this.perDepth[depth] === 0) depth--;
    return depth;
  }

  /** Gives the move buffers to the next search; this pass is not used after. */
  finish(): void {
    const length = this.puzzle.maxMoves;
    const spare = spareBuffers.get(length) ?? [];
    if (spare.length < SPARE_SETS && !spare.includes(this.buffers)) spare.push(this.buffers);
    spareBuffers.set(length, spare);
  }

  /**
   * What the search held at its most, given its deepest path and the most
   * positions `seen` held in one iteration: the path's positions and what
   * `seen` kept; in bytes, each depth of the path (its move, nodes counted,
   * estimate and the moves it tried) and that map. The room made ahead for
   * depths never reached is not the search's.
   */
  held(deepest: number, seen: number): Peak {
    const perDepth = 4 + 8 + 8 + 4 * this.puzzle.maxMoves;
    return { positions: deepest + 1 + seen, bytes: (deepest + 1) * perDepth + mapBytes(seen) };
  }

  /** Back at the start for the next iteration (the board is the start again by then). */
  startIteration(): void {
    this.nextLimit = Number.POSITIVE_INFINITY;
    this.cutoffs = 0;
    this.perDepth.fill(0);
    this.seen?.clear();
    this.estimates[0] = this.probe ? this.probe.reset(this.board) : 0;
  }

  /**
   * Counts the node at `depth`. True when it lies at the limit: it is tested
   * for the goal (a solution recorded) and not expanded.
   */
  leaf(depth: number): boolean {
    this.perDepth[depth]++;
    if (depth !== this.limit) return false;
    atLimit(this, depth, this.puzzle.isGoal(this.board));
    return true;
  }

  /** Writes the moves of the node at `depth` into `buffers[depth]`; returns how many. */
  expand(depth: number): number {
    return this.puzzle.moves(this.board, this.buffers[depth]);
  }

  /** Plays `move` from the node at `depth` and keeps it (ENTERED) or takes it back (CUT, REPEATED). */
  enter(depth: number, move: Move): number {
    const { puzzle, board, probe } = this;
    if (probe) {
      const estimate = probe.push(board, move, depth);
      const f = depth + 1 + estimate;
      if (cutOff(this, f)) {
        this.cutF = f;
        return CUT;
      }
      this.estimates[depth + 1] = estimate;
    }
    puzzle.apply(board, move);
    const seen = this.seen;
    if (seen) {
      const key = (this.codec as BoardCodec).encode(board);
      const before = seen.get(key);
      if (before !== undefined && before <= depth + 1) {
        puzzle.undo(board, move);
        return REPEATED;
      }
      seen.set(key, depth + 1);
    }
    this.path[depth] = move;
    return ENTERED;
  }

  /** Takes back `move`, which `enter` kept. */
  leave(move: Move): void {
    this.puzzle.undo(this.board, move);
  }

  /** The move that undoes `move` (never played straight after it), or -1. */
  inverseOf(move: Move): Move {
    const inverse = this.puzzle.inverse;
    return inverse ? inverse(move) : -1;
  }

  /**
   * After an iteration: the next limit, or why there is none — nothing lay
   * beyond this one (the whole tree seen, no goal in it) or it passes `maxDepth`.
   */
  deepen(): 'exhausted' | 'too-deep' | undefined {
    if (this.nextLimit === Number.POSITIVE_INFINITY) return 'exhausted';
    this.limit = deepened(this.limit, withParity(this.nextLimit, this.parity));
    return this.limit > this.maxDepth ? 'too-deep' : undefined;
  }
}

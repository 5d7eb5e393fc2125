import type { Board, BoundProbe, Move, Puzzle } from '../puzzles/puzzle.js';
import { defaultEstimate } from './bound-choice.js';
import { BoardCodec, type BoardKey } from './codec.js';
import { solutionParity } from './deepening-pass.js';
import { Progress } from './progress.js';
import type { SearchOptions } from './search-events.js';
import type { SpaceTable } from './space-table.js';

/** Subtrees with at least this many moves of budget left remember that they failed. */
const REMEMBER_FROM = 12;
/** Remembered bounds kept before starting afresh. */
const REMEMBERED_LIMIT = 400_000;

/**
 * Answers "is a goal at most `limit` moves from this position?" by one
 * depth-first pass cut by the puzzle's lower bound (one IDA* iteration). A
 * subtree that fails with a large budget left is remembered as a better lower
 * bound for its position, so proofs about neighbouring positions reuse each
 * other's work.
 */
export class PathProver {
  private readonly bound: (board: Board) => number;
  /** The default bound kept up to date move by move, where it can be. */
  private readonly probe: BoundProbe | undefined;
  private readonly buffers: Int32Array[] = [];
  private readonly atLeast = new Map<BoardKey, number>();
  /** Bounds learnt by the current proof; kept only if it fails (see `within`). */
  private learntKeys: BoardKey[] = [];
  private learntBounds: number[] = [];
  private readonly codec: BoardCodec;
  private readonly progress: Progress;
  private board: Board = new Uint8Array(0);
  private limit = 0;

  /** `ball`, when given, holds the exact distance of every position near the goal. */
  constructor(
    private readonly puzzle: Puzzle,
    options: SearchOptions = {},
    private readonly ball?: SpaceTable,
  ) {
    const named = puzzle.bounds?.[0];
    this.bound = defaultEstimate(puzzle);
    this.probe = named?.probe?.();
    this.progress = new Progress(options);
    this.codec = new BoardCodec(puzzle);
  }

  get nodes(): number {
    return this.progress.totalNodes + this.progress.iterationNodes;
  }

  /** True when some goal can be reached from `board` in `limit` moves or fewer. */
  within(board: Board, limit: number): boolean {
    const parity = solutionParity(this.puzzle, board);
    // Every answer has the parity of the position, so the budget can drop to it.
    const budget = parity !== undefined && (limit & 1) !== parity ? limit - 1 : limit;
    if (budget < 0) return false;
    this.board = board.slice();
    this.limit = budget;
    while (this.buffers.length <= budget) {
      this.buffers.push(new Int32Array(Math.max(1, this.puzzle.maxMoves)));
    }
    if (this.atLeast.size > REMEMBERED_LIMIT) this.atLeast.clear();
    this.learntKeys = [];
    this.learntBounds = [];
    const found = this.reach(
      0,
      -1,
      this.probe ? this.probe.reset(this.board) : this.bound(this.board),
    );
    // A subtree that failed without its way back to its parent proves its bound
    // only if the parent failed too: true of every subtree exactly when the
    // whole proof fails.
    if (!found) {
      for (let i = 0; i < this.learntKeys.length; i++) {
        const key = this.learntKeys[i];
        this.atLeast.set(key, Math.max(this.learntBounds[i], this.atLeast.get(key) ?? 0));
      }
    }
    return found;
  }

  /** `bound` is the lower bound of the position in `board`, reached at `depth`. */
  private reach(depth: number, lastInverse: number, bound: number): boolean {
    const { puzzle, board, probe } = this;
    this.progress.visit();
    const left = this.limit - depth;
    let estimate = bound;
    const { ball, codec } = this;
    if (ball) {
      // Only a position the bound puts near the goal can be in the ball.
      if (estimate <= ball.radius) {
        const exact = ball.distance(board);
        if (exact >= 0) return exact <= left;
        estimate = ball.radius + 1;
      }
    } else if (puzzle.isGoal(board)) return true;
    const remembers = left >= REMEMBER_FROM;
    const key = remembers ? codec.encode(board) : 0;
    if (remembers) estimate = Math.max(estimate, this.atLeast.get(key) ?? 0);
    if (estimate > left) return false;
    const moves = this.buffers[depth];
    const count = puzzle.moves(board, moves);
    const inverse = puzzle.inverse;
    for (let i = 0; i < count; i++) {
      const move: Move = moves[i];
      if (move === lastInverse) continue;
      const pushed = probe ? probe.push(board, move, depth) : 0;
      puzzle.apply(board, move);
      const next = probe ? pushed : this.bound(board);
      const found = this.reach(depth + 1, inverse ? inverse(move) : -1, next);
      puzzle.undo(board, move);
      if (found) return true;
    }
    if (remembers) {
      this.learntKeys.push(key);
      this.learntBounds.push(left + 1);
    }
    return false;
  }
}

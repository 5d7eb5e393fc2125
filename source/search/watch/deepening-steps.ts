import type { Board, BoundProbe, Move, NamedBound, Puzzle } from '../../puzzles/puzzle.js';
import { BoardCodec, type BoardKey } from '../codec.js';
import {
  DEEPENING_DEPTH_CAP,
  deepened,
  firstLimit,
  solutionParity,
  withParity,
} from '../deepening.js';
import type { IterationEvent } from '../search-events.js';
import type { StepResult, Steps } from './steps.js';

/** A child cut off because its f went over the limit. */
export type Cutoff = {
  /** Depth of the node whose child it was. */
  readonly depth: number;
  readonly move: Move;
  readonly f: number;
  readonly limit: number;
};

type Phase = 'enter' | 'scan' | 'back' | 'finish' | 'done';

/**
 * The deepening search of deepening.ts (plain iterative deepening, or IDA*
 * with a bound) as a machine that stops after every node it visits, so that a
 * person can watch it. The order of the nodes, the cut-offs and the counts are
 * those of `deepening`, node for node; its stack is explicit (typed arrays per
 * depth), so it can pause anywhere and allocates nothing per node.
 */
export class DeepeningSteps implements Steps {
  readonly board: Board;
  /** Moves from the start to the node at `depth`: `path[0 .. depth)`. */
  readonly path: Int32Array;
  /** Nodes visited at each depth in this iteration. */
  readonly perDepth: Float64Array;
  /** IDA*: the bound's estimate at each depth of the current path. */
  readonly estimates: Float64Array;
  /** Depth of the node visited last (g). */
  depth = 0;
  /** This iteration's depth limit (plain) or f limit (IDA*). */
  limit: number;
  iteration = 1;
  iterationNodes = 0;
  totalNodes = 0;
  cutoffs = 0;
  /** Smallest f seen above the limit in this iteration. */
  nextLimit = Number.POSITIVE_INFINITY;
  readonly iterations: IterationEvent[] = [];
  /** The answer, once found. */
  solution: Move[] | null = null;
  /** Why it stopped without an answer: none exists, or none within the depth cap. */
  ending: 'exhausted' | 'too-deep' | null = null;

  private phase: Phase = 'enter';
  private readonly buffers: Int32Array[];
  private readonly counts: Int32Array;
  private readonly nextIndex: Int32Array;
  private readonly lastInverse: Int32Array;
  private readonly maxDepth: number;
  private readonly parity: number | undefined;
  private readonly seen: Map<BoardKey, number> | undefined;
  private readonly codec: BoardCodec | undefined;
  private readonly began = performance.now();
  /** The bound followed move by move where it can be, as `deepening` follows it. */
  private readonly probe: BoundProbe | undefined;

  constructor(
    private readonly puzzle: Puzzle,
    start: Board,
    private readonly bound: NamedBound | undefined,
    /** Hears every cut-off as it happens. */
    private readonly onCutoff?: (cutoff: Cutoff) => void,
    maxDepth = DEEPENING_DEPTH_CAP,
  ) {
    this.maxDepth = maxDepth;
    this.board = start.slice();
    this.buffers = Array.from({ length: maxDepth + 1 }, () => new Int32Array(puzzle.maxMoves));
    this.counts = new Int32Array(maxDepth + 1);
    this.nextIndex = new Int32Array(maxDepth + 1);
    this.lastInverse = new Int32Array(maxDepth + 1);
    this.path = new Int32Array(maxDepth + 1);
    this.perDepth = new Float64Array(maxDepth + 1);
    this.estimates = new Float64Array(maxDepth + 1);
    this.parity = solutionParity(puzzle, start);
    // As deepening does: IDA* on one-way puzzles remembers the fewest moves to each position.
    this.seen = bound && !puzzle.reversible ? new Map() : undefined;
    this.codec = this.seen ? new BoardCodec(puzzle) : undefined;
    this.probe = bound?.probe?.();
    this.limit = firstLimit(puzzle, start, bound);
    this.startIteration();
  }

  get done(): boolean {
    return this.phase === 'done';
  }

  /** The bound's estimate at the node visited last (0 without a bound). */
  get estimate(): number {
    return this.estimates[this.depth];
  }

  private startIteration(): void {
    this.depth = 0;
    this.iterationNodes = 0;
    this.cutoffs = 0;
    this.nextLimit = Number.POSITIVE_INFINITY;
    this.perDepth.fill(0);
    this.seen?.clear();
    this.lastInverse[0] = -1;
    const { bound, probe } = this;
    this.estimates[0] = probe ? probe.reset(this.board) : bound ? bound.estimate(this.board) : 0;
    this.phase = 'enter';
  }

  step(): StepResult {
    for (;;) {
      switch (this.phase) {
        case 'enter':
          return this.enter();
        case 'scan':
          this.scan();
          break;
        case 'back':
          if (this.depth === 0) {
            this.phase = 'finish';
          } else {
            this.depth--;
            this.puzzle.undo(this.board, this.path[this.depth]);
            this.phase = 'scan';
          }
          break;
        case 'finish':
          return this.finishIteration();
        case 'done':
          return 'done';
      }
    }
  }

  private enter(): StepResult {
    const { depth, puzzle, board } = this;
    this.iterationNodes++;
    this.perDepth[depth]++;
    if (depth === this.limit) {
      if (puzzle.isGoal(board)) {
        this.solution = Array.from(this.path.subarray(0, depth));
        this.phase = 'finish';
      } else {
        if (depth + 1 < this.nextLimit) this.nextLimit = depth + 1;
        this.phase = 'back';
      }
      return 'node';
    }
    this.counts[depth] = puzzle.moves(board, this.buffers[depth]);
    this.nextIndex[depth] = 0;
    this.phase = 'scan';
    return 'node';
  }

  /** Tries the next move at `depth`: descends into it, or cuts it off, or finds none left. */
  private scan(): void {
    const { depth, puzzle, board } = this;
    if (this.nextIndex[depth] >= this.counts[depth]) {
      this.phase = 'back';
      return;
    }
    const move = this.buffers[depth][this.nextIndex[depth]++];
    if (move === this.lastInverse[depth]) return;
    puzzle.apply(board, move);
    if (this.bound) {
      const estimate = this.probe
        ? this.probe.push(board, move, depth)
        : this.bound.estimate(board);
      const f = depth + 1 + estimate;
      if (f > this.limit) {
        this.cutoffs++;
        if (f < this.nextLimit) this.nextLimit = f;
        puzzle.undo(board, move);
        this.onCutoff?.({ depth, move, f, limit: this.limit });
        return;
      }
      this.estimates[depth + 1] = estimate;
    }
    if (this.seen && this.codec) {
      const key = this.codec.encode(board);
      const before = this.seen.get(key);
      if (before !== undefined && before <= depth + 1) {
        puzzle.undo(board, move);
        return;
      }
      this.seen.set(key, depth + 1);
    }
    this.path[depth] = move;
    this.depth = depth + 1;
    this.lastInverse[depth + 1] = puzzle.inverse ? puzzle.inverse(move) : -1;
    this.phase = 'enter';
  }

  private finishIteration(): StepResult {
    this.totalNodes += this.iterationNodes;
    this.iterations.push({
      depth: this.limit,
      nodes: this.iterationNodes,
      totalNodes: this.totalNodes,
      ms: performance.now() - this.began,
      ...(this.bound ? { cutoffs: this.cutoffs } : {}),
      perDepth: Array.from(this.perDepth.subarray(0, this.limit + 1)),
      nextLimit: this.nextLimit === Number.POSITIVE_INFINITY ? null : this.nextLimit,
    });
    if (this.solution) {
      this.phase = 'done';
      return 'iteration';
    }
    if (this.nextLimit === Number.POSITIVE_INFINITY) {
      this.ending = 'exhausted';
      this.phase = 'done';
      return 'iteration';
    }
    this.limit = deepened(this.limit, withParity(this.nextLimit, this.parity));
    if (this.limit > this.maxDepth) {
      this.ending = 'too-deep';
      this.phase = 'done';
      return 'iteration';
    }
    this.iteration++;
    this.startIteration();
    return 'iteration';
  }
}

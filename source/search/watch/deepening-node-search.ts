import type { Board, Move, NamedBound, Puzzle } from '../../puzzles/puzzle.js';
import { CUT, DeepeningPass, ENTERED } from '../deepening-pass.js';
import type { IterationEvent } from '../search-events.js';
import type { NodeResult, NodeSearch } from './node-search.js';

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
 * person can watch it. It makes the calls of the same `DeepeningPass`
 * (`leaf`, `expand`, `enter`, `leave`) in the order its `search` takes them,
 * with the stack made explicit (an index per depth), so the nodes, cut-offs
 * and counts are those of `deepening`, node for node, and it can pause anywhere.
 */
export class DeepeningNodeSearch implements NodeSearch {
  /** Depth of the node visited last (g). */
  depth = 0;
  iteration = 1;
  iterationNodes = 0;
  totalNodes = 0;
  readonly iterations: IterationEvent[] = [];
  /** Why it stopped without an answer: none exists, or none within the depth cap. */
  ending: 'exhausted' | 'too-deep' | null = null;

  private phase: Phase = 'enter';
  private readonly pass: DeepeningPass;
  private readonly counts: Int32Array;
  private readonly nextIndex: Int32Array;
  private readonly lastInverse: Int32Array;
  private readonly began = performance.now();

  constructor(
    puzzle: Puzzle,
    start: Board,
    bound: NamedBound | undefined,
    /** Hears every cut-off as it happens. */
    private readonly onCutoff?: (cutoff: Cutoff) => void,
  ) {
    this.pass = new DeepeningPass(puzzle, start, bound);
    const depths = this.pass.maxDepth + 1;
    this.counts = new Int32Array(depths);
    this.nextIndex = new Int32Array(depths);
    this.lastInverse = new Int32Array(depths);
    this.startIteration();
  }

  get done(): boolean {
    return this.phase === 'done';
  }

  /** The position of the node visited last: the start with `path` played. */
  get board(): Board {
    return this.pass.board;
  }

  /** Moves from the start to the node at `depth`: `path[0 .. depth)`. */
  get path(): Int32Array {
    return this.pass.path;
  }

  /** Nodes visited at each depth in this iteration. */
  get perDepth(): Float64Array {
    return this.pass.perDepth;
  }

  /** This iteration's depth limit (plain) or f limit (IDA*). */
  get limit(): number {
    return this.pass.limit;
  }

  get cutoffs(): number {
    return this.pass.cutoffs;
  }

  /** The answer, once found. */
  get solution(): Move[] | null {
    return this.pass.solution;
  }

  /** The bound's estimate at the node visited last (0 without a bound). */
  get estimate(): number {
    return this.pass.estimates[this.depth];
  }

  private startIteration(): void {
    this.depth = 0;
    this.iterationNodes = 0;
    this.lastInverse[0] = -1;
    this.pass.startIteration();
    this.phase = 'enter';
  }

  next(): NodeResult {
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
            this.pass.leave(this.pass.path[this.depth]);
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

  private enter(): NodeResult {
    const { depth, pass } = this;
    this.iterationNodes++;
    if (pass.leaf(depth)) {
      this.phase = pass.solution ? 'finish' : 'back';
      return 'node';
    }
    this.counts[depth] = pass.expand(depth);
    this.nextIndex[depth] = 0;
    this.phase = 'scan';
    return 'node';
  }

  /** Tries the next move at `depth`: descends into it, or cuts it off, or finds none left. */
  private scan(): void {
    const { depth, pass } = this;
    if (this.nextIndex[depth] >= this.counts[depth]) {
      this.phase = 'back';
      return;
    }
    const move = pass.buffers[depth][this.nextIndex[depth]++];
    if (move === this.lastInverse[depth] || pass.outOfOrder(depth, move)) return;
    const entered = pass.enter(depth, move);
    if (entered === CUT) this.onCutoff?.({ depth, move, f: pass.cutF, limit: pass.limit });
    if (entered !== ENTERED) return;
    this.depth = depth + 1;
    this.lastInverse[depth + 1] = pass.inverseOf(move);
    this.phase = 'enter';
  }

  private finishIteration(): NodeResult {
    const { pass } = this;
    this.totalNodes += this.iterationNodes;
    this.iterations.push({
      depth: pass.limit,
      nodes: this.iterationNodes,
      totalNodes: this.totalNodes,
      ms: performance.now() - this.began,
      ...(pass.bound ? { cutoffs: pass.cutoffs } : {}),
      perDepth: Array.from(pass.perDepth.subarray(0, pass.limit + 1)),
      nextLimit: pass.nextLimit === Number.POSITIVE_INFINITY ? null : pass.nextLimit,
    });
    if (pass.solution) {
      this.phase = 'done';
      return 'iteration';
    }
    const ending = pass.deepen();
    if (ending) {
      this.ending = ending;
      this.phase = 'done';
      return 'iteration';
    }
    this.iteration++;
    this.startIteration();
    return 'iteration';
  }
}

import {
  type IterationEvent,
  SearchCancelled,
  type SearchOptions,
  type TickEvent,
} from './types.js';

/** How many nodes pass between looks at the clock. */
const CHECK_EVERY = 1 << 14;

/**
 * Counts nodes and turns them into iteration and tick events. The hot loop
 * calls `visit()` per node; everything else happens once per 16k nodes.
 */
export class Progress {
  readonly iterations: IterationEvent[] = [];
  totalNodes = 0;
  iterationNodes = 0;
  depth = 0;
  private readonly began = performance.now();
  private lastTick: number;
  private countdown = CHECK_EVERY;
  private readonly tickMs: number;

  constructor(private readonly options: SearchOptions) {
    this.lastTick = this.began;
    this.tickMs = options.tickMs ?? 100;
  }

  elapsed(): number {
    return performance.now() - this.began;
  }

  startIteration(depth: number): void {
    this.depth = depth;
    this.iterationNodes = 0;
  }

  /** Call once per node. */
  visit(): void {
    this.iterationNodes++;
    if (--this.countdown === 0) this.check();
  }

  /** Call for a batch of nodes counted elsewhere (BFS layers). */
  visitMany(count: number): void {
    this.iterationNodes += count;
    this.countdown -= count;
    if (this.countdown <= 0) this.check();
  }

  private check(): void {
    this.countdown = CHECK_EVERY;
    if (this.options.shouldStop?.()) throw new SearchCancelled();
    const now = performance.now();
    if (this.options.onTick && now - this.lastTick >= this.tickMs) {
      this.lastTick = now;
      const tick: TickEvent = {
        depth: this.depth,
        nodes: this.iterationNodes,
        totalNodes: this.totalNodes + this.iterationNodes,
        ms: now - this.began,
      };
      this.options.onTick(tick);
    }
  }

  finishIteration(extra: { cutoffs?: number } = {}): IterationEvent {
    this.totalNodes += this.iterationNodes;
    const event: IterationEvent = {
      depth: this.depth,
      nodes: this.iterationNodes,
      totalNodes: this.totalNodes,
      ms: this.elapsed(),
      ...extra,
    };
    this.iterations.push(event);
    this.options.onIteration?.(event);
    return event;
  }
}

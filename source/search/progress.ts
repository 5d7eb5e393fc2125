import type { NodeCounter } from '../puzzles/puzzle.js';
import { type TableSpent, tablesSince, tablesSpent } from '../puzzles/table-cache.js';
import { clockNow, ownNow } from '../util/search-clock.js';
import {
  type IterationEvent,
  type LimitKind,
  SearchCancelled,
  SearchLimitReached,
  type SearchOptions,
  type TickEvent,
} from './search-events.js';

/** What a finished iteration adds to the counts Progress keeps itself. */
export type IterationExtra = Pick<IterationEvent, 'cutoffs' | 'perDepth' | 'nextLimit'>;

/**
 * The node limit of a search given none: none in the program; the test suite
 * sets one, so that a search that would not end (a pruning bug) fails its
 * test at once, saying it stopped at its node limit, instead of running
 * past every timeout (a synchronous search blocks the test's own timer).
 */
let unlimitedNodes = Number.POSITIVE_INFINITY;
export const limitEverySearch = (nodes: number): void => {
  unlimitedNodes = nodes;
};

/** Nodes every search in this thread has counted in its finished iterations. */
let counted = 0;

/**
 * Nodes counted by every search in this thread, as of their last finished
 * iteration: a fake clock in the tests charges time by it.
 */
export const nodesCounted = (): number => counted;

/** How many nodes pass between looks at the clock, the limits and the cancel flag. */
const CHECK_EVERY = 1 << 12;
/**
 * The first look comes sooner: V8 compiles a hot search within a thousand
 * nodes or so, and one compiled before `check` has ever run is thrown away at
 * its first call (no feedback for it). Recompiling races on-stack replacement,
 * which sometimes leaves the search uncompiled to its end (line-3: 3.5 M
 * nodes/s for the whole search, not 13 M). Not the very first node: V8 records
 * what a function calls only from its ninth call or so.
 */
const FIRST_CHECK = 1 << 6;

/**
 * Counts nodes and turns them into iteration and tick events. The hot loop
 * calls `visit()` per node: one decrement and one comparison. Everything else
 * (ticks, cancelling, the time limit) happens once per 4,096 nodes, and the
 * countdown is cut short so that a node limit is met exactly.
 */
export class Progress implements NodeCounter {
  readonly iterations: IterationEvent[] = [];
  totalNodes = 0;
  iterationNodes = 0;
  depth = 0;
  private readonly began = clockNow();
  /** When the search began by its own clock (see `ownNow`). */
  private readonly ownBegan = ownNow();
  /** When the iteration under way began (its own clock), and the table time spent by then. */
  private iterationBegan = this.ownBegan;
  private tablesAtIteration: TableSpent = tablesSpent();
  /** Table work seen when the last iteration finished (or, for the first, before the search was warmed). */
  private tablesAtLast: TableSpent;
  private readonly tablesAtStart: TableSpent = this.tablesAtIteration;
  /** Milliseconds spent telling listeners (drawing rows, posting ticks): no search's time. */
  private reporting = 0;
  private reportingAtIteration = 0;
  private lastTick: number;
  private countdown: number;
  private readonly tickMs: number;
  private readonly limitNodes: number;
  private readonly limitMs: number;

  constructor(private readonly options: SearchOptions) {
    this.lastTick = this.began;
    this.tablesAtLast = options.tablesBefore ?? this.tablesAtIteration;
    this.tickMs = options.tickMs ?? 100;
    this.limitNodes = options.limitNodes ?? unlimitedNodes;
    this.limitMs = options.limitMs ?? Number.POSITIVE_INFINITY;
    this.countdown = Math.min(FIRST_CHECK, this.nextCountdown());
  }

  elapsed(): number {
    return clockNow() - this.began;
  }

  /** The search's own milliseconds so far: elapsed, less tables readied and listeners told meanwhile. */
  ownElapsed(): number {
    const tables = tablesSpent().ms - this.tablesAtStart.ms;
    return Math.max(0, ownNow() - this.ownBegan - tables - this.reporting);
  }

  startIteration(depth: number): void {
    this.depth = depth;
    this.iterationNodes = 0;
    this.iterationBegan = ownNow();
    this.tablesAtIteration = tablesSpent();
    this.reportingAtIteration = this.reporting;
  }

  /** Runs `tell` (a listener) outside the search's own time. */
  private told(tell: () => void): void {
    const before = ownNow();
    try {
      tell();
    } finally {
      this.reporting += ownNow() - before;
    }
  }

  /** Call once per node. */
  visit(): void {
    this.iterationNodes++;
    if (--this.countdown <= 0) this.check();
  }

  /** Nodes until the next look at the limits, the clock and the cancel flag (see `NodeCounter.credit`). */
  credit(): number {
    return this.countdown;
  }

  /** Call for a batch of nodes counted elsewhere (BFS layers, a probe's own pass). */
  visitMany(count: number): void {
    this.iterationNodes += count;
    this.countdown -= count;
    if (this.countdown <= 0) this.check();
  }

  /** Nodes visited since the search began. */
  visited(): number {
    return this.totalNodes + this.iterationNodes;
  }

  /** Stops the search at a limit, saying how far it got. */
  stop(limit: LimitKind, value: number, nodes = this.visited()): never {
    const finished = this.iterations.at(-1)?.depth;
    counted += this.iterationNodes;
    throw new SearchLimitReached({
      limit,
      value,
      nodes,
      ms: this.elapsed(),
      depth: this.depth,
      ...(finished === undefined ? {} : { finished }),
    });
  }

  /** Nodes until the next check: the usual stride, or fewer to land on the node limit. */
  private nextCountdown(): number {
    // The node one past the limit is where the search stops, having visited exactly the limit.
    return Math.min(CHECK_EVERY, this.limitNodes + 1 - this.visited());
  }

  private check(): void {
    const visited = this.visited();
    if (visited > this.limitNodes) this.stop('nodes', this.limitNodes, this.limitNodes);
    this.countdown = this.nextCountdown();
    if (this.options.shouldStop?.()) throw new SearchCancelled();
    const now = clockNow();
    const spent = this.options.budgetAfterTables ? this.ownElapsed() : now - this.began;
    if (spent >= this.limitMs) this.stop('time', this.limitMs, visited);
    const onTick = this.options.onTick;
    if (onTick && now - this.lastTick >= this.tickMs) {
      this.lastTick = now;
      const tick: TickEvent = {
        depth: this.depth,
        nodes: this.iterationNodes,
        totalNodes: visited,
        ms: now - this.began,
      };
      this.told(() => onTick(tick));
    }
  }

  finishIteration(extra: IterationExtra = {}): IterationEvent {
    this.totalNodes += this.iterationNodes;
    counted += this.iterationNodes;
    const now = clockNow();
    const tablesNow = tablesSpent();
    const within =
      tablesNow.ms - this.tablesAtIteration.ms + (this.reporting - this.reportingAtIteration);
    const tables = tablesSince(this.tablesAtLast, tablesNow);
    this.tablesAtLast = tablesNow;
    const event: IterationEvent = {
      depth: this.depth,
      nodes: this.iterationNodes,
      totalNodes: this.totalNodes,
      ms: now - this.began,
      ownMs: Math.max(0, ownNow() - this.iterationBegan - within),
      ...(tables ? { tables } : {}),
      ...extra,
    };
    this.iterationNodes = 0;
    this.iterations.push(event);
    const onIteration = this.options.onIteration;
    if (onIteration) this.told(() => onIteration(event));
    return event;
  }
}

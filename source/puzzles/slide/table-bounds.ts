import { lazyBound } from '../lazy-bound.js';
import type { Board, BoundProbe, Move, NamedBound } from '../puzzle.js';
import {
  type Partition,
  partitionAt,
  partitionText,
  patternLookups,
  type SeededProbe,
} from './pattern-bound.js';
import { applySlide, type Tray, undoSlide } from './tray.js';
import { slideWords } from './words.js';

/** `estimate` of the position `move` leads to (probes are asked before the move is played). */
const estimateAfter = (board: Board, move: Move, estimate: (board: Board) => number): number => {
  applySlide(board, move);
  const value = estimate(board);
  undoSlide(board, move);
  return value;
};

/** A pattern-database bound read or built the first time it is asked. */
export const patternBound = (
  tray: Tray,
  goal: Board,
  name: string,
  partition: Partition,
): NamedBound => {
  let lookups: ReturnType<typeof patternLookups> | undefined;
  const made = () => {
    lookups ??= patternLookups(tray, goal, partition);
    return lookups;
  };
  return lazyBound(
    name,
    () => slideWords().patternBound(partitionText(partition)),
    () => made().estimate,
    () => made().probe(),
  );
};

/** Nodes a search goes before it reads stored tables: a short search never waits for them. */
const READ_AFTER = 20_000;
/** Nodes a search goes before it builds missing tables (seconds for a 6-tile one). */
const BUILD_AFTER = 300_000;

/**
 * The default bound: `cheap` until the search has gone far enough to be worth
 * the tables of `partition` (at once when this process has them), then those.
 */
export const bestBound = (
  tray: Tray,
  goal: Board,
  partition: Partition,
  cheap: NamedBound,
  after: { readonly stored: number; readonly built: number } = {
    stored: READ_AFTER,
    built: BUILD_AFTER,
  },
): NamedBound => {
  let lookups: ReturnType<typeof patternLookups> | undefined;
  const ready = () => {
    if (!lookups && partitionAt(tray, partition) === 'memory')
      lookups = patternLookups(tray, goal, partition);
    return lookups;
  };
  return {
    name: 'best',
    get text() {
      return slideWords().bestBound(cheap.name, partitionText(partition));
    },
    estimate: (board) => (ready() ?? { estimate: cheap.estimate }).estimate(board),
    probe(): BoundProbe {
      const at = partitionAt(tray, partition);
      let waitFor = at === 'memory' ? 0 : at === 'stored' ? after.stored : after.built;
      let full: SeededProbe | undefined;
      /** Depths below this have no state in `full` (it took over deeper down). */
      let seededFrom = 0;
      return {
        reset(board) {
          if (full) {
            seededFrom = 0;
            return full.reset(board);
          }
          return cheap.estimate(board);
        },
        // Its own pass only once the tables lead from the start of an iteration.
        depthFirst: (pass, counter, countAll) =>
          full && seededFrom === 0 ? full.depthFirst?.(pass, counter, countAll) : undefined,
        push(board: Board, move: Move, depth: number): number {
          if (!full) {
            if (--waitFor > 0) return estimateAfter(board, move, cheap.estimate);
            lookups ??= patternLookups(tray, goal, partition);
            full = lookups.probe();
          } else if (depth >= seededFrom) {
            return full.push(board, move, depth);
          }
          seededFrom = depth + 1;
          const seeding = full;
          return estimateAfter(board, move, (next) => seeding.seed(next, depth + 1));
        },
      };
    },
  };
};

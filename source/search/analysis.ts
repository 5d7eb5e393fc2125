import type { Board, Puzzle } from '../puzzles/puzzle.js';
import { BoardCodec, type BoardKey } from './codec.js';
import { Progress } from './progress.js';
import type { SearchOptions } from './search-events.js';

/** Analysis stops once it has reached more than this many positions (checked as each is found). */
export const ANALYSIS_LIMIT = 250_000;

export type Analysis = {
  /** False when the space was too large and only its first layers were measured. */
  readonly complete: boolean;
  /** Reversible puzzles are measured from the goal set, one-way puzzles from the start. */
  readonly from: 'goal' | 'start';
  /** Positions reachable. */
  readonly positions: number;
  /** The largest distance found (of the layers measured, when incomplete). */
  readonly diameter: number;
  /** histogram[d] = positions at distance d. */
  readonly histogram: readonly number[];
  /** Every position at the largest distance (empty when incomplete). */
  readonly farthest: readonly Board[];
  readonly ms: number;
};

/** Hears each layer of the walk as it is found: its depth, its positions' keys, how to read them. */
export type LayerListener = (depth: number, keys: readonly BoardKey[], codec: BoardCodec) => void;

/**
 * Breadth-first search over the whole space: from every goal board when the
 * puzzle is reversible (distance to solve), else from the start.
 */
export const analyze = (
  puzzle: Puzzle,
  start: Board,
  options: SearchOptions = {},
  onLayer?: LayerListener,
): Analysis => {
  const progress = new Progress(options);
  const codec = new BoardCodec(puzzle);
  const fromGoals = puzzle.reversible && puzzle.goals !== undefined;
  const roots = fromGoals && puzzle.goals ? puzzle.goals : [start];
  const seen = new Set<BoardKey>();
  let layer: BoardKey[] = [];
  for (const root of roots) {
    const key = codec.encode(root);
    if (!seen.has(key)) {
      seen.add(key);
      layer.push(key);
    }
  }
  const histogram: number[] = [layer.length];
  onLayer?.(0, layer, codec);
  const board = new Uint8Array(puzzle.cellCount);
  const buffer = new Int32Array(puzzle.maxMoves);
  let complete = true;
  layers: for (;;) {
    progress.startIteration(histogram.length);
    const next: BoardKey[] = [];
    for (const key of layer) {
      progress.visit();
      codec.decode(key, board);
      const count = puzzle.moves(board, buffer);
      for (let i = 0; i < count; i++) {
        const move = buffer[i];
        puzzle.apply(board, move);
        const child = codec.encode(board);
        if (!seen.has(child)) {
          seen.add(child);
          next.push(child);
          // Checked inside the layer: one layer of a large space can hold millions.
          if (seen.size > ANALYSIS_LIMIT) {
            complete = false;
            progress.finishIteration();
            break layers;
          }
        }
        puzzle.undo(board, move);
      }
    }
    progress.finishIteration();
    if (next.length === 0) break;
    onLayer?.(histogram.length, next, codec);
    histogram.push(next.length);
    layer = next;
  }
  const farthest = (complete ? layer : []).map((key) => {
    const far = new Uint8Array(puzzle.cellCount);
    codec.decode(key, far);
    return far;
  });
  return {
    complete,
    from: fromGoals ? 'goal' : 'start',
    positions: seen.size,
    diameter: histogram.length - 1,
    histogram,
    farthest,
    ms: progress.elapsed(),
  };
};

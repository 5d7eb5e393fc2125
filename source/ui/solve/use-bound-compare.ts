import { useCallback, useMemo } from 'react';
import type { Puzzle, PuzzleOptions } from '../../puzzles/puzzle.js';
import type { TableStage } from '../../puzzles/table-cache.js';
import { BOUND_LIMIT_MS, type BoundRow, comparedBounds } from '../../search/compare-bounds.js';
import { tableStageMs } from '../../text/iteration-rows.js';
import type { BoundsOutcome } from '../../worker/protocol.js';
import type { BoundTick } from '../common/job-kinds.js';
import { useJob } from '../common/use-job.js';

/** The bound comparison as the panel draws it: a row per bound, filled in as each finishes. */
export type BoundComparison = {
  readonly serial: number;
  /** Every bound compared, in order. */
  readonly names: readonly string[];
  readonly rows: readonly BoundRow[];
  /** The bound whose search is under way: its nodes so far (none while its tables are made). */
  readonly current:
    | {
        readonly name: string;
        readonly elapsed: number;
        readonly nodes: number | undefined;
        /** Its tables under way, and how long they have taken. */
        readonly tables?: { readonly stage: TableStage; readonly ms: number };
      }
    | undefined;
  readonly running: boolean;
  readonly outcome: BoundsOutcome | undefined;
  readonly limitMs: number;
};

export type BoundComparer = {
  readonly comparison: BoundComparison | undefined;
  start(board: Uint8Array): void;
  /** Stops the comparison where it is; the rows so far stay. */
  stop(): void;
  clear(): void;
};

const currentOf = (live: BoundTick): NonNullable<BoundComparison['current']> => {
  const elapsed = performance.now() - live.began;
  const stage = live.tables?.tables;
  return {
    name: live.name,
    elapsed,
    nodes: live.nodes,
    ...(stage && live.tables ? { tables: { stage, ms: tableStageMs(live.tables, elapsed) } } : {}),
  };
};

/**
 * IDA* with each bound of the puzzle from one position, one after another
 * off the UI thread (the `b` comparison); a row drawn as each finishes.
 */
export const useBoundCompare = (
  puzzle: Puzzle,
  id: string,
  options: PuzzleOptions,
  limitMs = BOUND_LIMIT_MS,
): BoundComparer => {
  const job = useJob('bounds', 'solve/bounds');
  const names = useMemo(() => comparedBounds(puzzle).map((bound) => bound.name), [puzzle]);
  const { view } = job;
  const running = view?.status === 'running';
  const comparison: BoundComparison | undefined = view && {
    serial: view.serial,
    names,
    rows: view.parts,
    current: running && view.live ? currentOf(view.live) : undefined,
    running,
    outcome: view.outcome,
    limitMs: view.job.limitMs,
  };
  const { start: begin } = job;
  const start = useCallback(
    (board: Uint8Array) => begin({ id, options, board, limitMs }),
    [begin, id, options, limitMs],
  );
  return { comparison, start, stop: job.cancel, clear: job.clear };
};

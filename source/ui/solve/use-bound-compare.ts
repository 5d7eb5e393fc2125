import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { Puzzle, PuzzleOptions } from '../../puzzles/types.js';
import { BOUND_LIMIT_MS, type BoundRow, comparedBounds } from '../../search/compare-bounds.js';
import type { TickEvent } from '../../search/types.js';
import type { BoundsOutcome, Running } from '../../worker/protocol.js';
import { REDRAW_MS, SearchContext } from '../common/use-search-job.js';

/** The bound comparison as the panel draws it: a row per bound, filled in as each finishes. */
export type BoundComparison = {
  readonly serial: number;
  /** Every bound compared, in order. */
  readonly names: readonly string[];
  readonly rows: readonly BoundRow[];
  /** The bound whose search is under way: its nodes so far (none while its tables are made). */
  readonly current:
    | { readonly name: string; readonly elapsed: number; readonly nodes: number | undefined }
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

/**
 * IDA* with each bound of the puzzle from one position, one after another in
 * the search service's worker (the `b` comparison); redrawn every REDRAW_MS
 * while it runs, and at once when a row finishes.
 */
export const useBoundCompare = (
  puzzle: Puzzle,
  id: string,
  options: PuzzleOptions,
  limitMs = BOUND_LIMIT_MS,
): BoundComparer => {
  const service = useContext(SearchContext);
  const [comparison, setComparison] = useState<BoundComparison>();
  const active = useRef<{ running: Running<BoundsOutcome>; serial: number } | undefined>(undefined);
  const serials = useRef(0);

  const stop = useCallback(() => {
    active.current?.running.cancel();
  }, []);
  const clear = useCallback(() => {
    serials.current++;
    active.current?.running.cancel();
    active.current = undefined;
    setComparison(undefined);
  }, []);

  const start = useCallback(
    (board: Uint8Array) => {
      active.current?.running.cancel();
      const serial = ++serials.current;
      const names = comparedBounds(puzzle).map((bound) => bound.name);
      const rows: BoundRow[] = [];
      let current: string | undefined;
      let since = 0;
      let live: TickEvent | undefined;
      const now = (running: boolean, outcome?: BoundsOutcome): BoundComparison => ({
        serial,
        names,
        rows: [...rows],
        current:
          running && current !== undefined
            ? { name: current, elapsed: performance.now() - since, nodes: live?.totalNodes }
            : undefined,
        running,
        outcome,
        limitMs,
      });
      const draw = (): void => {
        if (serials.current === serial) setComparison(now(true));
      };
      setComparison(now(true));
      const running = service.bounds(
        { id, options, board, limitMs },
        {
          onStart: (bound) => {
            current = bound;
            since = performance.now();
            live = undefined;
          },
          onTick: (event) => {
            live = event;
          },
          onRow: (row) => {
            rows.push(row);
            current = undefined;
            live = undefined;
            draw();
          },
        },
      );
      active.current = { running, serial };
      const redraw = setInterval(draw, REDRAW_MS);
      void running.result.then((outcome) => {
        clearInterval(redraw);
        if (active.current?.serial === serial) active.current = undefined;
        if (serials.current === serial) setComparison(now(false, outcome));
      });
    },
    [puzzle, id, options, limitMs, service],
  );

  useEffect(
    () => () => {
      serials.current++;
      active.current?.running.cancel();
    },
    [],
  );

  return { comparison, start, stop, clear };
};

import { useCallback, useContext, useEffect, useRef } from 'react';
import type { PuzzleOptions } from '../../puzzles/types.js';
import type { Algorithm } from '../../search/types.js';
import type { WatchEnd, WatchFrame } from '../../search/watch/frame.js';
import type { Watching } from '../../worker/protocol.js';
import { SearchContext } from '../common/use-search-job.js';
import { useRefState } from './use-ref-state.js';

/** Pause between a frame drawn and the next asked for: some 20 frames a second at most. */
export const FRAME_MS = 50;

export type WatchView = {
  /** Changes with every start (React keys). */
  readonly serial: number;
  readonly algorithm: Algorithm;
  readonly board: Uint8Array;
  /** The latest frame; none before the first arrives. */
  readonly frame: WatchFrame | undefined;
  /** Why the watch stopped working (a worker that failed). */
  readonly failure: string | undefined;
};

export type WatchPace = { readonly playing: boolean; readonly nodes: number };

export type Watcher = {
  readonly view: WatchView | undefined;
  start(board: Uint8Array, algorithm: Algorithm): void;
  /** Paused: one more node. */
  step(): void;
  /** Ends the watched search and forgets it. */
  stop(): void;
};

/**
 * One watched search at a time (watch mode), in the search service's worker:
 * it asks for `pace.nodes` nodes, draws the frame that comes back, waits
 * FRAME_MS and asks again while `pace.playing`. The worker runs only as far as
 * it is asked, so a paused search costs nothing and the keys stay quick at any
 * pace. `onEnd` hears how it ended.
 */
export const useWatch = (
  id: string,
  options: PuzzleOptions,
  pace: WatchPace,
  onEnd: (end: WatchEnd, view: WatchView) => void,
): Watcher => {
  const service = useContext(SearchContext);
  const [view, setView, viewNow] = useRefState<WatchView | undefined>(undefined);
  const active = useRef<
    { watching: Watching; serial: number; busy: boolean; ended: boolean; steps: number } | undefined
  >(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const serials = useRef(0);
  // What the next request reads: this render's pace and listener.
  const latest = useRef({ pace, onEnd });
  latest.current = { pace, onEnd };

  const request = useCallback(
    (nodes: number): void => {
      const now = active.current;
      if (!now || now.busy || now.ended) return;
      now.busy = true;
      now.watching.advance(nodes).then(
        (frame) => {
          now.busy = false;
          if (active.current !== now) return;
          setView((old) => (old && old.serial === now.serial ? { ...old, frame } : old));
          const shown = viewNow.current;
          if (frame.end) {
            now.ended = true;
            if (shown) latest.current.onEnd(frame.end, shown);
            return;
          }
          if (!latest.current.pace.playing && now.steps > 0) {
            // A `.` pressed while this frame was on its way: its node now.
            now.steps--;
            request(1);
          } else if (latest.current.pace.playing) {
            timer.current = setTimeout(() => {
              timer.current = undefined;
              if (latest.current.pace.playing) request(latest.current.pace.nodes);
            }, FRAME_MS);
          }
        },
        (error: unknown) => {
          now.busy = false;
          if (active.current !== now) return;
          now.ended = true;
          const failure = error instanceof Error ? error.message : String(error);
          setView((old) => (old && old.serial === now.serial ? { ...old, failure } : old));
        },
      );
    },
    [setView, viewNow],
  );

  const stop = useCallback((): void => {
    clearTimeout(timer.current);
    timer.current = undefined;
    active.current?.watching.cancel();
    active.current = undefined;
    setView(undefined);
  }, [setView]);

  const start = useCallback(
    (board: Uint8Array, algorithm: Algorithm): void => {
      stop();
      const serial = ++serials.current;
      const watching = service.watch({ id, options, board, algorithm });
      active.current = { watching, serial, busy: false, ended: false, steps: 0 };
      setView({ serial, algorithm, board, frame: undefined, failure: undefined });
      // Watching starts running (the panel's pace follows once it has drawn the watch).
      request(latest.current.pace.nodes);
    },
    [id, options, service, stop, request, setView],
  );

  const step = useCallback((): void => {
    const now = active.current;
    if (now?.busy) now.steps++;
    else request(1);
  }, [request]);

  // A pause drops the next frame's timer; going on asks again (a request in flight goes on by itself).
  useEffect(() => {
    if (!pace.playing) {
      clearTimeout(timer.current);
      timer.current = undefined;
    } else {
      // Going on forgets the steps asked for while paused.
      if (active.current) active.current.steps = 0;
      if (!timer.current) request(pace.nodes);
    }
  }, [pace.playing, pace.nodes, request]);

  useEffect(() => stop, [stop]);

  return { view, start, step, stop };
};

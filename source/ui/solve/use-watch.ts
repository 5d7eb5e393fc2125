import { useCallback, useEffect } from 'react';
import type { PuzzleOptions } from '../../puzzles/puzzle.js';
import type { Algorithm } from '../../search/search-events.js';
import type { WatchEnd, WatchFrame } from '../../search/watch/watch-frame.js';
import type { WatchPace } from '../common/paced-watch.js';
import { useJob } from '../common/use-job.js';

export type { WatchPace } from '../common/paced-watch.js';

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

export type Watcher = {
  readonly view: WatchView | undefined;
  start(board: Uint8Array, algorithm: Algorithm): void;
  /** Paused: one more node. */
  step(): void;
  /** One node back through the history (pauses). */
  back(): void;
  /** Ends the watched search and forgets it. */
  stop(): void;
};

/**
 * One watched search at a time (watch mode), a job like the others: it runs
 * at `pace` (the job asks for the next frame itself, so it goes on while the
 * panel is not drawn), and `onEnd` hears how it ended.
 */
export const useWatch = (
  id: string,
  options: PuzzleOptions,
  pace: WatchPace,
  onEnd: (end: WatchEnd, view: WatchView) => void,
): Watcher => {
  const job = useJob('watch', 'solve/watch');
  const { view: running, control } = job;
  const view: WatchView | undefined = running && {
    serial: running.serial,
    algorithm: running.job.algorithm,
    board: running.job.board,
    frame: running.live,
    failure: running.outcome?.kind === 'failed' ? running.outcome.message : undefined,
  };

  const { start: begin } = job;
  const start = useCallback(
    (board: Uint8Array, algorithm: Algorithm): void =>
      begin(
        { id, options, board, algorithm, pace },
        {
          onDone: (ended) => {
            const outcome = ended.outcome;
            if (outcome?.kind !== 'ended') return;
            onEnd(outcome.end, {
              serial: ended.serial,
              algorithm,
              board,
              frame: ended.live,
              failure: undefined,
            });
          },
        },
      ),
    [begin, id, options, pace, onEnd],
  );

  // The pace the panel shows is the pace the watch runs at.
  useEffect(() => {
    control({
      kind: 'pace',
      pace: { playing: pace.playing, nodes: pace.nodes, frameMs: pace.frameMs },
    });
  }, [control, pace.playing, pace.nodes, pace.frameMs]);

  const step = useCallback(() => control({ kind: 'step' }), [control]);
  const back = useCallback(() => control({ kind: 'back' }), [control]);
  return { view, start, step, back, stop: job.clear };
};

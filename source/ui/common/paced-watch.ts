/**
 * A watched search as a job like any other: started, reporting each frame as
 * its progress, ending with how the search ended, cancelled at any time.
 *
 * Behind it the worker keeps a second way of talking (advance N nodes, get a
 * frame back) because watch mode needs it: the worker runs only as far as it
 * is asked, so a paused watch costs no processor time and `.` runs exactly one
 * node; a search that streamed frames by itself would run on while paused.
 * The pacing that asks for the next frame lives here, with the job, not in a
 * view: a watch goes on while the window is too small to show it.
 */
import type { WatchEnd, WatchFrame } from '../../search/watch/watch-frame.js';
import type { Running, RunningWatch } from '../../worker/protocol.js';

/** Running or paused, `nodes` a frame, a frame every `frameMs` (see `WATCH_SPEEDS`). */
export type WatchPace = {
  readonly playing: boolean;
  readonly nodes: number;
  readonly frameMs: number;
};

/** What the panel tells a watch under way: its pace, or one more node. */
export type WatchControl =
  | { readonly kind: 'pace'; readonly pace: WatchPace }
  | { readonly kind: 'step' }
  /** One node back through the history. */
  | { readonly kind: 'back' };

export type WatchOutcome =
  | { readonly kind: 'ended'; readonly end: WatchEnd }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly message: string };

/** Drives `watch` at `pace`: each frame goes to `onFrame`, the end settles `result`. */
export const pacedWatch = (
  watch: RunningWatch,
  pace: WatchPace,
  onFrame: (frame: WatchFrame) => void,
): Running<WatchOutcome> & { control(command: WatchControl): void } => {
  let now = pace;
  let busy = false;
  /** Nodes asked for while a frame was on its way: forward (`.`) positive, back (`,`) negative. */
  let steps = 0;
  let settled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle: (outcome: WatchOutcome) => void = () => {};
  const result = new Promise<WatchOutcome>((resolve) => {
    settle = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
  });

  const request = (nodes: number): void => {
    if (busy || settled) return;
    busy = true;
    watch.advance(nodes).then(
      (frame) => {
        busy = false;
        if (settled) return;
        onFrame(frame);
        if (frame.end) return settle({ kind: 'ended', end: frame.end });
        if (!now.playing && steps !== 0) {
          // A `.` or `,` pressed while this frame was on its way: its node now.
          const way = Math.sign(steps);
          steps -= way;
          request(way);
        } else if (now.playing) {
          timer = setTimeout(() => {
            timer = undefined;
            if (now.playing) request(now.nodes);
          }, now.frameMs);
        }
      },
      (error: unknown) => {
        busy = false;
        settle({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
  };

  // Watching starts running at once.
  request(now.nodes);
  return {
    result,
    cancel: () => {
      if (settled) return;
      settle({ kind: 'cancelled' });
      watch.cancel();
    },
    control: (command) => {
      if (settled) return;
      if (command.kind === 'step' || command.kind === 'back') {
        const way = command.kind === 'step' ? 1 : -1;
        if (busy) steps += way;
        else request(way);
        return;
      }
      now = command.pace;
      if (!now.playing) {
        clearTimeout(timer);
        timer = undefined;
      } else {
        // Going on forgets the steps asked for while paused.
        steps = 0;
        if (!timer) request(now.nodes);
      }
    },
  };
};

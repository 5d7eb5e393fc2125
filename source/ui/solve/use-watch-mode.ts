import { useLayoutEffect, useRef } from 'react';
import type { Panel } from '../../game/panel-state.js';
import { WATCH_SPEEDS } from '../../game/watch-panel.js';
import type { Board, PuzzleOptions } from '../../puzzles/puzzle.js';
import type { Algorithm } from '../../search/search-events.js';
import type { WatchEnd } from '../../search/watch/watch-frame.js';
import type { SolveView } from './panel-text.js';
import { useWatch, type WatchView } from './use-watch.js';

/** A watched search's answer as the stepping view takes a solve's. */
const solvedView = (view: WatchView, end: Extract<WatchEnd, { kind: 'solved' }>): SolveView => ({
  serial: -view.serial,
  job: { id: '', options: {}, board: view.board, algorithm: view.algorithm },
  status: 'solved',
  parts: end.iterations,
  live: undefined,
  elapsed: end.ms,
  outcome: { ...end },
  overBudget: false,
});

export type WatchModeProps = {
  readonly id: string;
  readonly options: PuzzleOptions;
  /** Where the watched searches start. */
  readonly board: Board;
  readonly panel: Panel;
  /** Shows the node's position on the board beside the panel (undefined: the game's). */
  readonly onPreview?: (board: Board | undefined) => void;
  /** A watched search found its answer: hand it to the stepping view. */
  readonly onSolved: (solved: SolveView) => void;
};

/**
 * The solve panel's watch mode: paces `useWatch` as the panel says (Space,
 * `+`/`-`), shows each frame's position on the board beside the panel, and
 * hands an answer over when the goal is reached.
 */
export const useWatchMode = ({
  id,
  options,
  board,
  panel,
  onPreview,
  onSolved,
}: WatchModeProps) => {
  const pace = {
    playing: panel.view === 'watch' && panel.playback.playing,
    nodes: WATCH_SPEEDS[panel.playback.speed],
  };
  const handOver = useRef(onSolved);
  handOver.current = onSolved;
  const watcher = useWatch(id, options, pace, (end, view) => {
    if (end.kind === 'solved') handOver.current(solvedView(view, end));
  });
  const frame = watcher.view?.frame;
  const showing = panel.view === 'watch' ? frame?.board : undefined;
  // In the commit that draws the frame (a passive effect would come a turn
  // later: the panel would show the answer while the board still showed a node).
  useLayoutEffect(() => {
    onPreview?.(showing ? Uint8Array.from(showing) : undefined);
  }, [showing, onPreview]);
  // The board beside goes back to the game's when the panel closes.
  useLayoutEffect(() => () => onPreview?.(undefined), [onPreview]);
  return {
    view: watcher.view,
    start: (algorithm: Algorithm) => watcher.start(board, algorithm),
    step: watcher.step,
    back: watcher.back,
    stop: watcher.stop,
  };
};

import { useLayoutEffect, useMemo, useRef } from 'react';
import { type CellMarks, markCells } from '../../board/board.js';
import type { Panel } from '../../game/panel-state.js';
import { WATCH_SPEEDS } from '../../game/watch-speeds.js';
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

/**
 * What the board beside the panel shows in watch mode: the node's position,
 * or where a bidirectional search met, its cells that differ from the start
 * marked; undefined: the game's own.
 */
export type Preview = (board: Board | undefined, marks?: CellMarks) => void;

/** The cells where `board` differs from `start`. */
const changedCells = (start: Board, board: readonly number[]): number[] =>
  board.flatMap((piece, cell) => (piece === start[cell] ? [] : [cell]));

export type WatchModeProps = {
  readonly id: string;
  readonly options: PuzzleOptions;
  /** Where the watched searches start. */
  readonly board: Board;
  readonly panel: Panel;
  /** Shows the node's position on the board beside the panel (undefined: the game's). */
  readonly onPreview?: Preview;
  /** The two searches of a bidirectional one have just met (watching pauses there). */
  readonly onMet?: () => void;
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
  onMet,
  onSolved,
}: WatchModeProps) => {
  const pace = {
    playing: panel.view === 'watch' && panel.playback.playing,
    nodes: WATCH_SPEEDS[panel.playback.speed].nodes,
    frameMs: WATCH_SPEEDS[panel.playback.speed].frameMs,
  };
  const handOver = useRef(onSolved);
  handOver.current = onSolved;
  const watcher = useWatch(id, options, pace, (end, view) => {
    if (end.kind === 'solved') handOver.current(solvedView(view, end));
  });
  const frame = watcher.view?.frame;
  const watching = panel.view === 'watch';
  // Once a bidirectional search has met, the board shows where (unless stepped back).
  const meeting = watching && frame?.behind === 0 ? frame.meeting : null;
  const showing = watching ? (meeting ?? frame?.board) : undefined;
  const marks = useMemo(
    () => (meeting ? markCells({ moved: changedCells(board, meeting) }) : undefined),
    [meeting, board],
  );
  const met = frame?.meeting !== null && frame?.meeting !== undefined && !frame.end;
  const hearMet = useRef(onMet);
  hearMet.current = onMet;
  useLayoutEffect(() => {
    if (met) hearMet.current?.();
  }, [met]);
  // In the commit that draws the frame (a passive effect would come a turn
  // later: the panel would show the answer while the board still showed a node).
  useLayoutEffect(() => {
    onPreview?.(showing ? Uint8Array.from(showing) : undefined, marks);
  }, [showing, marks, onPreview]);
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

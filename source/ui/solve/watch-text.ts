/** What watch mode says, as plain lines (no Ink here). */
import { WATCH_SPEEDS, type WatchPlayback } from '../../game/watch-panel.js';
import type { Move, Puzzle } from '../../puzzles/puzzle.js';
import type { WatchFrame } from '../../search/watch/watch-frame.js';
import { count, moveLabel } from '../../text/format.js';
import { depthLabel } from './text.js';

const plural = (value: number, word: string): string =>
  `${count(value)} ${word}${value === 1 ? '' : 's'}`;

/** Where the search stands: the iteration (or layer), and the nodes so far. */
export const standingText = (frame: WatchFrame): string => {
  if (frame.limit !== null) {
    const label = depthLabel(frame.algorithm, frame.limit);
    return `${label} · node ${count(frame.iterationNodes)} · ${count(frame.totalNodes)} in all`;
  }
  const layer = frame.backward
    ? `layer ${frame.iteration} of both sides`
    : `layer ${frame.iteration}`;
  return `${layer} · ${count(frame.totalNodes)} positions expanded`;
};

/** The node visited last: g, and for IDA* h and f against the limit. */
export const nodeText = (frame: WatchFrame): string => {
  if (frame.estimate !== null && frame.limit !== null) {
    const f = frame.depth + frame.estimate;
    return `g ${frame.depth} + h ${frame.estimate} = f ${f} ≤ limit ${frame.limit}`;
  }
  if (frame.limit !== null) return `g ${frame.depth} of depth limit ${frame.limit}`;
  return `g ${frame.depth}: ${plural(frame.depth, 'move')} from the start`;
};

/** The path to the node as a move list, its newest moves kept when it does not fit. */
export const pathText = (
  puzzle: Puzzle,
  path: readonly Move[],
  width: number,
  ascii: boolean,
): string => {
  const head = `path (${path.length})`;
  if (path.length === 0) return `${head}: the start`;
  const moves = path.map((move) => moveLabel(puzzle, move, ascii));
  let shown = moves.join(' ');
  let from = 0;
  while (head.length + 2 + shown.length > width && from < moves.length - 1) {
    from++;
    shown = `${ascii ? '...' : '…'} ${moves.slice(from).join(' ')}`;
  }
  return `${head}: ${shown}`;
};

/** The cut-offs of the latest frame: "pruned: f 34 > limit 32 (6→10)". */
export const prunedLines = (puzzle: Puzzle, frame: WatchFrame, ascii: boolean): string[] => {
  const lines = frame.pruned.map(
    (cut) => `pruned: f ${cut.f} > limit ${cut.limit} (${moveLabel(puzzle, cut.move, ascii)})`,
  );
  const more = frame.prunedCount - frame.pruned.length;
  if (more > 0) lines.unshift(`pruned ${count(more)} more, then:`);
  return lines;
};

/** Breadth-first searches: the layer being expanded and the frontiers. */
export const frontierLines = (frame: WatchFrame): string[] => {
  const { forward, backward } = frame;
  if (!forward) return [];
  const tree = (side: NonNullable<WatchFrame['forward']>): string =>
    `layer ${side.depth}: ${count(side.layerLeft)} to expand, ${count(side.nextLayer)} next, ${count(side.stored)} stored`;
  if (!backward) return [tree(forward)];
  const growing = frame.growing === 'forward' ? 'from the start' : 'from the goal';
  return [`start side, ${tree(forward)}`, `goal side, ${tree(backward)}`, `growing ${growing}`];
};

/** Running or paused, and the pace (through `displayText` for ASCII). */
export const paceText = (playback: WatchPlayback): string => {
  const pace = `${plural(WATCH_SPEEDS[playback.speed], 'node')} a frame`;
  return playback.playing ? `▶ ${pace}` : `❚❚ paused (${pace})`;
};

/**
 * Depths of the histogram to draw in `rows` lines: all of them when they fit,
 * else a window around the depth the search is at.
 */
export const histogramDepths = (frame: WatchFrame, rows: number): number[] => {
  const depths = frame.perDepth.length;
  if (rows <= 0 || depths === 0) return [];
  if (depths <= rows) return Array.from({ length: depths }, (_, depth) => depth);
  const first = Math.max(0, Math.min(depths - rows, frame.depth - Math.floor(rows / 2)));
  return Array.from({ length: rows }, (_, index) => first + index);
};

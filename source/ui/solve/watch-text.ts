/** What watch mode says, as plain lines (no Ink here). */
import type { WatchPlayback } from '../../game/watch-panel.js';
import { FRAME_MS, WATCH_SPEEDS } from '../../game/watch-speeds.js';
import type { Move, Puzzle } from '../../puzzles/puzzle.js';
import type { WatchFrame } from '../../search/watch/watch-frame.js';
import { count, moveLabel } from '../../text/format.js';
import { words } from '../../words/words.js';
import { columns } from '../common/truncate.js';
import { depthLabel, stageWord } from './text.js';

/** Where the search stands: the iteration (or layer), and the nodes so far. */
export const standingText = (frame: WatchFrame): string => {
  const say = words().solve.watch;
  if (frame.limit !== null) {
    const label = depthLabel(frame.algorithm, frame.limit);
    return say.standing(label, count(frame.iterationNodes), count(frame.totalNodes));
  }
  const layer = frame.backward ? say.layerBoth(frame.iteration) : say.layer(frame.iteration);
  return say.expanded(layer, count(frame.totalNodes));
};

/** The node visited last: g, and for IDA* h and f against the limit. */
export const nodeText = (frame: WatchFrame): string => {
  const say = words().solve.watch;
  if (frame.open && frame.estimate !== null) {
    return frame.algorithm === 'greedy'
      ? say.greedyNode(frame.depth, frame.estimate)
      : say.bestFirstNode(frame.depth, frame.estimate, frame.depth + frame.estimate);
  }
  if (frame.estimate !== null && frame.limit !== null) {
    const f = frame.depth + frame.estimate;
    return say.estimate(frame.depth, frame.estimate, f, frame.limit);
  }
  if (frame.limit !== null) return say.ofLimit(frame.depth, frame.limit);
  // A bidirectional search's goal side counts its moves from the goal.
  return frame.growing === 'backward' ? say.fromGoal(frame.depth) : say.fromStart(frame.depth);
};

/** The path to the node as a move list, its newest moves kept when it does not fit. */
export const pathText = (
  puzzle: Puzzle,
  path: readonly Move[],
  width: number,
  ascii: boolean,
  fromGoal = false,
): string => {
  const say = words().solve.watch;
  const head = fromGoal ? say.pathFromGoal(path.length) : say.path(path.length);
  if (path.length === 0) return `${head}: ${fromGoal ? say.atGoal : say.atStart}`;
  const moves = path.map((move) => moveLabel(puzzle, move, ascii));
  let shown = moves.join(' ');
  let from = 0;
  while (columns(head) + 2 + columns(shown) > width && from < moves.length - 1) {
    from++;
    shown = `${ascii ? '...' : '…'} ${moves.slice(from).join(' ')}`;
  }
  return `${head}: ${shown}`;
};

/** The cut-offs of the latest frame: "pruned: f 34 > limit 32 (6→10)". */
export const prunedLines = (puzzle: Puzzle, frame: WatchFrame, ascii: boolean): string[] => {
  const say = words().solve.watch;
  const lines = frame.pruned.map((cut) =>
    say.pruned(cut.f, cut.limit, moveLabel(puzzle, cut.move, ascii)),
  );
  const more = frame.prunedCount - frame.pruned.length;
  if (more > 0) lines.unshift(say.prunedMore(count(more)));
  return lines;
};

/** Breadth-first searches: the layer being expanded and the frontiers; best-first: the open set. */
export const frontierLines = (frame: WatchFrame): string[] => {
  const { forward, backward, open } = frame;
  if (open) {
    const best = open.best === null ? '-' : String(open.best);
    const stage = stageWord(frame.algorithm);
    return [words().solve.watch.openSet(count(open.open), count(open.stored), stage, best)];
  }
  if (!forward) return [];
  const say = words().solve.watch;
  const tree = (side: NonNullable<WatchFrame['forward']>): string =>
    say.tree(side.depth, count(side.layerLeft), count(side.nextLayer), count(side.stored));
  if (!backward) return [tree(forward)];
  const growing = frame.growing === 'forward' ? say.growingStart : say.growingGoal;
  return [say.startSide(tree(forward)), say.goalSide(tree(backward)), growing];
};

/** Running or paused, and the pace (through `displayText` for ASCII). */
export const paceText = (playback: WatchPlayback): string => {
  const say = words().solve.watch;
  const { nodes, frameMs } = WATCH_SPEEDS[playback.speed];
  const pace =
    frameMs > FRAME_MS
      ? frameMs >= 1000
        ? say.everySeconds(frameMs / 1000)
        : say.perSecond(String(1000 / frameMs))
      : say.pace(count(nodes));
  return playback.playing ? say.playing(pace) : say.paused(pace);
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

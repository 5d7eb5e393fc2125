import type { PositionSpace, Puzzle } from '../puzzles/puzzle.js';
import { goalPositions } from '../search/goal-positions.js';
import { buildWholeMap, type MapProgress } from '../search/map.js';
import { shareCells, sharePercent } from '../search/map-estimate.js';
import { SearchLimitReached } from '../search/search-events.js';
import { type MapSummary, saveMap } from '../store/maps.js';
import { count, seconds } from '../text/format.js';
import { columns, fitColumns } from '../text/wrap.js';
import { words } from '../words/words.js';
import { type SearchLimits, stoppedAtLimit } from './limit-stops.js';

const BAR = 24;
/** A bar narrower than this says too little: the line goes without it. */
const LEAST_BAR = 6;

/**
 * One progress line for a terminal `width` columns wide: layer, positions,
 * time, and the estimate (`mapEstimate`) as a bar, its percentage and the
 * time left. The bar takes what the rest leaves (the line is rewritten in
 * place, and one longer than the terminal wraps and leaves its first part
 * behind at every rewrite); past that the line is cut.
 */
export const progressLine = (
  { layer, positions, ms, leftMs, share }: MapProgress,
  width: number,
): string => {
  const say = words().commands.map;
  const head = say.progress(layer, count(positions), seconds(ms));
  if (share === undefined || leftMs === undefined) return fitColumns(say.estimating(head), width);
  const percent = sharePercent(share);
  const secondsLeft = Math.ceil(leftMs / 1000);
  const cells = Math.min(BAR, width - columns(say.left(head, '[]', percent, secondsLeft)));
  const filled = shareCells(share, cells);
  const bar = cells < LEAST_BAR ? '' : `[${'#'.repeat(filled)}${'.'.repeat(cells - filled)}]`;
  return fitColumns(say.left(head, bar, percent, secondsLeft), width);
};

/**
 * Maps every position from the goal (this thread and a worker), showing progress on
 * a terminal, and keeps the map in `folder`; Ctrl-C stops it, and a limit
 * met is `StoppedAtLimit`.
 */
export const mapAndKeep = async (
  puzzle: Puzzle,
  space: PositionSpace,
  folder: string,
  limits: SearchLimits,
): Promise<MapSummary> => {
  const goals = (goalPositions(puzzle) ?? []).map((goal) => space.rank(goal));
  const terminal = process.stderr.isTTY === true;
  let interrupted = false;
  const interrupt = (): void => {
    interrupted = true;
  };
  process.on('SIGINT', interrupt);
  try {
    const map = await buildWholeMap(space, goals, {
      ...limits,
      shouldStop: () => interrupted,
      onProgress: (progress) => {
        // One column spare: a line reaching the last column wraps on some terminals.
        const width = (process.stderr.columns || 80) - 1;
        if (terminal) process.stderr.write(`\r\u001b[K${progressLine(progress, width)}`);
      },
    });
    if (terminal) process.stderr.write('\r\u001b[K');
    try {
      saveMap(folder, space.key, map);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${words().commands.map.notKept(reason)}\n`);
    }
    const { words: _words, ...summary } = map;
    return { ...summary, ms: Math.round(map.ms) };
  } catch (error) {
    // A map is breadth-first: its limits read as a breadth-first search's.
    if (error instanceof SearchLimitReached) throw stoppedAtLimit(error, 'bfs', []);
    throw error;
  } finally {
    if (terminal) process.stderr.write('\r\u001b[K');
    process.off('SIGINT', interrupt);
  }
};

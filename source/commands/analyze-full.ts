import { formatBoard } from '../puzzles/board-text.js';
import { type Board, InputError, type Puzzle } from '../puzzles/puzzle.js';
import { rankedGoals } from '../search/goal-positions.js';
import { storeFolders } from '../store/folders.js';
import { readMap } from '../store/maps.js';
import { count, seconds } from '../text/format.js';
import { inLanguage } from '../words/language.js';
import { words } from '../words/words.js';
import { farthestLines, histogramLines } from './histogram-lines.js';
import { searchLimits } from './limit-stops.js';
import { mapAndKeep } from './map-now.js';
import { printLine } from './output.js';
import type { FlagValues } from './specs.js';

/** The most farthest positions drawn as boards (all are in --json). */
const DRAWN = 12;

export const fullMapCommand = async (
  puzzle: Puzzle,
  flags: FlagValues<'analyze'>,
): Promise<number> => {
  const space = puzzle.space?.();
  const say = words().commands.analyze;
  if (!space) throw new InputError(say.noWholeMap(puzzle.id));
  const limits = searchLimits({ limitNodes: flags['limit-nodes'], limitS: flags['limit-s'] });
  const began = performance.now();
  const folder = storeFolders().cache;
  const stored = readMap(folder, space, rankedGoals(puzzle, space));
  if (stored.kind === 'damaged') {
    process.stderr.write(`${say.mapDamaged(stored.reason)}\n`);
  }
  const cached = stored.kind === 'ok';
  const summary =
    stored.kind === 'ok' ? stored.summary : await mapAndKeep(puzzle, space, folder, limits);
  const diameter = summary.histogram.length - 1;
  const positions = summary.histogram.reduce((sum, layer) => sum + layer, 0);
  const boardOf = (index: number): Board => {
    const board = new Uint8Array(puzzle.cellCount);
    space.unrank(index, board);
    return board;
  };
  const farthest = [...summary.samples[diameter]].sort((a, b) => a - b).map(boardOf);
  const ms = performance.now() - began;
  if (flags.json) {
    printLine(
      JSON.stringify(
        inLanguage('en', () => ({
          puzzle: puzzle.id,
          from: 'goal',
          complete: true,
          states: positions,
          diameter,
          histogram: summary.histogram,
          farthest: farthest.map((board) => formatBoard(board, puzzle.pieces)),
          farthestComplete: summary.farthestComplete,
          cached,
          mapMs: summary.ms,
          ms: Math.round(ms * 10) / 10,
        })),
      ),
    );
    return 0;
  }
  const out = printLine;
  out(say.wholeMap(puzzle.title, puzzle.id));
  const how = cached
    ? say.mappedEarlier(seconds(summary.ms), seconds(ms))
    : say.mappedIn(seconds(ms));
  out(say.mapped(count(positions), diameter, how));
  out('');
  for (const line of histogramLines(summary.histogram, flags.ascii === true)) out(line);
  const total = summary.farthestComplete ? farthest.length : summary.histogram[diameter];
  for (const line of farthestLines(
    puzzle,
    farthest.slice(0, DRAWN),
    diameter,
    flags.ascii === true,
    total,
  )) {
    out(line);
  }
  return 0;
};

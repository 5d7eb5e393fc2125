import { formatBoard } from '../puzzles/board-text.js';
import type { PuzzleSource } from '../puzzles/puzzle.js';
import { type Board, InputError, type Puzzle } from '../puzzles/puzzle.js';
import { readMap } from '../store/maps.js';
import { dataDirectory } from '../store/paths.js';
import { count, seconds } from '../text/format.js';
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
  source: PuzzleSource,
): Promise<number> => {
  const space = puzzle.space?.();
  if (!space)
    throw new InputError(`${puzzle.id} has no whole map; analyze without --full measures it`);
  const limits = searchLimits({ limitNodes: flags['limit-nodes'], limitS: flags['limit-s'] });
  const began = performance.now();
  const folder = dataDirectory();
  const stored = readMap(folder, space);
  if (stored.kind === 'damaged') {
    process.stderr.write(`tobikoe: the stored map was damaged (${stored.reason}); mapping again\n`);
  }
  const cached = stored.kind === 'ok';
  const summary =
    stored.kind === 'ok' ? stored.summary : await mapAndKeep(puzzle, source, space, folder, limits);
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
      JSON.stringify({
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
      }),
    );
    return 0;
  }
  const out = printLine;
  out(`${puzzle.title} (${puzzle.id}), the whole map`);
  out(
    `${count(positions)} positions, farthest ${diameter} moves to the goal; ${
      cached
        ? `mapped earlier in ${seconds(summary.ms)}, read in ${seconds(ms)}`
        : `mapped in ${seconds(ms)}`
    }`,
  );
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

import { formatBoard } from '../puzzles/board-text.js';
import type { Puzzle } from '../puzzles/puzzle.js';
import { analyze } from '../search/analysis.js';
import { count, seconds } from '../text/format.js';
import { inLanguage } from '../words/language.js';
import { words } from '../words/words.js';
import { farthestLines, histogramLines } from './histogram-lines.js';
import { searchLimits, withinLimits } from './limit-stops.js';
import { printLine } from './output.js';
import type { FlagValues } from './specs.js';

export const analyzeCommand = (
  puzzle: Puzzle,
  flags: FlagValues<'analyze'>,
): number | Promise<number> => {
  if (flags.full) {
    return import('./analyze-full.js').then(({ fullMapCommand }) => fullMapCommand(puzzle, flags));
  }
  const limits = searchLimits({ limitNodes: flags['limit-nodes'], limitS: flags['limit-s'] });
  // A whole-space walk is breadth-first: its limits read as a breadth-first search's.
  const analysis = withinLimits('bfs', [], () => analyze(puzzle, puzzle.start, limits));
  if (flags.json) {
    printLine(
      JSON.stringify(
        inLanguage('en', () => ({
          puzzle: puzzle.id,
          from: analysis.from,
          complete: analysis.complete,
          states: analysis.positions,
          diameter: analysis.diameter,
          histogram: analysis.histogram,
          farthest: analysis.farthest.map((board) => formatBoard(board, puzzle.pieces)),
          ms: Math.round(analysis.ms * 10) / 10,
        })),
      ),
    );
    return 0;
  }
  const out = printLine;
  const say = words().commands;
  out(say.titled(puzzle.title, puzzle.id));
  const measured = analysis.complete ? say.analyze.measured : say.analyze.tooLarge;
  out(measured(count(analysis.positions), analysis.diameter, analysis.from, seconds(analysis.ms)));
  out('');
  for (const line of histogramLines(analysis.histogram, flags.ascii === true)) out(line);
  if (!analysis.complete) return 0;
  out('');
  for (const line of farthestLines(
    puzzle,
    analysis.farthest,
    analysis.diameter,
    flags.ascii === true,
  ))
    out(line);
  return 0;
};

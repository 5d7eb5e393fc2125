import { searchLimits } from '../args/limits.js';
import { filmStrip } from '../board/strip.js';
import { formatBoard } from '../puzzles/board-text.js';
import type { Puzzle } from '../puzzles/types.js';
import { analyze } from '../search/analyze.js';
import { count, seconds } from '../text/format.js';
import { withinLimits } from './limits.js';
import type { FlagValues } from './specs.js';

const BAR_WIDTH = 40;

export const analyzeCommand = (puzzle: Puzzle, flags: FlagValues<'analyze'>): number => {
  const limits = searchLimits({ limitNodes: flags['limit-nodes'], limitS: flags['limit-s'] });
  // A whole-space walk is breadth-first: its limits read as a breadth-first search's.
  const analysis = withinLimits('bfs', [], () => analyze(puzzle, puzzle.start, limits));
  if (flags.json) {
    process.stdout.write(
      `${JSON.stringify({
        puzzle: puzzle.id,
        from: analysis.from,
        complete: analysis.complete,
        states: analysis.states,
        diameter: analysis.diameter,
        histogram: analysis.histogram,
        farthest: analysis.farthest.map((board) => formatBoard(board, puzzle.pieces)),
        ms: Math.round(analysis.ms * 10) / 10,
      })}\n`,
    );
    return 0;
  }
  const out = (line: string): void => {
    process.stdout.write(`${line}\n`);
  };
  const measured = analysis.from === 'goal' ? 'moves to the goal' : 'moves from the start';
  out(`${puzzle.title} (${puzzle.id})`);
  out(
    analysis.complete
      ? `${count(analysis.states)} positions, farthest ${analysis.diameter} ${measured}, ${seconds(analysis.ms)}`
      : `too large to measure whole: stopped after ${count(analysis.states)} positions, all within ${analysis.diameter} moves of the ${analysis.from} (${seconds(analysis.ms)})`,
  );
  out('');
  const widest = Math.max(...analysis.histogram);
  const numberWidth = count(widest).length;
  analysis.histogram.forEach((positions, depth) => {
    const bar = (flags.ascii ? '#' : '█').repeat(
      Math.max(positions > 0 ? 1 : 0, Math.round((positions / widest) * BAR_WIDTH)),
    );
    out(`${String(depth).padStart(3)}  ${count(positions).padStart(numberWidth)}  ${bar}`);
  });
  if (!analysis.complete) return 0;
  out('');
  out(`${analysis.farthest.length} positions at ${analysis.diameter} moves:`);
  const frames = analysis.farthest.map((board, index) => ({ board, label: `${index + 1}` }));
  for (const line of filmStrip(frames, puzzle, {
    width: process.stdout.columns || 80,
    ascii: flags.ascii === true,
  })) {
    out(line);
  }
  return 0;
};

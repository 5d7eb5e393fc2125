import { filmStrip } from '../board/strip.js';
import type { Board, Puzzle } from '../puzzles/puzzle.js';
import { count } from '../text/format.js';
import { words } from '../words/words.js';

const BAR_WIDTH = 40;

/** One line per distance: the distance, how many positions, a bar. */
export const histogramLines = (histogram: readonly number[], ascii: boolean): string[] => {
  const widest = Math.max(...histogram);
  const numberWidth = count(widest).length;
  return histogram.map((positions, depth) => {
    const bar = (ascii ? '#' : '█').repeat(
      Math.max(positions > 0 ? 1 : 0, Math.round((positions / widest) * BAR_WIDTH)),
    );
    return `${String(depth).padStart(3)}  ${count(positions).padStart(numberWidth)}  ${bar}`;
  });
};

/** The farthest positions as a film strip, under a line that counts them. */
export const farthestLines = (
  puzzle: Puzzle,
  farthest: readonly Board[],
  diameter: number,
  ascii: boolean,
  total = farthest.length,
): string[] => {
  const frames = farthest.map((board, index) => ({ board, label: `${index + 1}` }));
  const say = words().commands.analyze;
  const shown = total === farthest.length ? '' : say.shown(count(farthest.length));
  return [
    '',
    say.atDistance(count(total), diameter, shown),
    ...filmStrip(frames, puzzle, { width: process.stdout.columns || 80, ascii }),
  ];
};

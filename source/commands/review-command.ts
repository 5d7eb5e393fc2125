import { formatBoard } from '../puzzles/board-text.js';
import { type Board, InputError, type Puzzle } from '../puzzles/puzzle.js';
import { distanceOracle } from '../search/oracle.js';
import { SearchLimitReached } from '../search/search-events.js';
import { defaultAlgorithm } from '../search/solver.js';
import { attachStoredMap } from '../store/oracle-map.js';
import { moveLabel } from '../text/format.js';
import { reviewGame, reviewLines, reviewSummary } from '../text/verdicts.js';
import { inLanguage } from '../words/language.js';
import { words } from '../words/words.js';
import { searchLimits, withinLimits } from './limit-stops.js';
import { playMovesText, readMovesText } from './moves-text.js';
import { printLine as write } from './output.js';
import type { FlagValues } from './specs.js';

/** `tobikoe review <id> --moves "0-5 2-3 …"`: each move judged by the exact distance it leaves. */
export const reviewCommand = (puzzle: Puzzle, flags: FlagValues<'review'>): number => {
  if (flags.moves === undefined) {
    throw new InputError(words().commands.review.needsMoves);
  }
  const limits = searchLimits({ limitS: flags['limit-s'], limitNodes: flags['limit-nodes'] });
  const typed = readMovesText(flags.moves);
  const { moves, positions } = playMovesText(puzzle, puzzle.start, typed);
  const oracle = distanceOracle(puzzle);
  const setAside = attachStoredMap(oracle, true);
  if (setAside) process.stderr.write(`${setAside}\n`);
  const began = performance.now();
  // One time limit for the whole review; the node limit holds for each position's search.
  const distanceOf = (board: Board): number | null =>
    withinLimits(defaultAlgorithm(puzzle), [], () => {
      try {
        return oracle.distance(board, {
          ...(limits.limitNodes === undefined ? {} : { limitNodes: limits.limitNodes }),
          ...(limits.limitMs === undefined
            ? {}
            : { limitMs: Math.max(1, limits.limitMs - (performance.now() - began)) }),
        });
      } catch (error) {
        // Said as the limit the person gave, not what was left of it for this position.
        if (!(error instanceof SearchLimitReached) || error.stop.limit !== 'time') throw error;
        throw new SearchLimitReached({ ...error.stop, value: limits.limitMs ?? error.stop.value });
      }
    });
  const review = reviewGame(positions.map(distanceOf), typed);
  const start = formatBoard(puzzle.start, puzzle.pieces);
  if (flags.json) {
    write(
      JSON.stringify(
        inLanguage('en', () => ({
          puzzle: puzzle.id,
          start,
          optimal: review.optimal,
          used: review.used,
          solved: review.solved,
          accuracy: review.accuracy,
          leftOptimalAt: review.leftOptimalAt,
          moves: review.moves.map(({ move, before, after, verdict }) => ({
            move,
            before,
            after,
            verdict,
          })),
        })),
      ),
    );
    return 0;
  }
  const ascii = flags.ascii === true;
  write(words().commands.review.heading(puzzle.title, puzzle.id, start));
  const label = (_cells: readonly number[], index: number): string =>
    moveLabel(puzzle, moves[index], ascii);
  for (const line of reviewLines(review, label, ascii)) write(line);
  write(reviewSummary(review));
  return 0;
};

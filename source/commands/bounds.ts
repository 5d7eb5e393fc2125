import { searchLimits } from '../args/limits.js';
import { formatBoard } from '../puzzles/board-text.js';
import type { Puzzle } from '../puzzles/types.js';
import {
  BOUND_LIMIT_MS,
  type BoundRow,
  comparedBounds,
  runBound,
} from '../search/compare-bounds.js';
import { boundRowCells, boundTableHeader } from '../text/bounds.js';
import type { FlagValues } from './specs.js';

const write = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

const goalText = (puzzle: Puzzle): string =>
  puzzle.goals?.length === 1 ? formatBoard(puzzle.goals[0], puzzle.pieces) : puzzle.goalText;

/**
 * `tobikoe bounds`: IDA* with every lower bound of the puzzle, then none, from
 * the same start; one row each, printed as it finishes. A run past the time
 * limit gives up and its row says so.
 */
export const boundsCommand = (puzzle: Puzzle, flags: FlagValues<'bounds'>): number => {
  const given = searchLimits({ limitNodes: flags['limit-nodes'], limitS: flags['limit-s'] });
  const limits = { ...given, limitMs: given.limitMs ?? BOUND_LIMIT_MS };
  const { limitMs } = limits;
  const start = formatBoard(puzzle.start, puzzle.pieces);
  const rows: BoundRow[] = [];
  if (!flags.json) {
    write(`${puzzle.title} (${puzzle.id})`);
    write(`start ${start}, goal ${goalText(puzzle)}`);
    write(`IDA* with each lower bound, each stopped after ${limitMs / 1000} s`);
    write('');
    write(boundTableHeader());
  }
  for (const bound of comparedBounds(puzzle)) {
    const row = runBound(puzzle, puzzle.start, bound, limits);
    rows.push(row);
    if (!flags.json) write(boundRowCells(row, limitMs));
  }
  if (flags.json) {
    const jsonRows = rows.map((row) => ({
      ...row,
      ms: Math.round(row.ms * 10) / 10,
      setupMs: Math.round(row.setupMs * 10) / 10,
      ebf: row.ebf === null ? null : Math.round(row.ebf * 1000) / 1000,
    }));
    write(JSON.stringify({ puzzle: puzzle.id, start, goal: goalText(puzzle), rows: jsonRows }));
  }
  return 0;
};

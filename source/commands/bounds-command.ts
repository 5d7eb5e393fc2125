import { formatBoard } from '../puzzles/board-text.js';
import type { Puzzle } from '../puzzles/puzzle.js';
import {
  BOUND_LIMIT_MS,
  type BoundRow,
  comparedBounds,
  runBound,
} from '../search/compare-bounds.js';
import { boundRowCells, boundTableHeader } from '../text/bound-table.js';
import { roughDuration } from '../text/format.js';
import { inLanguage } from '../words/language.js';
import { words } from '../words/words.js';
import { StoppedAtLimit, searchLimits } from './limit-stops.js';
import { printLine as write } from './output.js';
import type { FlagValues } from './specs.js';

const goalText = (puzzle: Puzzle): string =>
  puzzle.goals?.length === 1 ? formatBoard(puzzle.goals[0], puzzle.pieces) : puzzle.goalText;

/** The limit every row gave up at, as the command line names it. */
const limitGiven = (rows: readonly BoundRow[], limitMs: number, flags: FlagValues<'bounds'>) =>
  rows.every((row) => row.stopped === 'nodes')
    ? `--limit-nodes ${flags['limit-nodes']}`
    : flags['limit-s'] === undefined
      ? words().commands.limits.defaultLimit(limitMs / 1000)
      : `--limit-s ${flags['limit-s']}`;

/**
 * `tobikoe bounds`: IDA* with every lower bound of the puzzle, then none, from
 * the same start; one row each, printed as it finishes. A run past the time
 * limit gives up and its row says so; when every run gave up, nothing was
 * measured: exit 3.
 */
export const boundsCommand = (puzzle: Puzzle, flags: FlagValues<'bounds'>): number => {
  const given = searchLimits({ limitNodes: flags['limit-nodes'], limitS: flags['limit-s'] });
  const limits = { ...given, limitMs: given.limitMs ?? BOUND_LIMIT_MS };
  const { limitMs } = limits;
  const bounds = comparedBounds(puzzle);
  const start = formatBoard(puzzle.start, puzzle.pieces);
  const rows: BoundRow[] = [];
  // Said first, since it may run long: each search may take its whole time limit.
  const say = words().commands;
  const total = roughDuration(bounds.length * limitMs);
  const plan = say.bounds.plan(bounds.length, limitMs / 1000, total);
  if (!flags.json) {
    write(say.titled(puzzle.title, puzzle.id));
    write(say.bounds.startGoal(start, goalText(puzzle)));
    write(say.bounds.heading(plan));
    write('');
    write(boundTableHeader());
  } else if (process.stderr.isTTY) process.stderr.write(`tobikoe: ${plan}\n`);
  for (const bound of bounds) {
    const row = runBound(puzzle, puzzle.start, bound, limits);
    rows.push(row);
    if (!flags.json) write(boundRowCells(row, limitMs));
  }
  if (rows.every((row) => row.stopped !== null)) {
    throw new StoppedAtLimit(say.bounds.allStopped(limitGiven(rows, limitMs, flags)));
  }
  if (flags.json) {
    const jsonRows = rows.map((row) => ({
      ...row,
      ms: Math.round(row.ms * 10) / 10,
      setupMs: Math.round(row.setupMs * 10) / 10,
      ebf: row.ebf === null ? null : Math.round(row.ebf * 1000) / 1000,
    }));
    const goal = inLanguage('en', () => goalText(puzzle));
    write(JSON.stringify({ puzzle: puzzle.id, start, goal, rows: jsonRows }));
  }
  return 0;
};

import { filmStrip } from '../board/strip.js';
import { formatBoard } from '../puzzles/board-text.js';
import { formatCode, type Named } from '../puzzles/codes.js';
import type { Board, Puzzle } from '../puzzles/puzzle.js';
import { dealStart } from '../search/deal.js';
import type { DistanceOracle } from '../search/oracle.js';
import { SearchLimitReached } from '../search/search-events.js';
import { partsText } from '../text/format.js';
import { noSuchLengthText } from '../text/lengths.js';
import { seededRandom } from '../util/random.js';
import { words } from '../words/words.js';
import { StoppedAtLimit, searchLimits } from './limit-stops.js';
import { printLine as write } from './output.js';

/** Without `--limit-s`, a dealing search that has not found its position by then stops (exit 3). */
export const DEAL_LIMIT_MS = 60_000;

/** The time a deal may take: `--limit-s`, else the default. */
export const dealLimitMs = (limitS?: string): number =>
  searchLimits({ limitS }).limitMs ?? DEAL_LIMIT_MS;

/** The limit a deal stopped at, as a person gave it (or did not). */
export const dealLimitText = (limitS?: string): string =>
  limitS === undefined
    ? words().commands.limits.defaultLimit(DEAL_LIMIT_MS / 1000)
    : `--limit-s ${dealLimitMs(limitS) / 1000}`;

/**
 * Deals a start `length` moves from the goal from `seed`, within the time
 * limit; with `firstNodes`, gives up after searching that many nodes instead
 * (undefined: the caller has a faster way, a whole map, to try next).
 */
export function dealWithin(
  oracle: DistanceOracle,
  length: number,
  seed: number,
  limitS?: string,
): Board;
export function dealWithin(
  oracle: DistanceOracle,
  length: number,
  seed: number,
  limitS: string | undefined,
  firstNodes: number,
): Board | undefined;
export function dealWithin(
  oracle: DistanceOracle,
  length: number,
  seed: number,
  limitS?: string,
  firstNodes?: number,
): Board | undefined {
  const limitMs = dealLimitMs(limitS);
  try {
    return dealStart(
      oracle,
      length,
      seededRandom(seed),
      (lengths) => noSuchLengthText(oracle.puzzle.id, lengths),
      { limitMs, ...(firstNodes === undefined ? {} : { limitNodes: firstNodes }) },
    );
  } catch (error) {
    if (!(error instanceof SearchLimitReached)) throw error;
    if (firstNodes !== undefined && error.stop.limit === 'nodes') return undefined;
    throw new StoppedAtLimit(words().commands.deal.stoppedDealing(dealLimitText(limitS), length));
  }
}

/** The goal as a board string when it is one board, else null (a goal that is a test). */
export const goalBoardText = (puzzle: Puzzle): string | null => {
  const goals = puzzle.goals ?? puzzle.backward?.goals;
  return goals?.length === 1 ? formatBoard(goals[0], puzzle.pieces) : null;
};

/** What `new --json` and `daily --json` print about a dealt start. */
export const dealtJson = (
  named: Named,
  puzzle: Puzzle,
  start: Board,
  length: number | null,
  seed: number,
): Record<string, unknown> => ({
  puzzle: puzzle.id,
  start: formatBoard(start, puzzle.pieces),
  goal: goalBoardText(puzzle),
  length,
  seed,
  code: formatCode(named.entry, named.options, puzzle, start),
});

/** Prints a dealt start for a person: what it is, the board, its code and how to play it. */
export const printDealt = (
  named: Named,
  puzzle: Puzzle,
  start: Board,
  heading: readonly string[],
  ascii: boolean,
): void => {
  const say = words().commands;
  write(partsText([say.titled(puzzle.title, puzzle.id), ...heading], ascii));
  write('');
  for (const line of filmStrip([{ board: start, label: say.solve.startLabel }], puzzle, {
    width: process.stdout.columns || 80,
    ascii,
  })) {
    write(`  ${line}`);
  }
  write('');
  write(say.deal.goal(puzzle.goalText));
  write(say.deal.playIt(formatCode(named.entry, named.options, puzzle, start)));
};

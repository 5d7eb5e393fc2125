import { words } from '../words/words.js';
import { columns } from './wrap.js';

/**
 * How a move changed the distance to the goal, and a game's review, in the
 * words the command line and the screens share. Distances are exact (from the
 * distance oracle); null means the goal cannot be reached.
 */

export type Verdict = 'closer' | 'sideways' | 'farther' | 'lost';

export const verdictOf = (before: number | null, after: number | null): Verdict => {
  if (after === null) return 'lost';
  if (before === null || after > before) return 'farther';
  return after < before ? 'closer' : 'sideways';
};

/** One reviewed move: its cells as the pages write them, and the distances around it. */
export type ReviewedMove = {
  readonly move: readonly number[];
  readonly before: number | null;
  readonly after: number | null;
  readonly verdict: Verdict;
};

export type Review = {
  /** Moves from the start to the goal at best (null: the start cannot reach it). */
  readonly optimal: number | null;
  readonly used: number;
  readonly solved: boolean;
  /** optimal ÷ used as a whole percentage, once solved (100 when no move was needed). */
  readonly accuracy: number | null;
  readonly moves: readonly ReviewedMove[];
  /** The 1-based number of the first move that left every optimal line, or null. */
  readonly leftOptimalAt: number | null;
};

/**
 * Reviews a game from the distances of its positions (`distances[0]` the
 * start's, one more per move) and its moves' cells.
 */
export const reviewGame = (
  distances: readonly (number | null)[],
  moves: readonly (readonly number[])[],
): Review => {
  const reviewed = moves.map((move, index): ReviewedMove => {
    const before = distances[index] ?? null;
    const after = distances[index + 1] ?? null;
    return { move, before, after, verdict: verdictOf(before, after) };
  });
  const optimal = distances[0] ?? null;
  const solved = distances[moves.length] === 0;
  const used = moves.length;
  const accuracy =
    solved && optimal !== null ? (used === 0 ? 100 : Math.round((optimal / used) * 100)) : null;
  const off = reviewed.findIndex((move) => move.verdict !== 'closer');
  return {
    optimal,
    used,
    solved,
    accuracy,
    moves: reviewed,
    leftOptimalAt: off < 0 || optimal === null ? null : off + 1,
  };
};

const distanceText = (distance: number | null): string =>
  distance === null ? words().text.review.noWay : String(distance);

/**
 * The review's lines, `3  2→3  15 → 14  closer`, in columns (`->` in ASCII).
 * `moveText` writes the move at `index`, given its cells (a family's own
 * words where it has them: `7 ↓`).
 */
export const reviewLines = (
  review: Review,
  moveText: (cells: readonly number[], index: number) => string,
  ascii = false,
): string[] => {
  const arrow = ascii ? '->' : '→';
  const rows = review.moves.map((reviewed, index) => [
    String(index + 1),
    moveText(reviewed.move, index),
    `${distanceText(reviewed.before)} ${arrow} ${distanceText(reviewed.after)}`,
    words().text.review.verdicts[reviewed.verdict],
  ]);
  const widths = [0, 1, 2].map((column) => Math.max(0, ...rows.map((row) => columns(row[column]))));
  const pad = (text: string, width: number): string =>
    `${text}${' '.repeat(width - columns(text))}`;
  return rows.map(([number, move, change, verdict]) =>
    [number.padStart(widths[0]), pad(move, widths[1]), pad(change, widths[2]), verdict].join('  '),
  );
};

/** One line: moves against the optimum, accuracy, the verdicts, where the game left the best lines. */
export const reviewSummary = (review: Review): string => {
  const { optimal, used, solved, accuracy, moves } = review;
  const say = words().text.review;
  const played = words().text.moves(used);
  if (optimal === null) return say.unreachable(played);
  const last = moves.length > 0 ? moves[moves.length - 1].after : optimal;
  const head = solved
    ? say.solved(played, optimal, accuracy)
    : last === null
      ? say.lostOnTheWay(played, optimal)
      : say.notSolved(played, last, optimal);
  return say.parts([head, verdictCounts(review), offText(review)].filter((part) => part !== ''));
};

/** `4 closer, 1 farther` */
export const verdictCounts = (review: Review): string =>
  words().text.review.list(
    (['closer', 'sideways', 'farther', 'lost'] as const)
      .map(
        (verdict) =>
          [verdict, review.moves.filter((move) => move.verdict === verdict).length] as const,
      )
      .filter(([, count]) => count > 0)
      .map(([verdict, count]) =>
        words().text.review.verdictCount(count, words().text.review.verdicts[verdict]),
      ),
  );

/** Where the game left every optimal line, if it did. */
export const offText = (review: Review): string =>
  review.leftOptimalAt !== null
    ? words().text.review.leftAt(review.leftOptimalAt)
    : review.used > 0
      ? words().text.review.allOptimal
      : '';

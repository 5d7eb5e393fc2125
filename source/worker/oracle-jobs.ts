/**
 * The distance oracle's questions answered: what the oracle worker does in its
 * thread, and what tests run in process. Oracles (and their tables) are kept
 * between questions by `distanceOracle`.
 */
import { findEntry } from '../puzzles/catalogue.js';
import type { PuzzleOptions } from '../puzzles/params.js';
import { InputError, type PuzzleEntry } from '../puzzles/puzzle.js';
import { tablesSpent } from '../puzzles/table-cache.js';
import {
  BACKGROUND_BUDGET,
  type Budget,
  budgetLeft,
  gaveUpText,
} from '../search/background-budget.js';
import { dailyDeal, utcDay } from '../search/daily-seed.js';
import { dealableLengths, dealStart } from '../search/deal.js';
import { difficultyBands, lengthInBand } from '../search/difficulty.js';
import { distanceOracle } from '../search/oracle.js';
import { noRandomWhy, randomStart } from '../search/random-deal.js';
import {
  type Algorithm,
  NoSuchLength,
  SearchCancelled,
  SearchLimitReached,
} from '../search/search-events.js';
import { shuffledStart } from '../search/shuffle.js';
import { defaultAlgorithm } from '../search/solver.js';
import { attachStoredMap } from '../store/oracle-map.js';
import { bandText, ceilingText, lengthsText } from '../text/lengths.js';
import { seededRandom } from '../util/random.js';
import { words } from '../words/words.js';
import type { OracleJob, OracleOutcome } from './oracle-protocol.js';

/** Dealing gives up after this long: the dialog says so rather than wait for ever. */
const DEAL_LIMIT_MS = 30_000;

const withoutStart = (entry: PuzzleEntry, options: PuzzleOptions): PuzzleOptions =>
  Object.fromEntries(
    Object.entries(options).filter(
      ([name]) =>
        !entry.params.some(
          (param) => param.name === name && param.kind === 'board' && param.role === 'start',
        ),
    ),
  );

/**
 * Answers `job`. The searches a question needs (the coach's and the review's
 * distances, an optimal line) share one `budget`, and past it the question
 * fails saying so.
 */
export const runOracle = (
  job: OracleJob,
  shouldStop: () => boolean = () => false,
  budget: Budget = BACKGROUND_BUDGET,
): OracleOutcome => {
  if (shouldStop()) return { kind: 'cancelled' };
  let algorithm: Algorithm | undefined;
  try {
    const entry = findEntry(job.id);
    if (!entry) throw new InputError(`unknown puzzle '${job.id}'`);
    const oracle = distanceOracle(entry.create(job.options));
    algorithm = defaultAlgorithm(oracle.puzzle);
    const began = performance.now();
    const tablesAtStart = tablesSpent().ms;
    // Asked again before each search: what is left of the question's budget, its tables apart.
    const options = () => ({ shouldStop, ...budgetLeft(budget, began, tablesAtStart) });
    const { request } = job;
    switch (request.kind) {
      case 'distances': {
        // A whole map stored by `analyze --full` makes every distance exact at once.
        attachStoredMap(oracle, true);
        const distances = request.boards.map((board) =>
          oracle.distance(Uint8Array.from(board), options()),
        );
        const reasons = request.boards.map((board, index) =>
          distances[index] === null ? oracle.unreachableReason(Uint8Array.from(board)) : null,
        );
        return { kind: 'distances', distances, reasons };
      }
      case 'lengths': {
        attachStoredMap(oracle, false);
        const lengths = dealableLengths(oracle);
        const bands = difficultyBands(lengths);
        return {
          kind: 'lengths',
          range: words().text.lengthsFromGoal(lengthsText(lengths)),
          bands: (['easy', 'medium', 'hard', 'hardest'] as const).map((difficulty) => ({
            difficulty,
            text: bandText(bands[difficulty]),
            empty: bands[difficulty].lengths.length === 0,
          })),
          ceiling: ceilingText(lengths, bands.hardest),
          noRandom: noRandomWhy(oracle.puzzle),
        };
      }
      case 'random': {
        const { board, length } = randomStart(oracle, seededRandom(request.seed), options());
        return { kind: 'drawn', board, length: length ?? null };
      }
      case 'shuffle': {
        const { board, walked } = shuffledStart(
          oracle.puzzle,
          request.moves,
          seededRandom(request.seed),
        );
        return { kind: 'shuffled', board, walked };
      }
      case 'deal': {
        attachStoredMap(oracle, false);
        const random = seededRandom(request.seed);
        const band = difficultyBands(dealableLengths(oracle))[request.difficulty];
        const length = lengthInBand(band, random);
        if (length === undefined) throw new NoSuchLength(`no ${request.difficulty} lengths here`);
        const began = Date.now();
        const board = dealStart(oracle, length, random, (lengths) => lengthsText(lengths), {
          shouldStop: () => shouldStop() || Date.now() - began > DEAL_LIMIT_MS,
        });
        return { kind: 'dealt', board, length };
      }
      case 'daily': {
        // The day's position is the puzzle's whatever start it was opened with.
        // Never from a stored whole map: the day's position must not depend on what this data folder holds.
        const daily = distanceOracle(entry.create(withoutStart(entry, job.options)));
        const day = utcDay(new Date());
        const began = Date.now();
        const { board, length } = dailyDeal(daily, day, (lengths) => lengthsText(lengths), {
          shouldStop: () => shouldStop() || Date.now() - began > DEAL_LIMIT_MS,
        });
        return { kind: 'daily', board, length, day };
      }
      case 'answer':
        attachStoredMap(oracle, true);
        return {
          kind: 'answer',
          moves: oracle.optimalAnswer(Uint8Array.from(request.board), options()),
        };
    }
  } catch (error) {
    if (error instanceof SearchCancelled) return { kind: 'cancelled' };
    if (error instanceof SearchLimitReached && algorithm) {
      return { kind: 'failed', message: gaveUpText(error.stop, algorithm, budget) };
    }
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
};

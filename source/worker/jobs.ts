/**
 * A search job run to its outcome, with progress reported to listeners: what
 * the search worker does in its thread. No worker code here, so the same job
 * can run anywhere (the worker posts the events; tests run it in-process).
 */
import { findEntry } from '../puzzles/catalogue.js';
import { InputError, type Puzzle } from '../puzzles/puzzle.js';
import { listOptimalAnswers } from '../search/answers.js';
import { ownBudget } from '../search/background-budget.js';
import { analyzeGoalward } from '../search/goalward.js';
import {
  SearchCancelled,
  SearchLimitReached,
  type SearchOptions,
} from '../search/search-events.js';
import { defaultAlgorithm, solve, Unsolvable } from '../search/solver.js';
import {
  ANSWER_LIST_LIMIT,
  type AnalysisJob,
  type AnalysisOutcome,
  type JobOutcome,
  type ProgressListeners,
  type SearchJob,
  type StartVerdict,
  TICK_MS,
} from './protocol.js';

/** What a job asks of the search besides the board: progress, and when to stop. */
export type JobControl = ProgressListeners & {
  /** Asked now and then; true stops the search (the outcome is then `cancelled`). */
  readonly shouldStop?: () => boolean;
};

const searchOptions = (control: JobControl): SearchOptions => ({
  tickMs: TICK_MS,
  onIteration: control.onIteration,
  onTick: control.onTick,
  shouldStop: control.shouldStop,
});

const createPuzzle = (id: string, options: SearchJob['options']): Puzzle => {
  const entry = findEntry(id);
  if (!entry) throw new InputError(`unknown puzzle '${id}'`);
  return entry.create(options);
};

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

export const runSearch = (job: SearchJob, control: JobControl = {}): JobOutcome => {
  try {
    const puzzle = createPuzzle(job.id, job.options);
    const board = Uint8Array.from(job.board);
    const result = solve(puzzle, board, job.algorithm, {
      ...searchOptions(control),
      all: job.all,
      // The app's own searches wait for their tables and start their budget after them;
      // the ones a class watches are warmed, so that their times are the search's.
      ...(job.budget ? ownBudget(job.budget) : { warm: true }),
    });
    const moves = result.moves ?? [];
    const answers = job.all
      ? listOptimalAnswers(puzzle, board, moves.length, ANSWER_LIST_LIMIT)
      : undefined;
    return {
      kind: 'solved',
      moves,
      nodes: result.nodes,
      ms: result.ms,
      ...(result.ownMs === undefined ? {} : { ownMs: result.ownMs }),
      iterations: [...result.iterations],
      ...(result.solutions === undefined ? {} : { solutions: result.solutions }),
      ...(answers ? { answers } : {}),
      ...(result.peak ? { peak: result.peak } : {}),
    };
  } catch (error) {
    if (error instanceof Unsolvable) return { kind: 'unsolvable', reason: error.message };
    if (error instanceof SearchCancelled) return { kind: 'cancelled' };
    if (error instanceof SearchLimitReached) return { kind: 'limited', stop: error.stop };
    return { kind: 'failed', message: messageOf(error) };
  }
};

const verdictOf = (puzzle: Puzzle, board: Uint8Array): StartVerdict => {
  const reason = puzzle.unsolvableReason?.(board);
  if (reason) return { kind: 'unsolvable', reason };
  try {
    const result = solve(puzzle, board, defaultAlgorithm(puzzle));
    return { kind: 'solvable', length: result.moves?.length ?? 0 };
  } catch (error) {
    if (error instanceof Unsolvable) return { kind: 'unsolvable', reason: error.message };
    throw error;
  }
};

export const runAnalysis = (job: AnalysisJob, control: JobControl = {}): AnalysisOutcome => {
  try {
    const puzzle = createPuzzle(job.id, job.options);
    const board = Uint8Array.from(job.board);
    const walked = analyzeGoalward(puzzle, board, searchOptions(control));
    return { kind: 'analysed', ...walked, start: verdictOf(puzzle, board) };
  } catch (error) {
    if (error instanceof SearchCancelled) return { kind: 'cancelled' };
    return { kind: 'failed', message: messageOf(error) };
  }
};

/**
 * The search worker: recreates the puzzle from its catalogue id and options,
 * runs the same search code as the command line, and posts progress events and
 * one outcome. The UI thread ends it with `terminate()`; it never needs to be
 * asked politely.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { findEntry } from '../puzzles/catalogue.js';
import { InputError, type Puzzle } from '../puzzles/types.js';
import { analyze } from '../search/analyze.js';
import { listOptimalAnswers } from '../search/answers.js';
import { defaultAlgorithm, solve, Unsolvable } from '../search/solve.js';
import { SearchCancelled, SearchLimitReached, type SearchOptions } from '../search/types.js';
import {
  ANSWER_LIST_LIMIT,
  type AnalysisJob,
  type AnalysisOutcome,
  type JobOutcome,
  type SearchJob,
  type StartVerdict,
  TICK_MS,
  type WorkerJob,
  type WorkerMessage,
} from './protocol.js';

const post = (message: WorkerMessage): void => {
  parentPort?.postMessage(message);
};

const progress: SearchOptions = {
  tickMs: TICK_MS,
  onIteration: (event) => post({ type: 'iteration', event }),
  onTick: (event) => post({ type: 'tick', event }),
};

const createPuzzle = (id: string, options: SearchJob['options']): Puzzle => {
  const entry = findEntry(id);
  if (!entry) throw new InputError(`unknown puzzle '${id}'`);
  return entry.create(options);
};

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

export const runSearch = (job: SearchJob): JobOutcome => {
  try {
    const puzzle = createPuzzle(job.id, job.options);
    const board = Uint8Array.from(job.board);
    const result = solve(puzzle, board, job.algorithm, { ...progress, all: job.all });
    const moves = result.moves ?? [];
    const answers = job.all
      ? listOptimalAnswers(puzzle, board, moves.length, ANSWER_LIST_LIMIT)
      : undefined;
    return {
      kind: 'solved',
      moves,
      nodes: result.nodes,
      ms: result.ms,
      iterations: [...result.iterations],
      ...(result.solutions === undefined ? {} : { solutions: result.solutions }),
      ...(answers ? { answers } : {}),
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

export const runAnalysis = (job: AnalysisJob): AnalysisOutcome => {
  try {
    const puzzle = createPuzzle(job.id, job.options);
    const board = Uint8Array.from(job.board);
    const analysis = analyze(puzzle, board, progress);
    return { kind: 'analysed', analysis, start: verdictOf(puzzle, board) };
  } catch (error) {
    return { kind: 'failed', message: messageOf(error) };
  }
};

const job = workerData as WorkerJob | undefined;
if (parentPort && job) {
  const outcome = job.kind === 'solve' ? runSearch(job) : runAnalysis(job);
  post({ type: 'done', outcome });
}

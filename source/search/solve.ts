import { type Board, InputError, type Puzzle } from '../puzzles/types.js';
import { bfs } from './bfs.js';
import { bidirectionalBfs } from './bidir.js';
import { defaultBound } from './bounds.js';
import { idaStar, iddfs } from './deepening.js';
import { replay } from './replay.js';
import type { Algorithm, SearchOptions, SearchResult } from './types.js';

/** The goal cannot be reached; `reason` is one sentence for a person. */
export class Unsolvable extends Error {
  override readonly name = 'Unsolvable';
}

/** Reversible spaces up to this many positions are checked for a path before deepening. */
const REACHABILITY_CHECK_STATES = 60_000;

export const availableAlgorithms = (puzzle: Puzzle): Algorithm[] => {
  const found: Algorithm[] = ['bfs'];
  if (puzzle.reversible && puzzle.goals && puzzle.inverse) found.push('bidir');
  found.push('iddfs');
  if (defaultBound(puzzle)) found.push('ida');
  return found;
};

export const defaultAlgorithm = (puzzle: Puzzle): Algorithm =>
  defaultBound(puzzle) ? 'ida' : 'iddfs';

const runners: Readonly<
  Record<Algorithm, (puzzle: Puzzle, start: Board, options: SearchOptions) => SearchResult>
> = { bfs, bidir: bidirectionalBfs, iddfs, ida: idaStar };

/**
 * Throws `Unsolvable` when the puzzle proves `start` hopeless, or when a
 * deepening search could never prove it (a reversible space has cycles) and a
 * bounded breadth-first look finds no path.
 */
export const checkSolvable = (puzzle: Puzzle, start: Board, algorithm: Algorithm): void => {
  const reason = puzzle.unsolvableReason?.(start);
  if (reason) throw new Unsolvable(reason);
  if (
    (algorithm === 'iddfs' || algorithm === 'ida') &&
    puzzle.reversible &&
    !puzzle.alwaysSolvable
  ) {
    const check = bfs(puzzle, start, { maxStates: REACHABILITY_CHECK_STATES });
    if (!check.moves && check.gaveUpAt === undefined) throw noPath(check);
  }
};

/**
 * Solves from `start` with `algorithm`, proves the answer by replaying it, and
 * turns "no answer" into `Unsolvable` with a reason.
 */
export const solve = (
  puzzle: Puzzle,
  start: Board,
  algorithm: Algorithm,
  options: SearchOptions = {},
): SearchResult & { positions: Board[] } => {
  if (!availableAlgorithms(puzzle).includes(algorithm)) {
    throw new InputError(
      `${puzzle.id} cannot be solved with ${algorithm}; use ${availableAlgorithms(puzzle).join(', ')}`,
    );
  }
  if (options.bound !== undefined && algorithm !== 'ida') {
    throw new InputError(`--bound is for --algo ida, not ${algorithm}`);
  }
  if (options.all && algorithm === 'bidir') {
    throw new InputError('--all counts solutions with bfs, iddfs or ida, not bidir');
  }
  checkSolvable(puzzle, start, algorithm);
  const result = runners[algorithm](puzzle, start, options);
  if (!result.moves) {
    if (result.gaveUpAt !== undefined) {
      throw new Unsolvable(`no solution within ${result.gaveUpAt} moves`);
    }
    throw noPath(result);
  }
  return { ...result, positions: replay(puzzle, start, result.moves) };
};

const noPath = (result: SearchResult): Unsolvable =>
  new Unsolvable(
    `the goal cannot be reached from this position: every line of play was searched (${result.nodes.toLocaleString('en-US')} nodes)`,
  );

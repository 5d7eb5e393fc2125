import { formatBoard } from '../../puzzles/board-text.js';
import { optionsFrom } from '../../puzzles/codes.js';
import type { BoardParam, PuzzleOptions } from '../../puzzles/params.js';
import { type Board, InputError, type Puzzle, type PuzzleEntry } from '../../puzzles/puzzle.js';

const boardParam = (entry: PuzzleEntry, role: BoardParam['role']): BoardParam | undefined =>
  entry.params.find((param): param is BoardParam => param.kind === 'board' && param.role === role);

/** Whether the editor may change the goal too: the puzzle takes a goal board and has one goal. */
export const goalEditable = (entry: PuzzleEntry, puzzle: Puzzle): boolean =>
  boardParam(entry, 'goal') !== undefined && puzzle.goals?.length === 1;

/** The options of the puzzle of `entry` and `options` with `start` (and `goal`) edited. */
export const editedOptions = (
  entry: PuzzleEntry,
  options: PuzzleOptions,
  puzzle: Puzzle,
  start: Board,
  goal: Board | undefined,
): PuzzleOptions => {
  // The options as a code writes them (a start board of its own, names as boards), then the edits.
  const base = optionsFrom(entry, options, puzzle, puzzle.start);
  const startName = boardParam(entry, 'start')?.name;
  const goalName = boardParam(entry, 'goal')?.name;
  return {
    ...base,
    ...(startName ? { [startName]: formatBoard(start, puzzle.pieces) } : {}),
    ...(goalName && goal ? { [goalName]: formatBoard(goal, puzzle.pieces) } : {}),
  };
};

/** What is wrong with the edited position in the puzzle's own words, or null when it is one. */
export const editProblem = (entry: PuzzleEntry, edited: PuzzleOptions): string | null => {
  try {
    entry.create(edited);
    return null;
  } catch (problem) {
    if (problem instanceof InputError) return problem.message;
    throw problem;
  }
};

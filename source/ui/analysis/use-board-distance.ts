import { useEffect } from 'react';
import { boardsEqual } from '../../puzzles/board-text.js';
import type { Board, Puzzle, PuzzleOptions } from '../../puzzles/puzzle.js';
import { defaultAlgorithm } from '../../search/solver.js';
import type { JobOutcome } from '../../worker/protocol.js';
import { useJob } from '../common/use-job.js';

/**
 * How far the board in play lies from the goal, searched beside the walk
 * (which maps the space from the start): undefined while the board is the
 * start (the walk's verdict says it) or the search is under way. Ends with
 * the screen.
 */
export const useBoardDistance = (
  id: string,
  options: PuzzleOptions,
  puzzle: Puzzle,
  board: Board | undefined,
): { readonly pending: boolean; readonly outcome: JobOutcome | undefined } => {
  const search = useJob('solve', 'analysis/here');
  const wanted = board !== undefined && !boardsEqual(board, puzzle.start);
  const asked = search.view?.job.board === board;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per board shown
  useEffect(() => {
    if (!wanted || asked || board === undefined) return;
    search.start({ id, options, board, algorithm: defaultAlgorithm(puzzle) }, { progress: false });
  }, [wanted, asked, board]);
  if (!wanted) return { pending: false, outcome: undefined };
  const outcome = asked ? search.view?.outcome : undefined;
  return { pending: outcome === undefined, outcome };
};

import { useEffect } from 'react';
import type { Board, Move, Puzzle, PuzzleOptions } from '../../puzzles/puzzle.js';
import { BACKGROUND_BUDGET, gaveUpText } from '../../search/background-budget.js';
import { defaultAlgorithm } from '../../search/solver.js';
import type { JobOutcome } from '../../worker/protocol.js';
import { useJob, useKept } from '../common/use-job.js';

export type Hint =
  /** Not asked for (`enabled` is false). */
  | { readonly status: 'off' }
  /** `tables`: the search waits for its bound's tables (its budget starts after them). */
  | { readonly status: 'thinking'; readonly tables?: true }
  | {
      readonly status: 'ready';
      /** The first move of an optimal answer from this position. */
      readonly move: Move;
      /** Its cells as the pages write them: [from, to] or a peg chain. Mark them 'hint'. */
      readonly cells: readonly number[];
      /** Moves an optimal answer takes from this position, this one included. */
      readonly remaining: number;
    }
  /** The position is already a goal. */
  | { readonly status: 'solved' }
  | { readonly status: 'unsolvable'; readonly reason: string }
  | { readonly status: 'failed'; readonly message: string }
  /** The search gave up at the app's own budget, or the start's search already had. */
  | { readonly status: 'gave-up'; readonly reason: string };

export type HintRequest = {
  readonly puzzle: Puzzle;
  readonly id: string;
  readonly options: PuzzleOptions;
  /** The position to advise on; a new position starts a new search. */
  readonly board: Board;
  /** Search only while this is true (the play screen turns it on with `t`). */
  readonly enabled?: boolean;
  /** Why no search is worth starting: the same search from this position already gave up. */
  readonly gaveUp?: string;
};

const OFF: Hint = { status: 'off' };
const THINKING: Hint = { status: 'thinking' };

/** The hint a finished search gives; none when it was cancelled. */
const hintOf = (puzzle: Puzzle, outcome: JobOutcome): Hint | undefined => {
  const algorithm = defaultAlgorithm(puzzle);
  switch (outcome.kind) {
    case 'cancelled':
      return undefined;
    case 'solved': {
      const [move] = outcome.moves;
      if (move === undefined) return { status: 'solved' };
      return {
        status: 'ready',
        move,
        cells: puzzle.notation(move),
        remaining: outcome.moves.length,
      };
    }
    case 'unsolvable':
      return { status: 'unsolvable', reason: outcome.reason };
    case 'failed':
      return { status: 'failed', message: outcome.message };
    case 'limited':
      return { status: 'gave-up', reason: gaveUpText(outcome.stop, algorithm, BACKGROUND_BUDGET) };
  }
};

/**
 * The next move of an optimal answer from `board`, found with the puzzle's
 * default algorithm within the app's own budget (a tip is asked with one key:
 * past the budget it says why and leaves the rest to the solve panel, which
 * has none). A changed board or `enabled: false` cancels the search
 * in flight; answers are remembered per position, so undoing back to a
 * position answers at once.
 */
export const useHint = ({
  puzzle,
  id,
  options,
  board,
  enabled = true,
  gaveUp,
}: HintRequest): Hint => {
  const key = `${id}|${JSON.stringify(options)}|${board.join(',')}`;
  // Answers found, per position: kept with the game, not with the screen that asked.
  const [known, setKnown] = useKept('tip/known', () => new Map<string, Hint>());
  const search = useJob('solve', 'tip');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for id, options and board
  useEffect(() => {
    if (!enabled || gaveUp !== undefined || known.has(key) || puzzle.isGoal(board)) return;
    search.start(
      { id, options, board, algorithm: defaultAlgorithm(puzzle), budget: BACKGROUND_BUDGET },
      {
        progress: false,
        onDone: ({ outcome }) => {
          const hint = outcome && hintOf(puzzle, outcome);
          if (!hint) return;
          setKnown((now) => new Map(now).set(key, hint));
        },
      },
    );
    return () => search.clear();
  }, [enabled, key, gaveUp]);

  if (!enabled) return OFF;
  if (puzzle.isGoal(board)) return { status: 'solved' };
  if (gaveUp !== undefined && !known.has(key)) return { status: 'gave-up', reason: gaveUp };
  const waiting = search.view?.status === 'running' && search.view.live?.tables !== undefined;
  return known.get(key) ?? (waiting ? { status: 'thinking', tables: true } : THINKING);
};

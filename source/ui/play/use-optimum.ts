import { useEffect } from 'react';
import type { Optimum } from '../../game/game.js';
import { BACKGROUND_BUDGET, gaveUpText } from '../../search/background-budget.js';
import { defaultAlgorithm } from '../../search/solver.js';
import { words } from '../../words/words.js';
import type { JobOutcome, SearchJob } from '../../worker/protocol.js';
import type { Opened } from '../common/opened.js';
import { useJob } from '../common/use-job.js';

const optimumOf = (job: SearchJob, outcome: JobOutcome | undefined): Optimum => {
  switch (outcome?.kind) {
    case undefined:
      return { kind: 'pending' };
    case 'solved':
      return { kind: 'known', moves: outcome.moves.length };
    case 'unsolvable':
      return { kind: 'none', reason: outcome.reason };
    case 'cancelled':
      return { kind: 'unknown', reason: words().play.searchCancelled };
    case 'failed':
      return { kind: 'unknown', reason: outcome.message };
    case 'limited':
      return {
        kind: 'unknown',
        reason: job.budget
          ? gaveUpText(outcome.stop, job.algorithm, job.budget)
          : words().play.searchLimited,
      };
  }
};

/**
 * The shortest answer from the start of `opened`, found off the keys' path
 * within the app's own budget (past it the counter says `optimal ?` and the
 * status line why); cancelled on leave.
 */
export const useOptimum = (opened: Opened): Optimum => {
  const search = useJob('solve', 'optimum');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened puzzle
  useEffect(() => {
    // Found once per game: a view drawn again finds it kept.
    if (search.view?.job.board === opened.puzzle.start) return;
    search.start(
      {
        id: opened.entry.id,
        options: opened.options,
        board: opened.puzzle.start,
        algorithm: defaultAlgorithm(opened.puzzle),
        budget: BACKGROUND_BUDGET,
      },
      { progress: false },
    );
  }, [opened, search.start]);
  // Until the first start, and for a start of another puzzle, the answer is pending.
  return search.view?.job.board === opened.puzzle.start
    ? optimumOf(search.view.job, search.view.outcome)
    : { kind: 'pending' };
};

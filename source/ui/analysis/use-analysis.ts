import { useEffect } from 'react';
import type { Board, PuzzleOptions } from '../../puzzles/puzzle.js';
import type { TickEvent } from '../../search/search-events.js';
import type { AnalysisOutcome } from '../../worker/protocol.js';
import { useJob } from '../common/use-job.js';

export type AnalysisState = {
  readonly outcome: AnalysisOutcome | undefined;
  /** The walk so far (while running). */
  readonly live: TickEvent | undefined;
  readonly elapsed: number;
};

/** Walks the puzzle's whole space once; closing the screen ends the walk. */
export const useAnalysis = (id: string, options: PuzzleOptions, board: Board): AnalysisState => {
  const walk = useJob('analyze', 'analysis/walk');
  const walked = walk.view !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one walk per screen, kept while it is open
  useEffect(() => {
    if (!walked) walk.start({ id, options, board });
  }, []);
  const view = walk.view;
  return { outcome: view?.outcome, live: view?.live, elapsed: view?.elapsed ?? 0 };
};

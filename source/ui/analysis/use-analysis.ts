import { useEffect } from 'react';
import type { Board, PuzzleOptions } from '../../puzzles/types.js';
import type { TickEvent } from '../../search/types.js';
import type { AnalysisOutcome } from '../../worker/protocol.js';
import { useAnalysisJob } from '../common/use-search-job.js';

export type AnalysisState = {
  readonly outcome: AnalysisOutcome | undefined;
  /** The walk so far (while running). */
  readonly live: TickEvent | undefined;
  readonly elapsed: number;
};

/** Walks the puzzle's whole space once; leaving the screen ends the walk. */
export const useAnalysis = (id: string, options: PuzzleOptions, board: Board): AnalysisState => {
  const walk = useAnalysisJob();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one walk per screen
  useEffect(() => walk.start({ id, options, board }), []);
  const view = walk.view;
  return { outcome: view?.outcome, live: view?.live, elapsed: view?.elapsed ?? 0 };
};

import { useEffect, useState } from 'react';
import type { Board, PuzzleOptions } from '../../puzzles/types.js';
import type { TickEvent } from '../../search/types.js';
import { type AnalysisOutcome, startAnalysis } from '../../worker/client.js';
import { REDRAW_MS } from '../solve/use-search-run.js';

export type AnalysisState = {
  readonly outcome: AnalysisOutcome | undefined;
  /** The walk so far (while running). */
  readonly live: TickEvent | undefined;
  readonly elapsed: number;
};

/** Walks the puzzle's whole space in a worker once; unmounting terminates it. */
export const useAnalysis = (id: string, options: PuzzleOptions, board: Board): AnalysisState => {
  const [state, setState] = useState<AnalysisState>({
    outcome: undefined,
    live: undefined,
    elapsed: 0,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: one walk per screen
  useEffect(() => {
    const began = performance.now();
    let live: TickEvent | undefined;
    const job = startAnalysis(
      { id, options, board },
      {
        onTick: (event) => {
          live = event;
        },
      },
    );
    const redraw = setInterval(() => {
      setState({ outcome: undefined, live, elapsed: performance.now() - began });
    }, REDRAW_MS);
    void job.result.then((outcome) => {
      clearInterval(redraw);
      setState({ outcome, live, elapsed: performance.now() - began });
    });
    return () => {
      clearInterval(redraw);
      job.cancel();
    };
  }, []);
  return state;
};

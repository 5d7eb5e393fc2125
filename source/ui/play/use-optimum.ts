import { useEffect, useState } from 'react';
import type { Optimum } from '../../game/index.js';
import { defaultAlgorithm } from '../../search/solve.js';
import type { Opened } from '../common/opened.js';
import type { FindOptimum, OptimumOutcome } from './optimum.js';

const optimumOf = (outcome: OptimumOutcome): Optimum => {
  switch (outcome.kind) {
    case 'solved':
      return { kind: 'known', moves: outcome.moves.length };
    case 'unsolvable':
      return { kind: 'none', reason: outcome.reason };
    case 'cancelled':
      return { kind: 'unknown', reason: 'the search was cancelled' };
    case 'failed':
      return { kind: 'unknown', reason: outcome.message };
    case 'limited':
      return { kind: 'unknown', reason: 'the search stopped at its limit' };
  }
};

/** The shortest answer from the start of `opened`, found off the keys' path; cancelled on leave. */
export const useOptimum = (opened: Opened, findOptimum: FindOptimum): Optimum => {
  const [optimum, setOptimum] = useState<Optimum>({ kind: 'pending' });
  useEffect(() => {
    setOptimum({ kind: 'pending' });
    let live = true;
    const search = findOptimum({
      id: opened.entry.id,
      options: opened.options,
      board: opened.puzzle.start,
      algorithm: defaultAlgorithm(opened.puzzle),
    });
    search.result.then(
      (outcome) => {
        if (live) setOptimum(optimumOf(outcome));
      },
      (error: unknown) => {
        if (live) setOptimum({ kind: 'unknown', reason: String(error) });
      },
    );
    return () => {
      live = false;
      search.cancel();
    };
  }, [opened, findOptimum]);
  return optimum;
};

import { useCallback, useEffect, useRef } from 'react';
import type { Optimum } from '../../game/game.js';
import { boardsEqual } from '../../puzzles/board-text.js';
import type { Board } from '../../puzzles/puzzle.js';
import { BACKGROUND_BUDGET, gaveUpText } from '../../search/background-budget.js';
import { defaultAlgorithm } from '../../search/solver.js';
import { words } from '../../words/words.js';
import type { JobOutcome, SearchJob } from '../../worker/protocol.js';
import type { Opened } from '../common/opened.js';
import { useJob, useKept } from '../common/use-job.js';

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
        limited: true,
        reason: job.budget
          ? gaveUpText(outcome.stop, job.algorithm, job.budget)
          : words().play.searchLimited,
      };
  }
};

export type GameOptimum = {
  readonly optimum: Optimum;
  /** A search that proved its answer the shortest from `board` (the solve panel's) says so here. */
  readonly proved: (board: Board, moves: number) => void;
};

/**
 * The shortest answer from the start of `opened`, found off the keys' path
 * within the app's own budget (past it the counter says `optimal ?` and the
 * status line why); cancelled on leave. A search that ended without a word on
 * the puzzle (its worker stopped, or it was cancelled under it) is asked again
 * at the player's next change of the game (`game`: a move, an undo, a
 * restart), so the counter never stays `optimal ?` for a reason that is not
 * the puzzle's. A shortest answer from the start proved by another search
 * (`proved`: the solve panel opened at the start) is known at once, and stays
 * known after that panel is closed.
 */
export const useOptimum = (opened: Opened, game?: unknown): GameOptimum => {
  const search = useJob('solve', 'optimum');
  const [provedMoves, setProvedMoves] = useKept<number | undefined>(
    'optimum/proved',
    () => undefined,
  );
  const start = opened.puzzle.start;
  // The same start, whatever array holds it.
  const mine = search.view !== undefined && boardsEqual(search.view.job.board, start);
  const kind = search.view?.outcome?.kind;
  const lost = mine && (kind === 'cancelled' || kind === 'failed');
  // The game as it stood when the search was lost: asked again once it has changed.
  const lostAt = useRef<{ readonly game: unknown } | undefined>(undefined);
  const known = provedMoves !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened puzzle, again after a lost search
  useEffect(() => {
    // Found once per game: a view drawn again finds it kept.
    if ((mine && !lost) || known) return;
    if (lost) {
      lostAt.current ??= { game };
      if (lostAt.current.game === game) return;
    }
    lostAt.current = undefined;
    search.start(
      {
        id: opened.entry.id,
        options: opened.options,
        board: start,
        algorithm: defaultAlgorithm(opened.puzzle),
        budget: BACKGROUND_BUDGET,
      },
      { progress: false },
    );
  }, [opened, search.start, lost, game, known]);
  const proved = useCallback(
    (board: Board, moves: number): void => {
      if (boardsEqual(board, start)) setProvedMoves(moves);
    },
    [start, setProvedMoves],
  );
  // Until the first start, and for a start of another puzzle, the answer is pending.
  const found: Optimum =
    mine && search.view ? optimumOf(search.view.job, search.view.outcome) : { kind: 'pending' };
  const waiting = mine && search.view?.status === 'running' && search.view.live?.tables;
  return {
    optimum:
      found.kind === 'known' || provedMoves === undefined
        ? found.kind === 'pending' && waiting
          ? { kind: 'pending', tables: true }
          : found
        : { kind: 'known', moves: provedMoves },
    proved,
  };
};

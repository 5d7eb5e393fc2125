import { useEffect, useMemo } from 'react';
import { type Game, legalMoves } from '../../game/game.js';
import type { Board, Move } from '../../puzzles/puzzle.js';
import { type Verdict, verdictOf } from '../../text/verdicts.js';
import type { Opened } from '../common/opened.js';
import { useJob } from '../common/use-job.js';

/** What the coach knows of the position in effect. */
export type CoachReading =
  | { readonly kind: 'off' }
  /** `tables`: the oracle waits for its tables (its budget starts after them). */
  | { readonly kind: 'thinking'; readonly tables?: true }
  | { readonly kind: 'failed'; readonly message: string }
  | {
      readonly kind: 'known';
      /** Moves to the goal from here; null when the goal cannot be reached. */
      readonly distance: number | null;
      /** Why the goal cannot be reached (when `distance` is null). */
      readonly reason: string | null;
      /** How the last move changed the distance, if a move was made. */
      readonly verdict: Verdict | undefined;
      /** The moves that keep the game on an optimal line. */
      readonly best: readonly Move[];
    };

/** The position before the last move of `game`, or undefined at the start. */
const boardBefore = (game: Game): Board | undefined => {
  if (game.moves.length === 0) return undefined;
  const board = game.puzzle.start.slice();
  for (const move of game.moves.slice(0, -1)) game.puzzle.apply(board, move);
  return board;
};

/**
 * The coach (`d`): the exact distance of the position in effect, how the last
 * move changed it, and which moves keep it optimal, from the distance oracle
 * (asked off the keys' path, again at every change of position).
 */
export const useCoach = (opened: Opened, game: Game, on: boolean): CoachReading => {
  const oracle = useJob('ask', 'coach');
  const { puzzle } = opened;
  const moves = useMemo(() => legalMoves(puzzle, game.board), [puzzle, game.board]);
  const { start: ask, clear } = oracle;
  // The position decides; the game's other changes (a redo list) do not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again per position
  useEffect(() => {
    if (!on) {
      clear();
      return;
    }
    const before = boardBefore(game);
    const successors = moves.map((move) => {
      const next = game.board.slice();
      puzzle.apply(next, move);
      return next;
    });
    ask({
      id: opened.entry.id,
      options: opened.options,
      request: {
        kind: 'distances',
        boards: [game.board, ...successors, ...(before ? [before] : [])],
      },
    });
  }, [on, game.board, ask, clear]);

  if (!on) return { kind: 'off' };
  const asked = oracle.view;
  const boards = asked?.job.request.kind === 'distances' ? asked.job.request.boards : undefined;
  if (!asked || boards?.[0] !== game.board || !asked.outcome) {
    return asked?.status === 'running' && asked.live?.tables
      ? { kind: 'thinking', tables: true }
      : { kind: 'thinking' };
  }
  const { outcome } = asked;
  if (outcome.kind === 'failed') return { kind: 'failed', message: outcome.message };
  if (outcome.kind !== 'distances') return { kind: 'thinking' };
  const [distance, ...rest] = outcome.distances;
  const after = rest.slice(0, moves.length);
  const before = game.moves.length > 0 ? rest[moves.length] : undefined;
  return {
    kind: 'known',
    distance,
    reason: outcome.reasons[0],
    verdict: before === undefined ? undefined : verdictOf(before, distance),
    best:
      distance === null || distance === 0
        ? []
        : moves.filter((_, index) => after[index] === distance - 1),
  };
};

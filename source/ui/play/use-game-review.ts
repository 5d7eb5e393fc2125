import { useEffect, useMemo } from 'react';
import type { Game } from '../../game/game.js';
import type { Board } from '../../puzzles/puzzle.js';
import { type Review, reviewGame } from '../../text/verdicts.js';
import type { Opened } from '../common/opened.js';
import { useJob } from '../common/use-job.js';

export type GameReview =
  | { readonly kind: 'off' }
  | { readonly kind: 'thinking' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'ready'; readonly review: Review };

/** The positions of a game: its start, then one after each move. */
export const gameBoards = (game: Game): Board[] => {
  const board = game.puzzle.start.slice();
  return [
    board.slice(),
    ...game.moves.map((move) => {
      game.puzzle.apply(board, move);
      return board.slice();
    }),
  ];
};

/**
 * The review of a game once it is solved: every position's exact distance
 * from the oracle (off the keys' path), each move judged, accuracy.
 */
export const useGameReview = (opened: Opened, game: Game, on: boolean): GameReview => {
  const oracle = useJob('ask', 'game-review');
  const boards = useMemo(() => (on ? gameBoards(game) : []), [on, game]);
  const { start: ask, clear } = oracle;
  useEffect(() => {
    if (boards.length === 0) {
      clear();
      return;
    }
    ask({
      id: opened.entry.id,
      options: opened.options,
      request: { kind: 'distances', boards },
    });
  }, [boards, opened, ask, clear]);
  if (!on) return { kind: 'off' };
  const asked = oracle.view;
  const mine = asked?.job.request.kind === 'distances' && asked.job.request.boards === boards;
  const outcome = mine ? asked?.outcome : undefined;
  if (!outcome) return { kind: 'thinking' };
  if (outcome.kind === 'failed') return { kind: 'failed', message: outcome.message };
  if (outcome.kind !== 'distances') return { kind: 'thinking' };
  const moves = game.moves.map((move) => game.puzzle.notation(move));
  return { kind: 'ready', review: reviewGame(outcome.distances, moves) };
};

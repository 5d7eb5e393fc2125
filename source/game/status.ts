import { words } from '../words/words.js';
import { type Game, legalMoves, usedHelp } from './history.js';
import { pieceName, targetsOf } from './pick-path.js';
import type { Play } from './play.js';

/** What is known about the shortest answer from the start of this game. */
export type Optimum =
  /** `tables`: its search waits for its bound's tables (its budget starts after them). */
  | { readonly kind: 'pending'; readonly tables?: true }
  | { readonly kind: 'known'; readonly moves: number }
  | { readonly kind: 'none'; readonly reason: string }
  /** `limited`: the search gave up at its budget (not cancelled, not failed). */
  | { readonly kind: 'unknown'; readonly reason: string; readonly limited?: true };

const optimumText = (optimum: Optimum): string => {
  switch (optimum.kind) {
    case 'pending':
      return optimum.tables ? words().game.waitingTables : '…';
    case 'known':
      return String(optimum.moves);
    case 'none':
      return words().game.none;
    case 'unknown':
      return '?';
  }
};

/** `moves 5 · optimal 16` */
export const counterText = (play: Play, optimum: Optimum): string =>
  words().game.moves(String(play.game.moves.length), usedHelp(play.game), optimumText(optimum));

export type StatusTone = 'solved' | 'error' | 'info' | 'prompt';
export type StatusMessage = {
  readonly tone: StatusTone;
  readonly text: string;
  /** The game's standing (solved, a dead end, no solution): it lasts while it stands. */
  readonly standing?: boolean;
  /** A word on the game in place of the goal (why the optimum is `?`): a tip or the coach comes first. */
  readonly background?: boolean;
};

export const isSolved = (play: Play): boolean =>
  play.pick === null && play.game.moves.length > 0 && play.game.puzzle.isGoal(play.game.board);

/** "Solved in 18 moves — optimal is 18" */
export const solvedText = (play: Play, optimum: Optimum): string => {
  const say = words().game;
  const best = optimum.kind === 'known' ? String(optimum.moves) : undefined;
  return say.solved(say.movesCount(play.game.moves.length), usedHelp(play.game), best);
};

/**
 * Why the position in effect is a dead end — not a goal, and no way on to
 * one — in a few words, or undefined when it is not known to be one: no move
 * is left, or the puzzle's own cheap proof says the goal is out of reach (a
 * peg left in the wrong hole, a parity, a stone that can never get home).
 */
export const deadEnd = (game: Game): string | undefined => {
  const { puzzle, board } = game;
  if (puzzle.isGoal(board)) return undefined;
  const reason = puzzle.unsolvableReason?.(board);
  if (reason) return reason;
  return legalMoves(puzzle, board).length === 0 ? words().game.noPieceCanMove : undefined;
};

/** The status area's message: what just happened, or what to do next. */
export const statusMessage = (play: Play, optimum: Optimum): StatusMessage => {
  const { game, pick } = play;
  const note = play.note?.quiet ? null : play.note;
  if (isSolved(play)) return { tone: 'solved', text: solvedText(play, optimum), standing: true };
  // A dead end is said the moment it happens, after what the last key did.
  const stuck = game.moves.length > 0 && pick === null ? deadEnd(game) : undefined;
  if (stuck) {
    const before = note?.kind === 'info' ? `${note.text} · ` : '';
    return {
      tone: 'error',
      text: words().game.deadEnd(before, stuck, words().game.deadEndKeys),
      standing: true,
    };
  }
  if (note) return { tone: note.kind, text: note.text };
  if (optimum.kind === 'none' && game.moves.length === 0) {
    return {
      tone: 'error',
      text: words().game.noSolution(optimum.reason),
      standing: true,
    };
  }
  if (pick) {
    const from = pick.path[pick.path.length - 1];
    const name = pieceName(game.puzzle, game.board, pick.path[0]) ?? words().game.piece;
    const places = targetsOf(play).length;
    return {
      tone: 'prompt',
      text: words().game.pickedUp(from, name, places),
    };
  }
  // The optimum given up on: why the counter says `optimal ?`, until the first move.
  if (optimum.kind === 'unknown' && game.moves.length === 0) {
    return { tone: 'info', text: words().game.optimumUnknown(optimum.reason), background: true };
  }
  if (legalMoves(game.puzzle, game.board).length === 0) {
    return { tone: 'error', text: words().game.stuck(words().game.deadEndKeys), standing: true };
  }
  return { tone: 'prompt', text: words().game.goal(game.puzzle.goalText) };
};

import { legalMoves, usedHelp } from './history.js';
import { type Play, pieceName, targetsOf } from './play.js';

/** What is known about the shortest answer from the start of this game. */
export type Optimum =
  | { readonly kind: 'pending' }
  | { readonly kind: 'known'; readonly moves: number }
  | { readonly kind: 'none'; readonly reason: string }
  | { readonly kind: 'unknown'; readonly reason: string };

const optimumText = (optimum: Optimum): string => {
  switch (optimum.kind) {
    case 'pending':
      return '…';
    case 'known':
      return String(optimum.moves);
    case 'none':
      return 'none';
    case 'unknown':
      return '?';
  }
};

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** `moves 5 · optimal 16` */
export const counterText = (play: Play, optimum: Optimum): string =>
  `moves ${play.game.line.length} · optimal ${optimumText(optimum)}`;

export type StatusTone = 'solved' | 'error' | 'info' | 'prompt';
export type StatusMessage = { readonly tone: StatusTone; readonly text: string };

export const isSolved = (play: Play): boolean =>
  play.pick === null && play.game.line.length > 0 && play.game.puzzle.isGoal(play.game.board);

/** "Solved in 18 moves — optimal is 18" */
export const solvedText = (play: Play, optimum: Optimum): string => {
  const help = usedHelp(play.game) ? ' with help' : '';
  const best = optimum.kind === 'known' ? ` — optimal is ${optimum.moves}` : '';
  return `Solved in ${plural(play.game.line.length, 'move')}${help}${best}`;
};

/** The status area's message: what just happened, or what to do next. */
export const statusMessage = (play: Play, optimum: Optimum): StatusMessage => {
  const { game, pick, note } = play;
  if (isSolved(play)) return { tone: 'solved', text: solvedText(play, optimum) };
  if (note) return { tone: note.kind, text: note.text };
  if (optimum.kind === 'none' && game.line.length === 0) {
    return { tone: 'error', text: `no solution from here: ${optimum.reason}` };
  }
  if (pick) {
    const from = pick.path[pick.path.length - 1];
    const name = pieceName(game.puzzle, game.board, pick.path[0]) ?? 'piece';
    const places = targetsOf(play).length;
    return {
      tone: 'prompt',
      text: `cell ${from} (${name}) picked up: ${plural(places, 'place')} to go · Esc puts it down`,
    };
  }
  if (legalMoves(game.puzzle, game.board).length === 0) {
    return { tone: 'error', text: 'no piece can move: u undoes, R restarts' };
  }
  return { tone: 'prompt', text: `goal: ${game.puzzle.goalText}` };
};

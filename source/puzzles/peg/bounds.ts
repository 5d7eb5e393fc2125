import type { Board, NamedBound } from '../puzzle.js';
import type { PegBoard } from './boards.js';
import { pegWords } from './words.js';

const PEG = 1;

/**
 * Lower bounds for peg solitaire, where a move is one peg's chain of jumps.
 *
 * A hole that no jump passes over (the star's six points) can only lose its
 * peg by that peg jumping away. A move moves one peg, so every such peg needs
 * a move of its own, except one that may stay put as the last peg.
 */
export const pegBounds = (
  peg: PegBoard,
  canEndOn: (hole: number) => boolean,
  isGoal: (board: Board) => boolean,
): NamedBound[] => {
  const jumpedOver = new Set(peg.jumps.flatMap((list) => list.map(([over]) => over)));
  const points = Uint8Array.from(
    Array.from({ length: peg.size }, (_, hole) => hole).filter((hole) => !jumpedOver.has(hole)),
  );
  const one: NamedBound = {
    name: 'one',
    get text() {
      return pegWords().oneBound;
    },
    estimate: (board) => (isGoal(board) ? 0 : 1),
  };
  const pointsBound: NamedBound = {
    name: 'points',
    get text() {
      return pegWords().pointsBound(points.join(' '));
    },
    estimate: (board) => {
      if (isGoal(board)) return 0;
      let stuck = 0;
      let oneMayStay = false;
      for (let i = 0; i < points.length; i++) {
        const hole = points[i];
        if (board[hole] !== PEG) continue;
        stuck++;
        if (canEndOn(hole)) oneMayStay = true;
      }
      return Math.max(1, oneMayStay ? stuck - 1 : stuck);
    },
  };
  return [pointsBound, one];
};

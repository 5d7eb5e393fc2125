import { describe, expect, it } from 'vitest';
import { findBound } from '../source/search/bound-choice.js';
import { legalMoves, makePuzzle } from './support.js';

/*
 * Knights' bounds followed move by move (their probes) give at every child
 * the estimate asked afresh, on walks from the usual start and from another
 * start towards another goal: the same estimates, so the same cuts and nodes.
 */
describe("knights' probes", () => {
  it.each(['assignment', 'nearest', 'misplaced'])(
    '%s: the estimate of every child of a walk',
    (name) => {
      for (const options of [{}, { start: 'B.B.W.B..WW.', goal: 'W..BW.B.BW..' }]) {
        const puzzle = makePuzzle('knights', options);
        const bound = findBound(puzzle, name);
        const probe = bound?.probe?.();
        if (!bound || !probe) throw new Error(`${name} has no probe`);
        const wrong: string[] = [];
        let seed = 7;
        for (let walk = 0; walk < 20; walk++) {
          const board = puzzle.start.slice();
          if (probe.reset(board) !== bound.estimate(board)) wrong.push(`walk ${walk}, its start`);
          for (let depth = 0; depth < 40; depth++) {
            const moves = legalMoves(puzzle, board);
            for (const move of moves) {
              const estimate = probe.push(board, move, depth);
              puzzle.apply(board, move);
              if (estimate !== bound.estimate(board)) wrong.push(`walk ${walk}, depth ${depth}`);
              puzzle.undo(board, move);
            }
            seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
            const move = moves[seed % moves.length];
            probe.push(board, move, depth);
            puzzle.apply(board, move);
          }
        }
        expect(wrong).toEqual([]);
      }
    },
  );
});

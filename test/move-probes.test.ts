import { describe, expect, it } from 'vitest';
import type { PuzzleOptions } from '../source/puzzles/puzzle.js';
import { findBound } from '../source/search/bound-choice.js';
import { legalMoves, makePuzzle } from './support.js';

/*
 * Bounds followed move by move (their probes) give at every child the
 * estimate asked afresh, on walks from the usual start and from another: the
 * same estimates, so the same cuts and nodes as the bound played move by move.
 */
const cases: readonly [string, string, readonly PuzzleOptions[]][] = [
  ['knights', 'assignment', [{}, { start: 'B.B.W.B..WW.', goal: 'W..BW.B.BW..' }]],
  ['knights', 'nearest', [{}, { start: 'B.B.W.B..WW.', goal: 'W..BW.B.BW..' }]],
  ['knights', 'misplaced', [{}, { start: 'B.B.W.B..WW.', goal: 'W..BW.B.BW..' }]],
  ['flip-star', 'turns', [{}, { start: 'WBWBWB.BWBWB' }]],
  ['flip-line', 'turns', [{}]],
];

describe('probes', () => {
  it.each(cases)('%s, %s: the estimate of every child of a walk', (id, name, starts) => {
    for (const options of starts) {
      const puzzle = makePuzzle(id, options);
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
  });
});

import { parseBoard } from '../source/puzzles/board-text.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { legalMoves } from './support.js';

/** What `solve --json` prints. */
export type Answer = {
  puzzle: string;
  algorithm: string;
  start: string;
  goal: string;
  length: number;
  moves: number[][];
  iterations: { depth: number; nodes: number; ms: number }[];
  nodes: number;
  ms: number;
  solutions: number | null;
};

/** Replays an answer's move notation through the rules of a fresh puzzle. */
export const replayNotation = (id: string, answer: Answer, options = {}): boolean => {
  const puzzle = findEntry(id)?.create(options);
  if (!puzzle) return false;
  const board = parseBoard(answer.start, puzzle.pieces, puzzle.cellCount, 'start');
  for (const cells of answer.moves) {
    const move = legalMoves(puzzle, board).find(
      (legal) => JSON.stringify(puzzle.notation(legal)) === JSON.stringify(cells),
    );
    if (move === undefined) return false;
    puzzle.apply(board, move);
  }
  return puzzle.isGoal(board);
};

/** `solve --algo astar|greedy` on the command line: the length, memory, and whether it is known optimal. */
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../source/puzzles/board-text.js';
import { tobikoeHere } from './cli-here.js';
import { makePuzzle } from './support.js';

const FARTHEST = ['solve', 'eight', '--start', '8672543.1'];

type Answer = {
  length: number;
  moves: number[][];
  optimal: boolean;
  optimum?: number | null;
  peak?: { positions: number; bytes: number };
  iterations: { depth: number; nodes: number; ms: number; ownMs?: number }[];
  nodes: number;
  tables: { ms: number; built: boolean } | null;
};

const answerOf = async (...args: string[]): Promise<Answer> => {
  const { code, stdout } = await tobikoeHere(...args, '--json');
  expect(code).toBe(0);
  return JSON.parse(stdout) as Answer;
};

describe('A* and greedy on the command line', () => {
  it('A* finds 31 moves with what it held at its most, each iteration its own time and nodes', async () => {
    const answer = await answerOf(...FARTHEST, '--algo', 'astar');
    expect(answer.length).toBe(31);
    expect(answer.optimal).toBe(true);
    expect(answer.optimum).toBeUndefined();
    expect(answer.peak?.positions).toBeGreaterThan(answer.nodes);
    expect(answer.peak?.bytes).toBeGreaterThan(answer.peak?.positions ?? 0);
    expect(answer.iterations.reduce((sum, event) => sum + event.nodes, 0)).toBe(answer.nodes);
    for (const event of answer.iterations) expect(event.ownMs).toBeTypeOf('number');
    expect(answer).toHaveProperty('tables');
  });

  it('greedy gives a legal answer, says it is not known optimal, and sets it against the optimum', async () => {
    const answer = await answerOf(...FARTHEST, '--algo', 'greedy');
    expect(answer.optimal).toBe(false);
    expect(answer.optimum).toBe(31);
    // Played through the rules: each [from, to] must be a legal move where it is played.
    const eight = makePuzzle('eight');
    const board = parseBoard('8672543.1', eight.pieces, eight.cellCount, 'start');
    const buffer = new Int32Array(eight.maxMoves);
    for (const cells of answer.moves) {
      const legal = Array.from(buffer.subarray(0, eight.moves(board, buffer)));
      const move = legal.find((each) => eight.notation(each).join() === cells.join());
      expect(move, `${cells} is legal`).toBeDefined();
      eight.apply(board, move ?? -1);
    }
    expect(eight.isGoal(board)).toBe(true);
    expect(answer.moves.length).toBe(answer.length);
    expect(answer.length).toBeGreaterThan(31);
    const { stdout } = await tobikoeHere(...FARTHEST, '--algo', 'greedy');
    expect(stdout).toContain(`solved in ${answer.length} moves`);
    expect(stdout).toContain('not known to be the shortest: the shortest is 31 moves');
  });

  it('greedy refuses to go without a bound; a puzzle without one offers neither', async () => {
    const none = await tobikoeHere('solve', 'knights', '--algo', 'greedy', '--bound', 'none');
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/--bound none leaves it nothing to follow/);
  });
});

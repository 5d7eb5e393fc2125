/**
 * A family of blocks over several cells, with no lower bound and a goal that
 * is a test (test/fixtures/blocks.ts), through every path that serves the
 * whole catalogue: the default search, `analyze`, `new`, `daily`, `review`,
 * the oracle, the board's outlines, picking by any cell and the arrows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardLines } from '../source/board/board.js';
import { newPlay, reducePlay } from '../source/game/play.js';
import { registerEntry } from '../source/puzzles/catalogue.js';
import { InputError, type Puzzle } from '../source/puzzles/puzzle.js';
import { analyze } from '../source/search/analysis.js';
import { bfs } from '../source/search/bfs.js';
import { dealStart } from '../source/search/deal.js';
import { distanceOracle } from '../source/search/oracle.js';
import { replay } from '../source/search/replay.js';
import { defaultAlgorithm } from '../source/search/solver.js';
import { tobikoeHere } from './cli-here.js';
import { blocksEntry } from './fixtures/blocks.js';

let unregister = (): void => {};
beforeAll(() => {
  const module = new URL('./fixtures/blocks.ts', import.meta.url).href;
  unregister = registerEntry(blocksEntry, { module, name: 'blocksEntry' });
});
afterAll(() => unregister());

const puzzle = () => blocksEntry.create({});

type Dealt = { start: string; length: number; code: string };

describe('a family without a bound, its goal a test, its pieces over several cells', () => {
  it('is solved breadth-first by default, as short as a breadth-first search finds', async () => {
    expect(defaultAlgorithm(puzzle())).toBe('bfs');
    const { code, stdout } = await tobikoeHere('solve', 'blocks', '--json');
    expect(code).toBe(0);
    const answer = JSON.parse(stdout) as { algorithm: string; length: number; moves: number[][] };
    expect(answer.algorithm).toBe('bfs');
    expect(answer.length).toBe(bfs(puzzle(), puzzle().start).moves?.length);
  });

  it('analyze counts the positions its start reaches', async () => {
    const { code, stdout } = await tobikoeHere('analyze', 'blocks', '--json');
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { states: number }).states).toBe(
      analyze(puzzle(), puzzle().start).positions,
    );
  });

  it('new and daily deal starts at the asked length, by the goal test', async () => {
    const oracle = distanceOracle(puzzle());
    for (const length of [1, 2, 3]) {
      const { code, stdout } = await tobikoeHere(
        'new',
        'blocks',
        '--length',
        String(length),
        '--seed',
        '7',
        '--json',
      );
      expect(code, stdout).toBe(0);
      const dealt = JSON.parse(stdout) as Dealt;
      expect(dealt.length).toBe(length);
      const board = blocksEntry.create({ start: dealt.start }).start;
      expect(oracle.distance(board)).toBe(length);
      expect(bfs(puzzle(), board).moves).toHaveLength(length);
    }
    const daily = await tobikoeHere('daily', 'blocks', '--json');
    expect(daily.code, daily.stderr).toBe(0);
  });

  it('without a count of its positions, a goal test deals nothing, and says why in one line', () => {
    const uncounted: Puzzle = { ...puzzle(), positions: undefined };
    const deal = () =>
      dealStart(
        distanceOracle(uncounted),
        3,
        () => 0.5,
        () => '',
      );
    expect(deal).toThrow(InputError);
  });

  it('the oracle answers from every reachable position, and each answer replays to a goal', () => {
    const made = puzzle();
    const oracle = distanceOracle(made);
    const answer = oracle.optimalAnswer(made.start) ?? [];
    const positions = replay(made, made.start, answer);
    expect(made.isGoal(positions[positions.length - 1])).toBe(true);
    expect(answer).toHaveLength(bfs(made, made.start).moves?.length ?? -1);
  });

  it('draws one outline a block: no wall inside the wide or the tall block', () => {
    const made = puzzle();
    // oLR / T.. / Bo.: no wall between L and R, none between T and B.
    expect(boardLines(made, made.start)).toEqual([
      '┌───┬───────┐',
      '│ o │ L   R │',
      '├───┼───┬───┤',
      '│ T │   │   │',
      '│   ├───┼───┤',
      '│ B │ o │   │',
      '└───┴───┴───┘',
    ]);
  });

  it('picks a block by any of its cells, and the arrows move the picked block', () => {
    const made = blocksEntry.create({ start: 'LR. ... o..' });
    const centres = made.layout.cells.map(({ row, col }) => ({ x: col * 4 + 2, y: row * 2 + 1 }));
    let play = newPlay(made, centres);
    // The wide block's right cell picks it: its moves start from its left cell.
    play = reducePlay(play, { type: 'click', cell: 1 });
    expect(play.pick?.path).toEqual([0]);
    play = reducePlay(play, { type: 'arrow', direction: 'down' });
    play = reducePlay(play, { type: 'arrow', direction: 'right' });
    expect(play.game.moves.map((move) => made.notation(move))).toEqual([
      [0, 3],
      [3, 4],
    ]);
    // Still picked, where it went.
    expect(play.pick?.path).toEqual([4]);
    expect(boardLines(made, play.game.board)[3]).toBe('│   │ L   R │');
  });
});

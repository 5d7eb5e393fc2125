import { Text } from 'ink';
import { render } from 'ink-testing-library';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Board, Puzzle, PuzzleOptions } from '../source/puzzles/puzzle.js';
import { solve } from '../source/search/solver.js';
import { JobsProvider } from '../source/ui/common/use-job.js';
import { type Hint, useHint } from '../source/ui/solve/use-hint.js';
import { searchHere } from './search-services.js';
import { legalMoves, makePuzzle, randomWalk, seededRandom, until, WAIT_MS } from './support.js';
import { unmountAfterEach } from './ui-support.js';

/** A safety net for a hint to come. */
const HINT_MS = WAIT_MS;

type Props = { puzzle: Puzzle; options: PuzzleOptions; board: Board; enabled?: boolean };

/** Every hint the probe returned, with the board it was asked about. */
const seen: { board: Board; hint: Hint }[] = [];
const latest = (): Hint => seen[seen.length - 1].hint;
const latestBoard = (): Board => seen[seen.length - 1].board;

const Hinted = ({ puzzle, options, board, enabled }: Props): ReactNode => {
  const hint = useHint({ puzzle, id: puzzle.id, options, board, enabled });
  seen.push({ board, hint });
  return <Text>{hint.status}</Text>;
};

/** The hook with its searches run in process. */
const Probe = (props: Props): ReactNode => (
  <JobsProvider services={{ search: searchHere }}>
    <Hinted {...props} />
  </JobsProvider>
);

const { keep } = unmountAfterEach();

const optimalLength = (puzzle: Puzzle, board: Board): number =>
  solve(puzzle, board, 'bfs').moves?.length ?? -1;

describe('useHint', () => {
  it('gives a legal first move of an optimal answer and how many moves remain', async () => {
    const puzzle = makePuzzle('knights');
    const random = seededRandom(4);
    // Positions a few moves from the goal keep each search small (it runs in this process).
    const goal = puzzle.goals?.[0];
    if (!goal) throw new Error('knights has no goal board');
    let board = randomWalk(puzzle, goal, 9, random);
    const { rerender, unmount } = render(<Probe puzzle={puzzle} options={{}} board={board} />);
    keep(unmount);
    for (let round = 0; round < 3; round++) {
      await until(() => latestBoard() === board && latest().status === 'ready', HINT_MS);
      const hint = latest();
      if (hint.status !== 'ready') throw new Error(hint.status);
      expect(legalMoves(puzzle, board)).toContain(hint.move);
      expect(hint.cells).toEqual(puzzle.notation(hint.move));
      expect(hint.remaining).toBe(optimalLength(puzzle, board));
      const after = board.slice();
      puzzle.apply(after, hint.move);
      expect(optimalLength(puzzle, after)).toBe(hint.remaining - 1);
      // A new position asks again.
      board = randomWalk(puzzle, after, 3, random);
      rerender(<Probe puzzle={puzzle} options={{}} board={board} />);
    }
  });

  it('is off until enabled, says solved at a goal, and unsolvable with a reason', async () => {
    const peg = makePuzzle('peg-star-2', { hole: 0 });
    const { rerender, unmount } = render(
      <Probe puzzle={peg} options={{ hole: 0 }} board={peg.start} enabled={false} />,
    );
    keep(unmount);
    await until(() => latest().status === 'off', HINT_MS);
    rerender(<Probe puzzle={peg} options={{ hole: 0 }} board={peg.start} enabled />);
    await until(() => latest().status !== 'off', HINT_MS);
    expect(['thinking', 'unsolvable']).toContain(latest().status);
    await until(() => latest().status === 'unsolvable', HINT_MS);
    const hint = latest();
    expect(hint.status === 'unsolvable' && hint.reason).toMatch(/parity/);

    const frogs = makePuzzle('frog-line', { n: 1 });
    const goal = frogs.goals?.[0];
    if (!goal) throw new Error('no goal');
    rerender(<Probe puzzle={frogs} options={{ n: 1 }} board={goal} />);
    await until(() => latest().status === 'solved', HINT_MS);
  });
});

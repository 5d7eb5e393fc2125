/**
 * `optimal ?` that never filled in (issue 34, item 3): the background search
 * of the game's optimum ended without a word on the puzzle (its worker
 * stopped, or it was cancelled under it), and nothing asked again, not R nor u.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { solve } from '../source/search/solver.js';
import { heldSearch } from './search-services.js';
import { makePuzzle } from './support.js';
import { counterLine, KEYS, type Session, startApp } from './ui-support.js';

let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
});

const knights = makePuzzle('knights');
const FIRST_MOVE = [KEYS.enter, KEYS.right, KEYS.right, KEYS.down, KEYS.enter];

describe("the game's optimum, lost to a stopped search", () => {
  it.each([
    ['cancelled', { kind: 'cancelled' } as const],
    ['failed', { kind: 'failed', message: 'the search worker stopped (exit code 1)' } as const],
  ])('%s: asked again at the next change of the game (u, R), then filled in', async (_, lost) => {
    const held = heldSearch();
    session = await startApp({ id: 'knights', search: held.service });
    const optimumJobs = () =>
      held.solves.filter((job) => job.job.board.join() === knights.start.join());
    expect(optimumJobs()).toHaveLength(1);
    await session.press(...FIRST_MOVE);
    optimumJobs()[0].finish(lost);
    await session.waitFor(/^moves 1 · optimal \?/m);
    // Not asked again by itself (a search that keeps failing is not run in a loop)…
    expect(optimumJobs()).toHaveLength(1);
    // …but at the player's next change: here an undo.
    await session.press('u');
    expect(optimumJobs()).toHaveLength(2);
    expect(counterLine(session.frame())).toMatch(/^moves 0 · optimal …/);
    const answer = solve(knights, knights.start, 'bfs').moves ?? [];
    optimumJobs()[1].finish({ kind: 'solved', moves: answer, nodes: 0, ms: 0, iterations: [] });
    await session.waitFor(`moves 0 · optimal ${answer.length}`);
    // Known now: R asks nothing more.
    await session.press(...FIRST_MOVE, 'R');
    expect(optimumJobs()).toHaveLength(2);
  });
});

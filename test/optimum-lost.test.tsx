/**
 * `optimal ?` that never filled in (issue 34, item 3): the background search
 * of the game's optimum ended without a word on the puzzle (its worker
 * stopped, or it was cancelled under it), and nothing asked again, not R nor u;
 * and the solve panel proved the optimum from the start while the counter
 * beside it still said `optimal ?`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { solve } from '../source/search/solver.js';
import type { JobOutcome } from '../source/worker/protocol.js';
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

  it('the solve panel proving the shortest answer from the start fills the counter in, and it stays after the panel closes', async () => {
    const held = heldSearch();
    session = await startApp({ id: 'knights', search: held.service });
    const fromStart = () =>
      held.solves.filter((job) => job.job.board.join() === knights.start.join());
    fromStart()[0].finish({ kind: 'failed', message: 'the search worker stopped (exit code 1)' });
    await session.waitFor(/^moves 0 · optimal \?/m);
    const answer = solve(knights, knights.start, 'bfs').moves ?? [];
    const solved = (moves: typeof answer): JobOutcome => ({
      kind: 'solved',
      moves,
      nodes: 0,
      ms: 0,
      iterations: [],
    });
    // A proof from another position (one move in) says nothing of the start's.
    await session.press(...FIRST_MOVE, 's');
    const elsewhere = held.solves.at(-1);
    expect(elsewhere?.job.board.join()).not.toBe(knights.start.join());
    elsewhere?.finish(solved(answer.slice(1)));
    await session.waitFor(`optimal ${answer.length - 1} moves`);
    // (The move asked the background search again; it has not answered.)
    expect(counterLine(session.frame())).toBe('moves 1 · optimal …');
    // From the start, the panel's proof is the counter's, before the background search answers.
    await session.press(KEYS.escape, 'u', 's');
    const panelJob = held.solves.at(-1);
    expect(panelJob?.job.algorithm).toBe('ida');
    expect(panelJob?.job.board.join()).toBe(knights.start.join());
    panelJob?.finish(solved(answer));
    await session.waitFor(`optimal ${answer.length} moves`);
    expect(counterLine(session.frame())).toBe(`moves 0 · optimal ${answer.length}`);
    await session.press(KEYS.escape);
    await session.waitFor(/goal: /);
    expect(counterLine(session.frame())).toBe(`moves 0 · optimal ${answer.length}`);
  });
});

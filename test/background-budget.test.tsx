import { afterEach, describe, expect, it } from 'vitest';
import { BACKGROUND_BUDGET } from '../source/search/background-budget.js';
import { runSearch } from '../source/worker/jobs.js';
import { runOracle } from '../source/worker/oracle-jobs.js';
import { heldSearch } from './search-services.js';
import { type Session, startApp } from './ui-support.js';

/**
 * No search without an end: the searches the app starts on its own (the
 * optimum of a new position, the coach's and the review's distances, the
 * review's optimal line) run within a node and time budget, and say so when
 * they give up. Asserted on node budgets, never on the clock.
 */

const GOAL = '.123456789ABCDEF';
/** Some 34 moves from the goal: its search takes thousands of nodes, fewer with the largest tables. */
const MIDDLING = '26A34.9781ECB5DF';
/** Korf's #1, 57 moves: hundreds of thousands of nodes with any bound, so 1,000 always stops it. */
const FAR = 'EDF7BC956.2148A3';
const small = { limitNodes: 1_000, limitMs: 60_000 };

let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
});

describe("searches the app starts on its own end at the app's budget, saying so", () => {
  it("the oracle's distances (the coach, a game's review) give up at the budget and say which", () => {
    const board = Uint8Array.from([...FAR].map((char) => GOAL.indexOf(char)));
    const outcome = runOracle(
      { id: 'fifteen', options: { goal: GOAL }, request: { kind: 'distances', boards: [board] } },
      () => false,
      small,
    );
    expect(outcome.kind).toBe('failed');
    expect(outcome.kind === 'failed' && outcome.message).toMatch(
      /^gave up at the app's own budget \(1,000 nodes, 60\.00 s\): .*1,000 nodes in/,
    );
  });

  it("the oracle's optimal line (the review screen's) too", () => {
    const board = Uint8Array.from([...FAR].map((char) => GOAL.indexOf(char)));
    const outcome = runOracle(
      { id: 'fifteen', options: { goal: GOAL }, request: { kind: 'answer', board } },
      () => false,
      small,
    );
    expect(outcome.kind === 'failed' && outcome.message).toMatch(/gave up at the app's own budget/);
  });

  it('a search job with a budget stops there (limited), one without finishes', () => {
    const job = {
      id: 'fifteen',
      options: { goal: GOAL, start: MIDDLING },
      board: Uint8Array.from([...MIDDLING].map((char) => GOAL.indexOf(char))),
      algorithm: 'ida' as const,
    };
    // Whichever tables this process holds, a budget of half the nodes the search takes stops it.
    // Searched twice: the first may ready the tables its bound reads, and the second search
    // (and the one under the budget) then counts fewer nodes with them.
    runSearch(job);
    const whole = runSearch(job);
    expect(whole.kind).toBe('solved');
    const half = Math.max(1, Math.floor((whole.kind === 'solved' ? whole.nodes : 2) / 2));
    const limited = runSearch({ ...job, budget: { limitNodes: half, limitMs: 60_000 } });
    expect(limited.kind === 'limited' && limited.stop).toMatchObject({
      limit: 'nodes',
      value: half,
    });
  });

  it("a new position's optimum is asked within the app's budget; given up, the status line says why", async () => {
    const held = heldSearch();
    session = await startApp({
      id: 'fifteen',
      options: { start: MIDDLING, goal: GOAL },
      search: held.service,
    });
    const optimum = held.solves[0];
    expect(optimum?.job.budget).toEqual(BACKGROUND_BUDGET);
    optimum?.finish({
      kind: 'limited',
      stop: {
        limit: 'time',
        value: 60_000,
        nodes: 312_000_000,
        ms: 60_000,
        depth: 58,
        finished: 56,
      },
    });
    const frame = await session.waitFor(/gave up/);
    expect(frame).toMatch(/optimal \?/);
    expect(frame.replace(/\s+/g, ' ')).toMatch(
      /optimal \?: gave up at the app's own budget \(400,000,000 nodes, 60\.00 s\): bound 56 searched in full/,
    );
  });
});

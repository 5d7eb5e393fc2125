import { describe, expect, it } from 'vitest';
import { solve } from '../source/search/solver.js';
import { setLanguage } from '../source/words/language.js';
import { cancelAll, liveWorkers } from '../source/worker/client.js';
import { workerOracle } from '../source/worker/oracle-client.js';
import { makePuzzle, workersGone } from './support.js';

/**
 * The oracle's one long-lived worker thread, tested once here (the screens'
 * tests ask the oracle in process). It starts from the sources through a tsx
 * bootstrap: a second or so of CPU.
 */
describe('oracle worker', () => {
  it('answers questions in turn from one thread, skips one given up on, and quits with the app', async () => {
    const puzzle = makePuzzle('knights');
    const optimum = solve(puzzle, puzzle.start, 'bfs').moves?.length;
    const ask = (boards: Uint8Array[]) =>
      workerOracle.ask({ id: 'knights', options: {}, request: { kind: 'distances', boards } });
    const first = ask([puzzle.start]);
    const dropped = ask([puzzle.start]);
    dropped.cancel();
    const goal = puzzle.goals?.[0];
    if (!goal) throw new Error('knights has no goal board');
    const second = ask([goal, puzzle.start]);
    expect(await dropped.result).toEqual({ kind: 'cancelled' });
    expect(await first.result).toEqual({
      kind: 'distances',
      distances: [optimum],
      reasons: [null],
    });
    expect(await second.result).toEqual({
      kind: 'distances',
      distances: [0, optimum],
      reasons: [null, null],
    });
    // It answers in the asker's language, which is the thread's only by being sent.
    const lengths = { id: 'knights', options: {}, request: { kind: 'lengths' } } as const;
    const english = await workerOracle.ask(lengths).result;
    setLanguage('ja');
    try {
      const japanese = await workerOracle.ask(lengths).result;
      expect(english).toMatchObject({ kind: 'lengths', range: '1..22 from this goal' });
      expect(japanese).toMatchObject({ kind: 'lengths', range: '1..22（この目標から）' });
      if (japanese.kind !== 'lengths') throw new Error('no lengths');
      expect(japanese.bands[0].text).toMatch(/手$/);
    } finally {
      setLanguage('en');
    }
    expect(liveWorkers()).toBe(1);
    cancelAll();
    await workersGone(20_000);
  });
});

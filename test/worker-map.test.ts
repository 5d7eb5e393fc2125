import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mapCost } from '../source/search/map-cost.js';
import { startMap } from '../source/worker/client.js';
import { workersGone } from './support.js';

/**
 * The whole map as a worker job, through the real worker thread once: asked
 * only to read, with nothing kept, it says what mapping would cost (the map
 * itself is made in process in analysis-whole-map.test.tsx, and timed by the bench).
 */
const home = mkdtempSync(join(tmpdir(), 'tobikoe-map-worker-'));
const before = process.env.TOBIKOE_HOME;
afterAll(() => {
  if (before === undefined) delete process.env.TOBIKOE_HOME;
  else process.env.TOBIKOE_HOME = before;
  rmSync(home, { recursive: true, force: true });
});

describe('map worker job', () => {
  it('reads the data folder in a worker: no map kept, so what mapping the Line Puzzle costs', async () => {
    // A worker copies the environment when it starts.
    process.env.TOBIKOE_HOME = home;
    const outcome = await startMap({ id: 'line', options: {}, build: false }).result;
    expect(outcome).toEqual({ kind: 'absent', positions: 252_252_000, cost: mapCost(252_252_000) });
    await workersGone(20_000);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { TableStage } from '../source/puzzles/table-cache.js';
import { tableStageLine } from '../source/text/iteration-rows.js';
import { SolvePanel } from '../source/ui/solve/solve-panel.js';
import type { OracleService } from '../source/worker/oracle-protocol.js';
import { heldSearch } from './search-services.js';
import { openPuzzle } from './support.js';
import { COACH_ON, type Session, startApp, unmountAfterEach } from './ui-support.js';

/**
 * Tables are a step a class can see: while a search's tables are read, built
 * or waited for, they are the panel's live line (with their size, how much
 * of a build is done and about how long is left), no forecast is made, and
 * the app's own searches say that they wait. The searches are held by the
 * test, which says what they report; nothing is timed.
 */
const held = heldSearch();
const { mount } = unmountAfterEach(held.service);

const latestSolve = () => {
  const solve = held.solves.at(-1);
  if (!solve) throw new Error('no search was started');
  return solve;
};

const openPanel = (id: string) => {
  const opened = openPuzzle(id);
  return mount(
    <SolvePanel
      opened={opened}
      board={opened.puzzle.start}
      onAdopt={() => undefined}
      onClose={() => undefined}
      width={70}
      height={22}
    />,
  );
};

const tick = (tables?: TableStage, totalNodes = 0) => ({
  depth: 0,
  nodes: totalNodes,
  totalNodes,
  ms: 10,
  ...(tables ? { tables } : {}),
});

const READING: TableStage = { doing: 'reading', bytes: 8_650_752, ms: 0 };
const BUILDING: TableStage = { doing: 'building', bytes: 16_777_216, ms: 1_000, done: 0.25 };

describe('the solve panel, while tables load', () => {
  it('tables are their own line while they load, and the forecast starts after them', async () => {
    const panel = openPanel('fifteen');
    const search = latestSolve();
    search.listeners.onTick?.(tick(READING));
    const reading = await panel.waitFor(/reading bound tables/);
    const line = reading.split('\n').find((text) => text.includes('reading bound tables')) ?? '';
    // The line is the tables' alone: their size, and no search figures beside them.
    expect(line).toContain('8.65 MB');
    expect(line).not.toMatch(/nodes/);
    expect(reading).not.toMatch(/about [\d,]+ nodes/);

    search.listeners.onTick?.(tick(BUILDING));
    const building = await panel.waitFor(/building bound tables/);
    expect(building).toMatch(
      /building bound tables: 16\.8 MB, 25% done · [\d.]+ m?s · about \d+ s left/,
    );

    // Tables there: the depths come, and with two of them a forecast.
    search.listeners.onTick?.(tick());
    search.listeners.onIteration?.({ depth: 40, nodes: 2_000, totalNodes: 2_000, ms: 5, ownMs: 4 });
    search.listeners.onIteration?.({
      depth: 42,
      nodes: 8_000,
      totalNodes: 10_000,
      ms: 25,
      ownMs: 16,
    });
    search.listeners.onTick?.(tick(undefined, 12_000));
    const forecast = await panel.waitFor(/bound 44: about 32,000 nodes/);
    expect(forecast).not.toMatch(/bound tables:/);

    // More tables mid-search (a bound's tables built beside): no forecast while they load.
    search.listeners.onTick?.(tick(READING, 12_000));
    const again = await panel.waitFor(/reading bound tables/);
    expect(again).not.toMatch(/about 32,000 nodes/);
  });

  it('the line says what it can of each kind of table work, in its own words', () => {
    expect(tableStageLine(READING, 1_500)).toBe('reading bound tables: 8.65 MB · 1.50 s');
    expect(tableStageLine(BUILDING, 1_000)).toBe(
      'building bound tables: 16.8 MB, 25% done · 1.00 s · about 3 s left',
    );
    // Too little done to tell how long the rest takes.
    expect(tableStageLine({ ...BUILDING, done: 0.04 }, 100)).toBe(
      'building bound tables: 16.8 MB, 4% done · 100.0 ms',
    );
    expect(tableStageLine({ doing: 'waiting', bytes: 2_000_000, ms: 0 }, 40)).toBe(
      'waiting for bound tables built beside: 2.00 MB · 40.0 ms',
    );
  });
});

describe("the app's own searches wait for tables, and say so", () => {
  let session: Session | undefined;
  afterEach(() => {
    session?.unmount();
    session = undefined;
  });

  it("the counter's optimum says it waits for tables, then gives its figure", async () => {
    const own = heldSearch();
    session = await startApp({ id: 'fifteen', search: own.service });
    const optimum = own.solves[0];
    if (!optimum) throw new Error('no optimum search');
    optimum.listeners.onTick?.(tick(READING));
    await session.waitFor(/optimal … \(waiting for tables\)/);
    optimum.listeners.onTick?.(tick());
    optimum.finish({ kind: 'solved', moves: [], nodes: 1, ms: 1, iterations: [] });
    const known = await session.waitFor(/optimal 0/);
    expect(known).not.toMatch(/waiting for tables/);
  });

  it('a tip says it waits for tables, and starts when they are there', async () => {
    const own = heldSearch();
    session = await startApp({ id: 'fifteen', search: own.service });
    await session.press('t');
    const tip = own.solves.at(-1);
    if (!tip || own.solves.length < 2) throw new Error('no tip search');
    tip.listeners.onTick?.(tick(BUILDING));
    await session.waitFor(/tip: waiting for the bound tables/);
    tip.listeners.onTick?.(tick());
    await session.waitFor(/tip: thinking…/);
  });

  it('the coach says it waits for tables while its question waits for them', async () => {
    const asked: { onTables?: (stage: TableStage | undefined) => void }[] = [];
    const oracle: OracleService = {
      ask: (_job, listeners = {}) => {
        asked.push(listeners);
        return { cancel: () => {}, result: new Promise(() => {}) };
      },
    };
    session = await startApp({ id: 'eight', oracle, settingsStore: COACH_ON });
    await session.waitFor(/coach: thinking…/);
    asked.at(-1)?.onTables?.(READING);
    await session.waitFor(/coach: waiting for tables…/);
    asked.at(-1)?.onTables?.(undefined);
    await session.waitFor(/coach: thinking…/);
  });
});

/**
 * The analysis screen's whole map (m), on a puzzle it knows nothing about:
 * the test-only sliding tiles (2×3) given a numbering of its 720
 * arrangements. The map is read or made by the real job (`runMap`) in this
 * process, kept in a temporary data folder; a held service shows the progress
 * and Esc cancelling a map under way.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerEntry } from '../source/puzzles/catalogue.js';
import { defineEntry } from '../source/puzzles/entry.js';
import type {
  Board,
  PositionSpace,
  Puzzle,
  PuzzleEntry,
  PuzzleOptions,
} from '../source/puzzles/puzzle.js';
import { extend } from '../source/puzzles/texts.js';
import { analyze } from '../source/search/analysis.js';
import { solve } from '../source/search/solver.js';
import { AnalysisScreen } from '../source/ui/analysis/analysis-screen.js';
import { JobsProvider } from '../source/ui/common/use-job.js';
import { runMap } from '../source/worker/map-job.js';
import type {
  JobListeners,
  MapJob,
  MapOutcome,
  MapProgress,
  MapService,
  Running,
} from '../source/worker/protocol.js';
import { slidingEntry } from './fixtures/sliding.js';
import { searchHere } from './search-services.js';
import { makePuzzle, openPuzzle } from './support.js';
import { KEYS, unmountAfterEach } from './ui-support.js';

const ID = 'slide-mapped';

/** Every arrangement of the goal's cells, numbered in lexicographic order. */
const permutationSpace = (puzzle: Puzzle): PositionSpace => {
  const goal = puzzle.goals?.[0];
  if (!goal) throw new Error('the tray has a goal');
  const all: number[][] = [];
  const permute = (left: number[], made: number[]): void => {
    if (left.length === 0) all.push(made);
    left.forEach((value, at) => {
      permute([...left.slice(0, at), ...left.slice(at + 1)], [...made, value]);
    });
  };
  permute(
    [...goal].sort((a, b) => a - b),
    [],
  );
  const index = new Map(all.map((cells, rank) => [cells.join(','), rank]));
  const buffer = new Int32Array(puzzle.maxMoves);
  const space: PositionSpace = {
    positions: all.length,
    key: 'test-slide-2x3',
    mostNeighbours: puzzle.maxMoves,
    rank: (board) => index.get([...board].join(',')) ?? -1,
    unrank: (rank, board) => board.set(all[rank]),
    neighbours: (rank, out) => {
      const board = Uint8Array.from(all[rank]);
      const count = puzzle.moves(board, buffer);
      for (let at = 0; at < count; at++) {
        puzzle.apply(board, buffer[at]);
        out[at] = space.rank(board);
        puzzle.undo(board, buffer[at]);
      }
      return count;
    },
  };
  return space;
};

const mappedEntry: PuzzleEntry = defineEntry(
  // extend keeps the texts getters (a spread would keep today's language only).
  extend(slidingEntry, {
    id: ID,
    create: (options: PuzzleOptions) => {
      const puzzle = slidingEntry.create(options);
      const space = permutationSpace(puzzle);
      return { ...puzzle, id: ID, space: () => space };
    },
  }),
);

let folder = '';
let unregister = (): void => {};
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'tobikoe-map-'));
  unregister = registerEntry(mappedEntry);
});
afterAll(() => {
  unregister();
  rmSync(folder, { recursive: true, force: true });
});

/** The real job in this process: the map in this thread, kept in the test's folder. */
const mapsHere: MapService = {
  map: (job, listeners) => {
    let stopped = false;
    let settle: (outcome: MapOutcome) => void = () => {};
    const result = new Promise<MapOutcome>((resolve) => {
      settle = resolve;
    });
    const control = { ...listeners, threads: 1, folder, shouldStop: () => stopped };
    setImmediate(() => void runMap(job, control).then(settle));
    return {
      cancel: () => {
        stopped = true;
        settle({ kind: 'cancelled' });
      },
      result,
    };
  },
};

type HeldMap = {
  readonly job: MapJob;
  readonly listeners: JobListeners<MapProgress>;
  cancelled: boolean;
  finish(outcome: MapOutcome): void;
};

/** Maps that end only when the test ends them (or the screen cancels them). */
const heldMaps = (): { service: MapService; jobs: HeldMap[] } => {
  const jobs: HeldMap[] = [];
  const service: MapService = {
    map: (job, listeners = {}): Running<MapOutcome> => {
      let settle: (outcome: MapOutcome) => void = () => {};
      const result = new Promise<MapOutcome>((resolve) => {
        settle = resolve;
      });
      const held: HeldMap = {
        job,
        listeners,
        cancelled: false,
        finish: (outcome) => settle(outcome),
      };
      jobs.push(held);
      return {
        cancel: () => {
          held.cancelled = true;
          settle({ kind: 'cancelled' });
        },
        result,
      };
    },
  };
  return { service, jobs };
};

const { mount, unmountAll } = unmountAfterEach();

const openScreen = (id: string, maps: MapService) => {
  const opened = openPuzzle(id);
  const { puzzle } = opened;
  const loaded: Board[] = [];
  const screen = mount(
    <JobsProvider services={{ search: searchHere, maps }}>
      <AnalysisScreen opened={opened} onLoad={(board) => loaded.push(board)} onClose={() => {}} />
    </JobsProvider>,
  );
  return { puzzle, loaded, ...screen };
};

describe('the whole map on the analysis screen', () => {
  it('says what a map costs, makes it on Enter, shows its layers, plays the farthest, and reads it back', async () => {
    const puzzle = makePuzzle(ID);
    const walked = analyze(puzzle, puzzle.start);
    const diameter = walked.histogram.length - 1;
    const farthest = walked.histogram[diameter];

    const screen = openScreen(ID, mapsHere);
    await screen.waitFor('m whole map');
    await screen.press('m');
    const asked = await screen.waitFor('No whole map is kept yet');
    expect(asked.replace(/\s+/g, ' ')).toMatch(
      /Mapping all 720 positions from the goal takes about \d+ s on two cores and about [\d,]+ MB of memory/,
    );
    expect(asked).toContain('Enter map it');
    await screen.press(KEYS.enter);
    const shown = await screen.waitFor('the whole map:');
    expect(shown).toContain(
      `the whole map: ${walked.positions} positions · the farthest ${diameter} moves from the goal · mapped in`,
    );
    expect(shown).toContain(
      `${farthest} position${farthest === 1 ? '' : 's'} ${diameter} moves from the goal`,
    );
    // The depth below, as the plain walk counts it.
    await screen.press(KEYS.down);
    const below = walked.histogram[diameter - 1];
    await screen.waitFor(`${below} positions ${diameter - 1} moves from the goal`);
    await screen.press(KEYS.up, KEYS.enter);
    expect(screen.loaded).toHaveLength(1);
    expect(solve(puzzle, screen.loaded[0], 'bfs').moves).toHaveLength(diameter);
    // m goes back to the walk, and again to the map, already read.
    await screen.press('m');
    await screen.waitFor('the whole state space');
    unmountAll();

    const again = openScreen(ID, mapsHere);
    await again.waitFor('m whole map');
    await again.press('m');
    const kept = (await again.waitFor(`the whole map: ${walked.positions} positions`)).replace(
      /\s+/g,
      ' ',
    );
    expect(kept).toContain('kept from a map made in');
  });

  it('shows a map under way and Esc cancels it, saying nothing was kept', async () => {
    const { service, jobs } = heldMaps();
    const screen = openScreen(ID, service);
    await screen.waitFor('m whole map');
    await screen.press('m');
    await screen.waitFor('looking for a kept whole map');
    expect(jobs[0].job.build).toBe(false);
    jobs[0].finish({ kind: 'absent', positions: 1000, cost: { seconds: 240, megabytes: 300 } });
    const asked = await screen.waitFor('No whole map is kept yet');
    expect(asked.replace(/\s+/g, ' ')).toContain(
      'takes about 4 minutes on two cores and about 300 MB of memory',
    );
    await screen.press(KEYS.enter);
    expect(jobs[1].job.build).toBe(true);
    jobs[1].listeners.onTick?.({
      layer: 7,
      positions: 500,
      ms: 3000,
      leftMs: 95_000,
      share: 0.25,
    });
    const under = await screen.waitFor('layer 7');
    expect(under).toContain('500 of 1,000 positions');
    expect(under.replace(/\s+/g, ' ')).toContain('25% done · about 2 minutes left');
    // The bar says what the percentage says: a quarter of its cells filled.
    const bar = under.match(/\[(█*)(░*)\]/);
    expect(bar && bar[1].length / (bar[1].length + bar[2].length)).toBeCloseTo(0.25, 1);
    expect(under).toContain('Esc cancel');
    await screen.press(KEYS.escape);
    expect(jobs[1].cancelled).toBe(true);
    await screen.waitFor('The map was cancelled; nothing was kept.');
    // Enter maps again.
    await screen.press(KEYS.enter);
    expect(jobs).toHaveLength(3);
    expect(jobs[2].job.build).toBe(true);
  });

  it('says a damaged kept map was removed, and makes it again on Enter', async () => {
    const made = await runMap({ id: ID, options: {}, build: true }, { threads: 1, folder });
    expect(made.kind).toBe('mapped');
    const tables = join(folder, 'tables');
    const [file] = readdirSync(tables).filter((name) => name.startsWith('map-'));
    writeFileSync(join(tables, file), 'tobikoe-table 2\n{"name":"broken"}\n');
    const screen = openScreen(ID, mapsHere);
    await screen.waitFor('m whole map');
    await screen.press('m');
    const asked = (await screen.waitFor('The kept map was damaged')).replace(/\s+/g, ' ');
    expect(asked).toContain('(it holds another table) and was removed');
    await screen.press(KEYS.enter);
    await screen.waitFor('mapped in');
    expect(readdirSync(tables)).toContain(file);
  });

  it('is not offered where the puzzle numbers no positions', async () => {
    const { service, jobs } = heldMaps();
    const screen = openScreen('flip-line', service);
    const shown = await screen.waitFor('Esc back');
    expect(shown).not.toContain('whole map');
    await screen.press('m');
    expect(jobs).toHaveLength(0);
  });
});

/**
 * The times a class sees agree with the nodes: on the lessons' positions, in
 * the panel's depth rows and in the comparison's rows, no depth or algorithm
 * shows less time than one with fewer than a third of its nodes — on a cold
 * start (code not yet compiled, tables built or read) and on a warm one.
 * Nothing is timed: a fake clock charges each node counted (dearly for the
 * first nodes of a cold start, as uncompiled code costs), each table built or
 * read, and each row or tick reported, and the test checks what the searches
 * make of it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readCode } from '../source/puzzles/codes.js';
import { installTableCache, type TableCache } from '../source/puzzles/table-cache.js';
import { nodesCounted } from '../source/search/progress.js';
import type { Algorithm } from '../source/search/search-events.js';
import { availableAlgorithms, WARM_MS, warmEverySearchFor } from '../source/search/solver.js';
import { installDataFolderTables } from '../source/store/tables.js';
import { iterationsOutOfStep, outOfStep, RATIO } from '../source/text/iteration-rows.js';
import { LESSONS } from '../source/ui/menu/lessons.js';
import { compareFigures } from '../source/ui/solve/use-compare.js';
import { setSearchClock } from '../source/util/search-clock.js';
import { runSearch } from '../source/worker/jobs.js';
import type { JobOutcome } from '../source/worker/protocol.js';
import { SUITE_WARM_MS } from './setup/warm.js';

/** Milliseconds a node costs once the code is compiled. */
const NODE_MS = 0.001;
/** A cold start's first nodes cost this much each (uncompiled code)... */
const COLD_NODE_MS = 0.02;
/** ...for this many nodes. */
const COLD_NODES = 5_000;
/** A table built, and one read, take this long. */
const BUILD_MS = 900;
const READ_MS = 250;
/** Drawing a row or a tick takes this long. */
const REPORT_MS = 40;

let fake = 0;
let charged = 0;
let coldUntil = 0;
/** The fake clock: time charged by hand, and the nodes counted since it was last read. */
const now = (): number => {
  const nodes = nodesCounted();
  for (; charged < nodes; charged++) fake += charged < coldUntil ? COLD_NODE_MS : NODE_MS;
  return fake;
};
/** Charges what the nodes counted so far cost, then `ms` more. */
const spend = (ms: number): void => {
  now();
  fake += ms;
};

/** Calls on the table caches so far: a search that made none read and built no table. */
let tableCalls = 0;

/** A table cache in memory that takes the fake clock's time to build into and read from. */
const memoryCache = (): TableCache => {
  const kept = new Map<string, Uint8Array>();
  return {
    load: (name, length) => {
      tableCalls++;
      const table = kept.get(name);
      if (table?.length !== length) return undefined;
      spend(READ_MS);
      return table;
    },
    save: (name, table) => {
      tableCalls++;
      spend(BUILD_MS);
      kept.set(name, table);
    },
    saveSoon: (name, table) => {
      tableCalls++;
      kept.set(name, table);
    },
    has: (name) => {
      tableCalls++;
      return kept.has(name);
    },
  };
};

beforeEach(() => {
  setSearchClock(now);
  fake = 0;
  charged = nodesCounted();
});
afterEach(() => setSearchClock(undefined));
// The program's warm-up, not the suite's short one: its times are what this file checks.
beforeAll(() => warmEverySearchFor(WARM_MS));
afterAll(() => {
  warmEverySearchFor(SUITE_WARM_MS);
  installDataFolderTables();
});

/** The lessons' positions this test searches in full (the 15-puzzle's and the Line Puzzle's take minutes). */
const positions = LESSONS.map((lesson) => lesson.code).filter(
  (code) => !code.startsWith('fifteen') && !code.startsWith('line'),
);

const openLesson = (code: string) => {
  const { entry, options } = readCode(code);
  return { puzzle: entry.create(options) };
};

/**
 * The algorithms a lesson's comparison runs to the end: plain deepening to the
 * 8-puzzle's 31 moves is the one it gives up on (hundreds of millions of nodes).
 */
const algorithmsOf = (code: string): Algorithm[] => {
  const puzzle = readCode(code).entry.create(readCode(code).options);
  const all = availableAlgorithms(puzzle);
  return code === 'eight:8672543.1' ? all.filter((algorithm) => algorithm !== 'iddfs') : all;
};

/** A process starting afresh: its code uncompiled, its tables in no memory (built, or read when stored). */
const coldStart = (code: string): void => {
  coldUntil = nodesCounted() + COLD_NODES;
  for (const bound of readCode(code).entry.create(readCode(code).options).bounds ?? []) {
    bound.distrust?.();
  }
};

type Solved = Extract<JobOutcome, { kind: 'solved' }>;

/**
 * The outcomes of searches that touched no table, by position, algorithm and
 * start: run again, such a search counts the same nodes and reports at the
 * same moments, so the fake clock gives it the same times (to the last bits
 * of a float: each run's clock starts elsewhere). The panel's rows
 * and the comparison's read the same searches (the 8-puzzle's breadth-first
 * ones map its whole space), so each is run once.
 */
const tableFree = new Map<string, Solved>();

const search = (code: string, algorithm: Algorithm, start: 'cold' | 'warm'): Solved => {
  const key = `${code} ${algorithm} ${start}`;
  const known = tableFree.get(key);
  if (known) return known;
  const calls = tableCalls;
  const outcome = searchNow(code, algorithm);
  if (tableCalls === calls) tableFree.set(key, outcome);
  return outcome;
};

const searchNow = (code: string, algorithm: Algorithm): Solved => {
  const { entry, options } = readCode(code);
  const puzzle = entry.create(options);
  const outcome = runSearch(
    { id: entry.id, options, board: puzzle.start, algorithm },
    {
      onIteration: () => spend(REPORT_MS),
      onTick: () => spend(REPORT_MS),
    },
  );
  if (outcome.kind !== 'solved') throw new Error(`${code} ${algorithm}: ${outcome.kind}`);
  return outcome;
};

/** Pairs where one has at least `RATIO` times the other's nodes and less time. */
const backwards = (rows: readonly { nodes: number; ms: number; name: string }[]): string[] =>
  rows.flatMap((big) =>
    rows
      .filter((small) => big.nodes >= RATIO * small.nodes && big.ms < small.ms)
      .map(
        (small) =>
          `${big.name} (${big.nodes} nodes, ${big.ms} ms) < ${small.name} (${small.nodes} nodes, ${small.ms} ms)`,
      ),
  );

describe('the depth rows of the panel', () => {
  for (const code of positions) {
    for (const algorithm of algorithmsOf(code)) {
      it(`${code} ${algorithm}: cold, then warm`, () => {
        installTableCache(memoryCache());
        coldStart(code);
        for (const start of ['cold', 'warm'] as const) {
          const { iterations } = search(code, algorithm, start);
          const rows = iterations.map((event) => ({
            name: `${start} ${event.depth}`,
            nodes: event.nodes,
            ms: event.ownMs ?? Number.NaN,
          }));
          expect(backwards(rows)).toEqual([]);
          expect(iterationsOutOfStep(iterations)).not.toContain(true);
        }
      });
    }
  }
});

describe('the comparison', () => {
  for (const code of positions) {
    it(`${code}: every algorithm in a worker of its own, cold; then all again, warm`, () => {
      const cache = memoryCache();
      installTableCache(cache);
      for (const start of ['cold', 'warm'] as const) {
        const rows = algorithmsOf(code).map((algorithm) => {
          // Each of the comparison's searches is a worker of its own: a cold start, its tables stored.
          if (start === 'cold') coldStart(code);
          const outcome = search(code, algorithm, start);
          // As the comparison's row shows it.
          const { puzzle } = openLesson(code);
          const shown = compareFigures({
            serial: 0,
            job: { id: puzzle.id, options: {}, board: puzzle.start, algorithm },
            status: 'solved',
            parts: outcome.iterations,
            live: undefined,
            elapsed: outcome.ms + 1000,
            outcome,
            overBudget: false,
          });
          return { name: `${start} ${algorithm}`, nodes: shown.nodes, ms: shown.ms };
        });
        expect(backwards(rows)).toEqual([]);
        expect(outOfStep(rows)).not.toContain(true);
      }
    });
  }
});

describe('a time out of step is marked', () => {
  it('the slower of two rows, one with three times the other’s nodes and less time', () => {
    const rows = [
      { nodes: 100, ms: 5 },
      { nodes: 300, ms: 4 },
      { nodes: 299, ms: 4 },
      { nodes: 1000, ms: 9 },
    ];
    expect(outOfStep(rows)).toEqual([true, false, false, false]);
    // Two that read the same (to a tenth of a millisecond) are in step.
    expect(
      outOfStep([
        { nodes: 1, ms: 0.04 },
        { nodes: 7, ms: 0.01 },
      ]),
    ).toEqual([false, false]);
  });
});

it('searches the two 8-puzzle lessons and the frog line', () => {
  expect(positions).toEqual(expect.arrayContaining(['eight', 'eight:8672543.1', 'frog-line-5']));
});

/**
 * Time spent readying a bound's tables is said apart: in the search's result
 * and in the iteration it happened before or in, never in any iteration's own
 * time. The clock is moved by hand inside the table's build, so nothing here
 * depends on how fast the machine is.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { NamedBound } from '../source/puzzles/puzzle.js';
import {
  cachedTable,
  installTableCache,
  type TableCache,
  tableBuildGoesOn,
} from '../source/puzzles/table-cache.js';
import { SearchLimitReached } from '../source/search/search-events.js';
import { solve } from '../source/search/solver.js';
import { installDataFolderTables } from '../source/store/tables.js';
import { foldedLine, iterationRow, tablesLine } from '../source/text/iteration-rows.js';
import { foldRows } from '../source/ui/solve/depth-lines.js';
import { makePuzzle } from './support.js';

/** A table cache in memory: what `save` was given, `load` gives back. */
const memoryCache = (): TableCache => {
  const kept = new Map<string, Uint8Array>();
  return {
    load: (name, length) => (kept.get(name)?.length === length ? kept.get(name) : undefined),
    save: (name, table) => void kept.set(name, table),
    saveSoon: (name, table) => void kept.set(name, table),
    has: (name) => kept.has(name),
  };
};

/** The table takes this long to build, on a clock moved by hand. */
const BUILD_MS = 4200;
/** And this long to read. */
const READ_MS = 300;

let skew = 0;
const realNow = performance.now.bind(performance);
vi.spyOn(performance, 'now').mockImplementation(() => realNow() + skew);

afterEach(() => {
  skew = 0;
});
afterAll(() => {
  vi.restoreAllMocks();
  installDataFolderTables();
});

/**
 * Flip It's own bound, whose tables are one `cachedTable` called `name`,
 * readied at its tenth estimate: inside an iteration, as the Line Puzzle's are.
 */
const boundWithTable = (name: string): NamedBound => {
  const flip = makePuzzle('flip-line');
  const own = flip.bounds?.[0];
  if (!own) throw new Error('flip-line has a bound');
  let asked = 0;
  let ready = false;
  return {
    name: own.name,
    text: own.text,
    estimate: (board) => {
      if (!ready && ++asked === 10) {
        cachedTable(name, 16, () => {
          skew += BUILD_MS;
          // As a long build does: asks whether the search waiting for it must stop.
          tableBuildGoesOn();
          return new Uint8Array(16);
        });
        ready = true;
      }
      return own.estimate(board);
    },
  };
};

describe('table time', () => {
  const flip = makePuzzle('flip-line');

  it('is its own figure, built, and in no iteration’s own time', () => {
    installTableCache(memoryCache());
    const result = solve(flip, flip.start, 'ida', {
      bound: boundWithTable('t-built'),
      warm: true,
    });
    expect(result.tables).toMatchObject({ built: 1, read: 0 });
    expect(result.tables?.ms).toBeGreaterThanOrEqual(BUILD_MS);
    const readied = result.iterations.filter((event) => event.tables);
    expect(readied).toHaveLength(1);
    expect(readied[0].tables?.built).toBe(1);
    const own = result.iterations.reduce((sum, event) => sum + (event.ownMs ?? 0), 0);
    // Readied while the search was warmed: neither its own time nor its elapsed time count them.
    expect(own).toBeLessThan(BUILD_MS);
    expect(result.ownMs ?? 0).toBeLessThan(BUILD_MS);
    expect(tablesLine(result.tables ?? { ms: 0, built: 0, read: 0 })).toBe(
      'bound tables built in 4.20 s',
    );
  });

  it('readied mid-search without warming, is in elapsed time and no iteration’s own', () => {
    installTableCache(memoryCache());
    const result = solve(flip, flip.start, 'ida', {
      bound: boundWithTable('t-cold'),
      warm: false,
    });
    expect(result.iterations.filter((event) => event.tables)).toHaveLength(1);
    const own = result.iterations.reduce((sum, event) => sum + (event.ownMs ?? 0), 0);
    expect(result.ms).toBeGreaterThanOrEqual(BUILD_MS);
    expect(own).toBeLessThan(BUILD_MS);
    expect(result.ownMs ?? 0).toBeLessThan(BUILD_MS);
    expect(own + (result.tables?.ms ?? 0)).toBeLessThanOrEqual(result.ms + 0.001);
  });

  it('says the tables were read, not built, when they are stored', () => {
    const cache = memoryCache();
    installTableCache(cache);
    solve(flip, flip.start, 'ida', { bound: boundWithTable('t-stored') });
    const load = cache.load;
    cache.load = (name, length) => {
      skew += READ_MS;
      return load(name, length);
    };
    const again = solve(flip, flip.start, 'ida', { bound: boundWithTable('t-stored') });
    expect(again.tables).toMatchObject({ built: 0, read: 1 });
    expect(tablesLine(again.tables ?? { ms: 0, built: 0, read: 0 })).toMatch(
      /^bound tables read in 30\d\.\d ms$/,
    );
  });

  it('is absent when no table was readied', () => {
    const result = solve(flip, flip.start, 'iddfs', { limitNodes: 5_000_000 });
    expect(result.tables).toBeUndefined();
    expect(result.iterations.every((event) => event.tables === undefined)).toBe(true);
  });
});

describe('the rows a class adds up', () => {
  it('fold the earliest into one line whose nodes make up the total', () => {
    const flip = makePuzzle('flip-line');
    const result = solve(flip, flip.start, 'iddfs', { limitNodes: 5_000_000 });
    const { iterations } = result;
    expect(iterations.length).toBeGreaterThan(4);
    const { folded, shown } = foldRows(iterations.length, 3);
    expect(folded + shown).toBe(iterations.length);
    expect(shown).toBe(2);
    const foldedNodes = Number(
      /, ([\d,]+) nodes$/.exec(foldedLine(iterations.slice(0, folded)))?.[1].replaceAll(',', ''),
    );
    const shownNodes = iterations
      .slice(folded)
      .map((event) =>
        Number(iterationRow(event, { cutoffs: false }).split(/ +/)[1].replaceAll(',', '')),
      );
    expect(foldedNodes + shownNodes.reduce((sum, nodes) => sum + nodes, 0)).toBe(result.nodes);
    expect(foldRows(3, 3)).toEqual({ folded: 0, shown: 3 });
  });
});

describe("the app's own budget", () => {
  const flip = makePuzzle('flip-line');

  it('starts when the tables are there: a build longer than the budget does not spend it', () => {
    installTableCache(memoryCache());
    const options = { bound: boundWithTable('t-budget'), limitMs: 1_000, budgetAfterTables: true };
    const result = solve(flip, flip.start, 'ida', options);
    expect(result.moves).not.toBeNull();
    expect(result.tables?.ms).toBeGreaterThanOrEqual(BUILD_MS);
  });

  it('a limit the player gives counts the tables: the same build stops the search', () => {
    installTableCache(memoryCache());
    expect(() =>
      solve(flip, flip.start, 'ida', { bound: boundWithTable('t-limit'), limitMs: 1_000 }),
    ).toThrow(SearchLimitReached);
  });
});

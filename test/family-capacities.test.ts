import { describe, expect, it } from 'vitest';
import { commandSpecs, globalFlags } from '../source/commands/specs.js';
import { LIMITS, LimitPassed, RESERVED_OPTION_NAMES } from '../source/puzzles/capacities.js';
import { defineEntry, EntryRefused } from '../source/puzzles/entry.js';
import type { PositionSpace, PuzzleEntry, PuzzleOptions } from '../source/puzzles/puzzle.js';
import { extend, withTexts } from '../source/puzzles/texts.js';
import { dealableLengths } from '../source/search/deal.js';
import { buildWholeMap } from '../source/search/map.js';
import { crossingShare, MOST_CROSSING_SHARE } from '../source/search/map-locality.js';
import { distanceOracle } from '../source/search/oracle.js';
import { slidingEntry } from './fixtures/sliding.js';
import { makePuzzle } from './support.js';

/*
 * What a family is held to where it is defined: the command line's flags are
 * not its options, its summary fits the menu, its words are in both
 * languages, and every fixed size a catalogue-wide path relies on is a named
 * limit it is refused at, with one line naming it.
 */

/** The test family with some of its declarations changed, texts kept as getters. */
const changed = (changes: Partial<PuzzleEntry>): PuzzleEntry =>
  extend(slidingEntry, changes) as PuzzleEntry;

describe('a family checked where it is defined', () => {
  it("keeps the command line's own flags as reserved names, every one of them", () => {
    const flags = new Set<string>([...Object.keys(globalFlags), 'help', 'version']);
    for (const spec of Object.values(commandSpecs) as { flags?: object }[])
      for (const name of Object.keys(spec.flags ?? {})) flags.add(name);
    expect([...RESERVED_OPTION_NAMES].sort()).toEqual([...flags].sort());
  });

  it('refuses an option named as a flag (--size, the recording’s), saying which', () => {
    const size = { ...slidingEntry.params[0], name: 'size' };
    expect(() => defineEntry(changed({ params: [size, ...slidingEntry.params.slice(1)] }))).toThrow(
      /--size is one of the command line's own flags/,
    );
  });

  it('refuses a summary longer than the menu lays out, naming the limit', () => {
    const long = 'x'.repeat(LIMITS.summaryCharacters + 18);
    const entry = withTexts(
      { id: 'long-summary', params: slidingEntry.params, create: slidingEntry.create },
      () => ({
        family: slidingEntry.family,
        title: slidingEntry.title,
        summary: long,
        rules: slidingEntry.rules,
      }),
    );
    const refused = (() => {
      try {
        defineEntry(entry);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(LimitPassed);
    expect(String(refused)).toMatch(/summaryCharacters = 80/);
    expect(String(refused).split('\n')).toHaveLength(1);
  });

  it('refuses words given in one language only (a spread keeps today’s)', () => {
    expect(() => defineEntry({ ...slidingEntry, id: 'english-only' })).toThrow(EntryRefused);
    expect(() => defineEntry({ ...slidingEntry, id: 'english-only' })).toThrow(/in ja/);
    expect(() => defineEntry(changed({ id: 'both-languages' }))).not.toThrow();
  });

  it('refuses a board of more cells than a move can name', () => {
    const wide = defineEntry(
      changed({
        id: 'too-wide',
        create: (options: PuzzleOptions) => {
          const puzzle = slidingEntry.create(options);
          const cells = LIMITS.cellsPerBoard + 1;
          return extend(puzzle, {
            cellCount: cells,
            layout: {
              ...puzzle.layout,
              cells: Array.from({ length: cells }, (_, col) => ({ row: 0, col })),
            },
          });
        },
      }),
    );
    expect(() => wide.create({})).toThrow(/cellsPerBoard = 64/);
  });

  it('refuses a map of more positions than its indexes hold, at once', async () => {
    const huge: PositionSpace = {
      positions: LIMITS.positionsPerMap + 1,
      key: 'huge',
      rank: () => 0,
      unrank: () => {},
      mostNeighbours: 1,
      neighbours: () => 0,
    };
    await expect(buildWholeMap(huge, [0])).rejects.toThrow(/positionsPerMap/);
  });

  it('refuses to deal from a family longer than a search goes deep', () => {
    const puzzle = extend(makePuzzle('lightsout', { side: 6 }), {
      id: 'lightsout-deep',
      diameter: LIMITS.searchDepth + 1,
    });
    expect(() => dealableLengths(distanceOracle(puzzle))).toThrow(/searchDepth = 200/);
  });

  it('maps in one thread a space whose moves mostly leave their chunk, in several the others', () => {
    const lights = makePuzzle('lightsout').space?.();
    if (!lights) throw new Error('no space');
    expect(crossingShare(lights, 1 << 14)).toBeGreaterThan(MOST_CROSSING_SHARE);
    const line = makePuzzle('line').space?.();
    if (!line) throw new Error('no space');
    expect(crossingShare(line, 1 << 14)).toBeLessThanOrEqual(MOST_CROSSING_SHARE);
  });
});

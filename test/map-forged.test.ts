import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../source/puzzles/board-text.js';
import { rankedGoals } from '../source/search/goal-positions.js';
import { markOf } from '../source/search/map-layer.js';
import { readTable, tableBytes, tablesFolder, writeTable } from '../source/store/tables.js';
import { runTobikoe } from './cli-process.js';
import { storedTableNames } from './stored-tables.js';
import { makePuzzle } from './support.js';

/*
 * A kept whole map forged with its header to match (the marks still count up
 * to the layers, every sample still has a neighbour one nearer) is set
 * aside when read, said, and made again: the analysis shows the true map.
 * Hakoiri Musume's space (65,880 numbered positions) is mapped again when
 * read; the Line Puzzle's, too large for that, must match a digest
 * (test/map-proof).
 */

type Analysis = { histogram: number[]; states: number };
const analyze = async (home: string) => {
  const outcome = await runTobikoe(['analyze', 'hakoiri', '--full', '--json'], { home });
  expect(outcome.code, outcome.stderr).toBe(0);
  return { analysis: JSON.parse(outcome.stdout) as Analysis, stderr: outcome.stderr };
};

/**
 * `count` positions of `layer` marked as the next layer, the header's sizes
 * moved to match: positions no sample names, beside no sample of the next
 * layer (whose neighbour one nearer they may be), so that every check of
 * marks against the header alone still holds.
 */
const movedOut = (
  home: string,
  layer: number,
  count: number,
  { distances, space }: ReturnType<typeof plainDistances>,
) => {
  const [name] = storedTableNames(home, 'map-');
  const read = readTable(tablesFolder(home), name);
  if (read.kind !== 'ok') throw new Error(read.kind);
  const marks = new Int32Array(tableBytes(read).slice().buffer);
  const { histogram, samples } = read.header as unknown as {
    histogram: number[];
    samples: number[][];
  };
  const sampled = new Set(samples.flat());
  const out = new Int32Array(256);
  const besideSample = (index: number): boolean => {
    const around = space.neighbours(index, out);
    for (let at = 0; at < around; at++) {
      if (distances.get(out[at]) === layer + 1 && sampled.has(out[at])) return true;
    }
    return false;
  };
  let moved = 0;
  for (const [index, distance] of distances) {
    if (moved === count) break;
    if (distance !== layer || sampled.has(index) || besideSample(index)) continue;
    const shift = (index & 15) << 1;
    marks[index >>> 4] = (marks[index >>> 4] & ~(3 << shift)) | (markOf(layer + 1) << shift);
    moved++;
  }
  expect(moved).toBe(count);
  const forgedHistogram = histogram.slice();
  forgedHistogram[layer] -= count;
  forgedHistogram[layer + 1] += count;
  const { name: _, length: __, crc32: ___, sha256: ____, ...extra } = read.header;
  writeTable(tablesFolder(home), name, new Uint8Array(marks.buffer), {
    ...extra,
    histogram: forgedHistogram,
  });
};

/** Each reached position's distance from the goals, by a breadth-first search written here. */
const plainDistances = () => {
  const puzzle = makePuzzle('hakoiri');
  const space = puzzle.space?.();
  if (!space) throw new Error('hakoiri has no space');
  const distances = new Map<number, number>();
  let layer = rankedGoals(puzzle, space);
  for (const goal of layer) distances.set(goal, 0);
  const out = new Int32Array(256);
  for (let distance = 1; layer.length > 0; distance++) {
    const next: number[] = [];
    for (const index of layer) {
      const count = space.neighbours(index, out);
      for (let at = 0; at < count; at++) {
        if (distances.has(out[at])) continue;
        distances.set(out[at], distance);
        next.push(out[at]);
      }
    }
    layer = next;
  }
  return { distances, space };
};

describe('a whole map forged with its header to match', () => {
  const plain = plainDistances();
  /**
   * One data folder mapped by a real run, and its analysis: each test forges
   * a copy of its map (mapping it again for each would be the same work, to
   * the same file).
   */
  let mapped: Promise<{ home: string; analysis: Analysis }> | undefined;
  const mappedCopy = async (): Promise<{ home: string; analysis: Analysis }> => {
    mapped ??= (async () => {
      const home = mkdtempSync(join(tmpdir(), 'tobikoe-map-mapped-'));
      return { home, analysis: (await analyze(home)).analysis };
    })();
    const { home: original, analysis } = await mapped;
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-map-forged-'));
    cpSync(tablesFolder(original), tablesFolder(home), { recursive: true });
    return { home, analysis };
  };

  it.each([1, 40])(
    '%i positions a layer farther: set aside, said, mapped again',
    async (count) => {
      const { home, analysis } = await mappedCopy();
      expect(analysis.states).toBe(plain.distances.size);
      const layer = analysis.histogram.indexOf(Math.max(...analysis.histogram.slice(1)));
      movedOut(home, layer, count, plain);
      const again = await analyze(home);
      expect(again.stderr).toMatch(/^tobikoe: the stored map was damaged \(.*\); mapping again/);
      expect(again.analysis.histogram).toEqual(analysis.histogram);
    },
    60_000,
  );

  it('new says the map it set aside, and deals a start as far as it says', async () => {
    const { home, analysis } = await mappedCopy();
    const layer = analysis.histogram.indexOf(Math.max(...analysis.histogram.slice(1)));
    movedOut(home, layer, 1, plain);
    const dealt = await runTobikoe(['new', 'hakoiri', '--length', `${layer + 1}`, '--json'], {
      home,
    });
    expect(dealt.code, dealt.stderr).toBe(0);
    expect(dealt.stderr).toMatch(/^tobikoe: a stored whole map was set aside \(/);
    const { start, length } = JSON.parse(dealt.stdout) as { start: string; length: number };
    const puzzle = makePuzzle('hakoiri');
    const board = parseBoard(start, puzzle.pieces, puzzle.cellCount, 'test');
    expect(length).toBe(layer + 1);
    expect(plain.distances.get(plain.space.rank(board))).toBe(layer + 1);
  }, 60_000);
});

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatBoard } from '../source/puzzles/board-text.js';
import { makeGrid } from '../source/puzzles/cell-grid.js';
import { linePieces } from '../source/puzzles/line/pieces.js';
import { GridSpace } from '../source/puzzles/line/space.js';
import { ANALYSIS_LIMIT, analyze } from '../source/search/analysis.js';
import { buildWholeMap, type WholeMap } from '../source/search/map.js';
import { distanceOnMap, markAt, markOf } from '../source/search/map-layer.js';
import { positionAtLength } from '../source/search/map-pick.js';
import { SearchCancelled, SearchLimitReached } from '../source/search/search-events.js';
import { readMap, saveMap } from '../source/store/maps.js';
import { tablesFolder } from '../source/store/tables.js';
import { againstPlain, plainDistances, small } from './line-small.js';
import { makePuzzle, seededRandom } from './support.js';

describe('the whole map on a 3×3 board with the same rules', () => {
  const goalText = 'AB.CDABCD';
  const space = new GridSpace(makeGrid(3, 3), small(goalText), 'test');
  const truth = plainDistances(3, 3, goalText);
  const goals = [space.rank(small(goalText))];

  it('equals a plain breadth-first search: histogram, every distance, the farthest', async () => {
    const map = await buildWholeMap(space, [space.rank(small(goalText))]);
    expect(map.positions).toBe(truth.size);
    const histogram: number[] = [];
    for (const distance of truth.values()) histogram[distance] = (histogram[distance] ?? 0) + 1;
    expect(map.histogram).toEqual(histogram);
    const goals = new Set(map.goals);
    const wrong: string[] = [];
    let checked = 0;
    for (const [text, distance] of truth) {
      const index = space.rank(small(text));
      if (markAt(map.words, index) !== markOf(distance)) wrong.push(text);
      // The walk down the marks, on every 50th position.
      if (checked++ % 50 === 0 && distanceOnMap(space, map.words, goals, index) !== distance) {
        wrong.push(`${text} walked`);
      }
    }
    expect(wrong).toEqual([]);
    const diameter = histogram.length - 1;
    const board = new Uint8Array(9);
    const farthest = map.samples[diameter].map((index) => {
      space.unrank(index, board);
      return formatBoard(board, linePieces);
    });
    const expected = [...truth]
      .filter(([, distance]) => distance === diameter)
      .map(([text]) => text);
    expect(map.farthestComplete).toBe(expected.length <= 256);
    if (map.farthestComplete) expect(farthest.sort()).toEqual(expected.sort());
  });

  it('draws a position of any length up to the diameter from the map, and none beyond', async () => {
    const map = await buildWholeMap(space, [space.rank(small(goalText))]);
    const random = seededRandom(3);
    for (let length = 0; length < map.histogram.length; length++) {
      const board = positionAtLength(map, space, 9, length, random);
      expect(board && truth.get(formatBoard(board, linePieces))).toBe(length);
    }
    expect(positionAtLength(map, space, 9, map.histogram.length, random)).toBeUndefined();
  });

  it('is kept in the data folder, read back, and a damaged copy is found and removed', async () => {
    const map = await buildWholeMap(space, [space.rank(small(goalText))]);
    const data = mkdtempSync(join(tmpdir(), 'tobikoe-map-'));
    try {
      expect(readMap(data, space, goals).kind).toBe('none');
      saveMap(data, space.key, map);
      const read = readMap(data, space, goals);
      expect(read.kind === 'ok' && read.summary.histogram).toEqual(map.histogram);
      expect(read.kind === 'ok' && read.words).toEqual(map.words);
      const path = join(tablesFolder(data), readdirSync(tablesFolder(data))[0]);
      const bytes = readFileSync(path);
      bytes[bytes.length - 3] ^= 0xff;
      writeFileSync(path, bytes);
      const damaged = readMap(data, space, goals);
      expect(damaged.kind).toBe('damaged');
      expect(readMap(data, space, goals).kind).toBe('none');
      // A header that lies about the space is damage too.
      saveMap(data, space.key, map);
      expect(
        readMap(data, Object.create(space, { positions: { value: space.positions + 1 } }), goals)
          .kind,
      ).toBe('damaged');
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });

  /**
   * `count` positions of the largest layer that no sample names marked as
   * the next layer, the layer sizes changed to match: the marks still count
   * up to the header's layers, and every sample still has its neighbour one
   * nearer.
   */
  const movedOut = (map: WholeMap, count: number): WholeMap => {
    const layer = map.histogram.indexOf(Math.max(...map.histogram));
    expect(layer).toBeLessThan(map.histogram.length - 1);
    const sampled = new Set(map.samples.flat());
    const words = map.words.slice();
    const board = new Uint8Array(9);
    let moved = 0;
    for (let index = 0; index < space.positions && moved < count; index++) {
      space.unrank(index, board);
      if (truth.get(formatBoard(board, linePieces)) !== layer || sampled.has(index)) continue;
      const shift = (index & 15) << 1;
      words[index >>> 4] = (words[index >>> 4] & ~(3 << shift)) | (markOf(layer + 1) << shift);
      moved++;
    }
    expect(moved).toBe(count);
    const histogram = map.histogram.slice();
    histogram[layer] -= count;
    histogram[layer + 1] += count;
    return { ...map, words, histogram };
  };

  it.each([
    [
      'two layers of other sizes',
      (map: WholeMap) => {
        const [goal, first, second, ...rest] = map.histogram;
        expect(first).not.toBe(second);
        return { ...map, histogram: [goal, second, first, ...rest] };
      },
      'sizes',
    ],
    [
      'marks made up',
      (map: WholeMap) => {
        // Every mark turned one layer farther: the sizes still add up by mark, but not by layer.
        const words = map.words.map((word) => {
          let turned = 0;
          for (let at = 0; at < 32; at += 2) {
            const mark = (word >>> at) & 3;
            turned |= (mark === 0 ? 0 : (mark % 3) + 1) << at;
          }
          return turned;
        });
        return { ...map, words };
      },
      'layer|sizes|goals',
    ],
    [
      'one position a layer farther, the header to match',
      (map: WholeMap) => movedOut(map, 1),
      'not the distances|nearer',
    ],
    [
      'twelve positions a layer farther, the header to match',
      (map: WholeMap) => movedOut(map, 12),
      'not the distances|nearer',
    ],
  ])(
    'a map forged with %s and a fresh checksum is found out and removed',
    async (_, forge, reason) => {
      const map = await buildWholeMap(space, [space.rank(small(goalText))]);
      const data = mkdtempSync(join(tmpdir(), 'tobikoe-map-'));
      try {
        saveMap(data, space.key, forge(map));
        const read = readMap(data, space, goals);
        expect(read.kind).toBe('damaged');
        if (read.kind === 'damaged') expect(read.reason).toMatch(new RegExp(reason));
        expect(readMap(data, space, goals).kind).toBe('none');
      } finally {
        rmSync(data, { recursive: true, force: true });
      }
    },
  );

  it('stops at its time limit', async () => {
    await expect(
      buildWholeMap(space, [space.rank(small(goalText))], { limitMs: 0 }),
    ).rejects.toBeInstanceOf(SearchLimitReached);
  });

  it('stops when asked', async () => {
    let asked = 0;
    await expect(
      buildWholeMap(space, [space.rank(small(goalText))], { shouldStop: () => ++asked > 3 }),
    ).rejects.toBeInstanceOf(SearchCancelled);
  });
});

describe.each([
  // Sequences longer than one table.
  [3, 4, 'AAAB.BBBCCCC', false],
  // Sixteen cells: sideways slides pair positions within a word of the map.
  [4, 4, 'ABBC.CCCCCCCCCCC', true],
])('the whole map of a %i×%i board %s', (rows, cols, goalText, paired) => {
  it('equals a plain breadth-first search, and looks at each position about once', async () => {
    const space = new GridSpace(makeGrid(rows, cols), small(goalText), 'test');
    expect(space.pairs !== undefined).toBe(paired);
    const truth = plainDistances(rows, cols, goalText);
    const map = await buildWholeMap(space, [space.rank(small(goalText))]);
    expect(map.positions).toBe(truth.size);
    const { histogram, wrong } = againstPlain(map.words, space, truth);
    expect(map.histogram).toEqual(histogram);
    expect(wrong).toBe(0);
    // A search that expanded every third layer again would look several times over.
    expect(map.looked).toBeLessThan(2 * map.positions);
  });
});

describe('the Line Puzzle space', () => {
  it('round-trips boards and lists the same neighbours as the rules', () => {
    const puzzle = makePuzzle('line', { start: 'start1', goal: 'goal1' });
    const space = puzzle.space?.();
    if (!space) throw new Error('no space');
    expect(space.positions).toBe(252_252_000);
    const board = puzzle.start.slice();
    const out = new Int32Array(4);
    const moves = new Int32Array(4);
    for (let step = 0; step < 200; step++) {
      const index = space.rank(board);
      const back = new Uint8Array(16);
      space.unrank(index, back);
      expect(back).toEqual(board);
      const listed = [...out.subarray(0, space.neighbours(index, out))].sort((a, b) => a - b);
      const count = puzzle.moves(board, moves);
      const byRules = [...moves.subarray(0, count)].map((move) => {
        puzzle.apply(board, move);
        const rank = space.rank(board);
        puzzle.undo(board, move);
        return rank;
      });
      expect(listed).toEqual(byRules.sort((a, b) => a - b));
      // The pairs a map follows a word at a time, and the others it is given.
      const pairs = space.pairs;
      if (!pairs) throw new Error('no pairs');
      const isPair = (other: number): boolean =>
        Math.abs(other - index) === 1 && ((pairs.mask >>> (Math.min(other, index) % 16)) & 1) === 1;
      const others = [...out.subarray(0, pairs.others(index, out))].sort((a, b) => a - b);
      expect(others).toEqual(listed.filter((other) => !isPair(other)));
      puzzle.apply(board, moves[step % count]);
    }
  });

  it('maps its first layers in two worker threads as the plain analysis counts them', async () => {
    const puzzle = makePuzzle('line', { goal: 'goal1' });
    const space = puzzle.space?.();
    if (!space) throw new Error('no space');
    const plain = analyze(puzzle, puzzle.start);
    // The bounded analysis stops inside a layer, saying how far it got.
    expect(plain.complete).toBe(false);
    expect(plain.positions).toBe(ANALYSIS_LIMIT + 1);
    let layers = 0;
    const stopAt = 6;
    const reached: number[] = [];
    await expect(
      buildWholeMap(
        space,
        (puzzle.goals ?? []).map((goal) => space.rank(goal)),
        {
          threads: 2,
          onProgress: ({ layer, positions }) => {
            layers = Math.max(layers, layer);
            reached[layer] = positions;
          },
          shouldStop: () => layers >= stopAt,
        },
      ),
    ).rejects.toBeInstanceOf(SearchCancelled);
    expect(layers).toBe(stopAt);
    // Positions within `layer` moves, as the plain analysis's first layers add up.
    const within = plain.histogram
      .slice(0, stopAt + 1)
      .map((_, layer) =>
        plain.histogram.slice(0, layer + 1).reduce((sum, count) => sum + count, 0),
      );
    expect(reached).toEqual(within);
  }, 60_000);
});

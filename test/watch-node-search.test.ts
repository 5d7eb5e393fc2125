import { describe, expect, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';
import type { NamedBound, Puzzle } from '../source/puzzles/puzzle.js';
import { bfs } from '../source/search/bfs.js';
import { bidirectionalBfs } from '../source/search/bidir.js';
import { findBound } from '../source/search/bound-choice.js';
import { deepening } from '../source/search/deepening.js';
import { goalPositions } from '../source/search/goal-positions.js';
import { SearchLimitReached } from '../source/search/search-events.js';
import { BidirNodeSearch } from '../source/search/watch/bidir-node-search.js';
import { BreadthNodeSearch } from '../source/search/watch/breadth-node-search.js';
import { type Cutoff, DeepeningNodeSearch } from '../source/search/watch/deepening-node-search.js';
import { openWatch } from '../source/search/watch/session.js';
import type { WatchFrame } from '../source/search/watch/watch-frame.js';
import { blocksEntry } from './fixtures/blocks.js';
import { genericPassOnly, makePuzzle } from './support.js';

/** A position as text, a digit or more a cell (a loop: `join` on a typed array costs several times as much). */
const text = (board: ArrayLike<number>): string => {
  let shown = '';
  for (let cell = 0; cell < board.length; cell++) shown += board[cell];
  return shown;
};

/**
 * The visits the watch showed are the search's: compared a string at a time,
 * and only when they differ by `toEqual`, whose diff says where (it costs more
 * than the search on tens of thousands of nodes).
 */
const expectSameVisits = (seen: readonly string[], real: readonly string[]): void => {
  if (seen.length === real.length && seen.every((visit, at) => visit === real[at])) return;
  expect(seen).toEqual(real);
};

/**
 * The positions `deepening` visits, in order: it asks for the moves of every
 * node it expands and checks every node at its limit for the goal, so a
 * puzzle that notes those calls sees its expansion order from outside.
 */
const visitedByDeepening = (puzzle: Puzzle, bound: NamedBound | undefined) => {
  const visits: string[] = [];
  const noting: Puzzle = {
    ...puzzle,
    moves: (board, out) => {
      visits.push(text(board));
      return puzzle.moves(board, out);
    },
    isGoal: (board) => {
      visits.push(text(board));
      return puzzle.isGoal(board);
    },
  };
  // The generic pass, whose steps the puzzle's calls show (a probe's own pass is held to it in pattern-pass.test.ts).
  const result = deepening(noting, puzzle.start, bound && genericPassOnly(bound), {});
  return { visits, result };
};

/**
 * The watched search, checked at every node: its board is the start with its
 * path played, and (unless the bound changes its tables mid-search) its
 * estimate is the bound's.
 */
const watched = (puzzle: Puzzle, bound: NamedBound | undefined, sameEstimates = true) => {
  const visits: string[] = [];
  const cutoffs: Cutoff[] = [];
  const search = new DeepeningNodeSearch(puzzle, puzzle.start, bound, (cutoff) =>
    cutoffs.push(cutoff),
  );
  // Checked at every node, told at the end: an expect per node cost more than the search.
  const wrong: string[] = [];
  let guard = 0;
  for (let result = search.next(); result !== 'done'; result = search.next()) {
    if (result === 'node') {
      const shown = text(search.board);
      visits.push(shown);
      // The board shown is the start with the path played on it.
      const replayed = puzzle.start.slice();
      for (const move of search.path.subarray(0, search.depth)) puzzle.apply(replayed, move);
      if (text(replayed) !== shown)
        wrong.push(`node ${visits.length}: ${shown}, played ${text(replayed)}`);
      if (bound && sameEstimates) {
        const estimate = bound.estimate(search.board);
        if (search.estimate !== estimate) {
          wrong.push(
            `node ${visits.length} ${shown}: estimate ${search.estimate}, the bound's ${estimate}`,
          );
        }
      }
    }
    if (++guard > 1e6) throw new Error('the watched search did not end');
  }
  expect(wrong.slice(0, 5)).toEqual([]);
  return { visits, cutoffs, search };
};

/**
 * `puzzle` from a start plain deepening solves in a moment: its own, or (a
 * reversible puzzle whose own start is far) a goal position with a few moves played.
 */
const nearStart = (puzzle: Puzzle): Puzzle => {
  try {
    // Frog-mini-2's own start takes 46,714 nodes; the other families' far more (each tried to here).
    deepening(puzzle, puzzle.start, undefined, { limitNodes: 60_000 });
    return puzzle;
  } catch (error) {
    if (!(error instanceof SearchLimitReached) || !puzzle.reversible) throw error;
  }
  // A goal board, or a position that passes the goal test (a family with a numbered space).
  const goal = goalPositions(puzzle)?.[0];
  if (!goal) throw new Error(`${puzzle.id}: no goal position to start near`);
  const start = goal.slice();
  const moves = new Int32Array(puzzle.maxMoves);
  let last = -1;
  for (let step = 0; step < 6; step++) {
    const count = puzzle.moves(start, moves);
    const move = [...moves.subarray(0, count)].find((one) => one !== last) ?? moves[0];
    puzzle.apply(start, move);
    last = puzzle.inverse ? puzzle.inverse(move) : -1;
  }
  return { ...puzzle, start };
};

/**
 * The 15-puzzle's 6-6-3 tables take seconds to build and nothing else reads
 * them: its pattern probe is the 5-5-5's here (the same bound on other tables),
 * and puzzles-slide follows a probe of the 6-6-3's shape on small tables.
 */
const skipped = new Set(['fifteen pdb']);

/**
 * Every family's last puzzle, and the blocks of several cells the tests bring
 * (no bound, a goal test), with plain deepening, none, and each of its bounds.
 */
const cases = [
  ...new Map(catalogue.map((entry) => [entry.family, entry])).values(),
  blocksEntry,
].flatMap((entry) => {
  const puzzle = nearStart(entry.create({}));
  const bounds = (puzzle.bounds ?? [])
    .map(({ name }) => name)
    .filter((name) => !skipped.has(`${entry.id} ${name}`));
  return [undefined, 'none', ...bounds].map((bound) => ({
    id: entry.id,
    puzzle,
    bound,
  }));
});

describe('watching a deepening search node by node', () => {
  it('covers every family', () => {
    expect(new Set(cases.map(({ id }) => id)).size).toBe(
      new Set(catalogue.map(({ family }) => family)).size + 1,
    );
  });

  for (const { id, puzzle, bound: name } of cases) {
    it(`${id} ${name ?? 'plain'}: the same nodes in the same order, the same cut-offs`, () => {
      const bound = name === undefined ? undefined : findBound(puzzle, name);
      const seen = watched(puzzle, bound);
      const real = visitedByDeepening(puzzle, bound);
      expectSameVisits(seen.visits, real.visits);
      expect(seen.search.solution).toEqual(real.result.moves);
      expect(seen.search.iterations.map((i) => [i.depth, i.nodes, i.cutoffs, i.nextLimit])).toEqual(
        real.result.iterations.map((i) => [i.depth, i.nodes, i.cutoffs, i.nextLimit]),
      );
      // Every cut-off it reported is one the iteration counted, and over that iteration's limit.
      const counted = real.result.iterations.reduce((sum, i) => sum + (i.cutoffs ?? 0), 0);
      expect(seen.cutoffs).toHaveLength(counted);
      for (const cutoff of seen.cutoffs) expect(cutoff.f).toBeGreaterThan(cutoff.limit);
    });
  }

  it('line-3 best from its own start: the pattern databases taken mid-iteration, at the same node in both', () => {
    const puzzle = makePuzzle('line-3');
    // Read into memory, so the default bound takes them after its node count for stored tables.
    findBound(puzzle, 'pdb-ab').estimate(puzzle.start);
    const bound = findBound(puzzle, 'best');
    const seen = watched(puzzle, bound, false);
    const real = visitedByDeepening(puzzle, bound);
    expectSameVisits(seen.visits, real.visits);
    expect(seen.search.solution).toEqual(real.result.moves);
    expect(seen.search.iterations.map((i) => [i.depth, i.nodes, i.cutoffs, i.nextLimit])).toEqual(
      real.result.iterations.map((i) => [i.depth, i.nodes, i.cutoffs, i.nextLimit]),
    );
    // Past the 20,000 moves followed after which the probe takes the databases, within an iteration.
    expect(real.result.nodes).toBeGreaterThan(20_000);
    expect(
      real.result.iterations.some((i) => i.totalNodes - i.nodes < 20_000 && i.totalNodes > 20_000),
    ).toBe(true);
  });

  it('says when no answer exists', () => {
    const puzzle = makePuzzle('frog-line', { start: 'BW.BW' });
    const seen = watched(puzzle, undefined);
    expect(seen.search.solution).toBeNull();
    expect(seen.search.ending).toBe('exhausted');
  });
});

const runOut = (search: BreadthNodeSearch | BidirNodeSearch): number => {
  let nodes = 0;
  for (let result = search.next(); result !== 'done'; result = search.next()) {
    if (result === 'node') nodes++;
    if (nodes > 1e6) throw new Error('the watched search did not end');
  }
  return nodes;
};

describe('watching breadth-first searches', () => {
  for (const id of ['flip-line', 'knights', 'frog-mini-2']) {
    it(`${id}: breadth-first, layer by layer as bfs does`, () => {
      const puzzle = makePuzzle(id);
      const search = new BreadthNodeSearch(puzzle, puzzle.start);
      const nodes = runOut(search);
      const real = bfs(puzzle, puzzle.start);
      expect(search.solution).toEqual(real.moves);
      expect(nodes).toBe(real.nodes);
      expect(search.iterations.map((i) => [i.depth, i.nodes])).toEqual(
        real.iterations.map((i) => [i.depth, i.nodes]),
      );
    });

    it(`${id}: bidirectional, meeting where bidirectionalBfs does`, () => {
      const puzzle = makePuzzle(id);
      const search = new BidirNodeSearch(puzzle, puzzle.start);
      const nodes = runOut(search);
      const real = bidirectionalBfs(puzzle, puzzle.start);
      expect(search.solution).toEqual(real.moves);
      expect(nodes).toBe(real.nodes);
      expect(search.iterations.map((i) => [i.depth, i.nodes])).toEqual(
        real.iterations.map((i) => [i.depth, i.nodes]),
      );
      // The meeting position lies on the answer.
      const board = puzzle.start.slice();
      const passed = [text(board)];
      for (const move of search.solution ?? []) {
        puzzle.apply(board, move);
        passed.push(text(board));
      }
      expect(passed).toContain(text(search.meeting ?? new Uint8Array()));
    });
  }
});

describe('a watch session, one node a frame', () => {
  it('shows flip-line IDA* node by node in the order the search expands them, with every cut-off', () => {
    const puzzle = makePuzzle('flip-line');
    const bound = findBound(puzzle, undefined);
    const session = openWatch(puzzle, puzzle.start, 'ida');
    const frames: WatchFrame[] = [];
    for (let frame = session.advance(1); ; frame = session.advance(1)) {
      if (frame.advanced === 1) frames.push(frame);
      if (frame.end) break;
      if (frames.length > 1e5) throw new Error('the watch did not end');
    }
    const real = visitedByDeepening(puzzle, bound);
    expectSameVisits(
      frames.map((frame) => text(frame.board)),
      real.visits,
    );
    const counted = real.result.iterations.reduce((sum, i) => sum + (i.cutoffs ?? 0), 0);
    expect(frames.reduce((sum, frame) => sum + frame.prunedCount, 0)).toBe(counted);
    for (const frame of frames) {
      expect(frame.depth).toBe(frame.path.length);
      expect((frame.estimate ?? Number.NaN) + frame.depth).toBeLessThanOrEqual(frame.limit ?? 0);
      for (const cut of frame.pruned) expect(cut.f).toBeGreaterThan(cut.limit);
    }
    const last = session.advance(1);
    expect(last.end?.kind).toBe('solved');
    if (last.end?.kind === 'solved') expect(last.end.moves).toEqual(real.result.moves);
  });

  it('ends at once on a position no search can solve, saying why', () => {
    const puzzle = makePuzzle('peg-star-2', { hole: 0 });
    const frame = openWatch(puzzle, puzzle.start, 'iddfs').advance(10);
    expect(frame.advanced).toBe(0);
    expect(frame.end).toMatchObject({ kind: 'unsolvable' });
  });

  it('shows breadth-first layers and both bidirectional frontiers', () => {
    const puzzle = makePuzzle('knights');
    const wide = openWatch(puzzle, puzzle.start, 'bfs').advance(50);
    expect(wide.forward?.depth).toBeGreaterThan(0);
    expect(wide.forward?.nextLayer).toBeGreaterThan(0);
    const session = openWatch(puzzle, puzzle.start, 'bidir');
    let frame = session.advance(200);
    expect(frame.backward?.stored).toBeGreaterThan(0);
    while (!frame.end) frame = session.advance(10_000);
    expect(frame.meeting).not.toBeNull();
    expect(frame.end.kind).toBe('solved');
  });
});

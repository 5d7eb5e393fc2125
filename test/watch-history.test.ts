import { describe, expect, it } from 'vitest';
import type { Algorithm } from '../source/search/search-events.js';
import { HISTORY_NODES } from '../source/search/watch/node-history.js';
import { openWatch } from '../source/search/watch/session.js';
import type { WatchFrame } from '../source/search/watch/watch-frame.js';
import { makePuzzle } from './support.js';

/** What a frame says about its node. */
const nodeOf = (frame: WatchFrame) => ({
  board: frame.board.join(''),
  path: frame.path.join(' '),
  depth: frame.depth,
  estimate: frame.estimate,
  limit: frame.limit,
  iteration: frame.iteration,
});

/** Frames of `nodes` nodes, one node each, as watch mode showed them going forward. */
const forward = (algorithm: Algorithm, nodes: number): WatchFrame[] => {
  const puzzle = makePuzzle('knights');
  const session = openWatch(puzzle, puzzle.start, algorithm);
  return Array.from({ length: nodes }, () => session.advance(1));
};

describe('watch mode steps back (,) and forward (.) through the last nodes', () => {
  for (const algorithm of ['iddfs', 'ida', 'bfs', 'bidir'] as const) {
    it(`${algorithm}: each node back is the node seen then, and forward again the same`, () => {
      const puzzle = makePuzzle('knights');
      const seen = forward(algorithm, 700);
      const session = openWatch(puzzle, puzzle.start, algorithm);
      const newest = session.advance(700);
      expect(nodeOf(newest)).toEqual(nodeOf(seen[699]));
      expect([newest.behind, newest.node]).toEqual([0, 700]);
      for (let back = 1; back < 700; back++) {
        const frame = session.advance(-1);
        expect([frame.behind, frame.node]).toEqual([back, 700 - back]);
        expect(nodeOf(frame)).toEqual(nodeOf(seen[699 - back]));
      }
      // The first node is as far as it goes.
      expect(session.advance(-5).node).toBe(1);
      let at = 1;
      for (; at + 37 <= 700; at += 37) {
        const frame = session.advance(37);
        expect(frame.node).toBe(at + 37);
        expect(nodeOf(frame)).toEqual(nodeOf(seen[at + 36]));
      }
      // Past the newest, forward visits new nodes: the rest of the history, then 50 − that.
      expect(session.advance(50)).toMatchObject({ behind: 0, node: 700 + 50 - (700 - at) });
    });
  }

  it(`reaches ${HISTORY_NODES.toLocaleString('en-US')} nodes back, no further`, () => {
    const puzzle = makePuzzle('knights');
    const session = openWatch(puzzle, puzzle.start, 'ida');
    session.advance(12_345);
    const far = session.advance(-20_000);
    expect(far).toMatchObject({ behind: HISTORY_NODES, reach: HISTORY_NODES });
    expect(far.node).toBe(12_345 - HISTORY_NODES);
    // The same node, reached going forward.
    const again = openWatch(puzzle, puzzle.start, 'ida').advance(far.node);
    expect(nodeOf(far)).toEqual(nodeOf(again));
  });
});

/**
 * A watched search's time is the search's: the time the player spends
 * watching between frames is not counted (after watch mode the panel said
 * "22.11 s" for a search that takes 0.30 s).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Algorithm } from '../source/search/search-events.js';
import { openWatch } from '../source/search/watch/session.js';
import { makePuzzle } from './support.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the time of a watched search', () => {
  it.each<[Algorithm, string]>([
    ['ida', 'knights'],
    ['iddfs', 'frog-line'],
    ['bfs', 'knights'],
    ['bidir', 'knights'],
  ])('%s on %s counts the time spent searching, not the pauses between frames', (algorithm, id) => {
    // A clock that stands still while the search runs and jumps a minute between frames.
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const puzzle = makePuzzle(id, id === 'frog-line' ? { n: 2 } : {});
    const watch = openWatch(puzzle, puzzle.start, algorithm);
    let frame = watch.advance(50);
    let frames = 1;
    while (!frame.end && frames < 10_000) {
      now += 60_000;
      frame = watch.advance(50);
      frames++;
    }
    expect(frames).toBeGreaterThan(1);
    expect(frame.end?.kind).toBe('solved');
    if (frame.end?.kind !== 'solved') return;
    expect(frame.end.ms).toBe(0);
    expect(frame.end.iterations.map((event) => event.ms)).toEqual(
      frame.end.iterations.map(() => 0),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { linePageTable } from '../source/puzzles/line/boards.js';
import { idaStar } from '../source/search/deepening.js';
import { replay } from '../source/search/replay.js';
import { pair } from './line-support.js';

describe('line puzzle solved by IDA*', () => {
  it.each(linePageTable)(
    'finds $start → $goal in $pageLength moves, as the page does',
    ({ start, goal, pageLength }) => {
      const puzzle = pair(start, goal);
      // The depth cap turns a broken bound into a failure instead of a search that never ends.
      const result = idaStar(puzzle, puzzle.start, { maxDepth: pageLength });
      expect(result.moves).not.toBeNull();
      replay(puzzle, puzzle.start, result.moves ?? []);
      expect(result.moves?.length).toBe(pageLength);
    },
    60_000,
  );
});

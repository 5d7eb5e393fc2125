import { describe, expect, it } from 'vitest';
import { frogEntries } from '../source/puzzles/frog/entries.js';
import type { PuzzleOptions } from '../source/puzzles/puzzle.js';
import { bfs } from '../source/search/bfs.js';
import { board, create, entryOf, text } from './frog-support.js';
import { expectOneLineInputError } from './support.js';

describe('frog catalogue entries', () => {
  it('lists the six frog ids in the Frog family', () => {
    expect(frogEntries.map((entry) => entry.id)).toEqual([
      'frog-line',
      'frog-a',
      'frog-b',
      'frog-c',
      'frog-mini-1',
      'frog-mini-2',
    ]);
    for (const entry of frogEntries) {
      expect(entry.family).toBe('Frog');
      expect(entry.params.map((param) => param.name)).toContain('goal');
      expect(entry.summary).not.toContain('\n');
      expect(entry.create({}).id).toBe(entry.id);
    }
    expect(entryOf('frog-line').params.map((param) => param.name)).toContain('n');
  });

  it('makes only the rule-2 board reversible, with an inverse', () => {
    for (const entry of frogEntries) {
      const puzzle = entry.create({});
      const reversible = entry.id === 'frog-mini-2';
      expect(puzzle.reversible, entry.id).toBe(reversible);
      expect(puzzle.inverse === undefined, entry.id).toBe(!reversible);
    }
  });

  it('starts from the usual boards and swaps the colours for the goal', () => {
    const starts: Record<string, string> = {
      'frog-line': 'BBB.WWW',
      'frog-a': 'BBBBB.WWWWW',
      'frog-b': 'BBBBB.WWWWW',
      'frog-c': 'BBBBBBBB.WWWWWWWW',
      'frog-mini-1': 'BBB.WWW',
      'frog-mini-2': 'BBB.WWW',
    };
    for (const [id, start] of Object.entries(starts)) {
      const puzzle = create(id);
      const swapped = start.replace(/[BW]/g, (stone) => (stone === 'B' ? 'W' : 'B'));
      expect(text(puzzle, puzzle.start)).toBe(start);
      expect(puzzle.goals?.map((goal) => text(puzzle, goal))).toEqual([swapped]);
      expect(puzzle.isGoal(board(puzzle, swapped))).toBe(true);
      expect(puzzle.isGoal(puzzle.start)).toBe(false);
    }
  });
});

describe('frog options', () => {
  it('sizes the line with --n or from the length of --start', () => {
    expect(text(create('frog-line', { n: 4 }), create('frog-line', { n: 4 }).start)).toBe(
      'BBBB.WWWW',
    );
    const inferred = create('frog-line', { start: 'B.BWW' });
    expect(inferred.cellCount).toBe(5);
    // A start of one's own still aims at the usual goal.
    expect(inferred.goals?.map((goal) => text(inferred, goal))).toEqual(['WW.BB']);
    expect(create('frog-line', { n: 2, start: 'BW.BW' }).cellCount).toBe(5);
    expect(create('frog-line').cellCount).toBe(7);
  });

  it('takes a goal board and reports it in the goal text', () => {
    const puzzle = create('frog-mini-2', { goal: 'WWWB.BB' });
    expect(text(puzzle, puzzle.goals?.[0] ?? new Uint8Array())).toBe('WWWB.BB');
    expect(puzzle.goalText).toContain('WWWB.BB');
    expect(bfs(puzzle, puzzle.start).moves?.length).toBe(14);
  });

  const rejects = (id: string, options: PuzzleOptions, message: RegExp) =>
    expectOneLineInputError(() => create(id, options), message, JSON.stringify(options));

  it('rejects bad boards with one clear line', () => {
    rejects('frog-a', { start: 'BBBBB.WWWW' }, /start board has 10 cells, this puzzle has 11/);
    rejects('frog-a', { start: 'BBBBBBWWWWW' }, /start board has 0 empty cells/);
    rejects('frog-a', { start: 'BBBB..WWWWW' }, /start board has 2 empty cells/);
    rejects('frog-a', { start: 'BBBBB.WWWWX' }, /'X' at cell 10/);
    rejects('frog-a', { start: 'BBBB.WWWWWW' }, /start board has 4 B \(black\)/);
    rejects('frog-a', { goal: 'WWWW.BBBBBB' }, /goal board has 6 B \(black\), the start has 5/);
    rejects('frog-a', { goal: 'WWWWW..BBBB' }, /goal board has 2 empty cells/);
    rejects('frog-c', { goal: 'WWWWWWWW.BBBBBBB' }, /goal board has 16 cells/);
  });

  it('rejects a bad --n, and a start that does not fit it', () => {
    rejects('frog-line', { n: 0 }, /n must be a whole number from 1 to 8, not 0/);
    rejects('frog-line', { n: 9 }, /not 9/);
    rejects('frog-line', { n: 2.5 }, /not 2.5/);
    rejects('frog-line', { start: 'BB.W' }, /start board has 4 cells; the line needs 2n\+1/);
    rejects('frog-line', { start: `${'B'.repeat(9)}.${'W'.repeat(9)}` }, /has 19 cells/);
    rejects('frog-line', { n: 2, start: 'BBB.WWW' }, /n 2 needs a start board of 5 cells/);
    rejects('frog-line', { n: 3, goal: 'WW.BB' }, /goal board has 5 cells, this puzzle has 7/);
  });
});

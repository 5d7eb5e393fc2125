import { describe, expect, it } from 'vitest';
import { boardsEqual, countCodes } from '../source/puzzles/board-text.js';
import { lineBoardNames, lineProblems } from '../source/puzzles/line/boards.js';
import { lineEntries } from '../source/puzzles/line/entries.js';
import { CORNER, defaultLine, entry, named, pair, pieces, text } from './line-support.js';
import { expectOneLineInputError } from './support.js';

describe('line puzzle boards', () => {
  it('gives every named board 4 A, 3 B, 4 C, 4 D and the empty cell at the lifted corner', () => {
    for (const name of lineBoardNames) {
      const position = named(name);
      expect(countCodes(position, pieces.length + 1), name).toEqual([1, 4, 3, 4, 4]);
      expect(position[CORNER], name).toBe(0);
    }
  });

  it('makes goal2 the same board as start3, as the page says', () => {
    expect(boardsEqual(named('goal2'), named('start3'))).toBe(true);
  });

  it('names ids line-1..line-3 after problems 1..3 and starts line at start1 → goal1', () => {
    expect(lineEntries.map((each) => each.id)).toEqual(['line', 'line-1', 'line-2', 'line-3']);
    for (const each of lineEntries) {
      expect(each.family).toBe('Line Puzzle');
      expect(each.params.map((param) => param.name)).toEqual(['start', 'goal']);
    }
    lineProblems.forEach((problem, index) => {
      const puzzle = entry(`line-${index + 1}`).create({});
      expect(text(puzzle.start)).toBe(text(named(problem.start)));
      expect(text(puzzle.goals?.[0] ?? new Uint8Array())).toBe(text(named(problem.goal)));
    });
    expect(text(defaultLine.start)).toBe(text(named('start1')));
    expect(text(defaultLine.goals?.[0] ?? new Uint8Array())).toBe(text(named('goal1')));
  });

  it('lets a problem id take another start or goal', () => {
    const puzzle = entry('line-2').create({ start: 'goal3', goal: 'start1' });
    expect(text(puzzle.start)).toBe(text(named('goal3')));
    expect(puzzle.isGoal(named('start1'))).toBe(true);
  });
});

describe('line puzzle input', () => {
  it('reads names in any case and board strings with separators and S', () => {
    const puzzle = pair(' Start2 ', 'ABAS/CABD|ACDB CDCD');
    expect(text(puzzle.start)).toBe(text(named('start2')));
    expect(puzzle.isGoal(named('goal1'))).toBe(true);
  });

  it.each([
    ['ACA. CDCA DBAB CDB', 'start', /15 cells/],
    ['ACA. CDCA DBAB CDBX', 'start', /'X'/],
    ['ACA. CDCA DBAB CD.D', 'start', /2 empty cells/],
    ['ACAA CDCA DBAB CDBD', 'start', /0 empty cells/],
    ['ACA. CDCA DBAA CDBD', 'start', /5 A/],
    ['start4', 'start', /unknown named board 'start4'/],
    ['goal0', 'goal', /unknown named board 'goal0'/],
    ['AAA. AABB CCDD CCDD', 'goal', /goal board has 5 A .* the start has 4/],
  ])('rejects %s as the %s with one clear line', (written, which, message) => {
    const create = () => (which === 'start' ? pair(written, 'goal1') : pair('start1', written));
    expectOneLineInputError(create, message);
  });

  it('accepts the empty cell anywhere, and notes the +2 only when both boards have it at the corner', () => {
    expect(defaultLine.lengthNote).toEqual({
      extra: 2,
      text: 'lifting the corner piece out and back',
    });
    const moved = pair('ACAA CDC. DBAB CDBD', 'goal1');
    expect(moved.start[7]).toBe(0);
    expect(moved.lengthNote).toBeUndefined();
    expect(pair('start1', '.ABA CABD ACDB CDCD').lengthNote).toBeUndefined();
  });
});

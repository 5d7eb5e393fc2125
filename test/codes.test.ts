import { describe, expect, it } from 'vitest';
import { boardsEqual, formatBoard } from '../source/puzzles/board-text.js';
import { catalogue, findEntry } from '../source/puzzles/catalogue.js';
import { formatCode, optionsFrom, readCode } from '../source/puzzles/codes.js';
import { InputError, type PuzzleOptions } from '../source/puzzles/puzzle.js';
import { randomWalk, seededRandom } from './support.js';

const entry = (id: string) => findEntry(id)!;

describe('position codes', () => {
  it('fold options into the id and read them back', () => {
    expect(readCode('frog-line-4')).toEqual({ entry: entry('frog-line'), options: { n: 4 } });
    expect(readCode('peg-star-2-h3')).toEqual({ entry: entry('peg-star-2'), options: { hole: 3 } });
    expect(readCode('peg-star-h3-anywhere').options).toEqual({ hole: 3, anywhere: true });
    expect(readCode('line-1')).toEqual({ entry: entry('line-1'), options: {} });
    expect(readCode('frog-line-4:BBBB.WWWW').options).toEqual({ n: 4, start: 'BBBB.WWWW' });
    expect(readCode('line:ACA.CDCADBABCDBD:goal3').options).toEqual({
      start: 'ACA.CDCADBABCDBD',
      goal: 'goal3',
    });
  });

  it('write the examples of the design', () => {
    const write = (id: string, options: PuzzleOptions) =>
      formatCode(entry(id), options, entry(id).create(options));
    expect(write('frog-line', { n: 4, start: 'BBBB.WWWW' })).toBe('frog-line-4:BBBB.WWWW');
    expect(write('peg-star-2', { hole: 3 })).toBe('peg-star-2-h3');
    expect(write('line', { start: 'ACA. CDCA DBAB CDBD', goal: 'goal3' })).toBe(
      'line:ACA.CDCADBABCDBD:goal3',
    );
    expect(write('frog-line', { n: 3 })).toBe('frog-line');
    expect(write('knights', {})).toBe('knights');
  });

  it('round-trip every puzzle from positions along random walks', () => {
    const random = seededRandom(7);
    for (const each of catalogue) {
      const puzzle = each.create({});
      for (let walk = 0; walk < 5; walk++) {
        const board = randomWalk(puzzle, puzzle.start, 1 + walk * 3, random);
        const code = formatCode(each, {}, puzzle, board);
        const named = readCode(code);
        expect(named.entry, code).toBe(each);
        const again = named.entry.create(named.options);
        expect(formatBoard(again.start, again.pieces), code).toBe(
          formatBoard(board, puzzle.pieces),
        );
        expect(again.goalText, code).toBe(puzzle.goalText);
      }
    }
  });

  it('keep a default that also sets the goal when a start is written (peg-star hole 0)', () => {
    const star = entry('peg-star');
    const puzzle = star.create({});
    const board = randomWalk(puzzle, puzzle.start, 2, seededRandom(3));
    const options = optionsFrom(star, {}, puzzle, board);
    const again = star.create(options);
    expect(boardsEqual(again.start, board)).toBe(true);
    expect(again.goalText).toBe('one peg left, in hole 0');
  });

  it('say what is wrong with a bad code, in one line', () => {
    const bad: [string, RegExp][] = [
      ['frog-line-9', /bad code 'frog-line-9': --n must be a whole number from 1 to 8, not 9/],
      ['frog-line-x', /'x' is not an option of frog-line/],
      ['peg-star-2-h3-h4', /'h4' is not an option of peg-star-2/],
      ['knights:BBB......WWW:WWW......BBB:x', /a code is <id>:<start>\[:<goal>\]/],
      ['flip-star:.BBBBBBBBBBB:x', /flip-star takes no goal board/],
      ['knights:', /its start is empty/],
      ['nope-3', /unknown puzzle 'nope-3'/],
    ];
    for (const [code, message] of bad) {
      expect(() => readCode(code), code).toThrow(InputError);
      expect(() => readCode(code), code).toThrow(message);
    }
  });
});

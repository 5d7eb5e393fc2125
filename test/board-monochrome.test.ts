import { describe, expect, it } from 'vitest';
import { boardLines, markCells } from '../source/board/board.js';
import { makePuzzle } from './support.js';

/** The characters inside the outer frame. */
const inside = (lines: readonly string[]): string =>
  lines
    .slice(1, -1)
    .map((line) => line.slice(1, -1))
    .join('\n');

describe('the Line Puzzle without colour does not read as a maze', () => {
  const line = makePuzzle('line-1');
  const goal = line.goals?.[0] ?? line.start;

  it('draws no inner walls, only the grid corners, in NO_COLOR and --ascii', () => {
    for (const ascii of [false, true]) {
      const plain = boardLines(line, line.start, { monochrome: true, ascii });
      // No wall joints inside the frame: the only lines there are the pieces' arcs.
      expect(inside(plain)).not.toMatch(ascii ? /\+-|-\+|\+\|/ : /[┼├┤┬┴]/);
      // A dot at each inner corner of the 4×4 grid that no arc passes through.
      expect((inside(plain).match(ascii ? /\+/g : /·/g) ?? []).length).toBeGreaterThan(0);
      // With colour the walls stay: colour tells the pieces from them.
      expect(inside(boardLines(line, line.start, { ascii }))).toMatch(ascii ? /\+/ : /┼/);
    }
  });

  it('joins the arcs of the goal into whole circles across the cells', () => {
    const plain = boardLines(line, goal, { monochrome: true });
    // goal1's top-left circle: A B over C D, its top arc running through the wall between them.
    expect(plain[1]).toMatch(/^│ ╭───────╮/);
    expect(plain[5]).toMatch(/^│ ╰──── │/);
  });

  it('keeps the cursor brackets inside the cell, off the walls', () => {
    const plain = boardLines(line, line.start, {
      monochrome: true,
      marks: markCells({ cursor: 5 }),
    });
    expect(plain.join('\n')).toMatch(/\[[^\]]{3}\]/);
  });

  it('leaves boards whose pieces are glyphs as they are', () => {
    const knights = makePuzzle('knights');
    expect(boardLines(knights, knights.start, { monochrome: true })).toEqual(
      boardLines(knights, knights.start),
    );
  });
});

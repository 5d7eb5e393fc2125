import { describe, expect, it } from 'vitest';
import { encodeFromTo, fromCell, toCell } from '../source/puzzles/puzzle.js';
import { replay } from '../source/search/replay.js';
import { PAGE_ANSWERS, pageMoves } from './line-pages.js';
import {
  CELLS,
  col,
  defaultLine,
  manhattan,
  named,
  pair,
  randomWalk,
  row,
  text,
} from './line-support.js';
import { legalMoves, seededRandom } from './support.js';

describe('line puzzle rules', () => {
  it('lays the cells out as a 4×4 grid of quarter circles', () => {
    expect(defaultLine.layout.style).toBe('quarter');
    expect(defaultLine.layout.links).toEqual([]);
    expect(defaultLine.layout.cells).toHaveLength(CELLS);
    defaultLine.layout.cells.forEach((place, cell) => {
      expect(place).toEqual({ row: row(cell), col: col(cell) });
    });
  });

  it('slides exactly the orthogonal neighbours of the empty cell into it', () => {
    const random = seededRandom(3);
    for (const position of randomWalk(defaultLine, defaultLine.start, 200, random)) {
      const empty = position.indexOf(0);
      const expected = [...Array(CELLS).keys()]
        .filter((cell) => manhattan(cell, empty) === 1)
        .map((cell) => encodeFromTo(cell, empty));
      expect(legalMoves(defaultLine, position).sort()).toEqual(expected.sort());
      expect(expected.length).toBeLessThanOrEqual(defaultLine.maxMoves);
    }
  });

  it('undoes and inverts every move, flips the parity, and writes moves as [from, to]', () => {
    const random = seededRandom(7);
    const position = defaultLine.start.slice();
    for (let step = 0; step < 300; step++) {
      const moves = legalMoves(defaultLine, position);
      const move = moves[Math.floor(random() * moves.length)];
      const before = position.slice();
      const parityBefore = defaultLine.parity?.(position);
      defaultLine.apply(position, move);
      expect(position[toCell(move)]).toBe(before[fromCell(move)]);
      expect(position[fromCell(move)]).toBe(0);
      expect(defaultLine.parity?.(position)).toBe(1 - (parityBefore ?? 0));
      expect(defaultLine.notation(move)).toEqual([fromCell(move), toCell(move)]);
      const inverse = defaultLine.inverse?.(move) ?? -1;
      expect(legalMoves(defaultLine, position)).toContain(inverse);
      const undone = position.slice();
      defaultLine.undo(undone, move);
      expect(text(undone)).toBe(text(before));
      const reversed = position.slice();
      defaultLine.apply(reversed, inverse);
      expect(text(reversed)).toBe(text(before));
    }
  });

  it.each(PAGE_ANSWERS)('replays the page answer $start → $goal', ({ start, goal, printed }) => {
    const puzzle = pair(start, goal);
    const positions = replay(puzzle, puzzle.start, pageMoves(printed));
    expect(puzzle.isGoal(positions[positions.length - 1])).toBe(true);
    expect(positions.slice(0, -1).some((position) => puzzle.isGoal(position))).toBe(false);
  });

  it('has the page answers 30, 32, 38 and 16 moves long, as the page counts them', () => {
    expect(PAGE_ANSWERS.map(({ printed }) => pageMoves(printed).length)).toEqual([30, 32, 38, 16]);
    for (const { start, goal, printed } of PAGE_ANSWERS) {
      const moves = pageMoves(printed);
      const puzzle = pair(start, goal);
      const parityGap = (puzzle.parity?.(puzzle.start) ?? 0) ^ (puzzle.parity?.(named(goal)) ?? 0);
      expect(moves.length % 2).toBe(parityGap);
    }
  });
});

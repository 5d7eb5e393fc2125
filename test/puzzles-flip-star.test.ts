import { describe, expect, it } from 'vitest';
import { boardsEqual } from '../source/puzzles/board-text.js';
import { encodeFromTo, fromCell, toCell } from '../source/puzzles/puzzle.js';
import { board, replayBoards, starFlip } from './flip-support.js';
import { legalMoves } from './support.js';

/** The page's `line` table: the hexagram's six lines, cells in ascending order. */
const PAGE_LINES = [
  [0, 2, 5, 7],
  [0, 3, 6, 10],
  [7, 8, 9, 10],
  [1, 2, 3, 4],
  [1, 5, 8, 11],
  [4, 6, 9, 11],
];

/** The page's `jump_table`: for each empty cell, (line number, cell of the piece that jumps). */
const PAGE_JUMP_TABLE: readonly (readonly (readonly [number, number])[])[] = [
  [
    [0, 5],
    [0, 7],
    [1, 6],
    [1, 10],
  ],
  [
    [3, 3],
    [3, 4],
    [4, 8],
    [4, 11],
  ],
  [
    [0, 7],
    [3, 4],
  ],
  [
    [1, 10],
    [3, 1],
  ],
  [
    [3, 1],
    [3, 2],
    [5, 9],
    [5, 11],
  ],
  [
    [0, 0],
    [4, 11],
  ],
  [
    [1, 0],
    [5, 11],
  ],
  [
    [0, 0],
    [0, 2],
    [2, 9],
    [2, 10],
  ],
  [
    [2, 10],
    [4, 1],
  ],
  [
    [2, 7],
    [5, 4],
  ],
  [
    [1, 0],
    [1, 3],
    [2, 7],
    [2, 8],
  ],
  [
    [4, 1],
    [4, 5],
    [5, 4],
    [5, 6],
  ],
];

describe('flip-star rules', () => {
  it("generates exactly the page's jump table", () => {
    for (let empty = 0; empty < starFlip.cellCount; empty++) {
      const position = new Uint8Array(starFlip.cellCount).fill(1);
      position[empty] = 0;
      const moves = legalMoves(starFlip, position);
      expect(moves.map(toCell).every((to) => to === empty)).toBe(true);
      const froms = moves.map(fromCell).sort((a, b) => a - b);
      const pageFroms = PAGE_JUMP_TABLE[empty].map(([, from]) => from).sort((a, b) => a - b);
      expect(froms, `empty cell ${empty}`).toEqual(pageFroms);
    }
  });

  it("turns over exactly the pieces between jumper and empty cell on the page's line", () => {
    PAGE_JUMP_TABLE.forEach((jumps, empty) => {
      for (const [line, from] of jumps) {
        const position = new Uint8Array(starFlip.cellCount).fill(1);
        position[empty] = 0;
        starFlip.apply(position, encodeFromTo(from, empty));
        const low = Math.min(from, empty);
        const high = Math.max(from, empty);
        const between = PAGE_LINES[line].filter((cell) => cell > low && cell < high);
        const white = [...position.keys()].filter((cell) => position[cell] === 2);
        expect(white, `${from} → ${empty}`).toEqual(between);
        expect(position[from]).toBe(0);
        expect(position[empty]).toBe(1);
      }
    });
  });

  it("replays the page's 18-move answer board by board", () => {
    const pageAnswer = [
      'S B B B B B B B B B B B',
      'B B W B B W B S B B B B',
      'B B S B B B B W B B B B',
      'B B B W S B B W B B B B',
      'B B B W B B W W B W B S',
      'B B B W B B S W B B B W',
      'S B B B B B B W B B B W',
      'W B W B B W B S B B B W',
      'W B S B B B B W B B B W',
      'W B B W S B B W B B B W',
      'W B B W W B W W B W B S',
      'W S B W W W W W W W B B',
      'W W W S W W W W W W B B',
      'W W W B W W B W W W S B',
      'S W W W W W W W W W W B',
      'W W B W W S W W W W W B',
      'W W B W W B W W B W W S',
      'W S B W W W W W W W W W',
      'W W W S W W W W W W W W',
    ];
    expect(boardsEqual(board(starFlip, pageAnswer[0]), starFlip.start)).toBe(true);
    const end = replayBoards(starFlip, pageAnswer);
    expect(starFlip.isGoal(end)).toBe(true);
  });

  it('places the cells of every line evenly along a straight line', () => {
    const places = starFlip.layout.cells;
    for (const line of PAGE_LINES) {
      const rowStep = places[line[1]].row - places[line[0]].row;
      const colStep = places[line[1]].col - places[line[0]].col;
      line.forEach((cell, i) => {
        expect(places[cell]).toEqual({
          row: places[line[0]].row + i * rowStep,
          col: places[line[0]].col + i * colStep,
        });
      });
    }
  });

  it('links the consecutive cells of each line', () => {
    const links = starFlip.layout.links.map(([a, b]) => [Math.min(a, b), Math.max(a, b)].join('-'));
    const expected = PAGE_LINES.flatMap((line) =>
      line.slice(1).map((cell, i) => [line[i], cell].join('-')),
    );
    expect(starFlip.layout.style).toBe('graph');
    expect(links.sort()).toEqual(expected.sort());
  });
});

import { describe, expect, it } from 'vitest';
import type { BoardView, Segment } from '../source/board/board-view.js';
import { nextCell } from '../source/board/cursor.js';
import { cellAt as hitCell, segmentAt } from '../source/board/hit.js';
import { markCells } from '../source/board/marks.js';
import { boardSize, cellCentres, renderBoard } from '../source/board/render.js';
import { catalogue } from '../source/puzzles/catalogue.js';
import type { Layout, LayoutStyle } from '../source/puzzles/puzzle.js';
import { columns } from '../source/text/wrap.js';
import { grid, HEXAGRAM as HEXAGRAM_LAYOUT, places, QUARTERS, STONES } from './board-fixtures.js';

const HEXAGRAM: BoardView = { layout: HEXAGRAM_LAYOUT, pieces: STONES };

const gridView = (style: LayoutStyle, rows: number, cols: number): BoardView => ({
  layout: { style, cells: grid(rows, cols), links: [] } satisfies Layout,
  pieces: style === 'quarter' ? QUARTERS : STONES,
});

/** A frog-like shape whose rows do not start at column 0. */
const OFFSET_FROG: BoardView = {
  layout: {
    style: 'graph',
    cells: places([
      [1, 4],
      [2, 2],
      [2, 4],
      [3, 4],
    ]),
    links: [
      [0, 2],
      [1, 2],
      [2, 3],
    ],
  },
  pieces: STONES,
};

const VIEWS: Record<string, BoardView> = {
  hexagram: HEXAGRAM,
  'offset frog': OFFSET_FROG,
  knights: gridView('boxed', 4, 3),
  'line puzzle': gridView('quarter', 4, 4),
};

/** Every cell holds a piece (cycling through the kinds), except cell 1. */
const fullBoard = (view: BoardView): Uint8Array =>
  Uint8Array.from(view.layout.cells, (_, cell) =>
    cell === 1 ? 0 : view.pieces[cell % view.pieces.length].code,
  );

const rowText = (row: readonly Segment[]): string => row.map((segment) => segment.text).join('');

/** The segment under each column of a row, one entry a column (a wide character two). */
const columnsOf = (row: readonly Segment[]): Segment[] =>
  row.flatMap((segment) => Array.from({ length: columns(segment.text) }, () => segment));

describe.each(Object.entries(VIEWS))('%s', (_, view) => {
  describe.each([false, true])('compact %s', (compact) => {
    const board = fullBoard(view);
    const size = boardSize(view, { compact });
    const marked = markCells({ cursor: 0, picked: 2, targets: [1], moved: [3] });

    it('draws exactly boardSize characters, with or without marks', () => {
      for (const marks of [undefined, marked]) {
        for (const ascii of [false, true]) {
          const rows = renderBoard(view, board, { compact, marks, ascii });
          expect(rows).toHaveLength(size.height);
          for (const row of rows) expect([...rowText(row)]).toHaveLength(size.width);
        }
      }
    });

    it('puts every cell centre on a character that draws that cell', () => {
      const rows = renderBoard(view, board, { compact });
      const centres = cellCentres(view, { compact });
      expect(centres).toHaveLength(view.layout.cells.length);
      centres.forEach((centre, cell) => {
        expect(hitCell(rows, centre.x, centre.y)).toBe(cell);
      });
    });
  });
});

describe.each(catalogue.map((entry) => [entry.id, entry] as const))(
  "the mouse's hit-test on %s's drawing",
  (_, entry) => {
    const puzzle = entry.create({});
    const view: BoardView = { layout: puzzle.layout, pieces: puzzle.pieces };
    it.each([
      [false, false],
      [true, false],
      [false, true],
    ])(
      'compact %s, ascii %s: every column finds what is drawn there, or the cell beside it',
      (compact, ascii) => {
        const rows = renderBoard(view, puzzle.start, { compact, ascii });
        rows.forEach((row, y) => {
          const under = columnsOf(row);
          for (let x = -1; x <= under.length; x++) {
            expect(segmentAt(rows, x, y), `${x},${y}`).toBe(under[x]);
            const expected = under[x]?.cell ?? under[x - 1]?.cell ?? under[x + 1]?.cell;
            expect(hitCell(rows, x, y), `${x},${y}`).toBe(expected);
          }
        });
      },
    );
  },
);

describe('cell centres', () => {
  it('places hexagram cells at row*2, col*2 after the bracket column', () => {
    const centres = cellCentres(HEXAGRAM);
    expect(centres[0]).toEqual({ x: 7, y: 0 });
    expect(centres.slice(1, 5)).toEqual([
      { x: 1, y: 2 },
      { x: 5, y: 2 },
      { x: 9, y: 2 },
      { x: 13, y: 2 },
    ]);
    expect(centres[11]).toEqual({ x: 7, y: 8 });
    expect(boardSize(HEXAGRAM)).toEqual({ width: 15, height: 9 });
  });

  it('starts a layout at its smallest row and column', () => {
    expect(cellCentres(OFFSET_FROG)).toEqual([
      { x: 5, y: 0 },
      { x: 1, y: 2 },
      { x: 5, y: 2 },
      { x: 5, y: 4 },
    ]);
  });

  it('puts a boxed cell in the middle of its box', () => {
    const knights = gridView('boxed', 4, 3);
    expect(cellCentres(knights)[4]).toEqual({ x: 6, y: 3 });
    expect(boardSize(knights)).toEqual({ width: 13, height: 9 });
    expect(boardSize(knights, { compact: true })).toEqual({ width: 7, height: 4 });
    expect(boardSize(gridView('quarter', 4, 4))).toEqual({ width: 25, height: 13 });
  });
});

describe('moving the cursor as cells lie on the screen', () => {
  const centres = cellCentres(HEXAGRAM);
  const walk = (from: number, ...keys: ('up' | 'down' | 'left' | 'right')[]): number =>
    keys.reduce((cell, key) => nextCell(centres, cell, key), from);

  it('goes along the rows and stops at the edge', () => {
    expect(walk(1, 'right')).toBe(2);
    expect(walk(1, 'right', 'right', 'right')).toBe(4);
    expect(walk(4, 'right')).toBe(4);
    expect(walk(10, 'left', 'left')).toBe(8);
  });

  it('goes down through the points and the middle cells', () => {
    expect(walk(0, 'down')).toBe(2);
    expect(walk(2, 'down')).toBe(5);
    expect(walk(4, 'down')).toBe(6);
    expect(walk(9, 'down')).toBe(11);
    expect(walk(11, 'down')).toBe(11);
    expect(walk(11, 'up', 'up', 'up', 'up')).toBe(0);
  });

  it('breaks ties toward the side the cursor came from, else by turns', () => {
    // Down from the top point: 2 and 3 lie equally near.
    expect(nextCell(centres, 0, 'down', 3)).toBe(3);
    expect(nextCell(centres, 0, 'down', 2)).toBe(2);
    expect(nextCell(centres, 0, 'down', undefined, 0)).toBe(2);
    expect(nextCell(centres, 0, 'down', undefined, 1)).toBe(3);
    // Down from 5 (7 and 8 tie), coming from the right (6): toward 8.
    expect(nextCell(centres, 5, 'down', 6)).toBe(8);
    expect(nextCell(centres, 5, 'down', 1)).toBe(7);
  });

  it('moves on a boxed grid by rows and columns', () => {
    const knights = cellCentres(gridView('boxed', 4, 3));
    expect(nextCell(knights, 0, 'right')).toBe(1);
    expect(nextCell(knights, 0, 'down')).toBe(3);
    expect(nextCell(knights, 11, 'up')).toBe(8);
    expect(nextCell(knights, 0, 'up')).toBe(0);
  });
});

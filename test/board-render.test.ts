import { describe, expect, it } from 'vitest';
import type { BoardView, CellMarks } from '../source/board/board-view.js';
import { markCells } from '../source/board/marks.js';
import { boardLines, renderBoard } from '../source/board/render.js';
import type { Board, Layout, PieceKind } from '../source/puzzles/puzzle.js';
import { grid, HEXAGRAM, PEG_STAR, places, QUARTERS, STONES } from './board-fixtures.js';

const PEGS: readonly PieceKind[] = [
  { code: 1, char: 'o', name: 'peg', look: { glyph: '●', ascii: 'o', tone: 'bright' } },
];

/** The 7-cell frog board with rule 1's diagonals; columns doubled as frog layouts do. */
const FROG_MINI: Layout = {
  style: 'graph',
  cells: places([
    [0, 0],
    [0, 2],
    [1, 0],
    [1, 2],
    [1, 4],
    [2, 2],
    [2, 4],
  ]),
  links: [
    [0, 1],
    [0, 2],
    [1, 3],
    [2, 3],
    [3, 4],
    [3, 5],
    [4, 6],
    [5, 6],
    [0, 3],
    [1, 2],
    [1, 4],
    [2, 5],
    [3, 6],
    [4, 5],
  ],
};

const KNIGHTS: Layout = { style: 'boxed', cells: grid(4, 3), links: [] };

const view = (layout: Layout, pieces: readonly PieceKind[]): BoardView => ({ layout, pieces });

/** A board from a string of piece characters, `.` for empty. */
const boardOf = (text: string, pieces: readonly PieceKind[]): Board =>
  Uint8Array.from([...text], (char) =>
    char === '.' ? 0 : (pieces.find((piece) => piece.char === char)?.code ?? 99),
  );

const draw = (
  layout: Layout,
  pieces: readonly PieceKind[],
  text: string,
  options: { ascii?: boolean; compact?: boolean; marks?: CellMarks } = {},
): string[] => boardLines(view(layout, pieces), boardOf(text, pieces), options);

describe('graph style', () => {
  const start = '.BBBBBBBBBBB';

  it('draws Flip It Star as the page does: two rows of four, points, diagonals', () => {
    expect(draw(HEXAGRAM, STONES, start)).toEqual([
      '       □',
      '      ╱ ╲',
      ' ●───●───●───●',
      '  ╲ ╱     ╲ ╱',
      '   ●       ●',
      '  ╱ ╲     ╱ ╲',
      ' ●───●───●───●',
      '      ╲ ╱',
      '       ●',
    ]);
  });

  it('draws the same board in ASCII', () => {
    expect(draw(HEXAGRAM, STONES, 'WBBBBBBBBBB.', { ascii: true })).toEqual([
      '       W',
      '      / \\',
      ' B---B---B---B',
      '  \\ /     \\ /',
      '   B       B',
      '  / \\     / \\',
      ' B---B---B---B',
      '      \\ /',
      '       .',
    ]);
  });

  it('joins the peg star middle row and shows holes as open circles', () => {
    const lines = draw(PEG_STAR, PEGS, '.oooooooooooo');
    expect(lines[0]).toBe('       ○');
    expect(lines[3]).toBe('  ╲ ╱ ╲ ╱ ╲ ╱');
    expect(lines[4]).toBe('   ●───●───●');
    expect(draw(PEG_STAR, PEGS, '.oooooooooooo', { ascii: true })[4]).toBe('   o---o---o');
  });

  it('draws frog diagonals at their midpoints and crosses them', () => {
    expect(draw(FROG_MINI, STONES, 'BBB.WWW')).toEqual([
      ' ●───●',
      ' │ ╳ │ ╲',
      ' ●───□───○',
      '   ╲ │ ╳ │',
      '     ○───○',
    ]);
    expect(draw(FROG_MINI, STONES, 'BBB.WWW', { ascii: true })[1]).toBe(' | X | \\');
  });

  it('keeps pieces at their places without links when compact', () => {
    expect(draw(HEXAGRAM, STONES, start, { compact: true })).toEqual([
      '    □',
      ' ● ● ● ●',
      '  ●   ●',
      ' ● ● ● ●',
      '    ●',
    ]);
    expect(draw(FROG_MINI, STONES, 'BBB.WWW', { compact: true })).toEqual([
      ' ● ●',
      ' ● □ ○',
      '   ○ ○',
    ]);
  });
});

describe('marks change characters, not only colours', () => {
  it('brackets the cursor and the picked piece and shows targets on the hexagram', () => {
    const marks = markCells({ cursor: 1, picked: 5, targets: [0] });
    const lines = draw(HEXAGRAM, STONES, '.BBBBBBBBBBB', { marks });
    expect(lines[0]).toBe('       ◎');
    expect(lines[2]).toBe('[●]──●───●───●');
    expect(lines[4]).toBe('  >●<      ●');
    const ascii = draw(HEXAGRAM, STONES, '.BBBBBBBBBBB', { marks, ascii: true });
    expect(ascii[0]).toBe('       *');
    expect(ascii[2]).toBe('[B]--B---B---B');
  });

  it('keeps the target sign under the cursor', () => {
    const marks = markCells({ cursor: 0, targets: [0] });
    expect(draw(HEXAGRAM, STONES, '.BBBBBBBBBBB', { marks })[0]).toBe('      [◎]');
  });

  it('brackets inside a box', () => {
    const marks = markCells({ cursor: 0, picked: 2, targets: [5], moved: [9] });
    expect(draw(KNIGHTS, STONES, 'BBB......WWW', { marks })).toEqual([
      '┌───┬───┬───┐',
      '│[●]│ ● │>●<│',
      '├───┼───┼───┤',
      '│   │   │ ◎ │',
      '├───┼───┼───┤',
      '│   │   │   │',
      '├───┼───┼───┤',
      '│(○)│ ○ │ ○ │',
      '└───┴───┴───┘',
    ]);
  });

  it('lets the cursor win where two brackets would share a place', () => {
    const line: Layout = { style: 'boxed', cells: grid(1, 3), links: [] };
    const marks = markCells({ cursor: 1, moved: [0, 2] });
    expect(draw(line, STONES, 'BWB', { marks, compact: true })).toEqual(['(●[○]●)']);
  });

  it('reports the mark and the cell on the segments that draw it', () => {
    const marks = markCells({ cursor: 3 });
    const rows = renderBoard(view(KNIGHTS, STONES), boardOf('BBB......WWW', STONES), { marks });
    const cursorSegments = rows.flat().filter((segment) => segment.mark === 'cursor');
    expect(cursorSegments.map((segment) => segment.text).join('')).toBe('[ ]');
    expect(cursorSegments.every((segment) => segment.cell === 3)).toBe(true);
    const black = rows[1].find((segment) => segment.cell === 0);
    expect(black).toEqual({ text: ' ● ', tone: 'dark', cell: 0 });
  });
});

describe('boxed style', () => {
  it('draws the knights board as a 3 × 4 grid of boxes', () => {
    expect(draw(KNIGHTS, STONES, 'BBB......WWW')).toEqual([
      '┌───┬───┬───┐',
      '│ ● │ ● │ ● │',
      '├───┼───┼───┤',
      '│   │   │   │',
      '├───┼───┼───┤',
      '│   │   │   │',
      '├───┼───┼───┤',
      '│ ○ │ ○ │ ○ │',
      '└───┴───┴───┘',
    ]);
  });

  it('draws a line of boxes in ASCII', () => {
    const line: Layout = { style: 'boxed', cells: grid(1, 6), links: [] };
    expect(draw(line, STONES, '.BBBBW', { ascii: true })).toEqual([
      '+---+---+---+---+---+---+',
      '|   | B | B | B | B | W |',
      '+---+---+---+---+---+---+',
    ]);
  });

  it('leaves cells missing from the layout blank, without a box', () => {
    const ell: Layout = {
      style: 'boxed',
      cells: places([
        [0, 0],
        [1, 0],
        [1, 1],
      ]),
      links: [],
    };
    expect(draw(ell, STONES, 'B.W')).toEqual([
      '┌───┐',
      '│ ● │',
      '├───┼───┐',
      '│   │ ○ │',
      '└───┴───┘',
    ]);
  });

  it('lays pieces out one apart when compact', () => {
    expect(draw(KNIGHTS, STONES, 'BBB......WWW', { compact: true })).toEqual([
      ' ● ● ●',
      ' · · ·',
      ' · · ·',
      ' ○ ○ ○',
    ]);
  });
});

describe('quarter style', () => {
  const block: Layout = { style: 'quarter', cells: grid(2, 4), links: [] };

  it('makes a circle of A B over C D, the arcs joining across the walls', () => {
    expect(draw(block, QUARTERS, 'AB..CD..')).toEqual([
      '┌─────┬─────┬─────┬─────┐',
      '│ ╭───┼───╮ │     │     │',
      '│ │   │   │ │     │     │',
      '├─┼───┼───┼─┼─────┼─────┤',
      '│ │   │   │ │     │     │',
      '│ ╰───┼───╯ │     │     │',
      '└─────┴─────┴─────┴─────┘',
    ]);
  });

  it('shows where a lone quarter meets its walls', () => {
    const single: Layout = { style: 'quarter', cells: grid(1, 1), links: [] };
    expect(draw(single, QUARTERS, 'A')).toEqual(['┌─────┐', '│ ╭───┤', '│ │   │', '└─┴───┘']);
    expect(draw(single, QUARTERS, 'D')).toEqual(['┌───┬─┐', '│   │ │', '├───╯ │', '└─────┘']);
  });

  it('makes the circle in ASCII', () => {
    expect(draw(block, QUARTERS, 'AB..CD..', { ascii: true }).slice(0, 6)).toEqual([
      '+-----+-----+-----+-----+',
      '| .---+---. |     |     |',
      '| |   |   | |     |     |',
      '+-+---+---+-+-----+-----+',
      '| |   |   | |     |     |',
      "| '---+---' |     |     |",
    ]);
  });

  it('puts brackets inside the box, at the ends of the line its piece leaves open', () => {
    const marks = markCells({ cursor: 0, targets: [2], picked: 3 });
    expect(draw(block, QUARTERS, 'AB..CD..', { marks })).toEqual([
      '┌─────┬─────┬─────┬─────┐',
      '│ ╭───┼───╮ │  ◎  │>   <│',
      '│[│  ]│   │ │     │     │',
      '├─┼───┼───┼─┼─────┼─────┤',
      '│ │   │   │ │     │     │',
      '│ ╰───┼───╯ │     │     │',
      '└─────┴─────┴─────┴─────┘',
    ]);
  });

  it('never lets the marks of one cell cover those of another, or a wall (the tip beside the cursor)', () => {
    const marks = markCells({ hint: [0, 2], cursor: 1 });
    expect(draw(block, QUARTERS, 'AB..CD..', { marks }).slice(0, 3)).toEqual([
      '┌─────┬─────┬─────┬─────┐',
      '│ ╭───┼───╮ │{   }│     │',
      '│{│  }│[  │]│     │     │',
    ]);
    // Compact: neighbours touch, so a mark is drawn in the cell alone (`{·}` then `[·]`, not `}]`).
    const small = markCells({ hint: [2], cursor: 3 });
    expect(draw(block, QUARTERS, 'AB..CD..', { compact: true, marks: small })[0]).toBe(
      ' ╭──╮ {·}[·]',
    );
  });

  it('draws pieces three characters wide when compact, arcs meeting only in a circle', () => {
    expect(draw(block, QUARTERS, 'AB..CD..', { compact: true })).toEqual([
      ' ╭──╮  ·  ·',
      ' ╰──╯  ·  ·',
    ]);
    expect(draw(block, QUARTERS, 'AB..CD..', { compact: true, ascii: true })).toEqual([
      ' .--.  .  .',
      " '--'  .  .",
    ]);
    // Two arcs of different circles side by side stay apart, as on the board.
    expect(draw(block, QUARTERS, 'BA..DC..', { compact: true })).toEqual([
      '─╮  ╭─ ·  ·',
      '─╯  ╰─ ·  ·',
    ]);
    const marks = markCells({ moved: [0], cursor: 2 });
    expect(draw(block, QUARTERS, 'AB..CD..', { compact: true, marks })[0]).toBe(' ┏━─╮ [·] ·');
  });
});

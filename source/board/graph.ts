import type { Board } from '../puzzles/puzzle.js';
import type { BoardView, Geometry, Point, RenderOptions } from './board-view.js';
import type { Canvas } from './canvas.js';
import { bracketCellsInline, cellGlyph, cellsToDraw } from './cell-paint.js';
import { extentOf, type Style } from './style.js';

/**
 * Cells as dots with lines between them (hexagrams, frog boards). A cell lies
 * at text line row*2 and column col*2, with one spare column either side for
 * cursor brackets. Compact (film strips) drops the links and halves the spacing.
 */
export const graphStyle = (compact: boolean): Style => {
  const spacing = compact ? 1 : 2;
  const geometry = (view: BoardView): Geometry => {
    const extent = extentOf(view.layout.cells);
    return {
      width: extent.cols === 0 ? 0 : (extent.cols - 1) * spacing + 3,
      height: extent.rows === 0 ? 0 : (extent.rows - 1) * spacing + 1,
      centres: view.layout.cells.map((place) => ({
        x: 1 + (place.col - extent.minCol) * spacing,
        y: (place.row - extent.minRow) * spacing,
      })),
    };
  };
  const draw = (canvas: Canvas, view: BoardView, board: Board, options: RenderOptions): void => {
    const ascii = options.ascii ?? false;
    const { centres } = geometry(view);
    if (!compact) {
      for (const [a, b] of view.layout.links) drawLink(canvas, centres[a], centres[b], ascii);
    }
    const cells = cellsToDraw(board, options);
    for (const spot of cells) {
      const glyph = cellGlyph(view, spot, 'graph', ascii);
      const { x, y } = centres[spot.cell];
      canvas.put(x, y, glyph.ch, glyph.tone, { cell: spot.cell, mark: spot.mark });
    }
    bracketCellsInline(canvas, cells, centres, 1);
  };
  return { geometry, draw };
};

type LineChars = { across: string; down: string; fall: string; rise: string };

const UNICODE_LINES: LineChars = { across: '─', down: '│', fall: '╲', rise: '╱' };
const ASCII_LINES: LineChars = { across: '-', down: '|', fall: '\\', rise: '/' };

/** Two lines drawn through the same character become a crossing. */
const CROSSINGS: Readonly<Record<string, string>> = {
  '─│': '┼',
  '│─': '┼',
  '╲╱': '╳',
  '╱╲': '╳',
  '-|': '+',
  '|-': '+',
  '\\/': 'X',
  '/\\': 'X',
};

const drawLink = (canvas: Canvas, a: Point, b: Point, ascii: boolean): void => {
  const chars = ascii ? ASCII_LINES : UNICODE_LINES;
  const stroke = (x: number, y: number, ch: string): void => {
    const crossing = CROSSINGS[canvas.charAt(x, y) + ch];
    canvas.put(x, y, crossing ?? ch, 'link');
  };
  if (a.y === b.y) {
    for (let x = Math.min(a.x, b.x) + 1; x < Math.max(a.x, b.x); x++) stroke(x, a.y, chars.across);
    return;
  }
  const [top, bottom] = a.y < b.y ? [a, b] : [b, a];
  const slope = (bottom.x - top.x) / (bottom.y - top.y);
  const ch = slope === 0 ? chars.down : slope > 0 ? chars.fall : chars.rise;
  // Lines that are not at 45° (frog boards' diagonals) still get one character per text line.
  for (let y = top.y + 1; y < bottom.y; y++) {
    stroke(Math.round(top.x + slope * (y - top.y)), y, ch);
  }
};

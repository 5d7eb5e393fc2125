import type { Board } from '../puzzles/puzzle.js';
import type { BoardView, Geometry, Point, RenderOptions } from './board-view.js';
import type { Canvas } from './canvas.js';
import { bracketCellsInline, type CellToDraw, cellGlyph, cellsToDraw } from './cell-paint.js';
import { bracketsOf } from './marks.js';
import { quadrantOf } from './quarter.js';
import { extentOf, type Style } from './style.js';

/** How a wall-less grid lays out and draws its cells. */
type GridPainter = {
  /** Columns from one cell to the next. */
  readonly spacing: number;
  /** Free columns before the first cell, for a bracket. */
  readonly margin: number;
  /** Characters one cell's drawing takes. */
  readonly glyphWidth: number;
  /** The painter marks cells itself (no room for brackets beside them): no bracket pass. */
  readonly marksItself?: boolean;
  paint(canvas: Canvas, at: Point, view: BoardView, spot: CellToDraw, ascii: boolean): void;
};

/** Boxed and quarter boards without walls, for film strips. */
const gridStyle = (painter: GridPainter): Style => {
  const geometry = (view: BoardView): Geometry => {
    const extent = extentOf(view.layout.cells);
    return {
      width: extent.cols === 0 ? 0 : painter.margin + extent.cols * painter.spacing,
      height: extent.rows,
      centres: view.layout.cells.map((place) => ({
        x: painter.margin + (place.col - extent.minCol) * painter.spacing,
        y: place.row - extent.minRow,
      })),
    };
  };
  const draw = (canvas: Canvas, view: BoardView, board: Board, options: RenderOptions): void => {
    const ascii = options.ascii ?? false;
    const { centres } = geometry(view);
    const cells = cellsToDraw(board, options);
    for (const spot of cells) painter.paint(canvas, centres[spot.cell], view, spot, ascii);
    if (!painter.marksItself) bracketCellsInline(canvas, cells, centres, painter.glyphWidth);
  };
  return { geometry, draw };
};

/** Knights and flip-line in a film strip: `● ● ●` over `· · ·`; a tray's numbers two wide. */
export const glyphGridStyleOf = (glyphWidth: number): Style =>
  gridStyle({
    spacing: glyphWidth + 1,
    margin: 1,
    glyphWidth,
    paint: (canvas, at, view, spot, ascii) => {
      const glyph = cellGlyph(view, spot, 'grid', ascii);
      const owner = { cell: spot.cell, mark: spot.mark };
      canvas.write(at.x, at.y, glyph.ch.padStart(glyphWidth), glyph.tone, owner);
    },
  });

/**
 * By quadrant (A B C D), three columns a cell: the arc keeps to the side of
 * its circle's centre, so A B over C D draw ` ╭──╮ ` over ` ╰──╯ ` and the
 * space between two cells whose arcs do not meet shows where one ends.
 */
const SMALL_ARCS = {
  unicode: { plain: [' ╭─', '─╮ ', ' ╰─', '─╯ '], marked: [' ┏━', '━┓ ', ' ┗━', '━┛ '] },
  ascii: { plain: [' .-', '-. ', " '-", "-' "], marked: [' #=', '=# ', ' #=', '=# '] },
} as const;

/**
 * Line Puzzle in a film strip: each cell three characters wide, its piece's
 * arc touching its neighbour's only where the two make one circle; no room
 * for brackets beside a piece, so a marked piece is drawn heavy (`#` in
 * ASCII) instead, and a marked empty cell holds its dot between brackets.
 */
export const quarterGridStyle: Style = gridStyle({
  spacing: 3,
  margin: 0,
  glyphWidth: 3,
  // Neighbours touch: brackets beside a cell would land on its neighbour's piece or marks.
  marksItself: true,
  paint: (canvas, at, view, spot, ascii) => {
    const owner = { cell: spot.cell, mark: spot.mark };
    const quadrant = quadrantOf(view, spot.code);
    const brackets = bracketsOf(spot.marks, spot.code === 0);
    if (!quadrant) {
      const glyph = cellGlyph(view, spot, 'grid', ascii);
      const [before, after] = brackets && spot.code === 0 ? brackets : [' ', ' '];
      const tone = brackets && spot.code === 0 ? 'mark' : glyph.tone;
      canvas.write(at.x, at.y, `${before}${glyph.ch}${after}`, tone, owner);
      return;
    }
    const marked = brackets !== undefined;
    const set = SMALL_ARCS[ascii ? 'ascii' : 'unicode'][marked ? 'marked' : 'plain'];
    const index = (quadrant.bottom ? 2 : 0) + (quadrant.right ? 1 : 0);
    canvas.write(at.x, at.y, set[index], 'piece', owner);
  },
});

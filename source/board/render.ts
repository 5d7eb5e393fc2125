import type { Board } from '../puzzles/puzzle.js';
import { ambiguousWide } from '../text/ambiguous.js';
import type { BoardView, Point, RenderOptions, Segment, ShapeOptions } from './board-view.js';
import { boxedStyle, glyphPainterOf } from './boxed.js';
import { Canvas } from './canvas.js';
import { graphStyle } from './graph.js';
import { glyphGridStyleOf, quarterGridStyle } from './grid-style.js';
import { quarterPainter } from './quarter.js';
import { scaleCanvas, scaledExtent, scaledPoint } from './scale.js';
import type { Style } from './style.js';
import { widenRows } from './widen.js';

const STYLES = {
  graph: graphStyle(false),
  graphCompact: graphStyle(true),
  boxed: boxedStyle(glyphPainterOf(1)),
  boxedCompact: glyphGridStyleOf(1),
  boxedWide: boxedStyle(glyphPainterOf(2)),
  boxedWideCompact: glyphGridStyleOf(2),
  quarter: boxedStyle(quarterPainter),
  quarterCompact: quarterGridStyle,
} as const;

/** The widest glyph a piece declares (a tray's `15`), in characters. */
const widestGlyph = (view: BoardView): number =>
  Math.max(1, ...view.pieces.map(({ look }) => Math.max(look.glyph.length, look.ascii.length)));

/** Everything is derived from `layout.style` (and the glyphs' width); no puzzle is drawn by hand. */
const styleOf = (view: BoardView, options: ShapeOptions): Style => {
  const compact = options.compact ?? false;
  switch (view.layout.style) {
    case 'graph':
      return compact ? STYLES.graphCompact : STYLES.graph;
    case 'boxed':
      if (widestGlyph(view) > 1) return compact ? STYLES.boxedWideCompact : STYLES.boxedWide;
      return compact ? STYLES.boxedCompact : STYLES.boxed;
    case 'quarter':
      return compact ? STYLES.quarterCompact : STYLES.quarter;
  }
};

/** Whether the board's pieces are lines that join its walls (the quarter style): the ones `plainWalls` changes. */
export const drawsLinePieces = (view: BoardView): boolean => view.layout.style === 'quarter';

/** A board as rows of segments, for the UI to colour by tone and mark. */
export const renderBoard = (
  view: BoardView,
  board: Board,
  options: RenderOptions = {},
): Segment[][] => {
  const style = styleOf(view, options);
  const { width, height } = style.geometry(view);
  const canvas = new Canvas(width, height);
  style.draw(canvas, view, board, options);
  if (options.numbers) writeNumbers(canvas, style.geometry(view).centres, widestGlyph(view) > 1);
  const drawn = scaleCanvas(
    canvas,
    style.geometry(view).centres,
    options.scale ?? 1,
    options.ascii ?? false,
  );
  return ambiguousWide() ? widenRows(drawn.segments()) : drawn.segments();
};

/**
 * Each cell's number over its glyph; a second digit takes the place to its
 * right, or, where glyphs are two wide and stand to the right (a tray's `13`),
 * the first digit takes the place to its left, so numbers line up as tiles do.
 */
const writeNumbers = (canvas: Canvas, centres: readonly Point[], toRight: boolean): void => {
  centres.forEach(({ x, y }, cell) => {
    const number = String(cell);
    canvas.write(toRight ? x - number.length + 1 : x, y, number, 'label', { cell });
  });
};

/**
 * The page's numbering figure: the board's shape, empty, with every cell's
 * number where its piece would stand.
 */
export const numberFigure = (view: BoardView, options: ShapeOptions & { ascii?: boolean } = {}) =>
  renderBoard(view, new Uint8Array(view.layout.cells.length), { ...options, numbers: true });

/** Rows of segments as plain lines, trailing spaces removed. */
export const plainLines = (rows: readonly (readonly Segment[])[]): string[] =>
  rows.map((row) =>
    row
      .map((segment) => segment.text)
      .join('')
      .trimEnd(),
  );

/** A board as plain lines (trailing spaces removed), for the command line and tests. */
export const boardLines = (view: BoardView, board: Board, options: RenderOptions = {}): string[] =>
  plainLines(renderBoard(view, board, options));

/** The characters a board takes on screen; marks never change it. */
export const boardSize = (
  view: BoardView,
  options: ShapeOptions = {},
): { width: number; height: number } => {
  const drawn = styleOf(view, options).geometry(view);
  const { width, height } = scaledExtent(
    drawn.width,
    drawn.height,
    drawn.centres,
    options.scale ?? 1,
  );
  // Widened drawings (see `widenRows`) take two columns a character.
  return { width: ambiguousWide() ? 2 * width : width, height };
};

/** Where each cell's glyph lies in the drawing, in characters from its top-left. */
export const cellCentres = (view: BoardView, options: ShapeOptions = {}): Point[] => {
  const { width, height, centres } = styleOf(view, options).geometry(view);
  const scale = options.scale ?? 1;
  const extent = scaledExtent(width, height, centres, scale);
  return centres.map((point) => scaledPoint(point, scale, extent));
};

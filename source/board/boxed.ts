import type { Board } from '../puzzles/puzzle.js';
import type { BoardView, Geometry, Point, RenderOptions } from './board-view.js';
import { DOWN, FrameWays, frameChar, LEFT, RIGHT, UP } from './box-lines.js';
import type { Canvas } from './canvas.js';
import { type CellToDraw, cellGlyph, cellsToDraw, drawBrackets } from './cell-paint.js';
import { bracketOrder } from './marks.js';
import { outlinePieces } from './piece-outline.js';
import { extentOf, type Style } from './style.js';

/** One cell's inside: its top-left character and its size. */
export type CellBox = {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
};

/** What a painter may do besides writing inside its box. */
export type PaintContext = {
  readonly canvas: Canvas;
  readonly view: BoardView;
  readonly ascii: boolean;
  readonly box: CellBox;
  readonly spot: CellToDraw;
  /** Joins a line from inside the box to its wall at (x, y), going the given ways. */
  touchWall(x: number, y: number, ways: number): void;
  /** The ways the walls go at (x, y), after every piece has touched them. */
  wallWays(x: number, y: number): number;
};

/** How the inside of a box is drawn (a glyph, a quarter circle) and where its brackets go. */
export type BoxPainter = {
  readonly width: number;
  readonly height: number;
  /** Pieces are drawn as lines that join the walls: without colour the inner walls go. */
  readonly linePieces?: boolean;
  paint(context: PaintContext): void;
  bracketPlaces(context: PaintContext): (readonly [Point, Point])[];
};

/** A grid of boxes at (row, col); cells missing from the layout get no box. */
export const boxedStyle = (painter: BoxPainter): Style => {
  const spacing = { x: painter.width + 1, y: painter.height + 1 };
  const boxes = (view: BoardView): CellBox[] => {
    const extent = extentOf(view.layout.cells);
    return view.layout.cells.map((place) => ({
      left: (place.col - extent.minCol) * spacing.x + 1,
      top: (place.row - extent.minRow) * spacing.y + 1,
      width: painter.width,
      height: painter.height,
    }));
  };
  const geometry = (view: BoardView): Geometry => {
    const extent = extentOf(view.layout.cells);
    return {
      width: extent.cols === 0 ? 0 : extent.cols * spacing.x + 1,
      height: extent.rows === 0 ? 0 : extent.rows * spacing.y + 1,
      centres: boxes(view).map((box) => ({
        x: box.left + Math.floor(box.width / 2),
        y: box.top + Math.floor((box.height - 1) / 2),
      })),
    };
  };
  const draw = (canvas: Canvas, view: BoardView, board: Board, options: RenderOptions): void => {
    const ascii = options.ascii ?? false;
    const cellBoxes = boxes(view);
    const walls = new FrameWays(canvas.width, canvas.height);
    outlinePieces(walls, view, board, cellBoxes);
    // The ways pieces' lines reach each wall position they touch.
    const touched = new Map<number, number>();
    const contexts = cellsToDraw(board, options).map(
      (spot): PaintContext => ({
        canvas,
        view,
        ascii,
        box: cellBoxes[spot.cell],
        spot,
        touchWall: (x, y, ways) => {
          walls.add(x, y, ways);
          const at = y * canvas.width + x;
          touched.set(at, (touched.get(at) ?? 0) | ways);
        },
        wallWays: (x, y) => walls.at(x, y),
      }),
    );
    for (const context of contexts) painter.paint(context);
    const open = openingAt(view, cellBoxes, canvas.width);
    const plain =
      (options.monochrome === true || options.plainWalls === true) && painter.linePieces === true;
    for (let y = 0; y < canvas.height; y++) {
      for (let x = 0; x < canvas.width; x++) {
        const at = y * canvas.width + x;
        if (open.has(at)) continue;
        const ways = walls.at(x, y) & ~towardOpening(open, canvas.width, x, y);
        if (ways === 0) continue;
        const piece = touched.get(y * canvas.width + x);
        const inner = x > 0 && y > 0 && x < canvas.width - 1 && y < canvas.height - 1;
        if (plain && inner) {
          plainWall(canvas, x, y, ways, piece, ascii);
          continue;
        }
        // Without inner walls the frame keeps no stubs toward them, only the lines that reach it.
        const kept = plain ? ways & (alongEdge(canvas, x, y) | (piece ?? 0)) : ways;
        // Where a piece's line crosses a wall, the crossing is coloured as the piece.
        canvas.put(x, y, frameChar(kept, ascii), piece === undefined ? 'frame' : 'piece');
      }
    }
    for (const context of bracketOrder(contexts, (each) => each.spot.mark)) {
      drawBrackets(canvas, context.spot, painter.bracketPlaces(context));
    }
  };
  return { geometry, draw };
};

/** The frame positions left open (`Layout.opening`), as `y * width + x`. */
const openingAt = (view: BoardView, boxes: readonly CellBox[], width: number): Set<number> => {
  const open = new Set<number>();
  const opening = view.layout.opening;
  if (!opening) return open;
  const across = opening.side === 'top' || opening.side === 'bottom';
  const inOpening = new Set(opening.cells);
  for (const cell of opening.cells) {
    const box = boxes[cell];
    const place = view.layout.cells[cell];
    // The cell next along the side, when it is open too: the wall between them goes as well.
    const next = view.layout.cells.findIndex(
      (other) =>
        other.row === place.row + (across ? 0 : 1) && other.col === place.col + (across ? 1 : 0),
    );
    const reach = (across ? box.width : box.height) + (inOpening.has(next) ? 1 : 0);
    for (let step = 0; step < reach; step++) {
      const x =
        opening.side === 'left'
          ? box.left - 1
          : opening.side === 'right'
            ? box.left + box.width
            : box.left + step;
      const y =
        opening.side === 'top'
          ? box.top - 1
          : opening.side === 'bottom'
            ? box.top + box.height
            : box.top + step;
      open.add(y * width + x);
    }
  }
  return open;
};

/** The ways from (x, y) that lead into the opening: the frame ends there. */
const towardOpening = (open: ReadonlySet<number>, width: number, x: number, y: number): number =>
  (x > 0 && open.has(y * width + x - 1) ? LEFT : 0) |
  (x < width - 1 && open.has(y * width + x + 1) ? RIGHT : 0) |
  (open.has((y - 1) * width + x) ? UP : 0) |
  (open.has((y + 1) * width + x) ? DOWN : 0);

/** The ways that run along the drawing's edge at (x, y). */
const alongEdge = (canvas: Canvas, x: number, y: number): number =>
  (x === 0 || x === canvas.width - 1 ? UP | DOWN : 0) |
  (y === 0 || y === canvas.height - 1 ? LEFT | RIGHT : 0);

/**
 * An inner wall position drawn without its wall: a piece's line passing
 * through goes straight on, a grid corner is a dot, the rest is blank.
 */
const plainWall = (
  canvas: Canvas,
  x: number,
  y: number,
  ways: number,
  piece: number | undefined,
  ascii: boolean,
): void => {
  if (piece !== undefined) {
    const across = (piece & (LEFT | RIGHT)) !== 0;
    canvas.put(x, y, frameChar(across ? LEFT | RIGHT : UP | DOWN, ascii), 'piece');
    return;
  }
  const corner = (ways & (LEFT | RIGHT)) !== 0 && (ways & (UP | DOWN)) !== 0;
  canvas.put(x, y, corner ? (ascii ? '+' : '·') : ' ', 'frame');
};

/**
 * A box holding one glyph of up to `glyphWidth` characters, a blank either
 * side for the brackets: ` ● `, `[●]` under the cursor; a tray of up to 15
 * tiles, two wide: ` 13 `, `[ 9]`, numbers to the right as on a real tray.
 */
export const glyphPainterOf = (glyphWidth: number): BoxPainter => ({
  width: glyphWidth + 2,
  height: 1,
  paint: ({ canvas, view, ascii, box, spot }) => {
    const glyph = cellGlyph(view, spot, 'box', ascii);
    const owner = { cell: spot.cell, mark: spot.mark };
    canvas.write(box.left, box.top, ` ${glyph.ch.padStart(glyphWidth)} `, glyph.tone, owner);
  },
  bracketPlaces: ({ box }) => [
    [
      { x: box.left, y: box.top },
      { x: box.left + box.width - 1, y: box.top },
    ],
  ],
});

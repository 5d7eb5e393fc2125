import type { BoardView } from './board-view.js';
import { DOWN, LEFT, RIGHT, UP } from './box-lines.js';
import type { BoxPainter, PaintContext } from './boxed.js';
import { cellGlyph } from './cell-paint.js';
import { findPiece } from './glyphs.js';

/** Which quarter of a circle a piece holds, as its look declares (see `PieceLook.arc`). */
type Quadrant = { readonly right: boolean; readonly bottom: boolean };

export const quadrantOf = (view: BoardView, code: number): Quadrant | undefined =>
  findPiece(view, code)?.look.arc;

type ArcChars = { corner: string; across: string; down: string };

const arcChars = (quadrant: Quadrant, ascii: boolean): ArcChars => {
  if (ascii) return { corner: quadrant.bottom ? "'" : '.', across: '-', down: '|' };
  const corners = quadrant.bottom ? ['╰', '╯'] : ['╭', '╮'];
  return { corner: corners[quadrant.right ? 1 : 0], across: '─', down: '│' };
};

/**
 * The arc runs one character in from the wall on its round side and reaches the
 * two walls on the circle's side, where it joins the neighbouring piece's arc.
 */
const paintArc = (context: PaintContext, quadrant: Quadrant): void => {
  const { canvas, box, spot, ascii } = context;
  const owner = { cell: spot.cell, mark: spot.mark };
  const chars = arcChars(quadrant, ascii);
  const cornerX = box.left + (quadrant.right ? box.width - 2 : 1);
  const cornerY = box.top + (quadrant.bottom ? box.height - 1 : 0);
  canvas.write(box.left, box.top, ' '.repeat(box.width), 'piece', owner);
  for (let y = box.top + 1; y < box.top + box.height; y++) {
    canvas.write(box.left, y, ' '.repeat(box.width), 'piece', owner);
  }
  canvas.put(cornerX, cornerY, chars.corner, 'piece', owner);
  const wallX = quadrant.right ? box.left - 1 : box.left + box.width;
  const stepX = quadrant.right ? -1 : 1;
  for (let x = cornerX + stepX; x !== wallX; x += stepX) {
    canvas.put(x, cornerY, chars.across, 'piece', owner);
  }
  context.touchWall(wallX, cornerY, quadrant.right ? RIGHT : LEFT);
  const wallY = quadrant.bottom ? box.top - 1 : box.top + box.height;
  const stepY = quadrant.bottom ? -1 : 1;
  for (let y = cornerY + stepY; y !== wallY; y += stepY) {
    canvas.put(cornerX, y, chars.down, 'piece', owner);
  }
  context.touchWall(cornerX, wallY, quadrant.bottom ? DOWN : UP);
};

/** An empty cell, or a piece that is not a quarter: its glyph in the middle of the box. */
const paintGlyph = (context: PaintContext): void => {
  const { canvas, box, spot, view, ascii } = context;
  const owner = { cell: spot.cell, mark: spot.mark };
  const glyph = cellGlyph(view, spot, 'box', ascii);
  for (let y = box.top; y < box.top + box.height; y++) {
    canvas.write(box.left, y, ' '.repeat(box.width), glyph.tone, owner);
  }
  const middleX = box.left + Math.floor(box.width / 2);
  const middleY = box.top + Math.floor((box.height - 1) / 2);
  canvas.put(middleX, middleY, glyph.ch, glyph.tone, owner);
};

/**
 * The line of a box its piece leaves open at both ends: for a quarter, the
 * line its across stroke does not take (the down stroke stands one column in
 * from the round side, so both ends of that line are blank); for a glyph, its
 * own line.
 */
const openLine = (context: PaintContext): number => {
  const { box, view, spot } = context;
  const quadrant = quadrantOf(view, spot.code);
  if (!quadrant) return box.top + Math.floor((box.height - 1) / 2);
  return quadrant.bottom ? box.top : box.top + box.height - 1;
};

/**
 * Boxes five characters wide and two lines high: wide enough for the arcs to
 * look round. A marked cell's brackets stand inside its own box, at both ends
 * of the line its piece leaves open, so they never take a wall (which a
 * neighbour's marks would share) and never cover a piece's line.
 */
export const quarterPainter: BoxPainter = {
  width: 5,
  height: 2,
  linePieces: true,
  paint: (context) => {
    const quadrant = quadrantOf(context.view, context.spot.code);
    if (quadrant) paintArc(context, quadrant);
    else paintGlyph(context);
  },
  bracketPlaces: (context) => {
    const { box } = context;
    const y = openLine(context);
    return [
      [
        { x: box.left, y },
        { x: box.left + box.width - 1, y },
      ],
    ];
  },
};

import type { Board, Layout, PieceKind, PieceLayer } from '../puzzles/puzzle.js';
import type { Scale } from './scales.js';

/**
 * What a puzzle gives the renderer: where its cells lie, what its pieces are,
 * and which cells form one piece (one outline a piece) where pieces are larger than a cell.
 */
export type BoardView = {
  readonly layout: Layout;
  readonly pieces: readonly PieceKind[];
  readonly pieceLayer?: PieceLayer;
};

/** What a piece of text shows; the UI picks a colour per tone. */
export type Tone =
  /** Pieces, by the colour role their look declares (`PieceLook.tone`). */
  | 'dark'
  | 'light'
  | 'bright'
  /** Any other piece, e.g. Line Puzzle arcs (also where an arc crosses a wall). */
  | 'piece'
  | 'empty'
  /** An empty cell drawn as an open hole (`Layout.emptyAsHole`). */
  | 'socket'
  /** Links between graph cells, and blank space. */
  | 'link'
  /** Box walls. */
  | 'frame'
  /** Brackets around a marked cell. */
  | 'mark'
  | 'label';

/**
 * What the player should notice about a cell. Each mark also changes characters
 * (brackets, a target glyph), so the board reads without colour.
 */
export type CellMark = 'cursor' | 'picked' | 'target' | 'moved' | 'hint';

/** Marks by cell number; a cell may carry several (the cursor on a target). */
export type CellMarks = ReadonlyMap<number, CellMark | readonly CellMark[]>;

/**
 * A run of characters with one tone; `cell` and `mark` say which cell it
 * draws, `frame` which frame of a film strip it belongs to.
 */
export type Segment = {
  readonly text: string;
  readonly tone: Tone;
  readonly cell?: number;
  readonly mark?: CellMark;
  readonly frame?: number;
};

export type ShapeOptions = {
  /** Small boards without links or box walls, for film strips. */
  readonly compact?: boolean;
  /** Drawn this many times larger (presentation size, scale.ts); 1 by default. */
  readonly scale?: Scale;
};

export type RenderOptions = ShapeOptions & {
  /** Only ASCII characters (`--ascii`). */
  readonly ascii?: boolean;
  readonly marks?: CellMarks;
  /** Each cell shows its number instead of its piece (the page's numbering figure). */
  readonly numbers?: boolean;
  /**
   * No colour tells pieces from walls (NO_COLOR, --ascii): boards whose pieces
   * are lines (the Line Puzzle's arcs) leave their inner walls out, marking
   * only the grid's corners, so the pieces do not read as a maze.
   */
  readonly monochrome?: boolean;
  /** The same drawing without inner walls in colour too (the player's setting, `p`). */
  readonly plainWalls?: boolean;
};

/** A character position: x columns from the left, y lines from the top. */
export type Point = { readonly x: number; readonly y: number };

/** The size of a drawn board and where each cell's glyph lies in it. */
export type Geometry = {
  readonly width: number;
  readonly height: number;
  /** One point per cell, in cell-number order. */
  readonly centres: readonly Point[];
};

/** One frame of a film strip. */
export type Frame = { readonly board: Board; readonly label: string; readonly marks?: CellMarks };
